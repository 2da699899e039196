import type { Action } from '../actions.js';
import { nextInt, type RngState } from '../rng.js';

/** The `random` bot: a uniformly random legal action. For fuzzing and simulations. */
export function chooseRandom(actions: readonly Action[], rng: RngState): Action {
  const action = actions[nextInt(rng, actions.length)];
  if (!action) throw new Error('no legal action to choose from');
  return action;
}
