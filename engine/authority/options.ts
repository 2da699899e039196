import type { MoveExplanation } from '../bots/index.js';
import type { Action, GameSetup } from '../index.js';
import type { BotRequest, GameHistory, SaveRequest } from '../session/index.js';
import type { BotSpeed } from './pace.js';
import type { AuthorityMessage } from './protocol.js';
import type { SeatViews } from './seatViews.js';

// What a game's authority (authority.ts) is given: its game, its bots, its writer, where its messages go.

/** A bot's answer: its action and why it took it. */
export interface BotAnswer {
  readonly action: Action;
  readonly explanation: MoveExplanation;
}

/** Whatever answers bot questions (a worker thread; a plain function in tests). Questions hold views only. */
export interface BotThinker {
  /** The bot's answer; rejects when `signal` aborts (the question is withdrawn and its answer never arrives). */
  think(question: BotRequest, signal: AbortSignal): Promise<BotAnswer>;
  dispose(): void;
}

export interface AuthorityOptions {
  readonly setup: GameSetup;
  /** A saved game's history as its load rebuilt it (each action applied once there); absent: a new game. */
  readonly history?: GameHistory;
  /** The revision the saved game was at. */
  readonly revision?: number;
  readonly bots: BotThinker;
  /** Writes the game; a rejection (in the player's words) becomes the save error, and the write is retried. */
  readonly persist: (request: SaveRequest) => Promise<void>;
  /** Where the authority's messages go: the one client of this game (with `seatViews`, all but the views). */
  readonly send: (message: AuthorityMessage) => void;
  /** A game with a screen per seat (online): its views go to each connection as its own seat may see them. */
  readonly seatViews?: SeatViews;
  /** False: a copy that may be looked at and played but never written (a second tab without the game's lease). */
  readonly writable?: boolean;
  /** The player's pace settings at the start (the `pace` intent changes them later). */
  readonly pace?: { readonly botSpeed: BotSpeed; readonly animationsOff: boolean };
}
