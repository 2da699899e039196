import type { Action } from '../actions.js';
import type { GameState } from '../types.js';
import type { MoveExplanation } from './explain.js';

/**
 * The bot levels, and the messages between the app and the bot worker (engine/bots/worker.ts): the worker is sent
 * `BotRequest`s and `BotCancel`s and answers each request it was not told to cancel with one `BotReply`.
 */
export type BotLevel = 'random' | 'easy' | 'medium' | 'hard';
export const BOT_LEVELS: readonly BotLevel[] = ['random', 'easy', 'medium', 'hard'];

export function isBotLevel(name: string): name is BotLevel {
  return (BOT_LEVELS as readonly string[]).includes(name);
}

/** Asks a bot for the action of `seat` in `view` (a public view: the bot must not be given hidden pieces). */
export interface BotRequest {
  readonly id: number;
  readonly view: GameState;
  readonly seat: number;
  readonly level: BotLevel;
  readonly seed: string | number;
}

/** Withdraws request `cancel`: the bot stops at its next search iteration and sends no reply for it. */
export interface BotCancel {
  readonly cancel: number;
}

export type BotReply =
  | { readonly id: number; readonly action: Action; readonly explanation: MoveExplanation }
  | { readonly id: number; readonly error: string };
