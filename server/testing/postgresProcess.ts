// A PostgreSQL server of the test's own: a cluster initdb makes in a temporary folder, listening on a free loopback
// port and a socket in that folder, deleted with the folder when the test stops it.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterEach, type TestContext } from 'vitest';
import { PgGameStore } from '../pgGameStore.js';
import { freePort } from './redisProcess.js';

const hasServer = (folder: string): boolean =>
  existsSync(join(folder, 'postgres')) && existsSync(join(folder, 'initdb'));

/**
 * The folder of the newest PostgreSQL server's programs (initdb, postgres): Debian's `/usr/lib/postgresql/<version>/bin`
 * (not on PATH there), else a folder of PATH; null when the machine has none.
 */
function postgresPrograms(): string | null {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root) : [];
  const newest = versions
    .filter((version) => hasServer(join(root, version, 'bin')))
    .sort((left, right) => Number(right) - Number(left))[0];
  if (newest !== undefined) return join(root, newest, 'bin');
  return (process.env.PATH ?? '').split(delimiter).find((folder) => folder !== '' && hasServer(folder)) ?? null;
}

/** Why the PostgreSQL tests cannot run here, or null when they can. */
const POSTGRES_MISSING =
  postgresPrograms() === null
    ? 'no PostgreSQL server here (initdb and postgres: Debian package postgresql, /usr/lib/postgresql/<version>/bin)'
    : null;

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user the Debian package makes. */
function runAs(): { uid: number; gid: number } | Record<string, never> {
  if (process.getuid?.() !== 0) return {};
  try {
    const id = (flag: string): number => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new Error('running as root, and there is no postgres user for PostgreSQL to run as');
  }
}

interface PostgresProcess {
  /** A new, empty database of this server, its URL. */
  freshDatabase(): Promise<string>;
  stop(): Promise<void>;
}

const USER = 'saltfjord';
let databases = 0;

async function startPostgres(): Promise<PostgresProcess> {
  const programs = postgresPrograms();
  if (programs === null) throw new Error(POSTGRES_MISSING ?? 'no PostgreSQL');
  const user = runAs();
  const folder = await mkdtemp(join(tmpdir(), 'saltfjord-pg-'));
  if ('uid' in user) await chown(folder, user.uid, user.gid);
  const data = join(folder, 'data');
  await promisify(execFile)(
    join(programs, 'initdb'),
    ['-D', data, '-U', USER, '--auth=trust', '-E', 'UTF8', '--no-sync'],
    user,
  );
  const port = await freePort();
  // fsync off: the tests kill the game server, never the database or the machine, and a commit is still done (and
  // seen by every connection) before it is answered.
  const child = spawn(
    join(programs, 'postgres'),
    ['-D', data, '-k', folder, '-h', '127.0.0.1', '-p', String(port), '-c', 'fsync=off'],
    { ...user, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`postgres exited (${code}):\n${output}`)));
  });
  const url = (database: string): string => `postgres://${USER}@127.0.0.1:${port}/${database}`;
  return {
    freshDatabase: async () => {
      databases += 1;
      const name = `saltfjord_${process.pid}_${databases}`;
      const admin = new pg.Client({ connectionString: url('postgres') });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      return url(name);
    },
    stop: async () => {
      // SIGINT: PostgreSQL's fast shutdown, which does not wait for clients to disconnect.
      child.kill('SIGINT');
      await exited;
      await rm(folder, { recursive: true, force: true });
    },
  };
}

export interface TestDatabases {
  /** A new, empty database's URL; skips the test, saying why, where no PostgreSQL server is installed. */
  fresh(context: TestContext): Promise<string>;
  /** Stops the server, if a test started it. */
  stop(): Promise<void>;
}

/** One PostgreSQL server for a test file, started when its first test asks for a database. */
export function testDatabases(): TestDatabases {
  let server: Promise<PostgresProcess> | null = null;
  return {
    fresh: async (context) => {
      if (POSTGRES_MISSING !== null) context.skip(POSTGRES_MISSING);
      server ??= startPostgres();
      return (await server).freshDatabase();
    },
    stop: async () => {
      if (server !== null) await (await server).stop();
    },
  };
}

/** Opens PostgreSQL stores for a test file's tests: each store is closed after the test that opened it. */
export function pgStoresClosedAfterEach(): (url: string) => Promise<PgGameStore> {
  const opened: PgGameStore[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
  });
  return async (url) => {
    const store = await PgGameStore.open(url);
    opened.push(store);
    return store;
  };
}
