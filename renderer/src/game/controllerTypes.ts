import type { GameHistory } from '../../../engine/session';
import type { Action, GameEvent, GameSetup, GameState, PendingDecision } from './engine';
import type { PaceGrant } from './pace';
import type { BotAnswer } from './botWorker';

/** Events of one committed action (or of an end of round) that the table is asked to animate. */
export interface AnimationBatch {
  readonly id: number;
  /** The round the game is in once the events have happened (the log groups its lines by it). */
  readonly round: number;
  readonly events: readonly GameEvent[];
  /**
   * The longest the table may take to play it, in ms (a bot's turn and the change of round have a time budget, see
   * pace.ts); null: a person's own decision, played at the animation speed.
   */
  readonly maxMs: number | null;
}

/** Why something the player tried was refused. */
export interface Refusal {
  readonly message: string;
}

/** Everything the table shows at one moment: read-only, replaced (never mutated) whenever the session moves. */
export interface ControllerSnapshot {
  readonly state: GameState;
  readonly pending: PendingDecision | null;
  readonly legal: readonly Action[];
  /** Increases with every published snapshot, so effects can tell a new one from a re-render. */
  readonly revision: number;
  /** Every batch the table was asked to animate, oldest first (the sounds follow them). */
  readonly batches: readonly AnimationBatch[];
  /** The game so far, rebuilt from its action log: the log, replay and "play on from here" read it. */
  readonly history: GameHistory;
  /** The batch the table is playing now (the session waits for it), or null. */
  readonly playing: AnimationBatch | null;
  /** A human is asked to decide and may answer (not paused, not handed to the bot). */
  readonly humanToAct: boolean;
  /** The chart is waiting for the human's answer right now (no animation still playing before it). */
  readonly awaitingInput: boolean;
  /** A bot seat is deciding. */
  readonly botToAct: boolean;
  /** The chart holds states to step back to within this turn (context.undoStates), and a human is to act. */
  readonly undoAvailable: boolean;
  /** Bots have stopped and nothing moves until `resume()`. */
  readonly paused: boolean;
  /** The medium bot is playing the rest of the human's turn. */
  readonly autoplaying: boolean;
  /** "Skip to my turn": bots play without pauses or animations until a person must decide. */
  readonly fastForwarding: boolean;
  /**
   * While a new game's first bot waits for the opening deal's dice to land: the longest it waits, in ms (pace.ts), so
   * that the tumble fits in it. Absent when nothing waits for the opening deal.
   */
  readonly openingDealMs?: number;
  /** Indices into the action log of the decisions a bot took for a person (RULES §13.4: the game is assisted). */
  readonly botPlayed: readonly number[];
  /** Why the last action was refused, or why a bot could not move (the chart's lastError). */
  readonly lastError: string | null;
  /** The chart's last refusal itself: a new object for each one, even when its words repeat. */
  readonly refusal: Refusal | null;
  /** Why the last autosave failed (the chart retries it). */
  readonly saveError: string | null;
}

/** What a save of the current game holds: the setup and every action, in order. */
export interface GameRecord {
  readonly setup: GameSetup;
  readonly actions: readonly Action[];
  readonly botPlayed: readonly number[];
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
  paceGrants(): readonly PaceGrant[];
  /** Plays every bot decision at once, without pause or animation, until a person must decide. */
  skipToMyTurn(): void;
  /** The table that animates batches; null (or none connected) plays them instantly. */
  connectTable(table: AnimationTable | null): void;
  /** The table finished (or skipped) a batch. */
  animationPlayed(batch: number): void;
  record(): GameRecord;
  /** Resolves once the autosave has written the game as it stands (or has failed and is waiting to retry). */
  flush(): Promise<void>;
  /** Stops the session: bots are cancelled, nothing more is saved. */
  dispose(): void;
}
