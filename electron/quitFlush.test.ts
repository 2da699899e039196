import { describe, expect, it } from 'vitest';
import { flushBeforeClose } from './quitFlush';

function recorder() {
  const steps: string[] = [];
  return {
    steps,
    flushStore: async () => {
      steps.push('store flushed');
    },
    logError: (message: string) => {
      steps.push(`logged: ${message}`);
    },
  };
}

describe('flushBeforeClose', () => {
  it('lets the page write its autosave, then waits for the store', async () => {
    const { steps, flushStore, logError } = recorder();
    await flushBeforeClose({
      requestPageFlush: async () => {
        steps.push('page flushed');
      },
      flushStore,
      pageTimeoutMs: 60_000,
      logError,
    });
    expect(steps).toEqual(['page flushed', 'store flushed']);
  });

  it('still flushes the store when the page never answers', async () => {
    const { steps, flushStore, logError } = recorder();
    await flushBeforeClose({ requestPageFlush: () => new Promise(() => undefined), flushStore, pageTimeoutMs: 1, logError });
    expect(steps).toEqual(['logged: The page did not confirm its autosave before closing', 'store flushed']);
  });

  it('still flushes the store when the page fails', async () => {
    const { steps, flushStore, logError } = recorder();
    await flushBeforeClose({
      requestPageFlush: () => Promise.reject(new Error('renderer gone')),
      flushStore,
      pageTimeoutMs: 60_000,
      logError,
    });
    expect(steps).toEqual(['logged: The page failed to write its autosave before closing', 'store flushed']);
  });
});
