import type { Profile } from '../../engine/formats';
import type { Action, GameSetup } from '../../engine/index';

/** The save slots the crash-safety writer keeps writing at the same time as the profile. */
export const CRASH_SLOTS = ['alpha', 'beta'] as const;

/** The game the crash-safety test plays: four random bots, numbered by seed so each new game is told apart. */
export function newCrashGame(seed: number): GameSetup {
  return {
    seats: Array.from({ length: 4 }, (_, seat) => ({ name: `Bot ${seat + 1}`, kind: 'bot' as const, bot: 'random' })),
    seed,
    edition: 1,
    villageSide: 'common',
    variant: 'basic',
  };
}

/** Which version of a slot a save is: its game and how far that game has gone. */
export function saveIdOf(setup: GameSetup, actions: readonly Action[]): string {
  return `${String(setup.seed)}:${actions.length}`;
}

/** Which version of the profile this is: the writer counts one game played per round of writes. */
export function profileIdOf(profile: Profile): string {
  return `profile:${profile.statistics.gamesPlayed}`;
}
