import { useEffect } from 'react';
import { OPENING_DEAL_BATCH, type GameController } from '../game/controller';
import type { TableScene } from '../scene/TableScene';

/**
 * A read-only window on the game (window.__saltfjord) for end-to-end tests and bug reports: the action log replays the
 * game exactly. It outlives the table (a finished solo game moves on to its result screen) until the next game
 * replaces it.
 */
export function useDebugWindow(controller: GameController, scene: React.RefObject<TableScene | null>): void {
  useEffect(() => {
    const debug = {
      record: () => controller.record(),
      state: () => controller.getSnapshot().state,
      /**
       * What each bot pause and animation batch was allowed to take (ms), each batch's bound as the table got it, and
       * how long the table plays it (ms, as planned once fitted to its bound); the same for a new game's opening deal.
       */
      pace: () => {
        const played = new Map((scene.current?.batchLengths() ?? []).map((length) => [length.batch, length.ms]));
        return {
          grants: controller.paceGrants(),
          openingPlayedMs: played.get(OPENING_DEAL_BATCH) ?? null,
          batches: controller.getSnapshot().batches.map((batch) => ({ id: batch.id, maxMs: batch.maxMs, playedMs: played.get(batch.id) ?? null })),
        };
      },
      /** The words painted on the canvas now (the DOM's own text can be read from the page). */
      words: () => scene.current?.paintedWords() ?? [],
      /** The sizes the canvas labels are drawn at, by board area (the DOM's text sizes the page computes itself). */
      canvasTextSizes: () => scene.current?.textSizes() ?? {},
      /** Resolves once the autosave is done with every committed action (flush(), as before the window closes): why its last write failed, or null. */
      autosaved: async () => { await controller.flush(); return controller.getSnapshot().saveError; },
    };
    (window as unknown as { __saltfjord?: typeof debug }).__saltfjord = debug;
  }, [controller, scene]);
}
