import { useTranslation } from '../i18n';
import { Modal } from '../ui/Modal';

/**
 * Asked before "Bot plays my turn" hands a person's turn to the bot: the hand-over marks the game assisted (no medal,
 * star or unlock), which one stray press of B should not do unasked. The confirm button has the focus, so Enter or B
 * confirms and Esc keeps playing.
 */
export function AutoplayQuestion({
  onConfirm,
  onCancel,
}: {
  onConfirm: () => void;
  onCancel: () => void;
}): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <Modal
      className="autoplay-question"
      role="alertdialog"
      label={t('keyboard.autoplayLabel')}
      testId="autoplay-question"
      onDismiss={onCancel}
    >
      <p>
        <strong>{t('keyboard.autoplayQuestion')}</strong>
      </p>
      <p data-testid="autoplay-assisted">{t('keyboard.autoplayAssisted')}</p>
      <div className="row">
        {/* biome-ignore lint/a11y/noAutofocus: the question is answered from the keyboard at once (Enter confirms, Esc declines) */}
        <button type="button" className="primary" data-testid="autoplay-confirm" autoFocus onClick={onConfirm}>
          {t('keyboard.autoplayConfirm')}
        </button>
        <button type="button" data-testid="autoplay-cancel" onClick={onCancel}>
          {t('keyboard.autoplayCancel')}
        </button>
      </div>
    </Modal>
  );
}
