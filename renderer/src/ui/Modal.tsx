import { cancelTo, useDialog } from './useDialog';

/**
 * A dialog over the page, the platform's modal <dialog> (useDialog): the dialog itself is the dimmed backdrop, a click
 * on which dismisses it, as Esc (its `cancel`) and the dialog's own buttons do; the box inside it holds the content.
 * The focus starts on the first thing in it that takes the focus (the dialog's own focusing steps): the menu's first
 * choice, the question's confirm, a confirmation's safe choice, a box that scrolls.
 */
export function Modal({
  className,
  role = 'dialog',
  label,
  testId,
  onDismiss,
  children,
}: {
  /** The box's own class, beside `modal`. */
  readonly className: string;
  readonly role?: 'dialog' | 'alertdialog';
  readonly label: string;
  readonly testId: string;
  readonly onDismiss: () => void;
  readonly children: React.ReactNode;
}): React.JSX.Element {
  const dialog = useDialog();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click beside the box dismisses the dialog; from the keyboard Esc (its cancel event) and the dialog's own buttons do
    <dialog
      ref={dialog}
      className="modal-backdrop"
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-label={label}
      onCancel={cancelTo(onDismiss)}
      onClick={(event) => {
        if (event.target === event.currentTarget) onDismiss();
      }}
    >
      <div className={`modal ${className}`} data-testid={testId}>
        {children}
      </div>
    </dialog>
  );
}
