// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';
import { useDialog } from './useDialog';

// happy-dom has the <dialog> element's showModal, show and close (they set and remove `open`), so the dialogs open
// and close here as in a browser; the top layer, the focus trap and Esc's cancel are the browser's, checked by the
// end-to-end specs (keyboardOnly, rules, hotSeat). Here a cancel event is sent as the browser sends it on Esc.

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderModal(onDismiss: () => void): { dialog: HTMLDialogElement; box: HTMLElement } {
  const page = render(
    <Modal className="confirm-dialog" role="alertdialog" label="Reset?" testId="confirm" onDismiss={onDismiss}>
      <button type="button">Cancel</button>
    </Modal>,
  ).container;
  const dialog = page.querySelector('dialog');
  const box = page.querySelector<HTMLElement>('[data-testid="confirm"]');
  if (!dialog || !box) throw new Error('the modal renders a dialog holding its box');
  return { dialog, box };
}

describe('a modal is the platform’s <dialog>, shown as a modal for as long as it is rendered', () => {
  it('opens with showModal, labelled, with the role asked for, its box inside it', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { dialog, box } = renderModal(() => undefined);
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-label')).toBe('Reset?');
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    expect(box.classList).toContain('modal');
    expect(box.classList).toContain('confirm-dialog');
  });

  it('Esc (its cancel event) asks the owner to dismiss it and leaves it open until the owner takes it away', () => {
    const onDismiss = vi.fn();
    const { dialog } = renderModal(onDismiss);
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      dialog.dispatchEvent(cancel);
    });
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialog.open).toBe(true);
  });

  it('a click on the backdrop (the dialog beside its box) dismisses it; a click in the box does not', () => {
    const onDismiss = vi.fn();
    const { dialog, box } = renderModal(onDismiss);
    act(() => {
      box.querySelector('button')?.click();
      box.click();
    });
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => {
      dialog.click();
    });
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});

/** A dialog that cannot be answered until its button is pressed. */
function LaterAnswered(): React.JSX.Element {
  const [answerable, setAnswerable] = useState(false);
  return (
    <>
      <dialog ref={useDialog(answerable)} aria-label="shown" />
      <button type="button" onClick={() => setAnswerable(true)} />
    </>
  );
}

describe('a dialog the person cannot answer where it is shows in its place, not as a modal', () => {
  it('opens with show, and becomes a modal (closed, then shown as one) once it can be answered', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const show = vi.spyOn(HTMLDialogElement.prototype, 'show');
    const close = vi.spyOn(HTMLDialogElement.prototype, 'close');
    const page = render(<LaterAnswered />).container;
    expect(show).toHaveBeenCalledTimes(1);
    expect(showModal).not.toHaveBeenCalled();
    expect(page.querySelector('dialog')?.open).toBe(true);
    act(() => {
      page.querySelector('button')?.click();
    });
    expect(close).toHaveBeenCalledTimes(1);
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(page.querySelector('dialog')?.open).toBe(true);
  });
});
