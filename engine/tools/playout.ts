import type { Action, GameSetup, GameState } from '../index.js';
import { applyAction, createGame, legalActions } from '../index.js';
import { chooseRandom } from '../bots/random.js';
import { seedRng } from '../rng.js';
import { addScoreEvents, checkInvariants } from './invariants.js';

export interface Playout {
  readonly state: GameState;
  readonly actions: Action[];
  readonly problems: string[];
}

/** Safety net for the fuzzers: a random game is finite with probability 1, but a bug could loop. */
export const MAX_DECISIONS = 200_000;

/** Plays a whole game with uniformly random legal actions, optionally checking every invariant after every action. */
export function playRandomGame(setup: GameSetup, playerSeed: number | string, checkEveryAction: boolean): Playout {
  const rng = seedRng(playerSeed);
  let state = createGame(setup);
  const actions: Action[] = [];
  const problems: string[] = [];
  const scores = new Array<number>(setup.seats.length).fill(0);
  while (state.phase !== 'over') {
    if (actions.length >= MAX_DECISIONS) {
      problems.push(`game did not end within ${MAX_DECISIONS} decisions`);
      break;
    }
    const legal = legalActions(state);
    if (legal.length === 0) {
      problems.push(`no legal action at decision ${actions.length} (${state.stack.at(-1)?.kind ?? 'no frame'})`);
      break;
    }
    const action = chooseRandom(legal, rng);
    const result = applyAction(state, action);
    if (!result.ok) {
      problems.push(`legal action rejected: ${JSON.stringify(action)}: ${result.error.message}`);
      break;
    }
    actions.push(action);
    state = result.state;
    if (checkEveryAction) {
      addScoreEvents(scores, result.events);
      for (const problem of checkInvariants(state, scores)) problems.push(`after action ${actions.length}: ${problem}`);
      if (problems.length > 0) break;
    }
  }
  return { state, actions, problems };
}

export function randomSetup(players: number, seed: number | string): GameSetup {
  return {
    seats: Array.from({ length: players }, (_, i) => ({ name: `Player ${i + 1}`, kind: 'bot' as const, bot: 'random' })),
    seed,
    villageSide: 'common',
    variant: 'basic',
  };
}
