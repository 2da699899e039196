import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { playSimGames, type GameRecord, type SimOptions } from './simulate.js';

/**
 * `--workers N` for the simulation tools: the games (numbered from `firstGame`, `--first`) are split into N
 * contiguous ranges, each played in a worker_thread running this same bundled tool file. The records are the same as
 * one thread would produce (every game is seeded by its number), only sooner.
 */

interface RangeJob {
  readonly games: number;
  readonly seats: readonly string[];
  readonly seed: number | string;
  readonly first: number;
  readonly options: SimOptions;
}

export async function playSimGamesInParallel(
  games: number,
  seats: readonly string[],
  seed: number | string,
  options: SimOptions,
  workers: number,
  onGame?: (record: GameRecord) => void,
  firstGame = 0,
): Promise<GameRecord[]> {
  if (workers <= 1) return playSimGames(games, seats, seed, options, firstGame, onGame);
  const share = Math.ceil(games / workers);
  const jobs: RangeJob[] = [];
  for (let offset = 0; offset < games; offset += share) {
    jobs.push({ games: Math.min(share, games - offset), seats, seed, options, first: firstGame + offset });
  }
  const parts = await Promise.all(
    jobs.map(
      (job) =>
        new Promise<GameRecord[]>((resolve, reject) => {
          const worker = new Worker(new URL(import.meta.url), { workerData: job });
          const records: GameRecord[] = [];
          worker.on('message', (record: GameRecord) => {
            records.push(record);
            onGame?.(record);
          });
          worker.on('error', reject);
          worker.on('exit', (code) =>
            code === 0 ? resolve(records) : reject(new Error(`simulation worker exited with code ${code}`)),
          );
        }),
    ),
  );
  return parts.flat().sort((a, b) => a.game - b.game);
}

/** In a worker thread started above: plays the range, sending each record back. Returns false on the main thread. */
export function serveSimWorker(): boolean {
  if (isMainThread || !parentPort) return false;
  const job = workerData as RangeJob;
  const port = parentPort;
  playSimGames(job.games, job.seats, job.seed, job.options, job.first, (record) => port.postMessage(record));
  return true;
}
