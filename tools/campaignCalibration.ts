import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { z } from 'zod';
import {
  CAMPAIGN,
  MEDALS,
  MEDAL_THRESHOLDS,
  NEW_GAME_EDITION,
  type Challenge,
  type Medal,
} from '../engine/data/index.js';
import { finalScore, type GameSetup } from '../engine/index.js';
import { parseSeats, botChooser } from './simulate.js';
import { playGame } from './playout.js';
import { round3 } from './format.js';

/**
 * `npm run calibrate -- --campaign`: plays each campaign challenge (its fixed deal, scoring tiles and task; solo) with
 * one bot under several bot seeds, for one or more candidate deal seeds per challenge, and picks the seeds that make
 * the campaign gentle to hard (RULES §13.4: every challenge winnable by the hard bot, later ones harder).
 * The deal is fixed by the challenge's seed; what varies between runs of one candidate is only the bot's own seed
 * (its samples of the hidden stacks), so the figures measure the deal, not the luck of the draw.
 */

/** One game to play: challenge `challenge` dealt from `seed`, the bot seeded by `run`. */
export interface CampaignGame {
  readonly challenge: number;
  readonly candidate: number;
  readonly seed: string;
  readonly run: number;
}

export interface CampaignGameResult extends CampaignGame {
  /** Null when the game failed (the problem is in `problem`). */
  readonly score: number | null;
  readonly taskMet: boolean;
  readonly problem: string | null;
}

/**
 * The deal seed of candidate `candidate` for challenge `index` (0-based): candidate 0 is the seed in the data file, so
 * the current campaign is always measured; the others are fresh seeds in the same style (`saltfjord-07-a`, `-b`, …,
 * `-z`, `-aa`, …), skipping the one the data file already holds so that no deal is measured twice.
 */
export function candidateSeed(index: number, candidate: number): string {
  const challenge = CAMPAIGN[index] as Challenge;
  if (candidate === 0) return challenge.seed;
  const fresh = (n: number): string => `saltfjord-${String(index + 1).padStart(2, '0')}-${letters(n)}`;
  const taken = Array.from({ length: candidate }, (_, i) => fresh(i + 1)).includes(challenge.seed);
  return fresh(taken ? candidate + 1 : candidate);
}

/** 1 → a, 26 → z, 27 → aa (spreadsheet columns). */
function letters(n: number): string {
  return n <= 0 ? '' : letters(Math.floor((n - 1) / 26)) + String.fromCharCode(97 + ((n - 1) % 26));
}

export function challengeSetup(challenge: Challenge, seed: string, bot: string): GameSetup {
  return {
    seats: [{ name: `Campaign (${bot})`, kind: 'bot', bot }],
    seed,
    edition: NEW_GAME_EDITION,
    villageSide: challenge.villageSide,
    variant: 'basic',
    scoringTiles: challenge.scoringTiles,
    medalThresholds: challenge.thresholds,
    challenge: challenge.id,
    task: challenge.task,
  };
}

function playCampaignGame(game: CampaignGame, bot: string): CampaignGameResult {
  const challenge = CAMPAIGN[game.challenge] as Challenge;
  const levels = parseSeats([bot]);
  try {
    const playout = playGame(
      challengeSetup(challenge, game.seed, bot),
      botChooser(levels, `campaign:${game.seed}:${game.run}`),
    );
    if (playout.problems.length > 0)
      return { ...game, score: null, taskMet: false, problem: playout.problems[0] ?? null };
    const score = finalScore(playout.state);
    return { ...game, score: score.players[0]?.total ?? null, taskMet: score.solo?.taskMet === true, problem: null };
  } catch (error) {
    return { ...game, score: null, taskMet: false, problem: String(error) };
  }
}

/** Candidates `firstCandidate` .. `candidates - 1` of each challenge, each played `runs` times. */
export function campaignGames(
  challenges: readonly number[],
  candidates: number,
  runs: number,
  firstCandidate = 0,
): CampaignGame[] {
  const games: CampaignGame[] = [];
  for (const challenge of challenges) {
    for (let candidate = firstCandidate; candidate < candidates; candidate++) {
      for (let run = 0; run < runs; run++)
        games.push({ challenge, candidate, seed: candidateSeed(challenge, candidate), run });
    }
  }
  return games;
}

/** A run saved by `--save`: read back (validated, it is a file) by `--results` to re-score it against new thresholds. */
const savedRunSchema = z.object({
  bot: z.string(),
  results: z.array(
    z.object({
      challenge: z
        .number()
        .int()
        .min(0)
        .max(CAMPAIGN.length - 1),
      candidate: z.number().int().min(0),
      seed: z.string(),
      run: z.number().int().min(0),
      score: z.number().nullable(),
      taskMet: z.boolean(),
      problem: z.string().nullable(),
    }),
  ),
});

export function readCampaignRun(text: string): { bot: string; results: CampaignGameResult[] } {
  const parsed = savedRunSchema.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new Error(`not a saved campaign calibration run: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}

interface CampaignWorkerJob {
  readonly kind: 'campaign';
  readonly bot: string;
  readonly games: readonly CampaignGame[];
}

/** Plays the games on `workers` threads (dealt round-robin, so each thread gets a mix of challenges). */
export async function playCampaignGames(
  games: readonly CampaignGame[],
  bot: string,
  workers: number,
  onGame?: (result: CampaignGameResult) => void,
): Promise<CampaignGameResult[]> {
  if (workers <= 1) {
    return games.map((game) => {
      const result = playCampaignGame(game, bot);
      onGame?.(result);
      return result;
    });
  }
  const shares = Array.from({ length: workers }, (_, w) => games.filter((_, i) => i % workers === w)).filter(
    (share) => share.length > 0,
  );
  const parts = await Promise.all(
    shares.map(
      (share) =>
        new Promise<CampaignGameResult[]>((resolve, reject) => {
          const job: CampaignWorkerJob = { kind: 'campaign', bot, games: share };
          const worker = new Worker(new URL(import.meta.url), { workerData: job });
          const results: CampaignGameResult[] = [];
          worker.on('message', (result: CampaignGameResult) => {
            results.push(result);
            onGame?.(result);
          });
          worker.on('error', reject);
          worker.on('exit', (code) =>
            code === 0 ? resolve(results) : reject(new Error(`campaign worker exited with code ${code}`)),
          );
        }),
    ),
  );
  const order = (r: CampaignGame): number => (r.challenge * 1000 + r.candidate) * 100_000 + r.run;
  return parts.flat().sort((a, b) => order(a) - order(b));
}

function isCampaignJob(data: unknown): data is CampaignWorkerJob {
  return typeof data === 'object' && data !== null && 'kind' in data && data.kind === 'campaign';
}

/** In a worker thread started by `playCampaignGames`: plays its share. False anywhere else (main thread, sim workers). */
export function serveCampaignWorker(): boolean {
  if (isMainThread || !parentPort || !isCampaignJob(workerData)) return false;
  const port = parentPort;
  for (const game of workerData.games) port.postMessage(playCampaignGame(game, workerData.bot));
  return true;
}

export interface CandidateSummary {
  readonly challenge: number;
  readonly id: string;
  readonly candidate: number;
  readonly seed: string;
  readonly games: number;
  readonly mean: number;
  readonly min: number;
  readonly max: number;
  /** Share of the games reaching each medal's threshold (at least that medal). */
  readonly medalRates: Readonly<Record<Medal, number>>;
  readonly taskRate: number;
  readonly failures: number;
}

export function summarizeCandidates(
  results: readonly CampaignGameResult[],
  thresholds: Readonly<Record<Medal, number>> = MEDAL_THRESHOLDS,
): CandidateSummary[] {
  const groups = new Map<string, CampaignGameResult[]>();
  for (const result of results) {
    const key = `${result.challenge}:${result.candidate}`;
    groups.set(key, [...(groups.get(key) ?? []), result]);
  }
  return [...groups.values()]
    .map((group) => {
      const first = group[0] as CampaignGameResult;
      const scores = group.flatMap((r) => (r.score === null ? [] : [r.score]));
      const share = (ok: (score: number) => boolean): number =>
        scores.length ? round3(scores.filter(ok).length / scores.length) : 0;
      return {
        challenge: first.challenge,
        id: (CAMPAIGN[first.challenge] as Challenge).id,
        candidate: first.candidate,
        seed: first.seed,
        games: group.length,
        mean: scores.length ? round3(scores.reduce((a, b) => a + b, 0) / scores.length) : 0,
        min: scores.length ? Math.min(...scores) : 0,
        max: scores.length ? Math.max(...scores) : 0,
        medalRates: Object.fromEntries(MEDALS.map((medal) => [medal, share((s) => s >= thresholds[medal])])) as Record<
          Medal,
          number
        >,
        taskRate: round3(group.filter((r) => r.taskMet).length / group.length),
        failures: group.length - scores.length,
      };
    })
    .sort((a, b) => a.challenge - b.challenge || a.candidate - b.candidate);
}

/** A challenge counts as winnable when the bot reaches at least Bronze in at least this share of its games. */
const WINNABLE_BRONZE_RATE = 0.5;
/** Later challenges may score this much above earlier ones (bot-seed noise of a few games) and still count as harder. */
const ORDER_TOLERANCE = 2;

/**
 * One candidate per challenge (in campaign order): every pick winnable, the means non-increasing from each challenge
 * to the next, and among those orders the one nearest (least squares) to an even descent from the gentlest winnable
 * deal of the first challenge to the hardest winnable deal of the last, so that the campaign starts gentle, ends hard
 * and has no cliff in between. Ties keep the lower-numbered candidate (the seed already in the data file). Null when
 * no such order exists among the candidates.
 */
export function chooseCampaign(summaries: readonly CandidateSummary[]): CandidateSummary[] | null {
  const byChallenge = winnableByChallenge(summaries);
  const challenges = [...new Set(summaries.map((s) => s.challenge))].sort((a, b) => a - b);
  const means = (k: number): number[] => (byChallenge.get(challenges[k] as number) ?? []).map((s) => s.mean);
  const last = challenges.length - 1;
  if (challenges.length === 0 || means(0).length === 0 || means(last).length === 0) return null;
  const gentlest = Math.max(...means(0));
  const hardest = Math.min(...means(last));
  const target = (k: number): number => (last === 0 ? gentlest : gentlest - ((gentlest - hardest) * k) / last);
  // best[option] = the nearest valid order from that option of challenge k to the last challenge.
  let best = new Map<CandidateSummary, CampaignOrder>();
  for (let k = last; k >= 0; k--) {
    const next = new Map<CandidateSummary, CampaignOrder>();
    for (const option of byChallenge.get(challenges[k] as number) ?? []) {
      const own = (option.mean - target(k)) ** 2;
      const order = k === last ? { cost: own, path: [option] } : nearestContinuation(option, own, best);
      if (order) next.set(option, order);
    }
    best = next;
  }
  return cheapestOrder(best.values())?.path ?? null;
}

/** An order of candidates from one challenge to the last, and its squared distance from the even descent. */
interface CampaignOrder {
  readonly cost: number;
  readonly path: CandidateSummary[];
}

/** The winnable candidates of each challenge, in the order of `summaries`. */
function winnableByChallenge(summaries: readonly CandidateSummary[]): Map<number, CandidateSummary[]> {
  const byChallenge = new Map<number, CandidateSummary[]>();
  for (const summary of summaries) {
    if (summary.failures > 0 || summary.medalRates.bronze < WINNABLE_BRONZE_RATE) continue;
    byChallenge.set(summary.challenge, [...(byChallenge.get(summary.challenge) ?? []), summary]);
  }
  return byChallenge;
}

/**
 * The nearest order that starts with `option` (its own cost `own`) and goes on with one of the `following` orders of
 * the next challenge that is no easier than it; null when every one of them is. The first of equal costs wins.
 */
function nearestContinuation(
  option: CandidateSummary,
  own: number,
  following: ReadonlyMap<CandidateSummary, CampaignOrder>,
): CampaignOrder | null {
  let chosen: CampaignOrder | null = null;
  for (const [next, tail] of following) {
    if (next.mean > option.mean + ORDER_TOLERANCE) continue;
    if (chosen === null || own + tail.cost < chosen.cost)
      chosen = { cost: own + tail.cost, path: [option, ...tail.path] };
  }
  return chosen;
}

/** The cheapest of `orders`, the first of equal costs; null when there is none. */
function cheapestOrder(orders: Iterable<CampaignOrder>): CampaignOrder | null {
  let answer: CampaignOrder | null = null;
  for (const order of orders) if (answer === null || order.cost < answer.cost) answer = order;
  return answer;
}
