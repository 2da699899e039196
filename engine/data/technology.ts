import type { Resource } from './resources.js';

/** Technology tracks (RULES §9.2, E1). */
export const TRACKS = ['village', 'seafaring', 'trade', 'craft'] as const;
export type Track = (typeof TRACKS)[number];
export const TOP_SPACE = 5;

export type TechReward =
  | { readonly kind: 'worker' }
  | { readonly kind: 'ability' }
  | { readonly kind: 'cheapLargeBuildings' }
  | { readonly kind: 'scoringTile' }
  | { readonly kind: 'deepWater1' }
  | { readonly kind: 'nets' }
  | { readonly kind: 'boatUpgrade' }
  | { readonly kind: 'deepWater2' }
  | { readonly kind: 'gain'; readonly fish?: number; readonly gold?: number; readonly vp?: number }
  | { readonly kind: 'orderDiscount' }
  | { readonly kind: 'orderBonusVp'; readonly vp: number }
  | { readonly kind: 'cheaperImprove'; readonly fishCost: number }
  | { readonly kind: 'freeDiePip' }
  /** Advanced game (RULES §14.1): put wagon `wagon` (1 or 2) on one of your buildings. */
  | { readonly kind: 'placeWagon'; readonly wagon: 1 | 2 };

export interface TrackDef {
  readonly track: Track;
  readonly label: string;
  /** Cost of the step from space k-1 to space k, for k = 1..5. */
  readonly costs: readonly Resource[];
  /** Reward on reaching space k, for k = 1..5. */
  readonly rewards: readonly TechReward[];
  readonly rewardLabels: readonly string[];
}

export const TECH_TRACKS: Readonly<Record<Track, TrackDef>> = {
  village: {
    track: 'village',
    label: 'Village',
    costs: ['wood', 'wood', 'plank', 'plank', 'gold'],
    rewards: [
      { kind: 'worker' },
      { kind: 'ability' },
      { kind: 'worker' },
      { kind: 'cheapLargeBuildings' },
      { kind: 'scoringTile' },
    ],
    rewardLabels: [
      'A new worker',
      'An ability tile',
      'A new worker',
      'Large buildings cost 1 plank only',
      'Scoring tile',
    ],
  },
  seafaring: {
    track: 'seafaring',
    label: 'Seafaring',
    costs: ['wool', 'wool', 'cloth', 'cloth', 'gold'],
    rewards: [
      { kind: 'deepWater1' },
      { kind: 'nets' },
      { kind: 'boatUpgrade' },
      { kind: 'deepWater2' },
      { kind: 'scoringTile' },
    ],
    rewardLabels: [
      'Deep water I (sections 3–4)',
      'Nets (look at 2 tokens, keep 1)',
      'Boat upgrade (5 slots, one ×2)',
      'Deep water II (sections 5–6)',
      'Scoring tile',
    ],
  },
  trade: {
    track: 'trade',
    label: 'Trade',
    costs: ['grain', 'grain', 'food', 'food', 'gold'],
    rewards: [
      { kind: 'gain', fish: 3 },
      { kind: 'ability' },
      { kind: 'orderDiscount' },
      { kind: 'orderBonusVp', vp: 2 },
      { kind: 'scoringTile' },
    ],
    rewardLabels: ['Gain 3 fish', 'An ability tile', 'Order discount', '+2 VP per order from now on', 'Scoring tile'],
  },
  craft: {
    track: 'craft',
    label: 'Craft',
    costs: ['wood', 'wool', 'food', 'cloth', 'gold'],
    rewards: [
      { kind: 'cheaperImprove', fishCost: 1 },
      { kind: 'gain', gold: 1 },
      { kind: 'freeDiePip' },
      { kind: 'gain', vp: 4 },
      { kind: 'scoringTile' },
    ],
    rewardLabels: [
      'Free-action improve costs 1 fish',
      'Gain 1 gold',
      'First ±1 die change each turn is free',
      'Gain 4 VP',
      'Scoring tile',
    ],
  },
};

/**
 * The advanced technology tile (RULES §14.1, E1): in the advanced game it covers the Trade track, replacing its
 * costs and rewards; the marker positions, end-game VP and scoring tile of the track stay as they are.
 */
export const ADVANCED_TRADE_TRACK: TrackDef = {
  track: 'trade',
  label: 'Trade',
  costs: ['wood', 'grain', 'cloth', 'food', 'gold'],
  rewards: [
    { kind: 'placeWagon', wagon: 1 },
    { kind: 'ability' },
    { kind: 'placeWagon', wagon: 2 },
    { kind: 'gain', vp: 3 },
    { kind: 'scoringTile' },
  ],
  rewardLabels: [
    'Place wagon 1 on one of your buildings',
    'An ability tile',
    'Place wagon 2 on one of your buildings',
    'Gain 3 VP',
    'Scoring tile',
  ],
};

/** Wagons each player has in the advanced game (RULES §1: 8 for 4 players). */
export const WAGONS_PER_PLAYER = 2;

/** End-game VP by marker position 0..5, every track (RULES §9.2, E1). */
export const TECH_POSITION_VP: readonly number[] = [0, 1, 2, 4, 6, 9];

/** VP when an ability tile is due but none is left on the board (RULES §9.2). */
export const NO_ABILITY_LEFT_VP = 2;
