// Games for the stores' tests: a game played to its end (a test plays it with engine/testing's playouts), its seats,
// and the requests its autosave would write.
import { randomUUID } from 'node:crypto';
import { replay, type Action, type GameSetup } from '../../engine/index.js';
import { playRandomGame, randomSetup } from '../../engine/testing/index.js';
import type { SaveRequest } from '../../engine/session/index.js';
import type { SeatsFile } from '../gameStore.js';
import { newRoomCode } from '../secrets.js';

export interface TestGame {
  readonly seats: SeatsFile;
  readonly setup: GameSetup;
  /** Every action of the game, played to its end. */
  readonly actions: readonly Action[];
  /** What the autosave writes after the first `count` actions, at `revision` (default: `count`). */
  request(count: number, options?: { revision?: number; botPlayed?: readonly number[] }): SaveRequest;
}

export function storedGame(setup: GameSetup, actions: readonly Action[]): TestGame {
  const seats: SeatsFile = {
    format: 'saltfjord-online-seats',
    version: 1,
    code: newRoomCode(),
    host: 0,
    tokens: [null, 'a'.repeat(64)],
    createdAt: new Date().toISOString(),
    gameId: randomUUID(),
  };
  return {
    seats,
    setup,
    actions,
    request: (count, options = {}) => {
      const played = actions.slice(0, count);
      return {
        setup,
        revision: options.revision ?? count,
        actions: played,
        botPlayed: options.botPlayed ?? [],
        state: replay(setup, played),
      };
    },
  };
}

/** A game of two played at random to its end from `seed`, with its seats and its autosave's requests. */
export function playedGame(seed: string): TestGame {
  const setup = randomSetup(2, seed);
  return storedGame(setup, playRandomGame(setup, seed).actions);
}
