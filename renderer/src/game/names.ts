import { t } from '../i18n';
import type { IconKind } from '../scene/iconArt';
import {
  data,
  editionData,
  type AbilityId,
  type BuildingCode,
  type Gain,
  type GameSetup,
  type Resource,
  type ScoreBreakdown,
  type Track,
} from './engine';

/**
 * The names and texts of the edition's components in the language being shown, built from the catalog's `data`
 * section and the numbers of the engine data (the engine's own English labels are for tools and logs only).
 */

/** The final score's categories (RULES §12), in the order final scoring adds them. */
export const SCORE_CATEGORIES = [
  'duringPlay',
  'boatTokens',
  'fish',
  'crates',
  'crateSets',
  'technology',
  'scoringTiles',
] as const satisfies readonly (keyof ScoreBreakdown)[];
export type ScoreCategory = (typeof SCORE_CATEGORIES)[number];

/** A score category's name, the same wherever a score is broken down: "Crate sets". */
export const scoreCategoryName = (category: ScoreCategory): string => t(`scoreCategory.${category}`);

/** A resource's name, as a heading or a label: "Wood". */
export const resourceName = (resource: Resource): string => t(`data.resource.${resource}`);

/** An amount of one resource or of victory points: "2 planks", "3 VP". */
export const amount = (what: Resource | 'vp', count: number): string => t(`data.amount.${what}`, { count });

/** What a gain gives, amounts joined by "+": "1 wood + 1 fish"; "nothing" when empty. */
export function gainText(gain: Gain): string {
  const parts = Object.entries(gain).flatMap(([what, count]) =>
    count ? [amount(what as Resource | 'vp', count)] : [],
  );
  return parts.length > 0 ? parts.join(' + ') : t('data.amount.nothing');
}

/** A cost of cubes, counted: "2 plank + 1 grain" (cubes in their first order). */
export function costText(cost: readonly Resource[]): string {
  const counts = new Map<Resource, number>();
  for (const resource of cost) counts.set(resource, (counts.get(resource) ?? 0) + 1);
  return gainText(Object.fromEntries(counts));
}

/** What an effect of a building or a boardwalk does: "Gain 2 fish", "Improve two resources". */
export function effectText(effect: data.Effect): string {
  switch (effect.kind) {
    case 'gain':
      return t('data.effect.gain', { what: gainText(effect.gain) });
    case 'improve':
      return t(effect.times === 2 ? 'data.effect.improve2' : 'data.effect.improve1');
    case 'orderOrTech':
      return t('data.effect.orderOrTech');
    case 'buildSmall':
      return t('data.effect.buildSmall', { cost: gainText(data.GAME.buildSmallCost) });
    case 'boat':
      return t('data.effect.boat');
  }
}

export const buildingText = (code: BuildingCode): string => effectText(data.BUILDINGS[code].effect);

export const abilityName = (ability: AbilityId): string => t(`data.ability.${ability}.name`);
export const abilityText = (ability: AbilityId): string =>
  t(`data.ability.${ability}.text`, { ...data.ABILITY_NUMBERS });
/** An ability's text in a card's few words, as players say it (the card's tooltip gives `abilityText`): "+2 fish per order." */
export const abilityCardText = (ability: AbilityId): string =>
  t(`data.ability.${ability}.card`, { ...data.ABILITY_NUMBERS });

export const trackName = (track: Track): string => t(`data.track.${track}`);

/** The fjord sections a Deep water reward opens: their first and last numbers. */
function sectionsNeeding(kind: 'deepWater1' | 'deepWater2'): { from: number; to: number } {
  const sections = data.FJORD_SECTIONS.filter((section) => section.needs === kind).map((section) => section.section);
  return { from: sections[0] ?? 0, to: sections[sections.length - 1] ?? 0 };
}

/** What a technology reward gives: "Boat upgrade (5 slots, one ×2)". */
export function techRewardText(reward: data.TechReward): string {
  switch (reward.kind) {
    case 'deepWater1':
    case 'deepWater2':
      return t(`data.techReward.${reward.kind}`, sectionsNeeding(reward.kind));
    case 'boatUpgrade':
      return t('data.techReward.boatUpgrade', {
        slots: data.BOAT.upgradedSlots,
        multiplier: data.BOAT.doubleSlotMultiplier,
      });
    case 'cheapLargeBuildings':
      return t('data.techReward.cheapLargeBuildings', { cost: gainText(data.GAME.cheapLargeBuildingCost) });
    case 'gain': {
      const { kind: _kind, ...gain } = reward;
      return t('data.techReward.gain', { what: gainText(gain) });
    }
    case 'orderBonusVp':
      return t('data.techReward.orderBonusVp', { vp: reward.vp });
    case 'cheaperImprove':
      return t('data.techReward.cheaperImprove', { cost: amount('fish', reward.fishCost) });
    case 'placeWagon':
      return t('data.techReward.placeWagon', { wagon: reward.wagon });
    default:
      return t(`data.techReward.${reward.kind}`);
  }
}

/** The reward of space `space` (1..5) of a track. */
export const techSpaceText = (track: Track, space: number): string => {
  const reward = data.TECH_TRACKS[track].rewards[space - 1];
  return reward ? techRewardText(reward) : '';
};

export const scoringTileName = (tile: data.ScoringTileId): string => t(`data.scoringTile.${tile}.name`);

/** What a scoring tile scores: "2 VP per crate"; Pioneer's points by order of arrival. */
export function scoringTileText(tile: data.ScoringTileId): string {
  const def = data.SCORING_TILES[tile];
  const vp =
    def.timing === 'now'
      ? new Set(def.vpByArrival).size === 1
        ? String(def.vpByArrival[0])
        : def.vpByArrival.join('/')
      : String(def.vpPer);
  return t(`data.scoringTile.${tile}.text`, { vp });
}

/** "Name: what it scores", as printed on the tile. */
export const scoringTileLine = (tile: data.ScoringTileId): string =>
  `${scoringTileName(tile)}: ${scoringTileText(tile)}`;

export function dockText(reward: data.DockReward): string {
  switch (reward.kind) {
    case 'boat':
      return t('data.dock.boat');
    case 'improve':
      return t('data.dock.improve');
    case 'gain':
      return t('data.dock.gain', { what: amount('fish', reward.fish) });
    case 'trade':
      return t('data.dock.trade', {
        grain: amount('grain', 1),
        grainVp: amount('vp', reward.grainVp),
        food: amount('food', 1),
        foodVp: amount('vp', reward.foodVp),
      });
  }
}

/** What a tavern's action does. */
export function tavernText(action: data.TavernAction): string {
  switch (action.kind) {
    case 'order':
      return t('data.tavern.order');
    case 'tech':
      return t('data.tavern.tech');
    case 'freeOneSquare':
      return t('data.tavern.freeOneSquare');
    case 'boat':
      return t('data.tavern.boat', { count: action.times });
    case 'improve':
      return t(action.times === 2 ? 'data.tavern.improve2' : 'data.tavern.improve1');
    case 'orderOrTech':
      return t('data.tavern.orderOrTech');
    case 'gainAndChoose': {
      const choices = data.RESOURCES.filter((resource) => data.TIER[resource] === action.tier)
        .map(resourceName)
        .join(', ');
      return t('data.tavern.gainAndChoose', { gain: gainText(action.gain), count: action.choose, choices });
    }
  }
}

/** Tavern `number` (1-based)'s action in a game on `setup`'s edition. */
export const tavernActionText = (setup: GameSetup, number: number): string => {
  const tavern = editionData(setup).taverns[number - 1];
  return tavern ? tavernText(tavern.action) : '';
};

/** What a boardwalk pays when its row or column is complete. */
export const boardwalkText = (reward: data.Boardwalk['reward']): string =>
  reward.kind === 'gain' ? gainText(reward.gain) : effectText(reward);

/** The name of order stack `stack` (1-based): "Timber". */
export const crateStackName = (stack: number): string => {
  const name = data.CRATE_STACK_NAMES[stack - 1];
  return name === undefined ? '' : t(`data.crateStack.${name as 'timber' | 'grain' | 'wool' | 'mixed'}`);
};

export function startingResourcesText(tileId: number): string {
  const tile = data.STARTING_RESOURCE_TILES[tileId];
  if (!tile) return '';
  return t(tile.boat ? 'data.startingResourcesBoat' : 'data.startingResources', { what: gainText(tile.gain) });
}

export const taskText = (task: data.TaskId): string =>
  t(`data.task.${task}`, { target: data.TASKS[task].target, section: data.LAST_SECTION });

export const medalName = (medal: data.Medal): string => t(`data.medal.${medal}`);

type ChallengeId = keyof typeof import('../i18n/data/en').enData.challenge;
export const challengeTitle = (challenge: data.Challenge): string =>
  t(`data.challenge.${challenge.id as ChallengeId}.title`);
export const challengeIntro = (challenge: data.Challenge): string =>
  t(`data.challenge.${challenge.id as ChallengeId}.intro`);

/** What an icon is called, in tooltips and the rules reference. */
export const iconName = (kind: IconKind): string =>
  (data.RESOURCES as readonly string[]).includes(kind) || kind === 'vp'
    ? t(`data.resource.${kind as Resource | 'vp'}`)
    : t(`data.icon.${kind as Exclude<IconKind, Resource | 'vp'>}`);
