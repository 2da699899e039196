import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n';
import { Modal } from '../Modal';

/** Asks before something that cannot be undone; Esc or the backdrop cancel, and the safe choice has the focus. */
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
  const cancelButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    cancelButton.current?.focus();
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') onCancel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onCancel]);
  return (
    <Modal className="confirm-dialog" role="alertdialog" label={title} testId="confirm-dialog" onDismiss={onCancel}>
      <h2>{title}</h2>
      <p>{text}</p>
      <div className="row">
        <button type="button" ref={cancelButton} data-testid="confirm-cancel" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="button" className="danger" data-testid="confirm-ok" onClick={onConfirm}>
          {confirm}
        </button>
      </div>
    </Modal>
  );
}
