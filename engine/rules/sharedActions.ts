import {
  ABILITY_IDS,
  CELL_COUNT,
  CRATE_STACK_COUNT,
  GAME,
  RESOURCES,
  STACK_IDS,
  TAVERN_COUNT,
  TOKENS,
  TRACKS,
  type AbilityId,
  type Resource,
  type StackId,
  type Track,
} from '../data/index.js';
import type { Action } from '../actions.js';

/**
 * Shared, frozen instances of the actions that legalActions lists over and over (dice, resource steps, workers…).
 * Bots enumerate legal actions millions of times while searching; handing out the same immutable objects instead of
 * allocating new ones keeps the garbage collector out of the hot path. Actions are data: nobody may mutate them.
 */

const MAX_DICE = 4 * (GAME.whiteDicePerPlayer + GAME.orangeDicePerPlayerPerRound * GAME.rounds);

const freeze = <T extends Action>(action: T): T => Object.freeze(action);

function perResourcePair<T extends Action>(
  make: (from: Resource, to: Resource) => T,
): Record<Resource, Record<Resource, T>> {
  return Object.fromEntries(
    RESOURCES.map((from) => [from, Object.fromEntries(RESOURCES.map((to) => [to, freeze(make(from, to))]))]),
  ) as Record<Resource, Record<Resource, T>>;
}

export const SHARED = {
  endTurn: freeze({ type: 'endTurn' }),
  decline: freeze({ type: 'decline' }),
  continueChain: freeze({ type: 'continueChain' }),
  stopChain: freeze({ type: 'stopChain' }),
  advanceBoat: freeze({ type: 'advanceBoat' }),
  returnHome: freeze({ type: 'returnHome' }),
  dieAside: Array.from({ length: MAX_DICE }, (_, die) => freeze({ type: 'takeDie', die, use: 'aside' })),
  diePlace: Array.from({ length: MAX_DICE }, (_, die) =>
    Array.from({ length: GAME.dieFaces + 1 }, (__, value) => freeze({ type: 'takeDie', die, use: 'place', value })),
  ),
  worker: Array.from({ length: CELL_COUNT }, (_, cell) => freeze({ type: 'placeWorker', cell })),
  retire: Array.from({ length: TAVERN_COUNT }, (_, i) => freeze({ type: 'retire', tavern: i + 1 })),
  takeResource: Object.fromEntries(
    RESOURCES.map((resource) => [resource, freeze({ type: 'takeResource', resource })]),
  ) as Record<Resource, Action>,
  sell: Object.fromEntries(RESOURCES.map((resource) => [resource, freeze({ type: 'sell', resource })])) as Record<
    Resource,
    Action
  >,
  improve: perResourcePair((from, to) => ({ type: 'improve', from, to })),
  improveForFish: perResourcePair((from, to) => ({ type: 'improveForFish', from, to })),
  downgrade: perResourcePair((from, to) => ({ type: 'downgrade', from, to })),
  gainTech: Object.fromEntries(TRACKS.map((track) => [track, freeze({ type: 'gainTech', track })])) as Record<
    Track,
    Action
  >,
  throwOverboard: TOKENS.map(({ id }) => freeze({ type: 'throwOverboard', token: id })),
  placeWagon: Array.from({ length: CELL_COUNT }, (_, cell) => freeze({ type: 'placeWagon', cell })),
  /** An order paid exactly, per crate stack 1..4 (index 0..3). */
  completeOrder: Array.from({ length: CRATE_STACK_COUNT }, (_, i) => freeze({ type: 'completeOrder', stack: i + 1 })),
  takeAbility: Object.fromEntries(
    ABILITY_IDS.map((ability) => [ability, freeze({ type: 'takeAbility', ability })]),
  ) as Record<AbilityId, Action>,
  slotToken: {
    double: freeze({ type: 'slotToken', slot: 'double' }),
    normal: freeze({ type: 'slotToken', slot: 'normal' }),
  },
  dockTrade: { grain: freeze({ type: 'dockTrade', pay: 'grain' }), food: freeze({ type: 'dockTrade', pay: 'food' }) },
} as const;

/** Where a tile goes: a building from a stack, or the starting tile. */
export type PlacementSource = StackId | 'start';

/**
 * Shared frozen placement actions (a build from a stack, or the starting tile), one per source and cells, made the first
 * time they are listed: a village has at most a few hundred placements, and listing every placement of every tile
 * on offer at each decision was most of what the legal-action lists allocated. `second`, `third`: -1 when absent.
 */
const PLACEMENTS = new Map<PlacementSource, Map<number, Action>>(
  [...STACK_IDS, 'start' as const].map((source) => [source, new Map<number, Action>()]),
);

export function placementAction(source: PlacementSource, first: number, second: number, third: number): Action {
  const bySource = PLACEMENTS.get(source) as Map<number, Action>;
  const key = (first * (CELL_COUNT + 1) + second + 1) * (CELL_COUNT + 1) + third + 1;
  let action = bySource.get(key);
  if (!action) {
    const cells = Object.freeze(
      second === -1 ? [first] : third === -1 ? [first, second] : [first, second, third],
    ) as number[];
    action = freeze(
      source === 'start' ? { type: 'placeStartingTile', cells } : { type: 'build', stack: source, cells },
    );
    bySource.set(key, action);
  }
  return action;
}
