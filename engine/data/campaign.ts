import type { ScoringTileId } from './scoringTiles.js';
import type { Medal, TaskId } from './solo.js';
import type { VillageSide } from './village.js';

/**
 * The solo campaign (RULES §13.4, E1): 12 fixed challenges, gentle to hard. Each is a seed (the whole deal: dice,
 * stacks, tokens, crates, starting sets), a village side, the four scoring tiles in play, a task and its own medal
 * thresholds. The seeds were chosen on edition 2 by `npm run calibrate -- --campaign` so that the hard bot's mean score
 * falls from challenge to challenge, evenly from about 140 to about 75 (and, against the quick-solo thresholds of the
 * time, it earned a medal in every challenge). The thresholds are a learning curve for people (RULES §13.4): challenge
 * 1 asks Bronze 40 and, for Silver, Gold and Fjord master, the quick-solo Bronze, Silver and Gold; every threshold
 * rises evenly, in whole 5s, to challenge 12, which asks the quick-solo ladder. `npm run calibrate -- --campaign
 * --thresholds` derives them from the quick-solo ladder (tools/campaignThresholds.ts), and a test holds the data
 * to that derivation. The runs are in DECISIONS.md.
 */
export interface Challenge {
  readonly id: string;
  readonly title: string;
  readonly intro: string;
  readonly seed: string;
  readonly villageSide: VillageSide;
  /** Scoring tiles on the Village, Seafaring, Trade and Craft tracks, in that order. */
  readonly scoringTiles: readonly [ScoringTileId, ScoringTileId, ScoringTileId, ScoringTileId];
  readonly task: TaskId;
  /** This challenge's own medal thresholds (RULES §13.4): see above. */
  readonly thresholds: Readonly<Record<Medal, number>>;
}

/** RULES §13.4: challenge 1's Bronze, a newcomer's first careful game; the rest of the campaign's ladder follows from the quick solo's. */
export const CAMPAIGN_FIRST_BRONZE = 40;

export const CAMPAIGN: readonly Challenge[] = [
  {
    id: 'first-light',
    title: 'First Light on the Fjord',
    seed: 'saltfjord-01-g',
    villageSide: 'common',
    intro:
      'Spring has come to the fjord. Learn the rhythm of the dice: every die you take should put your village to work.',
    scoringTiles: ['mayor', 'scholar', 'builder', 'pioneer'],
    thresholds: { bronze: 40, silver: 80, gold: 100, fjordMaster: 130 },
    task: 'neverSetAside',
  },
  {
    id: 'early-trade',
    title: 'Early Trade',
    seed: 'saltfjord-02-a',
    villageSide: 'common',
    intro: 'The trading ship leaves after the first round. Fill two crates before it sails.',
    scoringTiles: ['pioneer', 'mayor', 'trader', 'builder'],
    thresholds: { bronze: 45, silver: 80, gold: 105, fjordMaster: 135 },
    task: 'twoCratesRoundOne',
  },
  {
    id: 'straight-streets',
    title: 'Straight Streets',
    seed: 'saltfjord-03-a',
    villageSide: 'common',
    intro: 'The elders want tidy lanes. Finish four rows or columns, and the boardwalks will pay you for it.',
    scoringTiles: ['planner', 'mayor', 'scholar', 'builder'],
    thresholds: { bronze: 45, silver: 85, gold: 105, fjordMaster: 135 },
    task: 'fourLines',
  },
  {
    id: 'small-houses',
    title: 'Small Houses Only',
    seed: 'saltfjord-04-n',
    villageSide: 'common',
    intro: 'Timber is scarce this year. Grow your village without a single large building.',
    scoringTiles: ['scholar', 'harbourMaster', 'mayor', 'trader'],
    thresholds: { bronze: 50, silver: 85, gold: 110, fjordMaster: 140 },
    task: 'noLargeBuilding',
  },
  {
    id: 'full-nets',
    title: 'Full Nets',
    seed: 'saltfjord-05-n',
    villageSide: 'common',
    intro: 'The herring are running. Bring eight fishing tokens home before the season ends.',
    scoringTiles: ['builder', 'harbourMaster', 'pioneer', 'skipper'],
    thresholds: { bronze: 55, silver: 85, gold: 110, fjordMaster: 145 },
    task: 'eightTokens',
  },
  {
    id: 'gold-reserve',
    title: 'The Gold Reserve',
    seed: 'saltfjord-06-l',
    villageSide: 'common',
    intro: 'A wise village keeps something back. End the game holding three gold.',
    scoringTiles: ['treasurer', 'pioneer', 'trader', 'scholar'],
    thresholds: { bronze: 60, silver: 90, gold: 115, fjordMaster: 145 },
    task: 'threeGold',
  },
  {
    id: 'many-hands',
    title: 'Many Hands',
    seed: 'saltfjord-07-l',
    villageSide: 'common',
    intro: 'Hire workers and learn new crafts: have six workers and abilities in all.',
    scoringTiles: ['guildmaster', 'mayor', 'pioneer', 'planner'],
    thresholds: { bronze: 60, silver: 90, gold: 115, fjordMaster: 150 },
    task: 'sixWorkersAndAbilities',
  },
  {
    id: 'two-summits',
    title: 'Two Summits',
    seed: 'saltfjord-08-o',
    villageSide: 'common',
    intro: 'Knowledge is the true harvest. Reach the top of two technology tracks.',
    scoringTiles: ['scholar', 'pioneer', 'mayor', 'guildmaster'],
    thresholds: { bronze: 65, silver: 95, gold: 120, fjordMaster: 150 },
    task: 'twoTrackTops',
  },
  {
    id: 'open-sea',
    title: 'The Open Sea',
    seed: 'saltfjord-09-b',
    villageSide: 'common',
    intro: 'Beyond the last skerry lie the richest grounds. Sail to section 6 and come home from there.',
    scoringTiles: ['builder', 'skipper', 'merchant', 'treasurer'],
    thresholds: { bronze: 70, silver: 95, gold: 120, fjordMaster: 155 },
    task: 'returnFromSix',
  },
  {
    id: 'merchant-fleet',
    title: 'The Merchant Fleet',
    seed: 'saltfjord-10-m',
    villageSide: 'common',
    intro: 'Every dock must ship. Complete three full crate sets.',
    scoringTiles: ['planner', 'harbourMaster', 'merchant', 'treasurer'],
    thresholds: { bronze: 75, silver: 95, gold: 125, fjordMaster: 160 },
    task: 'threeCrateSets',
  },
  {
    id: 'crate-baron',
    title: 'Crate Baron',
    seed: 'saltfjord-11-o',
    villageSide: 'common',
    intro: 'Fortunes are made on the quay. Score twenty-five points or more from your crates.',
    scoringTiles: ['skipper', 'treasurer', 'trader', 'merchant'],
    thresholds: { bronze: 75, silver: 100, gold: 125, fjordMaster: 160 },
    task: 'crateVp25',
  },
  {
    id: 'no-empty-lot',
    title: 'No Empty Lot',
    seed: 'saltfjord-12-d',
    villageSide: 'common',
    intro: 'The last challenge of the fjord: build on every lot of your village.',
    scoringTiles: ['treasurer', 'skipper', 'merchant', 'harbourMaster'],
    thresholds: { bronze: 80, silver: 100, gold: 130, fjordMaster: 165 },
    task: 'fullVillage',
  },
];
