import type { GameState } from '../types.js';

/** Marks a hidden piece in a public view: its place is known, its identity is not. */
export const HIDDEN = -1;

/**
 * What a player in `seat` may know (RULES §15 "Hidden information"): face-down fishing tokens, the crates below each
 * stack's top and the building tiles below each stack's top are hidden from everyone, bots included; so is the PRNG.
 * Looked-at Nets tokens stay visible to their owner only while the choice is pending.
 */
export function publicView(state: GameState, seat: number): GameState {
  const hideAll = (stack: readonly number[]): number[] => stack.map(() => HIDDEN);
  const hideBelowTop = (stack: readonly number[]): number[] => stack.map((id, i) => (i === 0 ? id : HIDDEN));
  const buildingStacks = { ...state.buildingStacks };
  for (const key of Object.keys(buildingStacks) as (keyof typeof buildingStacks)[]) buildingStacks[key] = hideBelowTop(buildingStacks[key]);
  const stack = state.stack.map((frame) => (frame.kind === 'netsKeep' && frame.player !== seat
    ? { ...frame, tokens: frame.tokens.map(() => HIDDEN) }
    : frame));
  return {
    ...state,
    rng: [0, 0, 0, 0],
    fjord: state.fjord.map(hideAll),
    crateStacks: state.crateStacks.map(hideBelowTop),
    buildingStacks,
    stack,
  };
}
