/** Scoring tiles (RULES §9.3, E1): one face up on top of each technology track. */
export const SCORING_TILE_IDS = [
  'pioneer',
  'harbourMaster',
  'trader',
  'builder',
  'planner',
  'treasurer',
  'mayor',
  'scholar',
  'skipper',
  'merchant',
  'guildmaster',
] as const;
export type ScoringTileId = (typeof SCORING_TILE_IDS)[number];

/** What a scoring tile counts at the end of the game, for the player who reached the top. */
export type EndCount =
  | 'collectedTokens'
  | 'crates'
  | 'buildingTiles'
  | 'completeLines'
  | 'goldHeld'
  | 'techSteps'
  | 'returnsHome'
  | 'crateSets'
  | 'abilitiesAndWorkers';

export type ScoringTileDef =
  | {
      readonly id: ScoringTileId;
      readonly timing: 'now';
      readonly label: string;
      readonly vpByArrival: readonly number[];
    }
  | {
      readonly id: ScoringTileId;
      readonly timing: 'end';
      readonly label: string;
      readonly vpPer: number;
      readonly counts: EndCount;
    };

export const SCORING_TILES: Readonly<Record<ScoringTileId, ScoringTileDef>> = {
  pioneer: {
    id: 'pioneer',
    timing: 'now',
    label: 'Pioneer: 10/6/3/1 VP to the 1st/2nd/3rd/4th player to reach this top',
    vpByArrival: [10, 6, 3, 1],
  },
  harbourMaster: {
    id: 'harbourMaster',
    timing: 'end',
    label: 'Harbour master: 2 VP per collected fishing token',
    vpPer: 2,
    counts: 'collectedTokens',
  },
  trader: { id: 'trader', timing: 'end', label: 'Trader: 2 VP per crate', vpPer: 2, counts: 'crates' },
  builder: {
    id: 'builder',
    timing: 'end',
    label: 'Builder: 1 VP per building tile in your village',
    vpPer: 1,
    counts: 'buildingTiles',
  },
  planner: {
    id: 'planner',
    timing: 'end',
    label: 'Planner: 3 VP per complete row or column',
    vpPer: 3,
    counts: 'completeLines',
  },
  treasurer: {
    id: 'treasurer',
    timing: 'end',
    label: 'Treasurer: 3 VP per gold held before selling',
    vpPer: 3,
    counts: 'goldHeld',
  },
  mayor: { id: 'mayor', timing: 'now', label: 'Mayor: 8 VP', vpByArrival: [8, 8, 8, 8] },
  scholar: {
    id: 'scholar',
    timing: 'end',
    label: 'Scholar: 1 VP per technology step on all tracks',
    vpPer: 1,
    counts: 'techSteps',
  },
  skipper: {
    id: 'skipper',
    timing: 'end',
    label: 'Skipper: 4 VP per return home made',
    vpPer: 4,
    counts: 'returnsHome',
  },
  merchant: {
    id: 'merchant',
    timing: 'end',
    label: 'Merchant: 4 VP per complete crate set',
    vpPer: 4,
    counts: 'crateSets',
  },
  guildmaster: {
    id: 'guildmaster',
    timing: 'end',
    label: 'Guildmaster: 3 VP per ability tile and per worker you own',
    vpPer: 3,
    counts: 'abilitiesAndWorkers',
  },
};
