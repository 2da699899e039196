import type { FlushReport } from '../engine/formats';

export interface FlushInputs {
  /** Asks the page to write its pending autosave; resolves with its report when the page says it has. */
  readonly requestPageFlush: () => Promise<FlushReport | null>;
  /** Resolves when every queued write is on disk (`SaveStore.flush`). */
  readonly flushStore: () => Promise<void>;
  /** How long to wait for an unresponsive page before closing anyway. */
  readonly pageTimeoutMs: number;
  readonly logError: (message: string, error: unknown) => void;
  /** Asked when the page's saves are failing: true quits anyway, false keeps the window open. */
  readonly confirmQuit?: (report: Extract<FlushReport, { saved: false }>) => Promise<boolean>;
}

/**
 * Run when the window is about to close: first the page hands over its last autosave, then the store finishes writing.
 * A page that hangs or fails must not keep the app from quitting, so its part is bounded by a timeout; the store's
 * part is not, because cutting it short could lose the newest save (the file itself is never torn either way).
 * When the page says its saves are failing, the player is asked before anything closes. Resolves to whether to close.
 */
export async function flushBeforeClose(inputs: FlushInputs): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timed-out'>((resolve) => {
    timer = setTimeout(() => resolve('timed-out'), inputs.pageTimeoutMs);
  });
  let report: FlushReport | null = null;
  try {
    const outcome = await Promise.race([inputs.requestPageFlush(), timedOut]);
    if (outcome === 'timed-out') inputs.logError('The page did not confirm its autosave before closing', undefined);
    else report = outcome;
  } catch (error) {
    inputs.logError('The page failed to write its autosave before closing', error);
  } finally {
    clearTimeout(timer);
  }
  await inputs.flushStore();
  if (report === null || report.saved || inputs.confirmQuit === undefined) return true;
  return inputs.confirmQuit(report);
}
