import { useTranslation } from '../../i18n';
import { Modal } from '../Modal';

/**
 * Asks before something that cannot be undone; Esc (the dialog's cancel) or the backdrop cancel, and the safe choice
 * comes first in the dialog, so the focus starts on it.
 */
export function ConfirmDialog({
  title,
  text,
  confirm,
  onConfirm,
  onCancel,
}: {
  readonly title: string;
  readonly text: string;
  readonly confirm: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <Modal className="confirm-dialog" role="alertdialog" label={title} testId="confirm-dialog" onDismiss={onCancel}>
      <h2>{title}</h2>
      <p>{text}</p>
      <div className="row">
        <button type="button" data-testid="confirm-cancel" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="button" className="danger" data-testid="confirm-ok" onClick={onConfirm}>
          {confirm}
        </button>
      </div>
    </Modal>
  );
}
