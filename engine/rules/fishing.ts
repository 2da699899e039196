import {
  ABILITY_NUMBERS,
  BOAT,
  FJORD_SECTIONS,
  HARBOUR,
  LAST_SECTION,
  NETS_LOOK,
  TOKENS,
  type FjordSection,
  type TokenDef,
} from '../data/index.js';
import type { PlayerState } from '../types.js';
import { slotCount } from './boat.js';
import { ABILITY, BECAUSE } from './reasons.js';
import { addScore, gain } from './resources.js';
import { reachedReward } from './technology.js';
import { ruleError, type RuleError, type Tx } from './tx.js';

/** RULES §8: the fjord, the boat action, boat slots and throwing overboard. */

export function hasNets(player: PlayerState): boolean {
  return reachedReward(player, 'seafaring', 'nets');
}

function mayEnter(player: PlayerState, section: FjordSection): boolean {
  if (section.needs === 'none') return true;
  return reachedReward(player, 'seafaring', section.needs);
}

/** Where an advance takes the boat: the next section if allowed, otherwise it stays (RULES §8.2). */
export function advanceTarget(player: PlayerState): number {
  const next = player.boat.section + 1;
  const section = FJORD_SECTIONS[next - 1];
  if (next > LAST_SECTION || !section || !mayEnter(player, section)) return player.boat.section;
  return next;
}

export function tokensOnBoat(player: PlayerState): number[] {
  return player.boat.slots.filter((slot): slot is number => slot !== null);
}

export function returnHomeError(player: PlayerState): RuleError | null {
  if (player.boat.section === HARBOUR)
    return ruleError('boat-in-harbour', 'Your boat is already in the harbour: it can only advance.');
  return null;
}

/** Advance: move if allowed, then take the top token of the section's stack (with Nets: look at two, keep one). */
export function advanceBoat(tx: Tx, seat: number): void {
  const player = tx.player(seat);
  const from = player.boat.section;
  const to = advanceTarget(player);
  if (to !== from) {
    tx.part(seat, 'boat').section = to;
    if (tx.recording) tx.emit({ type: 'BoatMoved', player: seat, from, to });
  }
  const stack = tx.fjord()[to - 1] as number[];
  if (stack.length === 0) return;
  tx.undoBarrier = true;
  if (hasNets(player) && stack.length >= 2) {
    const looked = stack.splice(0, NETS_LOOK);
    if (tx.recording) tx.emit({ type: 'TokenLookedAt', player: seat, tokens: looked, section: to });
    tx.push({ kind: 'netsKeep', player: seat, section: to, tokens: looked });
    return;
  }
  takeToken(tx, seat, stack.shift() as number, to);
}

/** Nets: keep one of the two looked-at tokens; the other goes to the bottom of the section's stack. */
export function keepToken(tx: Tx, seat: number, section: number, looked: readonly number[], kept: number): void {
  for (const token of looked) {
    if (token !== kept) (tx.fjord()[section - 1] as number[]).push(token);
  }
  takeToken(tx, seat, kept, section);
}

/** Puts a drawn token on the boat: a full boat throws one overboard first; a free ×2 slot is a choice. */
function takeToken(tx: Tx, seat: number, token: number, section: number): void {
  const player = tx.player(seat);
  if (tokensOnBoat(player).length >= slotCount(player)) {
    tx.push({ kind: 'boatFull', player: seat, section, token });
    return;
  }
  slotOrAsk(tx, seat, token, section);
}

export function slotOrAsk(tx: Tx, seat: number, token: number, section: number): void {
  const player = tx.player(seat);
  const free = freeSlots(player);
  const doubleFree = player.boat.upgraded && free.includes(0);
  const normalFree = free.some((slot) => !player.boat.upgraded || slot !== 0);
  if (doubleFree && normalFree) {
    tx.push({ kind: 'tokenSlot', player: seat, token });
    return;
  }
  putInSlot(tx, seat, token, section, free[0] as number);
}

export function freeSlots(player: PlayerState): number[] {
  const out: number[] = [];
  player.boat.slots.forEach((slot, i) => {
    if (slot === null) out.push(i);
  });
  return out;
}

export function putInSlot(tx: Tx, seat: number, token: number, section: number, slot: number): void {
  tx.part(seat, 'boat').slots[slot] = token;
  if (tx.recording) tx.emit({ type: 'TokenDrawn', player: seat, token, section, slot });
}

/** The slot index a slotToken choice means. */
export function slotFor(player: PlayerState, choice: 'double' | 'normal'): number {
  const free = freeSlots(player);
  return choice === 'double' ? 0 : (free.find((slot) => slot !== 0) as number);
}

/** Throw a token overboard: to the bottom of the stack of the section the boat is in (RULES §8.3). */
export function throwOverboard(tx: Tx, seat: number, token: number): void {
  const boat = tx.part(seat, 'boat');
  const slot = boat.slots.indexOf(token);
  if (slot >= 0) boat.slots[slot] = null;
  const section = boat.section;
  (tx.fjord()[section - 1] as number[]).push(token);
  if (tx.recording) tx.emit({ type: 'TokenThrown', player: seat, token, section });
}

export function throwOverboardError(player: PlayerState, token: number): RuleError | null {
  if (!player.boat.slots.includes(token))
    return ruleError('token-not-on-boat', 'That fishing token is not on your boat.');
  return null;
}

/** The contents of the tokens on a boat; a token in the ×2 slot scores its VP twice. */
export function boatContents(player: PlayerState): { resources: TokenDef['gain']; vp: number } {
  const resources: Record<string, number> = {};
  let vp = 0;
  player.boat.slots.forEach((token, slot) => {
    if (token === null) return;
    const def = TOKENS[token] as TokenDef;
    const multiplier = player.boat.upgraded && slot === 0 ? BOAT.doubleSlotMultiplier : 1;
    for (const [key, amount] of Object.entries(def.gain)) {
      if (key === 'vp') vp += (amount ?? 0) * multiplier;
      else resources[key] = (resources[key] ?? 0) + (amount ?? 0);
    }
  });
  return { resources, vp };
}

/** Return home: the section's VP, then every token's contents; tokens become collected (RULES §8.2). */
export function returnHome(tx: Tx, seat: number): void {
  const player = tx.player(seat);
  const section = player.boat.section;
  const def = FJORD_SECTIONS[section - 1] as FjordSection;
  const tokens = tokensOnBoat(player);
  const contents = boatContents(player);
  addScore(tx, seat, def.returnVp, { code: 'returnHome', section });
  if (player.abilities.includes('navigator')) addScore(tx, seat, ABILITY_NUMBERS.navigatorVp, ABILITY.navigator);
  gain(tx, seat, contents.resources, BECAUSE.fishingTokens);
  addScore(tx, seat, contents.vp, BECAUSE.fishingTokens);
  tx.part(seat, 'collected').push(...tokens);
  const boat = tx.part(seat, 'boat');
  boat.slots = boat.slots.map(() => null);
  boat.section = HARBOUR;
  player.returnsHome += 1;
  if (section === LAST_SECTION) player.returnedFromLastSection = true;
  if (tx.recording)
    tx.emit({
      type: 'ReturnedHome',
      player: seat,
      section,
      tokens,
      gain: { ...contents.resources, vp: contents.vp + def.returnVp },
    });
  if (tx.recording) tx.emit({ type: 'BoatMoved', player: seat, from: section, to: HARBOUR });
}
