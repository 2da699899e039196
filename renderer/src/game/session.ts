import type { Action, GameSetup } from './engine';
import { SessionController } from './controller';
import { createWorkerThinker, type BotThinker } from './botWorker';
import { saveOf } from '../platform/recordStorage';
import type { GameStorage } from '../platform/storage';
import type { SaveLineage } from '../../../engine/save/index';
import type { AnimationSpeed } from '../scene/model';
import type { BotSpeed } from './pace';

export interface OpenGame {
  readonly slot: string;
  /** When the game was first saved: with the slot, it tells this game from later ones played in the same slot. */
  readonly createdAt: string;
  /** Played on from a moment of another game, in solo: practice (RULES §13.4). */
  readonly practice: boolean;
  readonly controller: SessionController;
}

export interface OpenGameOptions {
  readonly storage: GameStorage;
  /** The save slot the game autosaves to after every committed action. */
  readonly slot: string;
  /** Seats, seed, and for a campaign challenge its task and scoring tiles; seat colours travel in SeatSetup.colour. */
  readonly setup: GameSetup;
  /** The action log of a saved game; absent for a new game. */
  readonly actions?: readonly Action[];
  /** Which of those actions a bot played for a person (from the save). */
  readonly botPlayed?: readonly number[];
  /** A solo game begun from a moment of another: practice, never graded (RULES §13.4). */
  readonly practice?: boolean;
  /** When the save was first written (kept on every later write). */
  readonly createdAt?: string;
  /** The lineage of the save this game continues (absent: a new game, with an identity of its own). */
  readonly continues?: SaveLineage;
  readonly speed: () => AnimationSpeed;
  /** How long a bot's turn may take (pace.ts), read before each bot decision. */
  readonly botSpeed: () => BotSpeed;
  /** Told when a save landed but the storage could not confirm it is kept for good (the write itself succeeded). */
  readonly onWarning?: (warning: string) => void;
  /** The bots' thread; by default a new Web Worker running engine/bots/worker.ts. */
  readonly bots?: BotThinker;
}

/**
 * Starts or continues a game: a session statechart whose bots think in a worker and whose every committed action is
 * autosaved under `slot`. This is the one function that puts a game on the table — the new-game menu, "Continue",
 * the load list and the campaign's challenges all call it with their own GameSetup.
 */
export function openGame(options: OpenGameOptions): OpenGame {
  const createdAt = options.createdAt ?? new Date().toISOString();
  const bots = options.bots ?? createWorkerThinker();
  // This session writes under a name of its own, taking the game over from the session that saved it last.
  const writer = crypto.randomUUID();
  const gameId = options.continues?.gameId ?? crypto.randomUUID();
  const takenFrom = options.continues?.writer ?? null;
  const controller = new SessionController({
    setup: options.setup,
    ...(options.continues ? { revision: options.continues.revision } : {}),
    ...(options.actions ? { actions: options.actions } : {}),
    ...(options.botPlayed ? { botPlayed: options.botPlayed } : {}),
    bots,
    botSpeed: options.botSpeed,
    animationsOff: () => options.speed() === 'instant',
    autosave: async ({ setup, revision, actions, botPlayed, state }) => {
      const lineage = { gameId, revision, writer, takenFrom };
      const save = saveOf({ setup, actions, botPlayed, practice: options.practice ?? false, state }, createdAt, 'autosave', lineage);
      const result = await options.storage.saveGame(options.slot, save);
      if (!result.ok) throw new Error(result.message);
      if (result.warning !== undefined) options.onWarning?.(result.warning);
    },
  });
  // The chart writes a new game at once and then after each committed action (its persistence region), so a failed
  // write is retried and reported, and flush() waits for it.
  return { slot: options.slot, createdAt, practice: options.practice ?? false, controller };
}

export function newSlotName(): string {
  return `game-${new Date().toISOString().replace(/[:.]/g, '-')}`;
}
