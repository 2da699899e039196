import { EDITION_DATA, NO_TABLE_RULES, type Edition, type EditionData, type TableRules } from '../data/index.js';
import type { GameSetup } from '../types.js';

/**
 * RULES §16: the edition a game is played on, as its setup names it. Every setup names one: a new game's is refused
 * without (`setupRefusal`), and a save's that names none is read as edition 1 when it is loaded (`savedGameSetupSchema`).
 */
export function editionOf(setup: GameSetup): Edition {
  return setup.edition;
}

/** The numbers of the game's edition: every rule that differs between editions reads them from here. */
export function editionData(setup: GameSetup): EditionData {
  return EDITION_DATA[editionOf(setup)];
}

/** RULES §14.3: the table rules the host switched on (none named: all off). */
export function tableRulesOf(setup: GameSetup): TableRules {
  return setup.tableRules ?? NO_TABLE_RULES;
}

/** RULES §10.1, §14.3: whether delivered crates lie face down in this game (edition 2, unless "Open crates"). */
export function deliveredCratesHidden(setup: GameSetup): boolean {
  return editionData(setup).deliveredCrates === 'faceDown' && !tableRulesOf(setup).openCrates;
}
