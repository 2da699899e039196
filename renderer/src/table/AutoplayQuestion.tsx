import { useTranslation } from '../i18n';
import { Modal } from '../ui/Modal';

/**
 * Asked before "Bot plays my turn" hands a person's turn to the bot: the hand-over marks the game assisted (no medal,
 * star or unlock), which one stray press of B should not do unasked. The confirm button comes first in the dialog and
 * so has the focus when it opens: Enter or B confirms and Esc keeps playing.
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
        <button type="button" className="primary" data-testid="autoplay-confirm" onClick={onConfirm}>
          {t('keyboard.autoplayConfirm')}
        </button>
        <button type="button" data-testid="autoplay-cancel" onClick={onCancel}>
          {t('keyboard.autoplayCancel')}
        </button>
      </div>
    </Modal>
  );
}
