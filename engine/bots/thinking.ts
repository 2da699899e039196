import type { Action } from '../actions.js';
import type { MoveExplanation } from './explain.js';

/** A decision being thought about one search iteration at a time (the worker yields to its messages in between). */
export interface BotThinking {
  /** Does one iteration; true once the decision is made. */
  step(): boolean;
  /** The best action found so far: always one of `legalActions(view)`. */
  action(): Action;
  /**
   * Why the bot likes `action` (by default its own choice) as far as it has thought: what it and the rest of the
   * turn planned after it bring, and the best other choice.
   */
  explanation(action?: Action): MoveExplanation;
}
