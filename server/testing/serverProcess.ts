// The online server as its own process, started as `npm run server` starts it, for tests that kill it (kill -9).
import { spawn, type ChildProcess } from 'node:child_process';

const STARTED = /listening on (ws:\/\/\S+) \(games in (.*); (\d+) unfinished/;

export interface ServerProcess {
  readonly url: string;
  /** Where it said it keeps the games (a folder, or a database). */
  readonly store: string;
  /** The unfinished games it found (each opens when its players come back). */
  readonly unfinished: number;
  readonly pid: number;
  /** Kills it at once, with no chance to write or close anything (SIGKILL). */
  kill(): Promise<void>;
}

/** `database`: the PostgreSQL URL it is given as DATABASE_URL; without, it keeps its games in `dataDir`. */
export function startServerProcess(
  dataDir: string,
  extra: readonly string[] = [],
  database?: string,
): Promise<ServerProcess> {
  // Whatever database the test run's own environment names, a server of a test uses only the one it is given.
  const { DATABASE_URL: _ignored, ...environment } = process.env;
  const child: ChildProcess = spawn(
    process.execPath,
    ['scripts/run-tool.mjs', 'server/main.ts', '--port', '0', '--data', dataDir, ...extra],
    {
      // Tests and tools run from the repository's root (npm run, vitest), where run-tool.mjs is found.
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: database === undefined ? environment : { ...environment, DATABASE_URL: database },
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer): void => {
      output += chunk.toString('utf8');
      const started = STARTED.exec(output);
      if (!started) return;
      child.stdout?.off('data', read);
      child.stdout?.resume();
      resolve({
        url: started[1] as string,
        store: started[2] as string,
        unfinished: Number(started[3]),
        pid: child.pid as number,
        kill: async () => {
          child.kill('SIGKILL');
          await exited;
        },
      });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it started:\n${output}`)));
  });
}
