import { useCallback } from 'react';

/**
 * The ref of a <dialog>, which shows it for as long as it is in the page: as a modal (showModal: in the top layer,
 * above the table's canvas and everything else on the page, the page behind it inert and the focus kept inside it,
 * starting on its first control, Esc asking it to close with a `cancel` event), or, with `modal` false, in its own
 * place on the page (show), for a dialog under something that stays in play above it (the read-only cover, the
 * tutorial's panel, the rules reference), which a modal would make inert. A ref rather than an effect: a dialog
 * rendered only now and then is shown each time it appears, before the browser first paints it; shown the other way
 * when `modal` changes. It is not closed when React takes it away: taken out of the page it leaves the top layer, and
 * the focus goes to the page's body, as it did from the dialogs before they were <dialog>s, until the table moves it to
 * the next decision (a focus given back by close() would land during React's commit, which hears no focus event, so the
 * focused spot would show no tooltip). happy-dom, which the unit tests render in, has showModal, show and close: they
 * open and close the dialog there, without a top layer or a focus trap.
 */
export function useDialog(modal = true): React.RefCallback<HTMLDialogElement> {
  return useCallback(
    (dialog: HTMLDialogElement | null) => {
      if (!dialog) return;
      if (dialog.open) dialog.close();
      if (modal) dialog.showModal();
      else dialog.show();
    },
    [modal],
  );
}

/**
 * A `cancel` handler (Esc on a modal dialog) that leaves the dialog open and asks its owner instead: the owner's state
 * alone decides when the dialog goes, and the browser never closes one that React still renders.
 */
export const cancelTo =
  (dismiss: () => void) =>
  (event: React.SyntheticEvent<HTMLDialogElement>): void => {
    event.preventDefault();
    dismiss();
  };
