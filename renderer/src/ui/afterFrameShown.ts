/** The longest work deferred past a first frame waits for an idle moment once that frame is shown, in ms. */
const IDLE_WAIT_MS = 1000;

/**
 * Calls `then` once the frame being prepared now has been shown and the page is idle (or IDLE_WAIT_MS later at the
 * latest): for work the first frame of a screen does not need. Returns how to cancel the call.
 */
export function afterFrameShown(then: () => void): () => void {
  let cancel = (): void => {};
  const frame = requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(then, { timeout: IDLE_WAIT_MS });
      cancel = () => cancelIdleCallback(idle);
    } else {
      const timer = setTimeout(then, 0);
      cancel = () => clearTimeout(timer);
    }
  });
  cancel = () => cancelAnimationFrame(frame);
  return () => cancel();
}
