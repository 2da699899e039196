import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, type Action, type GameState } from './index.js';
import { ABILITY_IDS, RESOURCES, STACK_IDS, TRACKS } from './data/index.js';
import { VARIED_SETUPS, playRandomGame, variedSetup } from '../tools/playout.js';
import { deepFreeze } from '../tools/deepFreeze.js';

/** Cell lists of one, two and three squares, connected or not, some off the grid: far more than ever fit a tile. */
function cellLists(): number[][] {
  const lists: number[][] = [];
  for (let a = 0; a < 36; a++) {
    lists.push([a]);
    for (const b of [a + 1, a + 6, a - 1]) {
      if (b < 0 || b >= 36) continue;
      lists.push([a, b]);
      for (const c of [b + 1, b + 6, b - 6, b - 1]) if (c >= 0 && c < 36 && c !== a) lists.push([a, b, c]);
    }
  }
  return lists;
}

/** Picking a set, laying the starting tile, building: with every set number around the offer and every cell list. */
function placementActions(out: Action[], lists: readonly number[][]): void {
  for (let set = -1; set <= 4; set++) out.push({ type: 'pickSet', set });
  for (const cells of lists) if (cells.length === 2) out.push({ type: 'placeStartingTile', cells });
  for (const stack of STACK_IDS) for (const cells of lists) out.push({ type: 'build', stack, cells });
}

/** Every die id, value and use, every tavern, and the actions without fields. */
function turnActions(out: Action[]): void {
  for (let die = 0; die < 25; die++) {
    out.push({ type: 'takeDie', die, use: 'aside' });
    for (let value = 0; value <= 7; value++) out.push({ type: 'takeDie', die, use: 'place', value });
  }
  for (let tavern = 0; tavern <= 6; tavern++) out.push({ type: 'retire', tavern });
  for (const type of ['continueChain', 'stopChain', 'advanceBoat', 'returnHome', 'decline', 'endTurn'] as const)
    out.push({ type });
}

/** Selling each resource, and improving and downgrading every resource into every other. */
function resourceActions(out: Action[]): void {
  for (const from of RESOURCES) {
    out.push({ type: 'sell', resource: from });
    for (const to of RESOURCES) {
      out.push({ type: 'improve', from, to }, { type: 'improveForFish', from, to }, { type: 'downgrade', from, to });
    }
  }
}

/** Every crate stack around the offer, paid exactly or with any resource for any other. */
function orderActions(out: Action[]): void {
  for (let stack = 0; stack <= 5; stack++) {
    out.push({ type: 'completeOrder', stack });
    for (const replace of RESOURCES)
      for (const sub of RESOURCES) out.push({ type: 'completeOrder', stack, substitute: { replace, with: sub } });
  }
}

/** Tracks, tokens, slots, abilities, dock trades and chosen resources. */
function rewardActions(out: Action[]): void {
  for (const track of TRACKS) out.push({ type: 'gainTech', track });
  for (let token = 0; token < 37; token++) out.push({ type: 'keepToken', token }, { type: 'throwOverboard', token });
  out.push({ type: 'slotToken', slot: 'double' }, { type: 'slotToken', slot: 'normal' });
  for (const ability of ABILITY_IDS) out.push({ type: 'takeAbility', ability });
  out.push({ type: 'dockTrade', pay: 'grain' }, { type: 'dockTrade', pay: 'food' });
  for (const resource of RESOURCES) out.push({ type: 'takeResource', resource });
}

/** Workers and wagons on every square and just off the grid, and wagon moves to every neighbour and beyond. */
function cellActions(out: Action[]): void {
  for (let cell = -1; cell <= 36; cell++) out.push({ type: 'placeWorker', cell }, { type: 'placeWagon', cell });
  for (let from = 0; from < 36; from++)
    for (const to of [from - 6, from - 1, from + 1, from + 6, from + 7]) out.push({ type: 'moveWagon', from, to });
}

/**
 * The whole action space around a state: every die, value and use, every pair of resources, every square, every
 * stack with a spread of cell lists, every tavern, crate stack, track, token, ability — far more than is ever legal.
 */
function actionSpace(): Action[] {
  const out: Action[] = [];
  const lists = cellLists();
  placementActions(out, lists);
  turnActions(out);
  resourceActions(out);
  orderActions(out);
  rewardActions(out);
  cellActions(out);
  return out;
}

/** What applying each action of the space to one state found: accepted, rejected, and what disagreed. */
interface SpaceTally {
  accepted: number;
  rejected: number;
  readonly mismatches: string[];
}

/**
 * Applies every action of `space` to the frozen state: an action listed as legal is accepted, any other refused with
 * a clear code and message, and the state is left as it was.
 */
function tallySpace(state: GameState, space: readonly Action[], tally: SpaceTally): void {
  const frozen = deepFreeze(state);
  const before = JSON.stringify(frozen);
  const legal = new Set(legalActions(frozen).map((a) => JSON.stringify(a)));
  for (const action of space) {
    const result = applyAction(frozen, action);
    const listed = legal.has(JSON.stringify(action));
    if (result.ok !== listed && tally.mismatches.length < 10) {
      tally.mismatches.push(
        `${JSON.stringify(action)} at ${frozen.stack.at(-1)?.kind}: listed ${listed}, applied ${result.ok ? 'ok' : result.error.message}`,
      );
    }
    if (result.ok) tally.accepted++;
    else {
      tally.rejected++;
      if (result.error.message.length < 10 || !/^[a-z-]+$/.test(result.error.code))
        tally.mismatches.push(`unclear rejection ${JSON.stringify(result.error)}`);
    }
  }
  if (JSON.stringify(frozen) !== before) tally.mismatches.push('a rejected or applied action changed its input state');
}

/**
 * States from deep and shallow random games, cycling through both editions and the table rules (FUZZED_OPTIONS):
 * up to 60 of each kind of pending decision.
 */
function sampleStates(): GameState[] {
  const states: GameState[] = [];
  const perKind = new Map<string, number>();
  for (let game = 0; game < 160; game++) {
    const players = 1 + (game % 4);
    playRandomGame(variedSetup(players, `consistency:${game}`, game >> 1), `consistency:${game}`, {
      policy: game % 2 ? 'eager' : 'uniform',
      onAction: (before) => {
        const kind = before.stack.at(-1)?.kind ?? 'none';
        const seen = perKind.get(kind) ?? 0;
        if (seen >= 60 || (seen > 5 && before.actionCount % 5 !== game % 5)) return;
        perKind.set(kind, seen + 1);
        states.push(before);
      },
    });
  }
  return states;
}

describe('legal actions and applyAction agree (RULES §4: exactly the legal actions)', () => {
  const states = sampleStates();
  it('sampled enough decisions of every kind', () => {
    expect(states.length).toBeGreaterThan(400);
    expect(new Set(states.map((s) => s.stack.at(-1)?.kind)).size).toBeGreaterThanOrEqual(14);
    expect(states.filter((s) => s.stack.at(-1)?.kind === 'moveWagon').length).toBeGreaterThan(5);
    expect(states.some((s) => s.stack.at(-1)?.kind === 'chooseResource')).toBe(true);
    const options = (s: GameState): string =>
      JSON.stringify([s.setup.edition, s.setup.tableRules, s.setup.variant, s.setup.villageSide]);
    expect(new Set(states.map(options)).size).toBe(VARIED_SETUPS);
  });

  it('every action in the whole action space is accepted exactly when legalActions lists it; rejections change nothing', () => {
    const tally: SpaceTally = { accepted: 0, rejected: 0, mismatches: [] };
    const space = actionSpace();
    for (const state of states) tallySpace(state, space, tally);
    expect(tally.mismatches).toEqual([]);
    expect(tally.rejected).toBeGreaterThan(50_000);
    expect(tally.accepted).toBeGreaterThan(1000);
  });

  it('legalActions lists no action twice', () => {
    for (const state of states) {
      const keys = legalActions(state).map((a) => JSON.stringify(a));
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});
