/** Solo mode (RULES §13, E1). */
export const SOLO = {
  /** The pool is rolled as for this many players. */
  diceAsPlayers: 2,
  startingSetsDealt: 2,
  /** Pioneer in solo: 10 VP if reached in round 1 or 2, else 6. */
  pioneerEarlyVp: 10,
  pioneerEarlyLastRound: 2,
  pioneerLateVp: 6,
} as const;

export const MEDALS = ['bronze', 'silver', 'gold', 'fjordMaster'] as const;
export type Medal = (typeof MEDALS)[number];

/**
 * The quick-solo medal ladder of edition 1 (RULES §13.2): the one its games were graded on, kept as it was (the hard
 * bot reaches it in 91 / 57 / 28 / 5 % of its solo games; DECISIONS.md "Calibration"). Edition 1 is not recalibrated.
 */
export const MEDAL_THRESHOLDS_EDITION_1: Readonly<Record<Medal, number>> = {
  bronze: 70,
  silver: 95,
  gold: 115,
  fjordMaster: 145,
};

/**
 * The quick-solo medal ladder of edition 2 (RULES §13.2), a ladder of skill measured by `npm run calibrate -- --ladder`:
 * Bronze the medium bot's median, Silver the hard bot's, Gold the expert's (the strongest shipped bot), Fjord master
 * the expert's 90th percentile, each rounded to a whole 5, over the same 1,000 seeded solo games of each bot: medians
 * 78 / 100 / 128, 90th percentile 165 (DECISIONS.md "The medal ladder of skill").
 */
export const MEDAL_THRESHOLDS_EDITION_2: Readonly<Record<Medal, number>> = {
  bronze: 80,
  silver: 100,
  gold: 130,
  fjordMaster: 165,
};

/**
 * What an edition-2 quick-solo game saved before games recorded their ladder is graded on: the thresholds in force
 * until then (the expert reached them in 91.5 / 61.3 / 26.6 / 5.7 % of its solo games), so such a save keeps the grade
 * it was played for whatever the ladder becomes.
 */
export const UNRECORDED_MEDAL_THRESHOLDS_EDITION_2: Readonly<Record<Medal, number>> = {
  bronze: 90,
  silver: 120,
  gold: 145,
  fjordMaster: 175,
};

export const MEDAL_NAMES: Readonly<Record<Medal, string>> = {
  bronze: 'Bronze',
  silver: 'Silver',
  gold: 'Gold',
  fjordMaster: 'Fjord master',
};

/** Tasks (RULES §13.3, E1): fulfilling one earns a star. */
export const TASK_IDS = [
  'threeCrateSets',
  'fourLines',
  'returnFromSix',
  'twoTrackTops',
  'threeGold',
  'neverSetAside',
  'noLargeBuilding',
  'sixWorkersAndAbilities',
  'eightTokens',
  'twoCratesRoundOne',
  'crateVp25',
  'fullVillage',
] as const;
export type TaskId = (typeof TASK_IDS)[number];

export const TASKS: Readonly<Record<TaskId, { readonly id: TaskId; readonly text: string; readonly target: number }>> =
  {
    threeCrateSets: { id: 'threeCrateSets', text: 'Complete 3 crate sets', target: 3 },
    fourLines: { id: 'fourLines', text: 'Complete 4 rows or columns', target: 4 },
    returnFromSix: { id: 'returnFromSix', text: 'Return home from section 6', target: 1 },
    twoTrackTops: { id: 'twoTrackTops', text: 'Reach the top of 2 technology tracks', target: 2 },
    threeGold: { id: 'threeGold', text: 'Hold 3 gold at the end', target: 3 },
    neverSetAside: { id: 'neverSetAside', text: 'Never set a die aside', target: 0 },
    noLargeBuilding: { id: 'noLargeBuilding', text: 'Take no large building', target: 0 },
    sixWorkersAndAbilities: { id: 'sixWorkersAndAbilities', text: 'Have 6 workers and abilities in all', target: 6 },
    eightTokens: { id: 'eightTokens', text: 'Collect 8 fishing tokens', target: 8 },
    twoCratesRoundOne: { id: 'twoCratesRoundOne', text: 'Finish round 1 with 2 crates', target: 2 },
    crateVp25: { id: 'crateVp25', text: 'Score 25 or more VP from crates', target: 25 },
    fullVillage: { id: 'fullVillage', text: 'Fill your whole village', target: 0 },
  };
