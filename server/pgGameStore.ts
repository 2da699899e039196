import pg from 'pg';
import { z } from 'zod';
import type { Action, GameSetup } from '../engine/index.js';
import { buildHistory, type SaveRequest } from '../engine/session/index.js';
import {
  describeIssues,
  engineSaveCodec,
  jsonEqual,
  parseJsonBytes,
  SAVE_LIMITS,
  type JsonLimits,
} from '../engine/save/index.js';
import { readSeats, type GameStore, type SeatsFile, type StoreRead } from './gameStore.js';
import { inTransaction, migrate } from './pgSchema.js';
import { roomCodeSchema } from './wire.js';
import { WriteQueues } from './writeQueues.js';

/** How long opening a connection may take before the database counts as unreachable. */
const CONNECT_MS = 5_000;
const ACTION_LIMITS: JsonLimits = { maxBytes: 64 * 1024, maxDepth: SAVE_LIMITS.maxDepth };

/** Where a database URL points, for messages and the start-up line: user, host, port and database, never a password. */
export function describeDatabase(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('the database URL is not a URL: expected postgres://user:password@host:port/database');
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:')
    throw new Error(
      `the database URL is a ${parsed.protocol} URL: expected postgres://user:password@host:port/database`,
    );
  const user = decodeURIComponent(parsed.username);
  const database = decodeURIComponent(parsed.pathname.slice(1)) || user;
  return `PostgreSQL ${user ? `${user}@` : ''}${parsed.hostname || 'localhost'}:${parsed.port || '5432'}/${database}`;
}

/** A game's revision before its first write (its seats are written first): any write of the game follows it. */
const headSchema = z.strictObject({
  revision: z.number().int().min(-1),
  action_count: z.number().int().min(0),
  unset: z.boolean(),
});
const gameRowSchema = z.strictObject({
  seats: z.string(),
  setup: z.string().nullable(),
  revision: z.number().int().min(-1),
  action_count: z.number().int().min(0).max(SAVE_LIMITS.maxActions),
});
const actionRowSchema = z.strictObject({ index: z.number().int().min(0), action: z.string(), bot_played: z.boolean() });
const logRowSchema = actionRowSchema.omit({ index: true });
const codeRowSchema = z.strictObject({ code: z.string() });

/** A game's action log as this process last read or wrote it, or as stored: what the next write adds to. */
interface KnownLog {
  readonly actions: readonly unknown[];
  readonly botPlayed: readonly boolean[];
}
/** Stands for a stored action that cannot be read: equal to no action, so a write replaces it. */
const UNREADABLE = Symbol('unreadable action');

/** How many actions at the start of `actions` the known log already holds, bot-played marks included. */
function sharedLength(known: KnownLog, actions: readonly Action[], botPlayed: ReadonlySet<number>): number {
  let shared = 0;
  while (shared < known.actions.length && shared < actions.length) {
    const same = known.actions[shared] === actions[shared] || jsonEqual(known.actions[shared], actions[shared]);
    if (!same || known.botPlayed[shared] !== botPlayed.has(shared)) break;
    shared++;
  }
  return shared;
}

/** A JSON value read from a column, parsed under the limits a file's would be (`source` names it for the message). */
function parseColumn(text: string, source: string, limits: JsonLimits): ReturnType<typeof parseJsonBytes> {
  return parseJsonBytes(Buffer.from(text, 'utf8'), source, limits);
}

/** The log of `code` as stored, for a write of a game this process has not read (or whose last write failed). */
async function storedLog(client: pg.PoolClient, code: string): Promise<KnownLog> {
  const { rows } = await client.query('SELECT action, bot_played FROM game_actions WHERE game = $1 ORDER BY index', [
    code,
  ]);
  const log = z.array(logRowSchema).parse(rows);
  return {
    actions: log.map((row, index) => {
      const json = parseColumn(row.action, `${code} (game_actions ${index})`, ACTION_LIMITS);
      return json.ok ? json.value : UNREADABLE;
    }),
    botPlayed: log.map((row) => row.bot_played),
  };
}

/**
 * Refuses a write of `request` that does not follow the stored game (its head, and the log `known` this process holds
 * or the database does, of which the request shares `kept` actions), leaving the stored game as it is. The same write
 * again (after an answer that was lost) follows it.
 */
function checkFollows(
  code: string,
  head: z.infer<typeof headSchema>,
  known: KnownLog,
  kept: number,
  request: SaveRequest,
): void {
  if (head.action_count !== known.actions.length)
    throw new Error(
      `${code}: the stored game (${head.action_count} actions, revision ${head.revision}) is not the one this write of revision ${request.revision} follows (${known.actions.length} actions): another process has played it since`,
    );
  const again = head.revision === request.revision && kept === known.actions.length && kept === request.actions.length;
  if (head.revision >= request.revision && !again)
    throw new Error(
      `${code}: revision ${head.revision} is stored, and this write is of revision ${request.revision}: a write never replaces one as new or newer`,
    );
}

/**
 * Every online game in PostgreSQL (pgSchema.ts): a row per game in `games` (seats, setup, revision, whether it is
 * over) and a row per action in `game_actions`, keyed by game and index. A write adds the actions played since the
 * last one (an Undo takes the undone rows back first) and moves the game's revision, in one transaction committed
 * before it resolves, so the room answers a move only once the move is in the database. A write is refused when the
 * log its process last read or wrote is not the one stored (another process played the game since), and when its
 * revision is not newer than the stored one (unless it is the same write again); a process holding no log of the
 * game (it never read it, or its last write failed) writes on from the log as stored. The unique (game, index) key
 * refuses a second row at an index whatever the store does.
 */
export class PgGameStore implements GameStore {
  private readonly queues = new WriteQueues();
  private readonly logs = new Map<string, KnownLog>();

  private constructor(
    private readonly pool: pg.Pool,
    readonly description: string,
  ) {}

  /** Connects and applies the migrations the database lacks; fails (never hangs) when it cannot. */
  static async open(url: string): Promise<PgGameStore> {
    const description = describeDatabase(url);
    const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: CONNECT_MS });
    // A connection the pool holds idle can break (the database restarted): the pool drops it and opens another.
    pool.on('error', (error) => console.warn(`${description}: an idle connection failed: ${error.message}`));
    try {
      await migrate(pool);
    } catch (error) {
      await pool.end();
      throw new Error(`cannot use ${description}: ${error instanceof Error ? error.message : String(error)}`);
    }
    return new PgGameStore(pool, description);
  }

  async codes(): Promise<string[]> {
    const { rows } = await this.pool.query('SELECT code FROM games ORDER BY created_at');
    return z
      .array(codeRowSchema)
      .parse(rows)
      .map((row) => row.code)
      .filter((code) => roomCodeSchema.safeParse(code).success);
  }

  async has(code: string): Promise<boolean> {
    return ((await this.pool.query('SELECT 1 FROM games WHERE code = $1', [code])).rowCount ?? 0) > 0;
  }

  writeSeats(seats: SeatsFile): Promise<void> {
    return this.queues.queued(seats.code, () =>
      this.pool.query(
        `INSERT INTO games (code, seats) VALUES ($1, $2)
         ON CONFLICT (code) DO UPDATE SET seats = EXCLUDED.seats, updated_at = now()`,
        [seats.code, JSON.stringify(seats)],
      ),
    );
  }

  writeGame(seats: SeatsFile, request: SaveRequest, writer: string): Promise<void> {
    return this.queues.queued(seats.code, () => this.writeLog(seats.code, request, writer));
  }

  private async writeLog(code: string, request: SaveRequest, writer: string): Promise<void> {
    const botPlayed = new Set(request.botPlayed);
    try {
      await inTransaction(this.pool, 'BEGIN', async (client) => {
        const found = await client.query(
          'SELECT revision, action_count, setup IS NULL AS unset FROM games WHERE code = $1 FOR UPDATE',
          [code],
        );
        if (found.rows.length === 0) throw new Error(`${code}: the game's seats were never written`);
        const head = headSchema.parse(found.rows[0]);
        const known = this.logs.get(code) ?? (await storedLog(client, code));
        const kept = sharedLength(known, request.actions, botPlayed);
        checkFollows(code, head, known, kept, request);
        await this.replaceTail(client, code, request, kept, known.actions.length, botPlayed);
        await client.query(
          `UPDATE games SET setup = COALESCE(setup, $2), revision = $3, action_count = $4, finished = $5, writer = $6,
             updated_at = now() WHERE code = $1`,
          [
            code,
            head.unset ? JSON.stringify(request.setup) : null,
            request.revision,
            request.actions.length,
            request.state.phase === 'over',
            writer,
          ],
        );
      });
    } catch (error) {
      // What landed is unknown (a commit whose answer was lost): the next write starts from the log as stored.
      this.logs.delete(code);
      throw error;
    }
    this.remember(code, request.actions, (index) => botPlayed.has(index), request.state.phase === 'over');
  }

  /** Deletes the stored actions from `kept` on (an Undo took them back) and adds the request's from there. */
  private async replaceTail(
    client: pg.PoolClient,
    code: string,
    request: SaveRequest,
    kept: number,
    stored: number,
    botPlayed: ReadonlySet<number>,
  ): Promise<void> {
    if (kept < stored) await client.query('DELETE FROM game_actions WHERE game = $1 AND index >= $2', [code, kept]);
    const added = request.actions.slice(kept);
    if (added.length === 0) return;
    await client.query(
      `INSERT INTO game_actions (game, index, action, bot_played)
       SELECT $1, * FROM unnest($2::integer[], $3::text[], $4::boolean[])`,
      [
        code,
        added.map((_, offset) => kept + offset),
        added.map((action) => JSON.stringify(action)),
        added.map((_, offset) => botPlayed.has(kept + offset)),
      ],
    );
  }

  /**
   * Keeps the log of a game being played, so that its next write sends only what changed; a finished game's is
   * let go of (no room plays it on), so that the store holds the logs of the games being played only.
   */
  private remember(
    code: string,
    actions: readonly unknown[],
    botPlayed: (index: number) => boolean,
    over: boolean,
  ): void {
    if (over) this.logs.delete(code);
    else this.logs.set(code, { actions, botPlayed: actions.map((_, index) => botPlayed(index)) });
  }

  /** A stored game, read in one snapshot of the database and checked as a save file is, then replayed once. */
  async read(code: string): Promise<StoreRead> {
    const stored = await inTransaction(this.pool, 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY', async (client) => {
      const game = await client.query('SELECT seats, setup, revision, action_count FROM games WHERE code = $1', [code]);
      const actions = await client.query(
        'SELECT index, action, bot_played FROM game_actions WHERE game = $1 ORDER BY index',
        [code],
      );
      return { game: game.rows[0] as unknown, actions: actions.rows as unknown };
    });
    if (stored.game === undefined) return { ok: false, message: `${code}: no such game in ${this.description}` };
    const game = gameRowSchema.safeParse(stored.game);
    const actions = z.array(actionRowSchema).safeParse(stored.actions);
    if (!game.success || !actions.success) return { ok: false, message: `${code}: its rows are not a game's` };
    return this.rebuild(code, game.data, actions.data);
  }

  private rebuild(
    code: string,
    game: z.infer<typeof gameRowSchema>,
    rows: readonly z.infer<typeof actionRowSchema>[],
  ): StoreRead {
    const seats = readSeats(Buffer.from(game.seats, 'utf8'), code, `${code} (games.seats)`);
    if (!seats.ok) return seats;
    if (game.setup === null) return { ok: false, message: `${code}: no move of it was ever written` };
    const setup = this.setupOf(code, game.setup);
    if (!setup.ok) return setup;
    if (rows.length !== game.action_count || rows.some((row, position) => row.index !== position))
      return {
        ok: false,
        message: `${code}: its log does not hold the ${game.action_count} actions its game row counts`,
      };
    const actions: Action[] = [];
    for (const row of rows) {
      const source = `${code} (game_actions ${row.index})`;
      const json = parseColumn(row.action, source, ACTION_LIMITS);
      if (!json.ok) return { ok: false, message: json.error.message };
      const action = engineSaveCodec.actionSchema.safeParse(json.value);
      if (!action.success)
        return { ok: false, message: `${source}: not a valid action: ${describeIssues(action.error)}` };
      actions.push(action.data);
    }
    const botPlayed = rows.filter((row) => row.bot_played).map((row) => row.index);
    let history: ReturnType<typeof buildHistory>;
    try {
      history = buildHistory(setup.setup, actions, botPlayed);
    } catch (error) {
      return {
        ok: false,
        message: `${code}: the game cannot be rebuilt: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    const last = history.entries.at(-1)?.after ?? history.initial;
    this.remember(code, actions, (index) => rows[index]?.bot_played === true, last.phase === 'over');
    return {
      ok: true,
      game: { seats: seats.seats, setup: setup.setup, history, revision: game.revision, over: last.phase === 'over' },
    };
  }

  private setupOf(
    code: string,
    text: string,
  ): { readonly ok: true; readonly setup: GameSetup } | { readonly ok: false; readonly message: string } {
    const source = `${code} (games.setup)`;
    const json = parseColumn(text, source, SAVE_LIMITS);
    if (!json.ok) return { ok: false, message: json.error.message };
    const setup = engineSaveCodec.setupSchema.safeParse(json.value);
    if (!setup.success)
      return { ok: false, message: `${source}: the game setup is invalid: ${describeIssues(setup.error)}` };
    return { ok: true, setup: setup.data };
  }

  flush(): Promise<void> {
    return this.queues.flush();
  }

  async close(): Promise<void> {
    await this.queues.flush();
    // The pool's end resolves once it has let go of its connections, before each has finished closing: wait for
    // those too, so that nothing of the store is still talking to the database once it is closed.
    const open = this.pool.totalCount;
    let removed = 0;
    const closed = new Promise<void>((resolve) => {
      if (open === 0) resolve();
      this.pool.on('remove', () => {
        removed += 1;
        if (removed === open) resolve();
      });
    });
    await this.pool.end();
    await closed;
  }
}
