import { ABILITY_NUMBERS, BOAT } from '../data/index.js';
import type { PlayerState } from '../types.js';
import type { Tx } from './tx.js';

/**
 * RULES §8: the boat's slots. Apart from the fjord (fishing.ts) because technology changes them (Seafaring 3 upgrades
 * the boat) while the fjord asks technology which sections the boat may enter: one module each way would be a cycle.
 */
export function slotCount(player: PlayerState): number {
  const base = player.boat.upgraded ? BOAT.upgradedSlots : BOAT.basicSlots;
  return base + (player.abilities.includes('shipwright') ? ABILITY_NUMBERS.shipwrightExtraSlots : 0);
}

/**
 * Seafaring 3 and Shipwright change the slot count; tokens keep their slots (a token in the ×2 slot stays there),
 * except that on the upgrade every token moves one slot along so that the new ×2 slot (slot 0) starts empty.
 */
export function resizeBoat(tx: Tx, seat: number, freeDoubleSlot = false): void {
  const player = tx.player(seat);
  const slots = new Array<number | null>(slotCount(player)).fill(null);
  const shift = freeDoubleSlot ? 1 : 0;
  player.boat.slots.forEach((token, i) => {
    if (token !== null) slots[i + shift] = token;
  });
  tx.part(seat, 'boat').slots = slots;
}

export function upgradeBoat(tx: Tx, seat: number): void {
  tx.part(seat, 'boat').upgraded = true;
  resizeBoat(tx, seat, true);
  if (tx.recording) tx.emit({ type: 'BoatUpgraded', player: seat });
}
