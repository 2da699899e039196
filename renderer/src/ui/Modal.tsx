/**
 * A dialog over the page: the dimmed backdrop, a click on which dismisses the dialog (as Esc or the dialog's own
 * buttons do from the keyboard), and the dialog's box, which keeps a click inside it from reaching the backdrop.
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
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a click beside the dialog dismisses it, as Esc and the dialog's own buttons do from the keyboard
    <div className="modal-backdrop" onClick={onDismiss}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions lint/a11y/useAriaPropsSupportedByRole: only keeps a click inside the dialog from reaching the backdrop; its role, a dialog or an alert dialog by the prop's type, takes the label (the rules cannot read a role given by a prop) */}
      <div
        className={`modal ${className}`}
        role={role}
        aria-label={label}
        data-testid={testId}
        onClick={(e) => e.stopPropagation()}
      >
        {children}
      </div>
    </div>
  );
}
