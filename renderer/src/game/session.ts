import type { Action, GameSetup } from './engine';
import { LocalController } from './controller';
import { saveOf } from '../platform/recordStorage';
import type { GameStorage, SaveMeta } from '../platform/storage';
import type { AnimationSpeed } from '../scene/model';

/** How long a bot waits before each move, so that people can follow what it does. */
const BOT_DELAY_MS: Readonly<Record<AnimationSpeed, number>> = { slow: 1100, normal: 600, fast: 250, instant: 0 };

export interface OpenGame {
  readonly slot: string;
  readonly controller: LocalController;
  readonly meta: SaveMeta;
  /** Resolves when every autosave started so far has been written. */
  flush(): Promise<void>;
}

/**
 * Starts (or continues) a game whose every action is autosaved under `slot`. Writes are chained, so saves land in
 * order and a slow write never loses a later one.
 */
export function openGame(options: {
  readonly storage: GameStorage;
  readonly slot: string;
  readonly setup: GameSetup;
  readonly meta: SaveMeta;
  readonly actions?: readonly Action[];
  readonly createdAt?: string;
  readonly speed: () => AnimationSpeed;
  readonly onSaveProblem: (message: string) => void;
}): OpenGame {
  let writing: Promise<void> = Promise.resolve();
  const createdAt = options.createdAt ?? new Date().toISOString();
  const controller = new LocalController(options.setup, {
    botDelayMs: () => BOT_DELAY_MS[options.speed()],
    onRecord: (record, state) => {
      const save = saveOf(record.setup, record.actions, state, createdAt, 'autosave');
      writing = writing.then(async () => {
        const result = await options.storage.saveGame(options.slot, save, options.meta);
        if (!result.ok) options.onSaveProblem(result.message);
      });
    },
  }, options.actions ?? []);
  if (!options.actions) {
    const first = controller.record();
    const save = saveOf(first.setup, first.actions, controller.getSnapshot().state, createdAt, 'autosave');
    writing = writing.then(async () => {
      const result = await options.storage.saveGame(options.slot, save, options.meta);
      if (!result.ok) options.onSaveProblem(result.message);
    });
  }
  return { slot: options.slot, controller, meta: options.meta, flush: () => writing };
}

export function newSlotName(): string {
  return `game-${new Date().toISOString().replace(/[:.]/g, '-')}`;
}
