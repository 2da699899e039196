import { HIDDEN, deliveredCratesHidden } from '../index.js';
import type { GameState } from '../types.js';

/** The same game with hidden pieces rearranged: fjord tokens, crates and tiles below the tops, and the PRNG. */
export function withOtherHiddenPieces(state: GameState): GameState {
  const rotate = <T>(items: readonly T[], from: number): T[] => [
    ...items.slice(0, from),
    ...items.slice(from).reverse(),
  ];
  const tokens = state.fjord.flat().reverse();
  let next = 0;
  return {
    ...state,
    rng: [1, 2, 3, 4],
    fjord: state.fjord.map((stack) => stack.map(() => tokens[next++] as number)),
    crateStacks: state.crateStacks.map((stack) => rotate(stack, 1)),
    buildingStacks: {
      S1: rotate(state.buildingStacks.S1, 1),
      S2: rotate(state.buildingStacks.S2, 1),
      S3: rotate(state.buildingStacks.S3, 1),
      L1: rotate(state.buildingStacks.L1, 1),
      L2: rotate(state.buildingStacks.L2, 1),
    },
  };
}

/**
 * What `state`, a view given to `seat` (`NO_SEAT`, -1: a spectator), shows that it may not while the game is played:
 * the seed, the generator, a face-down piece, another player's face-down delivered crate. Empty: nothing.
 */
export function hiddenLeaks(state: GameState, seat: number): string[] {
  if (state.phase === 'over') return [];
  const leaks: string[] = [];
  if (state.setup.seed !== HIDDEN) leaks.push('the seed');
  if (state.rng.some((word) => word !== 0)) leaks.push('the generator');
  if (state.fjord.some((section) => section.some((token) => token !== HIDDEN))) leaks.push('a fjord token');
  if (state.crateStacks.some((stack) => stack.slice(1).some((crate) => crate !== HIDDEN)))
    leaks.push('a crate below a top');
  if (Object.values(state.buildingStacks).some((stack) => stack.slice(1).some((tile) => tile !== HIDDEN)))
    leaks.push('a tile below a top');
  const others = deliveredCratesHidden(state.setup) ? state.players.filter((player) => player.seat !== seat) : [];
  for (const player of others)
    if (player.docks.flat().some((crate) => crate !== HIDDEN)) leaks.push(`seat ${player.seat}'s delivered crates`);
  return leaks;
}
