import pg from 'pg';
import { z } from 'zod';
import type { Action, GameSetup } from '../engine/index.js';
import { buildHistory, type SaveRequest } from '../engine/session/index.js';
import { describeIssues, engineSaveCodec, parseJsonBytes, SAVE_LIMITS, type JsonLimits } from '../engine/save/index.js';
import { sharedLength } from './actionLog.js';
import { readSeats, type GameStore, type SeatsFile, type StoreRead } from './gameStore.js';
import { APPEND_SQL, appendedRows, foldLog, LOG_ROWS_SQL, type LoggedAction, logRowSchema } from './pgGameLog.js';
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
const headSchema = z.strictObject({ revision: z.number().int().min(-1), action_count: z.number().int().min(0) });
const gameRowSchema = z.strictObject({
  seats: z.string(),
  setup: z.string().nullable(),
  revision: z.number().int().min(-1),
  action_count: z.number().int().min(0).max(SAVE_LIMITS.maxActions),
});
const codeRowSchema = z.strictObject({ code: z.string() });

/** A game's action log as this process last read or wrote it, or as stored: what the next write adds to. */
interface KnownLog {
  /** The game's revision with this log: a write follows only the game stored at it. */
  readonly revision: number;
  readonly actions: readonly unknown[];
  readonly botPlayed: readonly boolean[];
}
/** Stands for a stored action that cannot be read: equal to no action, so a write replaces it. */
const UNREADABLE = Symbol('unreadable action');

/** A JSON value read from a column, parsed under the limits a file's would be (`source` names it for the message). */
function parseColumn(text: string, source: string, limits: JsonLimits): ReturnType<typeof parseJsonBytes> {
  return parseJsonBytes(Buffer.from(text, 'utf8'), source, limits);
}

/** The log of `code` as stored, for a write of a game this process has not read (or whose last write failed). */
async function storedLog(client: pg.PoolClient, code: string, revision: number): Promise<KnownLog> {
  const folded = foldLog(code, z.array(logRowSchema).parse((await client.query(LOG_ROWS_SQL, [code])).rows));
  if (!folded.ok) throw new Error(folded.message);
  return {
    revision,
    actions: folded.actions.map((logged) => {
      const json = parseColumn(logged.json, logged.source, ACTION_LIMITS);
      return json.ok ? json.value : UNREADABLE;
    }),
    botPlayed: folded.actions.map((logged) => logged.botPlayed),
  };
}

/**
 * Why a write of `request` on the log `known` did not land: the stored game, `head` now, is not the one it follows.
 * The same write again (after an answer that was lost, `again`) follows the revision it stored.
 */
function refusal(
  code: string,
  head: z.infer<typeof headSchema> | undefined,
  known: KnownLog,
  again: boolean,
  request: SaveRequest,
): Error {
  if (head === undefined) return new Error(`${code}: the game's seats were never written`);
  if (head.action_count !== known.actions.length || head.revision !== known.revision)
    return new Error(
      `${code}: the stored game (${head.action_count} actions, revision ${head.revision}) is not the one this write of revision ${request.revision} follows (${known.actions.length} actions, revision ${known.revision}): another process has played it since`,
    );
  if (head.revision > request.revision || (head.revision === request.revision && !again))
    return new Error(
      `${code}: revision ${head.revision} is stored, and this write is of revision ${request.revision}: a write never replaces one as new or newer`,
    );
  // The head it did not follow was moved on again before it was read here.
  return new Error(`${code}: the stored game changed while this write of revision ${request.revision} was made`);
}

/** A write of a game: its request, the indexes of the actions a bot played for a person, and its room's id. */
interface LogWrite {
  readonly request: SaveRequest;
  readonly botPlayed: ReadonlySet<number>;
  readonly writer: string;
}

/**
 * Lands `write` on the log `known` (the one this process holds, or the one stored) in one statement, or throws why
 * it does not follow the stored game, leaving that as it is. `setup` is stored if the game has none yet.
 */
async function append(
  database: pg.Pool | pg.PoolClient,
  code: string,
  known: KnownLog,
  write: LogWrite,
  setup: string | null,
): Promise<void> {
  const { request, botPlayed } = write;
  const kept = sharedLength(known.actions, (index) => known.botPlayed[index] === true, request.actions, botPlayed);
  const again = kept === known.actions.length && kept === request.actions.length;
  const rows = appendedRows(request.actions, botPlayed, kept, known.actions.length);
  const landed = await database.query(APPEND_SQL, [
    code,
    setup,
    request.revision,
    request.actions.length,
    request.state.phase === 'over',
    write.writer,
    known.actions.length,
    known.revision,
    again,
    rows.keeps,
    rows.actions,
    rows.botPlayed,
  ]);
  if (landed.rows.length > 0) return;
  const head = (await database.query('SELECT revision, action_count FROM games WHERE code = $1', [code])).rows[0];
  throw refusal(code, head === undefined ? undefined : headSchema.parse(head), known, again, request);
}

/**
 * Every online game in PostgreSQL (pgSchema.ts): a row per game in `games` (seats, setup, revision, action count,
 * whether it is over) and its action log in the append-only `game_log` (pgGameLog.ts). A write appends the actions
 * played since the last one (after an Undo, from the last one they share; an Undo alone appends a row that only takes
 * actions back) and moves the game's revision, committed before it resolves, so the room answers a move only once the
 * move is in the database: one statement when this process holds the game's log. A write is refused when the log its
 * process last read or wrote is not the one stored (another process played the game since), and when its revision is
 * not newer than the stored one (unless it is the same write again); a process holding no log of the game (it never
 * read it, or its last write failed) writes on from the log as stored. The (game, revision, keep) key refuses a
 * second row at a place of a revision whatever the store does.
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

  async unfinishedCodes(): Promise<string[]> {
    const { rows } = await this.pool.query('SELECT code FROM games WHERE NOT finished ORDER BY created_at');
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
    const write: LogWrite = { request, botPlayed: new Set(request.botPlayed), writer };
    const known = this.logs.get(code);
    try {
      // A process holds a game's log only once a write of it landed or it was read, so the game has its setup.
      if (known !== undefined) await append(this.pool, code, known, write, null);
      else
        await inTransaction(this.pool, 'BEGIN', async (client) => {
          // Locked before its log is read, so that no other process's write lands between the two.
          const head = await client.query('SELECT revision FROM games WHERE code = $1 FOR UPDATE', [code]);
          const revision = z.array(headSchema.pick({ revision: true })).parse(head.rows)[0]?.revision ?? -1;
          const stored = await storedLog(client, code, revision);
          await append(client, code, stored, write, JSON.stringify(request.setup));
        });
    } catch (error) {
      // What landed is unknown (a commit whose answer was lost): the next write starts from the log as stored.
      this.logs.delete(code);
      throw error;
    }
    const over = request.state.phase === 'over';
    this.remember(code, { ...request, over }, (index) => write.botPlayed.has(index));
  }

  /**
   * Keeps the log of a game being played, so that its next write sends only what changed; a finished game's is
   * let go of (no room plays it on), so that the store holds the logs of the games being played only.
   */
  private remember(
    code: string,
    game: { readonly revision: number; readonly actions: readonly unknown[]; readonly over: boolean },
    botPlayed: (index: number) => boolean,
  ): void {
    const { revision, actions, over } = game;
    if (over) this.logs.delete(code);
    else this.logs.set(code, { revision, actions, botPlayed: actions.map((_, index) => botPlayed(index)) });
  }

  /** A stored game, read in one snapshot of the database and checked as a save file is, then replayed once. */
  async read(code: string): Promise<StoreRead> {
    const stored = await inTransaction(this.pool, 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY', async (client) => {
      const game = await client.query('SELECT seats, setup, revision, action_count FROM games WHERE code = $1', [code]);
      const log = await client.query(LOG_ROWS_SQL, [code]);
      return { game: game.rows[0] as unknown, log: log.rows as unknown };
    });
    if (stored.game === undefined) return { ok: false, message: `${code}: no such game in ${this.description}` };
    const game = gameRowSchema.safeParse(stored.game);
    const rows = z.array(logRowSchema).safeParse(stored.log);
    if (!game.success || !rows.success) return { ok: false, message: `${code}: its rows are not a game's` };
    const log = foldLog(code, rows.data);
    if (!log.ok) return log;
    return this.rebuild(code, game.data, log.actions);
  }

  private rebuild(code: string, game: z.infer<typeof gameRowSchema>, logged: readonly LoggedAction[]): StoreRead {
    const seats = readSeats(Buffer.from(game.seats, 'utf8'), code, `${code} (games.seats)`);
    if (!seats.ok) return seats;
    if (game.setup === null) return { ok: false, message: `${code}: no move of it was ever written` };
    const setup = this.setupOf(code, game.setup);
    if (!setup.ok) return setup;
    if (logged.length !== game.action_count)
      return {
        ok: false,
        message: `${code}: its log does not hold the ${game.action_count} actions its game row counts`,
      };
    const actions: Action[] = [];
    for (const { json: text, source } of logged) {
      const json = parseColumn(text, source, ACTION_LIMITS);
      if (!json.ok) return { ok: false, message: json.error.message };
      const action = engineSaveCodec.actionSchema.safeParse(json.value);
      if (!action.success)
        return { ok: false, message: `${source}: not a valid action: ${describeIssues(action.error)}` };
      actions.push(action.data);
    }
    const botPlayed = logged.flatMap((action, index) => (action.botPlayed ? [index] : []));
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
    const over = last.phase === 'over';
    this.remember(code, { revision: game.revision, actions, over }, (index) => logged[index]?.botPlayed === true);
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
