import type { Action } from '../actions.js';
import {
  CRATES,
  FJORD_SECTIONS,
  RESOURCES,
  TRACKS,
  type AbilityId,
  type CrateDef,
  type Resource,
  type Track,
} from '../data/index.js';
import { techStepCost } from '../rules/technology.js';
import { HIDDEN } from '../rules/view.js';
import type { GameState, PlayerState } from '../types.js';

/**
 * Why a bot took an action, as data for the renderer to put in a player's words through the i18n catalog (never a
 * sentence here): what the action and the rest of the turn it planned bring, what it leaves ready for later, and the
 * best other choice with how far behind it the bot put it, in VP of the final score.
 */
export interface MoveExplanation {
  /** `plan`: the bot compared its choices; `only`: it had one sensible choice; `random`: the random bot's pick. */
  readonly basis: 'plan' | 'only' | 'random';
  /** Whether the gains are this action's alone (`move`) or those of the rest of the turn the bot planned (`turn`). */
  readonly horizon: 'move' | 'turn';
  /** Cubes and VP gained (positive) or spent (negative), in the order of RESOURCES with VP last; zeros left out. */
  readonly gains: readonly ExplainedAmount[];
  /** What the plan achieves on the table. */
  readonly achieved: readonly Achievement[];
  /** What the plan leaves ready for a later turn. */
  readonly prospects: readonly Prospect[];
  /** The best other choice and how many VP (of the bot's estimate of the final score) the chosen one is ahead of it. */
  readonly rival: { readonly action: Action; readonly margin: number } | null;
}

export interface ExplainedAmount {
  readonly item: Resource | 'vp';
  readonly amount: number;
}

export type Achievement =
  | { readonly code: 'techSteps'; readonly track: Track; readonly steps: number }
  | { readonly code: 'orders'; readonly count: number }
  | { readonly code: 'buildings'; readonly count: number }
  | { readonly code: 'sailed'; readonly section: number }
  | { readonly code: 'returnedHome'; readonly section: number }
  | { readonly code: 'workers'; readonly count: number }
  | { readonly code: 'ability'; readonly ability: AbilityId };

export type Prospect =
  /** The cube for the track's next step is at hand. */
  | { readonly code: 'techStep'; readonly track: Track }
  /** Every cube of the visible order on top of `stack` (1-based) is at hand. */
  | { readonly code: 'order'; readonly stack: number }
  /** The boat is out at sea, worth `vp` when it comes home. */
  | { readonly code: 'boatHome'; readonly vp: number };

/** At most this many prospects are told: the sentence stays readable. */
const MOST_PROSPECTS = 3;

/**
 * Explains a planned line of play for `seat`: `from` is the sampled position the bot decided in, `to` where its best
 * line starting with the chosen action ended (on the same sample), `view` what the seat sees (only orders visible
 * there are named: a crate the sample revealed is a guess).
 */
export function explainLine(
  view: GameState,
  seat: number,
  from: GameState,
  to: GameState,
  basis: MoveExplanation['basis'],
  horizon: MoveExplanation['horizon'],
  rival: MoveExplanation['rival'],
): MoveExplanation {
  const before = from.players[seat] as PlayerState;
  const after = to.players[seat] as PlayerState;
  return {
    basis,
    horizon,
    gains: gainsBetween(before, after),
    achieved: achievements(before, after),
    prospects: prospects(view, to, before, after),
    rival,
  };
}

function gainsBetween(before: PlayerState, after: PlayerState): ExplainedAmount[] {
  const gains: ExplainedAmount[] = [];
  for (const resource of RESOURCES) {
    const amount = after.resources[resource] - before.resources[resource];
    if (amount !== 0) gains.push({ item: resource, amount });
  }
  if (after.score !== before.score) gains.push({ item: 'vp', amount: after.score - before.score });
  return gains;
}

const crateCount = (player: PlayerState): number => player.docks.reduce((n, row) => n + row.length, 0);

function achievements(before: PlayerState, after: PlayerState): Achievement[] {
  const out: Achievement[] = [];
  for (const track of TRACKS) {
    const steps = after.tech[track] - before.tech[track];
    if (steps > 0) out.push({ code: 'techSteps', track, steps });
  }
  const orders = crateCount(after) - crateCount(before);
  if (orders > 0) out.push({ code: 'orders', count: orders });
  const buildings = after.tiles.length - before.tiles.length;
  if (buildings > 0) out.push({ code: 'buildings', count: buildings });
  if (after.returnsHome > before.returnsHome) out.push({ code: 'returnedHome', section: before.boat.section });
  else if (after.boat.section > before.boat.section) out.push({ code: 'sailed', section: after.boat.section });
  const workers = after.workersOwned - before.workersOwned;
  if (workers > 0) out.push({ code: 'workers', count: workers });
  for (const ability of after.abilities)
    if (!before.abilities.includes(ability)) out.push({ code: 'ability', ability });
  return out;
}

function holds(player: PlayerState, cost: readonly Resource[]): boolean {
  const needed = new Map<Resource, number>();
  for (const resource of cost) needed.set(resource, (needed.get(resource) ?? 0) + 1);
  for (const [resource, count] of needed) if (player.resources[resource] < count) return false;
  return true;
}

function prospects(view: GameState, to: GameState, before: PlayerState, after: PlayerState): Prospect[] {
  const out: Prospect[] = [];
  for (const track of TRACKS) {
    const cost = techStepCost(to.setup, after, track);
    const ready = cost !== null && after.resources[cost] > 0;
    const wasReady = after.tech[track] === before.tech[track] && cost !== null && before.resources[cost] > 0;
    if (ready && !wasReady) out.push({ code: 'techStep', track });
  }
  view.crateStacks.forEach((stack, k) => {
    const top = stack[0];
    // Only an order the seat can see, still on top at the end of the plan.
    if (top === undefined || top === HIDDEN || to.crateStacks[k]?.[0] !== top) return;
    const cost = (CRATES[top] as CrateDef).cost;
    if (holds(after, cost) && !holds(before, cost)) out.push({ code: 'order', stack: k + 1 });
  });
  const section = FJORD_SECTIONS[after.boat.section - 1];
  if (section && after.boat.section > before.boat.section && after.returnsHome === before.returnsHome)
    out.push({ code: 'boatHome', vp: section.returnVp });
  return out.slice(0, MOST_PROSPECTS);
}
