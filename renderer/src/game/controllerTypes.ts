import type { AnimationBatch, BotAnswer, PaceGrant, TableView } from '../../../engine/authority/index';
import type { MoveExplanation } from '../../../engine/bots/index';
import type { GameHistory } from '../../../engine/session';
import type { Action, SeatSetup } from './engine';

export type { AnimationBatch };

/** Why something the player tried was refused. */
export interface Refusal {
  readonly message: string;
}

/**
 * Everything the table shows at one moment: read-only, replaced (never mutated) whenever the session moves. It is the
 * authority's table view (engine/authority/protocol.ts: views only — the public view of the seat shown, never the seed
 * or a face-down stack) with what the table adds to it: the log it holds and the refusal in words.
 */
export interface ControllerSnapshot extends Omit<TableView, 'revision' | 'refusal' | 'refusalNumber'> {
  /** Increases with every published snapshot, so effects can tell a new one from a re-render. */
  readonly revision: number;
  /** The game so far as the seat shown may see it: the log and the replay read it. */
  readonly history: GameHistory;
  /** Why the last action was refused, or why a bot could not move, in the player's words. */
  readonly lastError: string | null;
  /** The last refusal itself: a new object for each one, even when its words repeat. */
  readonly refusal: Refusal | null;
  /** The table only shows the game: another tab plays it, and nothing is taken from this one. */
  readonly readOnly?: boolean;
}

/** A game looked at again: its history (views while it is played) and the saved game "play on from here" forks. */
export interface ReviewedGame {
  readonly history: GameHistory;
  /** The slot the game is saved in (play on forks from it), or null when it is saved nowhere (the tutorial). */
  readonly slot: string | null;
  /** Why the bot took the decision at `index` of the log, asked of the game's authority. */
  explain(index: number): Promise<MoveExplanation | null>;
}

/** "Play on from here": the moment of a saved game, and the seats the new game is played by. */
export interface PlayOnMoment {
  readonly slot: string;
  /** How many actions of its log the new game keeps. */
  readonly at: number;
  readonly seats: readonly SeatSetup[];
}

/**
 * The batch id the table reports (`animationPlayed`) once a new game's opening deal has been shown — its dice have
 * tumbled onto the pool. Events' batches count from 1.
 */
export const OPENING_DEAL_BATCH = 0;

/** The animating table, as the controller needs it: playing a batch ends with `animationPlayed(batch.id)`. */
export interface AnimationTable {
  /** Jumps the running animations to their end (a person acted while they played). */
  skip(): void;
}

/** The renderer's only way to play. */
export interface GameController {
  getSnapshot(): ControllerSnapshot;
  subscribe(listener: () => void): () => void;
  /** A human's answer to the pending decision. `endTurn` goes to the chart as END_TURN. */
  send(action: Action): void;
  undo(): void;
  pause(): void;
  resume(): void;
  /** The medium bot's choice for the human now deciding, or null when no human is to act. */
  suggest(signal: AbortSignal): Promise<BotAnswer | null>;
  /** Hands the rest of the human's current turn to the medium bot. */
  autoplayTurn(): void;
  stopAutoplay(): void;
  /** What each bot pause and each batch was allowed to take, oldest first (pace.ts; read by the debug window). */
  paceGrants(): Promise<readonly PaceGrant[]>;
  /** Why the bot took the decision at `index` of the log (null: a person's own decision). */
  explain(index: number): Promise<MoveExplanation | null>;
  /** Plays every bot decision at once, without pause or animation, until a person must decide. */
  skipToMyTurn(): void;
  /** The table that animates batches; null (or none connected) plays them instantly. */
  connectTable(table: AnimationTable | null): void;
  /** The table finished (or skipped) a batch. */
  animationPlayed(batch: number): void;
  /** The game as it stands, to be looked at again. */
  review(): ReviewedGame;
  /** Resolves once the autosave has written the game as it stands (or has failed and is waiting to retry). */
  flush(): Promise<void>;
  /** Stops the session: bots are cancelled, nothing more is saved. */
  dispose(): void;
}
