/**
 * Data editions (RULES §16). A game's setup names the edition it is played on; a setup that names none was made
 * before editions existed and is edition 1, so every save of those releases plays on as it began.
 */
export const EDITIONS = [1, 2] as const;
export type Edition = (typeof EDITIONS)[number];

/** The edition of a setup that names none: every game begun before editions were recorded. */
export const UNNAMED_EDITION: Edition = 1;
/** The edition new games are set up on. */
export const NEW_GAME_EDITION: Edition = 2;

/** Options the host may switch on for a game (RULES §14.3); off by default, never in the campaign. */
export interface TableRules {
  /** An occupied building is passed over in an activation chain instead of stopping it. */
  readonly passOccupied: boolean;
  /** Delivered crates lie face up: everyone sees them. */
  readonly openCrates: boolean;
}

export const NO_TABLE_RULES: TableRules = { passOccupied: false, openCrates: false };
