// A game's action log in PostgreSQL: the append-only table `game_log` (pgSchema.ts, migration 2). Each row keeps the
// first `keep` actions of the log its game's earlier rows make and places its action at `keep`, or, without an action,
// only takes the log back to `keep` (an Undo that played nothing after). Rows are never updated or deleted (the
// database refuses it), so a log is the fold of its rows in the order of (revision, keep).
import { z } from 'zod';
import type { Action } from '../engine/index.js';

const placed = { revision: z.number().int().min(0), keep: z.number().int().min(0) };
export const logRowSchema = z.union([
  z.strictObject({ ...placed, action: z.string(), bot_played: z.boolean() }),
  z.strictObject({ ...placed, action: z.null(), bot_played: z.null() }),
]);
export type LogRow = z.infer<typeof logRowSchema>;

/** Every row of a game's log, in the order they fold in. */
export const LOG_ROWS_SQL =
  'SELECT revision, keep, action, bot_played FROM game_log WHERE game = $1 ORDER BY revision, keep';

/** An action of a log as its rows make it: its JSON as stored, whether a bot played it, and its row for messages. */
export interface LoggedAction {
  readonly json: string;
  readonly botPlayed: boolean;
  readonly source: string;
}

export type FoldedLog =
  | { readonly ok: true; readonly actions: readonly LoggedAction[] }
  | { readonly ok: false; readonly message: string };

/** The log of game `code` that its rows make, or why they make none (a row keeps more actions than there are). */
export function foldLog(code: string, rows: readonly LogRow[]): FoldedLog {
  const actions: LoggedAction[] = [];
  for (const row of rows) {
    const source = `${code} (game_log revision ${row.revision}, keep ${row.keep})`;
    if (row.keep > actions.length)
      return {
        ok: false,
        message: `${source}: it keeps ${row.keep} actions of a log of ${actions.length}: a row before it is missing`,
      };
    actions.splice(row.keep);
    if (row.action !== null) actions.push({ json: row.action, botPlayed: row.bot_played, source });
  }
  return { ok: true, actions };
}

/** The rows a write appends, column by column, for unnest. */
export interface AppendedRows {
  readonly keeps: readonly number[];
  readonly actions: readonly (string | null)[];
  readonly botPlayed: readonly (boolean | null)[];
}

/**
 * What a write of `actions` appends to a stored log of `stored` actions, of which it shares the first `kept`: its
 * actions from `kept` on; when it adds none but takes some back, one row without an action; else nothing.
 */
export function appendedRows(
  actions: readonly Action[],
  botPlayed: ReadonlySet<number>,
  kept: number,
  stored: number,
): AppendedRows {
  const added = actions.slice(kept);
  if (added.length === 0) return kept < stored ? { keeps: [kept], actions: [null], botPlayed: [null] } : NO_ROWS;
  return {
    keeps: added.map((_, offset) => kept + offset),
    actions: added.map((action) => JSON.stringify(action)),
    botPlayed: added.map((_, offset) => botPlayed.has(kept + offset)),
  };
}
const NO_ROWS: AppendedRows = { keeps: [], actions: [], botPlayed: [] };

/**
 * One write of a game, in one statement (so one round trip, committed on its own or in the caller's transaction): it
 * moves the game's row only if that row still is the one the write follows, checked on the row as it is when the
 * statement has it locked (in READ COMMITTED, a concurrent write's commit is waited for and seen), and appends the
 * write's rows only if the game's row moved. It returns a row exactly when the write landed.
 *
 * $1 code, $2 the setup to set if the game has none yet (or null), $3 revision, $4 action count, $5 finished,
 * $6 writer, $7 the action count and $8 the revision of the game the write follows (the same count alone could be
 * another process's log, undone and played on to it), $9 whether it is the same write again (so that revision $3
 * stored already follows), $10-$12 the appended rows' keep, action and bot-played mark.
 */
export const APPEND_SQL = `
  WITH moved AS (
    UPDATE games SET setup = COALESCE(setup, $2), revision = $3, action_count = $4, finished = $5, writer = $6,
      updated_at = now()
    WHERE code = $1 AND action_count = $7 AND revision = $8 AND ($8 < $3 OR ($8 = $3 AND $9::boolean))
    RETURNING code
  ), appended AS (
    INSERT INTO game_log (game, revision, keep, action, bot_played)
    SELECT moved.code, $3, entry.keep, entry.action, entry.bot_played
    FROM moved, unnest($10::integer[], $11::text[], $12::boolean[]) AS entry (keep, action, bot_played)
  )
  SELECT code FROM moved`;
