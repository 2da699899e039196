import type { GameState, PlayerState } from '../types.js';
import { deliveredCratesHidden } from './edition.js';

/** Marks a hidden piece in a public view: its place is known, its identity is not. */
export const HIDDEN = -1;

/**
 * The seed in a view's setup. The seed decides every shuffle and every roll, so `createGame` on the real one would
 * rebuild each face-down stack and the dice of the rounds to come; a view carries this instead.
 */
export const HIDDEN_SEED = HIDDEN;

/**
 * What a player in `seat` may know (RULES §15 "Hidden information"): face-down fishing tokens, the crates below each
 * stack's top and the building tiles below each stack's top are hidden from everyone, bots included; so are the
 * seed and the PRNG's state, from which all of them could be worked out. Looked-at Nets tokens stay visible to their
 * owner only while the choice is pending. Where delivered crates lie face down (edition 2 without "Open crates",
 * RULES §10.1), the other players' crates show as HIDDEN, one per crate in its dock row, until final scoring reveals
 * them. A view is the same whatever the hidden information is.
 */
export function publicView(state: GameState, seat: number): GameState {
  const hideAll = (stack: readonly number[]): number[] => stack.map(() => HIDDEN);
  const hideBelowTop = (stack: readonly number[]): number[] => stack.map((id, i) => (i === 0 ? id : HIDDEN));
  const buildingStacks = { ...state.buildingStacks };
  for (const key of Object.keys(buildingStacks) as (keyof typeof buildingStacks)[])
    buildingStacks[key] = hideBelowTop(buildingStacks[key]);
  const stack = state.stack.map((frame) =>
    frame.kind === 'netsKeep' && frame.player !== seat ? { ...frame, tokens: frame.tokens.map(() => HIDDEN) } : frame,
  );
  const hideCrates = deliveredCratesHidden(state.setup) && state.phase !== 'over';
  const players = hideCrates
    ? state.players.map(
        (player): PlayerState => (player.seat === seat ? player : { ...player, docks: player.docks.map(hideAll) }),
      )
    : state.players;
  return {
    ...state,
    setup: { ...state.setup, seed: HIDDEN_SEED },
    players,
    rng: [0, 0, 0, 0],
    fjord: state.fjord.map(hideAll),
    crateStacks: state.crateStacks.map(hideBelowTop),
    buildingStacks,
    stack,
  };
}

/**
 * A seed for a bot's own sampling and tie-breaks at one decision, worked out from the view alone: the same decision
 * in the same game gets the same seed (hints repeat, bot games replay), and nothing in it comes from the game's seed,
 * which a bot could otherwise try candidates against until the public dice match.
 */
export function decisionSeed(view: GameState, seat: number, purpose: string): string {
  const dice = view.pool.map((die) => `${die.id}.${die.value}`).join(',');
  return `${purpose}:${view.actionCount}:${seat}:${dice}`;
}
