import {
  ABILITY_NUMBERS,
  CRATES,
  DISCOUNT_SUBSTITUTES,
  RESOURCES,
  TECH_TRACKS,
  type CrateDef,
  type Resource,
} from '../data/index.js';
import type { Action } from '../actions.js';
import type { GameSetup, PlayerState } from '../types.js';
import { ABILITY, BECAUSE } from './reasons.js';
import { RESOURCE_NAMES, addScore, changeResources, gain } from './resources.js';
import { crateSets } from './scoring.js';
import { reachedTradeReward } from './technology.js';
import { ruleError, type RuleError, type Tx } from './tx.js';

/** RULES §10.1: completing an order, with the Trade discount. */

type Substitute = NonNullable<Extract<Action, { type: 'completeOrder' }>['substitute']>;

export function orderPayment(crate: CrateDef, substitute: Substitute | undefined): Partial<Record<Resource, number>> {
  const cost: Partial<Record<Resource, number>> = {};
  for (const resource of crate.cost) cost[resource] = (cost[resource] ?? 0) + 1;
  if (substitute) {
    cost[substitute.replace] = (cost[substitute.replace] ?? 0) - 1;
    cost[substitute.with] = (cost[substitute.with] ?? 0) + 1;
  }
  return cost;
}

/** How many of each resource a crate's order asks for, per crate id (read once from the data). */
const CRATE_COST_COUNTS: readonly Readonly<Partial<Record<Resource, number>>>[] = CRATES.map((crate) =>
  orderPayment(crate, undefined),
);

/**
 * Whether the player holds what the order asks for, paid exactly or with the substitute (already known to be allowed:
 * paymentOptions only offers allowed ones). The check of completeOrderError's last step, without building a payment.
 */
export function canPayOrder(player: PlayerState, crateId: number, substitute: Substitute | undefined): boolean {
  const counts = CRATE_COST_COUNTS[crateId] as Readonly<Partial<Record<Resource, number>>>;
  const have = player.resources;
  for (const resource of RESOURCES) {
    let need = counts[resource] ?? 0;
    if (substitute) {
      if (resource === substitute.replace) need -= 1;
      if (resource === substitute.with) need += 1;
    }
    if (need > have[resource]) return false;
  }
  return true;
}

/** The substitutes as shared frozen values, so that listing the ways to pay an order allocates nothing. */
const SUBSTITUTES = {} as Record<Resource, readonly Substitute[]>;
for (const replace of RESOURCES) {
  SUBSTITUTES[replace] = DISCOUNT_SUBSTITUTES[replace].map(
    (substitute): Substitute => Object.freeze({ replace, with: substitute }),
  );
}

export function completeOrderError(
  setup: GameSetup,
  crateStacks: readonly (readonly number[])[],
  player: PlayerState,
  stack: number,
  substitute: Substitute | undefined,
): RuleError | null {
  const crateId = crateStacks[stack - 1]?.[0];
  if (crateId === undefined) return ruleError('order-none', `Crate stack ${stack} has no order left.`, { stack });
  const crate = CRATES[crateId] as CrateDef;
  if (substitute) {
    if (!reachedTradeReward(setup, player, 'orderDiscount')) {
      return ruleError('order-no-discount', `Replacing a cube needs ${TECH_TRACKS.trade.label} space 3.`, {
        track: 'trade',
        space: 3,
      });
    }
    if (!crate.cost.includes(substitute.replace)) {
      return ruleError('order-substitute', `This order asks for no ${RESOURCE_NAMES[substitute.replace]} to replace.`, {
        context: 'absent',
        resource: substitute.replace,
      });
    }
    if (!DISCOUNT_SUBSTITUTES[substitute.replace].includes(substitute.with)) {
      return ruleError(
        'order-substitute',
        `${RESOURCE_NAMES[substitute.replace]} can only be replaced by the cube one step below it.`,
        { context: 'step', resource: substitute.replace },
      );
    }
  }
  const payment = orderPayment(crate, substitute);
  for (const [resource, amount] of Object.entries(payment) as [Resource, number][]) {
    if (amount > player.resources[resource]) {
      return ruleError(
        'order-unaffordable',
        `This order needs ${amount} ${RESOURCE_NAMES[resource]}; you have ${player.resources[resource]}.`,
        { resource, need: amount, have: player.resources[resource] },
      );
    }
  }
  return null;
}

const EXACT_ONLY: readonly (Substitute | undefined)[] = [undefined];

/** The distinct ways to pay an order: exact, or (Trade 3) with one cube replaced by the one below it. */
export function paymentOptions(
  setup: GameSetup,
  player: PlayerState,
  crate: CrateDef,
): readonly (Substitute | undefined)[] {
  if (!reachedTradeReward(setup, player, 'orderDiscount')) return EXACT_ONLY;
  const options: Array<Substitute | undefined> = [undefined];
  crate.cost.forEach((replace, i) => {
    if (crate.cost.indexOf(replace) === i) options.push(...SUBSTITUTES[replace]);
  });
  return options;
}

export function completeOrder(tx: Tx, seat: number, stack: number, substitute: Substitute | undefined): void {
  const stacks = tx.crateStacks();
  const crateStack = stacks[stack - 1] as number[];
  const crateId = crateStack.shift() as number;
  const crate = CRATES[crateId] as CrateDef;
  const payment = orderPayment(crate, substitute);
  const paid: Resource[] = [];
  for (const [resource, amount] of Object.entries(payment) as [Resource, number][])
    for (let i = 0; i < amount; i++) paid.push(resource);
  const delta: Partial<Record<Resource, number>> = {};
  for (const [resource, amount] of Object.entries(payment) as [Resource, number][])
    if (amount) delta[resource] = -amount;
  changeResources(tx, seat, delta, BECAUSE.order);
  const player = tx.player(seat);
  const setsBefore = crateSets(player);
  // RULES §10.1: the dock row of the crate space it came from (in edition 1 also the crate's own list).
  const row = tx.part(seat, 'docks')[stack - 1] as number[];
  row.push(crateId);
  const revealed = crateStack[0] ?? null;
  if (revealed !== null) tx.undoBarrier = true;
  if (tx.recording)
    tx.emit({
      type: 'OrderCompleted',
      player: seat,
      crate: crateId,
      stack,
      dockRow: stack,
      dockSpace: row.length,
      paid,
      revealed,
    });
  const sets = crateSets(tx.player(seat));
  if (tx.recording && sets > setsBefore) tx.emit({ type: 'CrateSetCompleted', player: seat, sets });
  const bonus = TECH_TRACKS.trade.rewards.find((reward) => reward.kind === 'orderBonusVp');
  if (bonus?.kind === 'orderBonusVp' && reachedTradeReward(tx.s.setup, player, 'orderBonusVp'))
    addScore(tx, seat, bonus.vp, BECAUSE.orderBonus);
  if (player.abilities.includes('merchant')) gain(tx, seat, { fish: ABILITY_NUMBERS.merchantFish }, ABILITY.merchant);
}
