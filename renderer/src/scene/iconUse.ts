import { data, type BuildingCode, type Gain } from '../game/engine';
import type { IconKind } from './iconArt';
import type { CountedIcon } from './pieceArt';

/**
 * Which icons stand for which piece of edition data. The table draws these icons and the rules reference explains
 * them from the same functions, so an icon shown on the table is the icon the reference names.
 */

/** The icons (with counts) of a gain: `2 fish + 1 VP` is a 2 and a fish, then a VP star. */
export function gainIcons(gain: Gain): CountedIcon[] {
  const out: CountedIcon[] = [];
  for (const [key, count] of Object.entries(gain)) if (count) out.push({ kind: key as IconKind, count });
  return out;
}

/** The icons of a building's effect, or of a boardwalk's reward (the same kinds of effect). */
export function effectIcons(effect: data.Effect): CountedIcon[] {
  switch (effect.kind) {
    case 'gain':
      return gainIcons(effect.gain);
    case 'improve':
      return [{ kind: effect.times === 2 ? 'improve2' : 'improve', count: 1 }];
    case 'orderOrTech':
      return [{ kind: 'orderTech', count: 1 }];
    case 'buildSmall':
      return [{ kind: 'buildSmall', count: 1 }];
    case 'boat':
      return [{ kind: 'boat', count: 1 }];
  }
}

export function buildingIcons(code: BuildingCode): CountedIcon[] {
  return effectIcons(data.BUILDINGS[code].effect);
}

export function tavernIcon(action: data.TavernAction): IconKind {
  switch (action.kind) {
    case 'order':
      return 'order';
    case 'tech':
      return 'tech';
    case 'orderOrTech':
      return 'orderTech';
    case 'gainAndChoose':
      return 'plank';
    case 'freeOneSquare':
      return 'buildSmall';
    case 'boat':
      return 'boat';
    case 'improve':
      return action.times === 2 ? 'improve2' : 'improve';
  }
}

/** A dock's reward, as printed at the start of its row; the trade shows its grain offer. */
export function dockRewardIcons(reward: data.DockReward): CountedIcon[] {
  switch (reward.kind) {
    case 'boat':
      return [{ kind: 'boat', count: 1 }];
    case 'improve':
      return [{ kind: 'improve', count: 1 }];
    case 'gain':
      return [{ kind: 'fish', count: reward.fish }];
    case 'trade':
      return [
        { kind: 'grain', count: 1 },
        { kind: 'vp', count: reward.grainVp },
      ];
  }
}

/** The icon on a technology space: what reaching it gives. */
export function techRewardIcon(reward: data.TechReward): IconKind {
  switch (reward.kind) {
    case 'worker':
      return 'worker';
    case 'ability':
      return 'tech';
    case 'cheapLargeBuildings':
      return 'plank';
    case 'deepWater1':
    case 'deepWater2':
    case 'nets':
    case 'boatUpgrade':
      return 'boat';
    case 'gain':
      return reward.fish ? 'fish' : reward.gold ? 'gold' : 'vp';
    case 'orderDiscount':
    case 'orderBonusVp':
      return 'order';
    case 'cheaperImprove':
    case 'freeDiePip':
      return 'improve';
    case 'scoringTile':
      return 'vp';
    case 'placeWagon':
      return 'wagon';
  }
}
