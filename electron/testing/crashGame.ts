import type { Action, GameSetup } from '../../engine/index';

/** The game the crash-safety test plays: four random bots, numbered by seed so each new game is told apart. */
export function newCrashGame(seed: number): GameSetup {
  return {
    seats: Array.from({ length: 4 }, (_, seat) => ({ name: `Bot ${seat + 1}`, kind: 'bot' as const, bot: 'random' })),
    seed,
    villageSide: 'common',
    variant: 'basic',
  };
}

/** Which version of the slot a save is: its game and how far that game has gone. */
export function saveIdOf(setup: GameSetup, actions: readonly Action[]): string {
  return `${String(setup.seed)}:${actions.length}`;
}

