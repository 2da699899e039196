import {
  BUILDINGS,
  GAME,
  SMALL_STACKS,
  TILES,
  TOP_SPACE,
  TRACKS,
  type BuildingCode,
  type Effect,
  type StackId,
  type TileDef,
} from '../data/index.js';
import type { EffectSource, GameState, PlayerState } from '../types.js';
import { EFFECT_REASON } from './reasons.js';
import { canImproveAny, gain } from './resources.js';
import { reachedReward } from './technology.js';
import type { Tx } from './tx.js';
import { canPlaceAnywhere, villageGeometry } from './village.js';
import { wagonMoveOpen } from './wagons.js';

/** RULES §6: activating a building resolves its effect; every choice inside it becomes a pending frame. */

export function activateBuilding(tx: Tx, seat: number, cell: number, by: 'die' | 'worker' | 'wagon'): void {
  const code = (tx.s.players[seat] as PlayerState).buildings[cell] as BuildingCode;
  if (tx.recording) tx.emit({ type: 'BuildingActivated', player: seat, cell, by });
  resolveEffect(tx, seat, BUILDINGS[code].effect, 'building');
}

/** Starts an effect. Gains are taken at once (they can never hurt); anything with a choice becomes a frame. */
export function resolveEffect(tx: Tx, seat: number, effect: Effect, source: EffectSource): void {
  switch (effect.kind) {
    case 'gain':
      gain(tx, seat, effect.gain, EFFECT_REASON[source]);
      return;
    case 'improve':
      tx.push({ kind: 'improve', player: seat, remaining: effect.times, source, produced: null });
      return;
    case 'orderOrTech':
      tx.push({ kind: 'orderOrTech', player: seat, allow: 'both', source });
      return;
    case 'buildSmall':
      tx.push({ kind: 'buildSmall', player: seat, free: false, stacks: SMALL_STACKS, source });
      return;
    case 'boat':
      tx.push({ kind: 'boat', player: seat, remaining: 1, source });
  }
}

/** Whether the top tile of one of these stacks could be placed in the player's village now. */
function anyStackPlaceable(state: GameState, player: PlayerState, stacks: readonly StackId[]): boolean {
  const geo = villageGeometry(state.setup, player.seat);
  for (const stack of stacks) {
    const top = state.buildingStacks[stack][0];
    if (top !== undefined && canPlaceAnywhere(geo, player, TILES[top] as TileDef)) return true;
  }
  return false;
}

/**
 * Whether a pending effect frame offers anything but declining. Frames that offer nothing are skipped, so that a
 * player is never asked a question whose only answer is "no".
 */
export function effectHasOptions(state: GameState, frame: GameState['stack'][number]): boolean {
  const player = state.players[frame.player] as PlayerState;
  switch (frame.kind) {
    case 'improve':
      return canImproveAny(player, frame.produced);
    case 'buildSmall':
      return anyStackPlaceable(state, player, frame.stacks);
    case 'orderOrTech': {
      const orders = frame.allow !== 'tech' && state.crateStacks.some((stack) => stack.length > 0);
      const tech = frame.allow !== 'order' && TRACKS.some((track) => player.tech[track] < TOP_SPACE);
      return orders || tech;
    }
    case 'moveWagon':
      return wagonMoveOpen(state, frame);
    default:
      return true;
  }
}

export function buildSmallCost(player: PlayerState, free: boolean): Partial<Record<'wood', number>> {
  if (free || player.abilities.includes('carpenter')) return {};
  return GAME.buildSmallCost;
}

export function largeBuildingCost(player: PlayerState): Partial<Record<'wood' | 'plank', number>> {
  return reachedReward(player, 'village', 'cheapLargeBuildings') ? GAME.cheapLargeBuildingCost : GAME.largeBuildingCost;
}
