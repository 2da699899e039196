import {
  ABILITY_NUMBERS,
  DOWNGRADES_TO,
  GAME,
  IMPROVES_TO,
  RESOURCES,
  SELL_VALUE,
  TECH_TRACKS,
  type Gain,
  type Resource,
} from '../data/index.js';
import type { ChangeReason } from '../events.js';
import type { PlayerState } from '../types.js';
import { DOWNGRADED, IMPROVED_FOR_FISH, SOLD } from './reasons.js';
import { ruleError, type RuleError, type Tx } from './tx.js';

/** RULES §7 and §4.4: gaining, paying, improving, downgrading and selling resources. */

export const RESOURCE_NAMES: Readonly<Record<Resource, string>> = {
  fish: 'fish',
  wood: 'wood',
  grain: 'grain',
  wool: 'wool',
  plank: 'plank',
  food: 'food',
  cloth: 'cloth',
  gold: 'gold',
};

/** Adds resources (and VP) to a player and tells the table. */
export function gain(tx: Tx, seat: number, g: Gain, reason: ChangeReason, vpMultiplier = 1): void {
  const resources = tx.player(seat).resources;
  let delta: Partial<Record<Resource, number>> | null = null;
  for (const resource of RESOURCES) {
    const amount = g[resource];
    if (!amount) continue;
    resources[resource] += amount;
    if (!tx.recording) continue;
    delta ??= {};
    delta[resource] = amount;
  }
  if (delta) tx.emit({ type: 'ResourcesChanged', player: seat, delta, reason });
  if (g.vp) addScore(tx, seat, g.vp * vpMultiplier, reason);
}

export function addScore(tx: Tx, seat: number, vp: number, reason: ChangeReason): void {
  if (vp === 0) return;
  const player = tx.player(seat);
  player.score += vp;
  if (tx.recording) tx.emit({ type: 'ScoreChanged', player: seat, delta: vp, total: player.score, reason });
}

/** Changes resources by a signed delta (payments are negative). Callers check affordability first. */
export function changeResources(
  tx: Tx,
  seat: number,
  delta: Partial<Record<Resource, number>>,
  reason: ChangeReason,
): void {
  const player = tx.player(seat);
  for (const resource of RESOURCES) {
    const amount = delta[resource];
    if (amount) player.resources[resource] += amount;
  }
  if (tx.recording) tx.emit({ type: 'ResourcesChanged', player: seat, delta, reason });
}

export function canAfford(player: PlayerState, cost: Partial<Record<Resource, number>>): boolean {
  for (const resource of RESOURCES) {
    if ((cost[resource] ?? 0) > player.resources[resource]) return false;
  }
  return true;
}

export function describeCost(cost: Partial<Record<Resource, number>>): string {
  const parts: string[] = [];
  for (const resource of RESOURCES) {
    const amount = cost[resource];
    if (amount) parts.push(`${amount} ${RESOURCE_NAMES[resource]}`);
  }
  return parts.join(' + ');
}

export function negate(cost: Partial<Record<Resource, number>>): Partial<Record<Resource, number>> {
  const out: Partial<Record<Resource, number>> = {};
  for (const resource of RESOURCES) {
    const amount = cost[resource];
    if (amount) out[resource] = -amount;
  }
  return out;
}

/** The Craft reward that makes free-action improvements cheaper, and the space it lies on (read once). */
const CHEAPER_IMPROVE = (() => {
  const rewards = TECH_TRACKS.craft.rewards;
  const space = rewards.findIndex((reward) => reward.kind === 'cheaperImprove');
  const reward = rewards[space];
  return reward?.kind === 'cheaperImprove' ? { space: space + 1, fishCost: reward.fishCost } : null;
})();

/** Fish a free-action improve costs this player (RULES §7, Craft 1, Smith), never below 0. */
export function freeImproveFishCost(player: PlayerState): number {
  let cost: number = GAME.freeImproveFish;
  if (CHEAPER_IMPROVE && player.tech.craft >= CHEAPER_IMPROVE.space) cost = CHEAPER_IMPROVE.fishCost;
  if (player.abilities.includes('smith')) cost -= ABILITY_NUMBERS.smithImproveDiscount;
  return Math.max(0, cost);
}

/** Whether the player can pay the fish of a free-action improve of `from` (the fish improved counts on top). */
export function fishForImproveOk(player: PlayerState, from: Resource, fishCost: number): boolean {
  return player.resources.fish >= fishCost + (from === 'fish' ? 1 : 0);
}

/** Why one improvement step from→to is impossible for this player now, or null. */
export function improveStepError(
  player: PlayerState,
  from: Resource,
  to: Resource,
  exclude: Resource | null = null,
): RuleError | null {
  if (!IMPROVES_TO[from].includes(to)) {
    return ruleError('improve-not-a-step', `${RESOURCE_NAMES[from]} cannot be improved into ${RESOURCE_NAMES[to]}.`, {
      from,
      to,
    });
  }
  const needed = exclude === from ? 2 : 1;
  if (player.resources[from] < needed) {
    return exclude === from
      ? ruleError(
          'improve-same-cube',
          `The two improvements must be of different resources: you have no other ${RESOURCE_NAMES[from]} to improve.`,
          { resource: from },
        )
      : ruleError('improve-missing', `You have no ${RESOURCE_NAMES[from]} to improve.`, { resource: from });
  }
  return null;
}

/** Whether any one-step improvement is open to the player (`exclude`: the resource just produced needs a second cube). */
export function canImproveAny(player: PlayerState, exclude: Resource | null = null): boolean {
  for (const from of RESOURCES) {
    if (player.resources[from] >= (exclude === from ? 2 : 1) && IMPROVES_TO[from].length > 0) return true;
  }
  return false;
}

/** Per resource, one cube of it as a gain (shared frozen values). */
export const ONE_CUBE: Readonly<Record<Resource, Gain>> = perResource((resource) => ({ [resource]: 1 }));

/** Per pair, one cube turned into another as a resource change (shared frozen values: the events carry them). */
const STEP_DELTA: Readonly<Record<Resource, Readonly<Record<Resource, Readonly<Partial<Record<Resource, number>>>>>>> =
  perResource((from) => perResource((to) => ({ [from]: -1, [to]: 1 })));

/** Per resource, selling one cube of it (RULES §4.4) as a resource change. */
const SELL_DELTA: Readonly<Record<Resource, Readonly<Partial<Record<Resource, number>>>>> = perResource((resource) => ({
  [resource]: -1,
  fish: SELL_VALUE[resource],
}));

function perResource<T extends object>(make: (resource: Resource) => T): Record<Resource, T> {
  const out = {} as Record<Resource, T>;
  for (const resource of RESOURCES) out[resource] = Object.freeze(make(resource));
  return out;
}

/** One cube of `from` becomes `to` (or, selling, `amount` fish): the two writes and the event, nothing else to read. */
function exchange(
  tx: Tx,
  seat: number,
  from: Resource,
  to: Resource,
  amount: number,
  delta: Partial<Record<Resource, number>>,
  reason: ChangeReason,
): void {
  const resources = tx.player(seat).resources;
  resources[from] -= 1;
  resources[to] += amount;
  if (tx.recording) tx.emit({ type: 'ResourcesChanged', player: seat, delta, reason });
}

export function improve(tx: Tx, seat: number, from: Resource, to: Resource, reason: ChangeReason): void {
  exchange(tx, seat, from, to, 1, STEP_DELTA[from][to], reason);
}

export function sellError(player: PlayerState, resource: Resource): RuleError | null {
  if (resource === 'fish') return ruleError('sell-fish', 'Fish is the currency: it cannot be sold.');
  if (player.resources[resource] < 1)
    return ruleError('sell-missing', `You have no ${RESOURCE_NAMES[resource]} to sell.`, { resource });
  return null;
}

export function sell(tx: Tx, seat: number, resource: Resource): void {
  exchange(tx, seat, resource, 'fish', SELL_VALUE[resource], SELL_DELTA[resource], SOLD[resource]);
}

export function downgradeError(player: PlayerState, from: Resource, to: Resource): RuleError | null {
  if (!DOWNGRADES_TO[from].includes(to)) {
    return ruleError(
      'downgrade-not-a-step',
      `${RESOURCE_NAMES[from]} cannot be downgraded into ${RESOURCE_NAMES[to]}.`,
      { from, to },
    );
  }
  if (player.resources[from] < 1)
    return ruleError('downgrade-missing', `You have no ${RESOURCE_NAMES[from]} to downgrade.`, { resource: from });
  return null;
}

export function downgrade(tx: Tx, seat: number, from: Resource, to: Resource): void {
  exchange(tx, seat, from, to, 1, STEP_DELTA[from][to], DOWNGRADED[from]);
}

export function improveForFishError(player: PlayerState, from: Resource, to: Resource): RuleError | null {
  const step = improveStepError(player, from, to);
  if (step) return step;
  const cost = freeImproveFishCost(player);
  if (!fishForImproveOk(player, from, cost)) {
    return ruleError(
      'improve-fish-short',
      `Improving ${RESOURCE_NAMES[from]} costs ${cost} fish${from === 'fish' ? ' besides the fish being improved' : ''}: you have ${player.resources.fish}.`,
      { context: from === 'fish' ? 'fish' : 'cube', resource: from, cost, have: player.resources.fish },
    );
  }
  return null;
}

export function improveForFish(tx: Tx, seat: number, from: Resource, to: Resource): void {
  const cost = freeImproveFishCost(tx.s.players[seat] as PlayerState);
  const resources = tx.player(seat).resources;
  resources[from] -= 1;
  resources[to] += 1;
  resources.fish -= cost;
  if (!tx.recording) return;
  const delta: Partial<Record<Resource, number>> = { [from]: -1, [to]: 1 };
  delta.fish = (delta.fish ?? 0) - cost;
  tx.emit({ type: 'ResourcesChanged', player: seat, delta, reason: IMPROVED_FOR_FISH[from] });
}
