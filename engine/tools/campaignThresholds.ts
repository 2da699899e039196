import { MEDALS, type Medal } from '../data/index.js';
import { percentile } from './calibration.js';

/**
 * RULES §13.4, "a learning curve for people": each challenge's medal thresholds, derived from how the shipped bots
 * score on that challenge's own deal. The reference score of a medal on a challenge is a measured bot score —
 * Bronze the easy bot's median, Silver the medium bot's median, Gold the hard bot's median, Fjord master the hard
 * bot's 90th percentile — capped at the quick-solo threshold. Challenge 1 asks for that reference; each later one
 * moves linearly from its own reference towards the quick-solo threshold, which the last challenge asks in full.
 * Every figure is rounded down to a whole 5 (so challenge 1's Bronze is at most the easy bot's median), never falls
 * from one challenge to the next, and the medals of one challenge rise strictly.
 */

export const GRADING_BOTS = ['easy', 'medium', 'hard'] as const;
export type GradingBot = (typeof GRADING_BOTS)[number];

export type Thresholds = Readonly<Record<Medal, number>>;

/** Which bot's score, and which percentile of it, each medal is measured against. */
export const MEDAL_REFERENCE: Readonly<Record<Medal, { readonly bot: GradingBot; readonly percentile: number }>> = {
  bronze: { bot: 'easy', percentile: 50 },
  silver: { bot: 'medium', percentile: 50 },
  gold: { bot: 'hard', percentile: 50 },
  fjordMaster: { bot: 'hard', percentile: 90 },
};

const STEP = 5;

export interface ScoreDistribution {
  readonly games: number;
  readonly mean: number;
  readonly p10: number;
  readonly p25: number;
  readonly p50: number;
  readonly p75: number;
  readonly p90: number;
}

export function distributionOf(scores: readonly number[]): ScoreDistribution {
  if (scores.length === 0) throw new Error('no scores to describe');
  const sorted = [...scores].sort((a, b) => a - b);
  const at = (p: number): number => percentile(sorted, p);
  const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
  return { games: sorted.length, mean: Math.round(mean * 10) / 10, p10: at(10), p25: at(25), p50: at(50), p75: at(75), p90: at(90) };
}

/** One challenge's score distributions, one per grading bot. */
export type ChallengeDistributions = Readonly<Record<GradingBot, ScoreDistribution>>;

function referenceScore(distributions: ChallengeDistributions, medal: Medal): number {
  const { bot, percentile: p } = MEDAL_REFERENCE[medal];
  const distribution = distributions[bot];
  return p === 50 ? distribution.p50 : p === 90 ? distribution.p90 : Number.NaN;
}

const roundDown = (x: number): number => Math.floor(x / STEP) * STEP;

/** The thresholds of every challenge, in campaign order, from their measured distributions (see the header). */
export function deriveCampaignThresholds(challenges: readonly ChallengeDistributions[], quickSolo: Thresholds): Thresholds[] {
  const last = challenges.length - 1;
  const out: Thresholds[] = [];
  challenges.forEach((distributions, k) => {
    const along = last === 0 ? 1 : k / last;
    const previous = out[k - 1];
    const thresholds = {} as Record<Medal, number>;
    let below = -Infinity;
    for (const medal of MEDALS) {
      const start = Math.min(quickSolo[medal], referenceScore(distributions, medal));
      const curve = k === last ? quickSolo[medal] : roundDown(start + (quickSolo[medal] - start) * along);
      const value = Math.max(curve, previous ? previous[medal] : -Infinity, below + STEP);
      thresholds[medal] = value;
      below = value;
    }
    out.push(thresholds);
  });
  return out;
}
