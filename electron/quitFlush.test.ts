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
        return { saved: true };
      },
      flushStore,
      pageTimeoutMs: 60_000,
      logError,
    });
    expect(steps).toEqual(['page flushed', 'store flushed']);
  });

  it('still flushes the store when the page never answers', async () => {
    const { steps, flushStore, logError } = recorder();
    await flushBeforeClose({
      requestPageFlush: () => new Promise(() => undefined),
      flushStore,
      pageTimeoutMs: 1,
      logError,
    });
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

describe('quitting while saving fails', () => {
  const failingReport = {
    saved: false as const,
    problem: 'saves/g.json could not be written (ENOSPC).',
    question: 'Quit without saving?',
    quitAnyway: 'Quit anyway',
    keepPlaying: 'Keep playing',
  };

  it('asks before closing when the page says its last save failed, and stays open if the player keeps playing', async () => {
    const { flushStore, logError } = recorder();
    const asked: string[] = [];
    const close = await flushBeforeClose({
      requestPageFlush: async () => failingReport,
      flushStore,
      pageTimeoutMs: 60_000,
      logError,
      confirmQuit: async (report) => {
        asked.push(`${report.question} ${report.problem}`);
        return false;
      },
    });
    expect(asked).toEqual(['Quit without saving? saves/g.json could not be written (ENOSPC).']);
    expect(close).toBe(false);
  });

  it('closes without asking when everything was saved', async () => {
    const { flushStore, logError } = recorder();
    const close = await flushBeforeClose({
      requestPageFlush: async () => ({ saved: true }),
      flushStore,
      pageTimeoutMs: 60_000,
      logError,
      confirmQuit: async () => {
        throw new Error('must not ask');
      },
    });
    expect(close).toBe(true);
  });
});
