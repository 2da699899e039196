import { EDITIONS, NEW_GAME_EDITION, NO_TABLE_RULES, type Edition, type TableRules } from '../engine/data/index.js';
import type { GameSetup } from '../engine/index.js';
import type { ToolOptions } from './args.js';

/**
 * The options of the printed game a tool sets every game up with (RULES §14, §16): `--edition 1|2` (new games'
 * edition when absent), `--pass-occupied` and `--open-crates` (the table rules of RULES §14.3, off when absent).
 */
export interface GameOptions {
  readonly edition: Edition;
  readonly tableRules: TableRules;
}

/** A new game's options: the newest edition, no table rules. */
export const NEW_GAME_OPTIONS: GameOptions = { edition: NEW_GAME_EDITION, tableRules: NO_TABLE_RULES };

/** The command-line options `gameOptionsArg` reads. */
export const GAME_OPTIONS: ToolOptions = { edition: 'value', 'pass-occupied': 'flag', 'open-crates': 'flag' };

export function gameOptionsArg(args: ReadonlyMap<string, string>): GameOptions {
  const text = args.get('edition');
  const edition = text === undefined ? NEW_GAME_EDITION : EDITIONS.find((known) => String(known) === text);
  if (edition === undefined) throw new Error(`--edition takes ${EDITIONS.join(' or ')}, not "${text}"`);
  return { edition, tableRules: { passOccupied: args.has('pass-occupied'), openCrates: args.has('open-crates') } };
}

/** The setup fields that carry the options; table rules are named only when one is on, as the new-game form does. */
export function optionsSetup(options: GameOptions): Pick<GameSetup, 'edition' | 'tableRules'> {
  const anyTableRule = options.tableRules.passOccupied || options.tableRules.openCrates;
  return { edition: options.edition, ...(anyTableRule ? { tableRules: options.tableRules } : {}) };
}
