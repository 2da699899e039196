import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n';

/** Asks before something that cannot be undone; Esc or the backdrop cancel, and the safe choice has the focus. */
export function ConfirmDialog({ title, text, confirm, onConfirm, onCancel }: {
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
    const onKey = (event: KeyboardEvent): void => { if (event.key === 'Escape') onCancel(); };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onCancel]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a click beside the dialog cancels, as Esc and the Cancel button do from the keyboard
    <div className="modal-backdrop" onClick={onCancel}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: only keeps a click inside the dialog from reaching the backdrop */}
      <div className="modal confirm-dialog" role="alertdialog" aria-label={title} data-testid="confirm-dialog" onClick={(e) => e.stopPropagation()}>
        <h2>{title}</h2>
        <p>{text}</p>
        <div className="row">
          <button type="button" ref={cancelButton} data-testid="confirm-cancel" onClick={onCancel}>{t('common.cancel')}</button>
          <button type="button" className="danger" data-testid="confirm-ok" onClick={onConfirm}>{confirm}</button>
        </div>
      </div>
    </div>
  );
}
