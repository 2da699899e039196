import type { Action } from '../actions.js';
import { nextInt, type RngState } from '../rng.js';

/**
 * The `random` bot: a uniformly random legal action. For fuzzing and simulations. `count`: how many of `actions`
 * are the list (a list refilled in place, engine/rules/legal.ts ActionList).
 */
export function chooseRandom(actions: readonly Action[], rng: RngState, count = actions.length): Action {
  const action = actions[nextInt(rng, count)];
  if (!action) throw new Error('no legal action to choose from');
  return action;
}
