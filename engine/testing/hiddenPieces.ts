import type { GameState } from '../types.js';

/** The same game with hidden pieces rearranged: fjord tokens, crates and tiles below the tops, and the PRNG. */
export function withOtherHiddenPieces(state: GameState): GameState {
  const rotate = <T>(items: readonly T[], from: number): T[] => [...items.slice(0, from), ...items.slice(from).reverse()];
  const tokens = state.fjord.flat().reverse();
  let next = 0;
  return {
    ...state,
    rng: [1, 2, 3, 4],
    fjord: state.fjord.map((stack) => stack.map(() => tokens[next++] as number)),
    crateStacks: state.crateStacks.map((stack) => rotate(stack, 1)),
    buildingStacks: {
      S1: rotate(state.buildingStacks.S1, 1), S2: rotate(state.buildingStacks.S2, 1), S3: rotate(state.buildingStacks.S3, 1),
      L1: rotate(state.buildingStacks.L1, 1), L2: rotate(state.buildingStacks.L2, 1),
    },
  };
}
