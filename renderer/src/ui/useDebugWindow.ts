import { useEffect } from 'react';
import { AuthorityClient } from '../game/authorityClient';
import { OPENING_DEAL_BATCH, type GameController } from '../game/controller';
import { askWorker } from '../game/session';
import { TEST_HOOKS } from '../game/testHooks';
import type { TableScene } from '../scene/TableScene';

/**
 * A window on the game (window.__saltfjord) for the end-to-end specs, in a test build only (`vite build --mode e2e`):
 * a game's whole state and action log come from its worker, so the specs can replay it with the engine. A production
 * build has no such window, and the page holds views only.
 */
export function useDebugWindow(controller: GameController, scene: React.RefObject<TableScene | null>): void {
  useEffect(() => {
    if (!TEST_HOOKS) return;
    // A game's whole state comes from its worker; once the game is closed (a finished solo game's result screen), the
    // view it last showed.
    const whole = (what: 'state' | 'record'): Promise<unknown> | null =>
      controller instanceof AuthorityClient ? askWorker(controller, what) : null;
    const debug = {
      state: () => whole('state') ?? Promise.resolve(controller.getSnapshot().state),
      /** What the page itself holds: the view of the seat shown. */
      view: () => controller.getSnapshot().state,
      record: () => whole('record') ?? Promise.resolve(recordOf(controller)),
      /**
       * What each bot pause and animation batch was allowed to take (ms), each batch's bound as the table got it, and
       * how long the table plays it (ms, as planned once fitted to its bound); the same for a new game's opening deal.
       */
      pace: async () => {
        const played = new Map((scene.current?.batchLengths() ?? []).map((length) => [length.batch, length.ms]));
        return {
          grants: await controller.paceGrants(),
          openingPlayedMs: played.get(OPENING_DEAL_BATCH) ?? null,
          batches: controller
            .getSnapshot()
            .batches.map((batch) => ({ id: batch.id, maxMs: batch.maxMs, playedMs: played.get(batch.id) ?? null })),
        };
      },
      /** The words painted on the canvas now (the DOM's own text can be read from the page). */
      words: () => scene.current?.paintedWords() ?? [],
      /** The sizes the canvas labels are drawn at, by board area (the DOM's text sizes the page computes itself). */
      canvasTextSizes: () => scene.current?.textSizes() ?? {},
      /** Resolves once the autosave is done with every committed action: why its last write failed, or null. */
      autosaved: async () => {
        await controller.flush();
        return controller.getSnapshot().saveError;
      },
    };
    (window as unknown as { __saltfjord?: typeof debug }).__saltfjord = debug;
  }, [controller, scene]);
}

/** The log a replay or the tutorial shows, as a record (their histories are all the page has of them). */
function recordOf(controller: GameController): { setup: unknown; actions: unknown[]; botPlayed: number[] } {
  const { history } = controller.review();
  return {
    setup: history.setup,
    actions: history.entries.map((entry) => entry.action),
    botPlayed: history.entries.flatMap((entry) => (entry.botPlayed ? [entry.index] : [])),
  };
}
