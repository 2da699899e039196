/** The edition's plain numbers (E1) that the rules read. */
export const GAME = {
  rounds: 3,
  minPlayers: 1,
  maxPlayers: 4,
  whiteDicePerPlayer: 3,
  /** Orange dice per player in round r: r (RULES §3). */
  orangeDicePerPlayerPerRound: 1,
  whiteLimitPerRound: 3,
  /** Dice are ordinary six-sided dice. */
  dieFaces: 6,
  fishPerPip: 1,
  setAsideFish: 1,
  largeBuildingCost: { wood: 1, plank: 1 },
  cheapLargeBuildingCost: { plank: 1 },
  buildSmallCost: { wood: 1 },
  freeImproveFish: 2,
  fishPerFinalVp: 3,
  workersPerPlayer: 3,
  startingWorkersAvailable: 1,
  startingSets: 4,
  faceUpAbilities: 4,
} as const;

export const DICE_COLOURS = ['white', 'orange'] as const;
export type DieColour = (typeof DICE_COLOURS)[number];
