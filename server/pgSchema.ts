import type { Pool, PoolClient } from 'pg';
import { z } from 'zod';

/**
 * The PostgreSQL store's tables, built by numbered migrations. A server applies the ones its database lacks when it
 * starts, all in one transaction, under a lock held for that transaction, so that processes of a scale-out starting
 * together apply each once; `schema_migrations` records which are in. A migration, once released, never changes:
 * a change of the tables is a new migration.
 */
export interface Migration {
  readonly version: number;
  readonly sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    // JSON is kept as text, not jsonb: it is read back through the same capped parser and schemas as a file is, so a
    // damaged value is refused with a message rather than taken for data.
    sql: `
      CREATE TABLE games (
        code text PRIMARY KEY,
        seats text NOT NULL,
        -- Null until the game's first write (its seats are written when its room is created).
        setup text,
        -- -1 until the first write, which any revision (0 on) follows.
        revision integer NOT NULL DEFAULT -1 CHECK (revision >= -1),
        action_count integer NOT NULL DEFAULT 0 CHECK (action_count >= 0),
        finished boolean NOT NULL DEFAULT false,
        -- Which room wrote it last (its authority's random id, as a save file's lineage names its writer).
        writer text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE game_actions (
        game text NOT NULL REFERENCES games (code) ON DELETE CASCADE,
        index integer NOT NULL CHECK (index >= 0),
        action text NOT NULL,
        bot_played boolean NOT NULL,
        played_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (game, index)
      );
    `,
  },
  {
    version: 2,
    // The action log becomes append-only, so that the database keeps every action a game was ever written with,
    // the ones an Undo took back too, and no write can lose an earlier one. A row keeps the first `keep` actions of
    // the log its game's earlier rows make, then places its action at `keep`; a row without an action is an Undo
    // that only took actions back. Rows are in the order of (revision, keep), not of a sequence: a write's revision
    // is newer than any stored before it and its actions are at keep, keep + 1, …, so the order is the writes' own,
    // and the key refuses a second row at a place of a revision as (game, index) did. No cascade from `games`: a
    // game with a log is never deleted (the trigger would refuse the cascade's delete anyway). The rows of
    // game_actions are each game's log as its last write left it: they are carried over at that write's revision.
    sql: `
      CREATE TABLE game_log (
        game text NOT NULL REFERENCES games (code),
        revision integer NOT NULL CHECK (revision >= 0),
        keep integer NOT NULL CHECK (keep >= 0),
        action text,
        -- Whether a bot played the action for a person: null exactly when there is no action.
        bot_played boolean CHECK ((action IS NULL) = (bot_played IS NULL)),
        played_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (game, revision, keep)
      );
      INSERT INTO game_log (game, revision, keep, action, bot_played, played_at)
        SELECT old.game, games.revision, old.index, old.action, old.bot_played, old.played_at
        FROM game_actions AS old JOIN games ON games.code = old.game;
      DROP TABLE game_actions;
      CREATE FUNCTION refuse_game_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          RAISE EXCEPTION 'game_log is append-only: % refused', TG_OP
            USING HINT = 'a game goes back (an Undo) by a row that keeps fewer actions, never by a change of a row';
        END;
      $$;
      CREATE TRIGGER game_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON game_log
        FOR EACH STATEMENT EXECUTE FUNCTION refuse_game_log_change();
    `,
  },
];

/** Any constant of this server's own: the key of the lock migrations are applied under. */
const MIGRATION_LOCK = 0x5a17f107;

const appliedSchema = z.array(z.strictObject({ version: z.number().int().min(1) }));

/**
 * Applies every migration the database lacks, in order, in one transaction: the database has all of them or, should
 * any fail, none of the new ones. Returns the versions applied now (none: the database was up to date). `migrations`
 * are this server's, or the first of them, to build a database as an older server did.
 */
export function migrate(pool: Pool, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  return inTransaction(pool, 'BEGIN', async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const rows = appliedSchema.parse((await client.query('SELECT version FROM schema_migrations')).rows);
    const applied = new Set(rows.map((row) => row.version));
    const newest = Math.max(0, ...migrations.map((migration) => migration.version));
    const unknown = [...applied].filter((version) => version > newest);
    if (unknown.length > 0)
      throw new Error(`the database's schema is newer than this server's (migration ${Math.max(...unknown)})`);
    const missing = migrations.filter((migration) => !applied.has(migration.version));
    for (const migration of missing) {
      await client.query(migration.sql);
      await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
    }
    return missing.map((migration) => migration.version);
  });
}

/**
 * Runs `work` on one connection between `begin` (BEGIN and its isolation) and COMMIT, resolving once the commit is
 * done; anything failing rolls it all back. A connection whose rollback fails too is dropped, not reused.
 */
export async function inTransaction<T>(
  pool: Pool,
  begin: string,
  work: (client: PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query(begin);
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
