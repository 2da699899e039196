import type { Medal } from './solo.js';
import {
  MEDAL_THRESHOLDS_EDITION_1,
  MEDAL_THRESHOLDS_EDITION_2,
  UNRECORDED_MEDAL_THRESHOLDS_EDITION_2,
} from './solo.js';
import { TAVERNS_EDITION_1, TAVERNS_EDITION_2, type TavernDef } from './storage.js';

/**
 * Data editions (RULES §16). A game's setup names the edition it is played on. A new game's setup that names none is
 * refused; a save's that names none was made before editions existed and is read as edition 1, so every save of
 * those releases plays on as it began.
 */
export const EDITIONS = [1, 2] as const;
export type Edition = (typeof EDITIONS)[number];

/** The edition of a saved setup that names none: every game begun before editions were recorded. */
export const UNNAMED_EDITION: Edition = 1;
/** The edition new games are set up on. */
export const NEW_GAME_EDITION: Edition = 2;

/**
 * What differs between editions; every other number of edition 1 stands in edition 2 and lives in the shared data
 * modules. Rules read these through the game's setup (rules/edition.ts), never from a fixed edition.
 */
export interface EditionData {
  readonly edition: Edition;
  /**
   * RULES §2.1.6: `byStack` — each crate goes to the stack of its list, that list's starting crate on top;
   * `onePool` — all 44 crates shuffled into four stacks of 11, the four starting crates shuffled onto their tops.
   */
  readonly crateDeal: 'byStack' | 'onePool';
  /** RULES §10.1: whether a delivered crate lies face up (all see it) or face down (only its owner knows it). */
  readonly deliveredCrates: 'faceUp' | 'faceDown';
  /** RULES §10.3. */
  readonly taverns: readonly TavernDef[];
  /** RULES §13.2: the quick-solo medal ladder of this edition, which a new solo game records in its setup. */
  readonly medalThresholds: Readonly<Record<Medal, number>>;
  /**
   * The ladder a solo game of this edition saved before games recorded theirs is graded on: the thresholds in force
   * then, so that no recalibration regrades it.
   */
  readonly unrecordedMedalThresholds: Readonly<Record<Medal, number>>;
}

const EDITION_1: EditionData = {
  edition: 1,
  crateDeal: 'byStack',
  deliveredCrates: 'faceUp',
  taverns: TAVERNS_EDITION_1,
  medalThresholds: MEDAL_THRESHOLDS_EDITION_1,
  unrecordedMedalThresholds: MEDAL_THRESHOLDS_EDITION_1,
};

/** Edition 2 as a delta of edition 1 (RULES §16). */
const EDITION_2: EditionData = {
  ...EDITION_1,
  edition: 2,
  crateDeal: 'onePool',
  deliveredCrates: 'faceDown',
  taverns: TAVERNS_EDITION_2,
  medalThresholds: MEDAL_THRESHOLDS_EDITION_2,
  unrecordedMedalThresholds: UNRECORDED_MEDAL_THRESHOLDS_EDITION_2,
};

export const EDITION_DATA: Readonly<Record<Edition, EditionData>> = { 1: EDITION_1, 2: EDITION_2 };

/** Quick-solo thresholds of a new game (it is set up on NEW_GAME_EDITION); a game in progress reads its own edition's. */
export const MEDAL_THRESHOLDS: Readonly<Record<Medal, number>> = EDITION_DATA[NEW_GAME_EDITION].medalThresholds;

/** Options the host may switch on for a game (RULES §14.3); off by default, never in the campaign. */
export interface TableRules {
  /** An occupied building is passed over in an activation chain instead of stopping it. */
  readonly passOccupied: boolean;
  /** Delivered crates lie face up: everyone sees them. */
  readonly openCrates: boolean;
}

export const NO_TABLE_RULES: TableRules = { passOccupied: false, openCrates: false };

/** Every table rule, in the order the new-game form and the rules reference list them. */
export const TABLE_RULE_IDS: readonly (keyof TableRules)[] = ['passOccupied', 'openCrates'];

/** Whether any table rule is switched on (a game with none stores no table rules). */
export function anyTableRule(rules: TableRules): boolean {
  return TABLE_RULE_IDS.some((id) => rules[id]);
}
