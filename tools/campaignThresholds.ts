import { CAMPAIGN_FIRST_BRONZE, MEDALS, type Medal } from '../engine/data/index.js';
import { percentile } from './calibration.js';

/**
 * RULES §13.4, "a learning curve for people": challenge 1 asks Bronze 40 (a newcomer's first careful game), Silver the
 * quick-solo Bronze, Gold the quick-solo Silver and Fjord master the quick-solo Gold; the last challenge asks the
 * quick-solo ladder itself, and every threshold rises evenly from one to the other, in whole 5s. The rule needs no
 * games: the quick-solo ladder (measured with the bots, §13.2) fixes the campaign's. `npm run calibrate -- --campaign
 * --thresholds` prints it beside the data, and with `--games N` how the easy, medium and hard bots score on each deal.
 */

export const GRADING_BOTS = ['easy', 'medium', 'hard'] as const;
export type GradingBot = (typeof GRADING_BOTS)[number];

export type Thresholds = Readonly<Record<Medal, number>>;

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
  return {
    games: sorted.length,
    mean: Math.round(mean * 10) / 10,
    p10: at(10),
    p25: at(25),
    p50: at(50),
    p75: at(75),
    p90: at(90),
  };
}

/** One challenge's score distributions, one per grading bot. */
export type ChallengeDistributions = Readonly<Record<GradingBot, ScoreDistribution>>;

/** Challenge 1's thresholds: Bronze 40, and each higher medal the quick-solo threshold one step below it. */
export function firstChallengeThresholds(quickSolo: Thresholds): Thresholds {
  return {
    bronze: CAMPAIGN_FIRST_BRONZE,
    silver: quickSolo.bronze,
    gold: quickSolo.silver,
    fjordMaster: quickSolo.gold,
  };
}

/** The thresholds of `count` challenges in campaign order: from challenge 1's evenly to the quick-solo ladder, in whole 5s. */
export function campaignThresholds(quickSolo: Thresholds, count: number): Thresholds[] {
  const first = firstChallengeThresholds(quickSolo);
  return Array.from({ length: count }, (_, k) => {
    const along = count === 1 ? 1 : k / (count - 1);
    const thresholds = {} as Record<Medal, number>;
    let below = -Infinity;
    for (const medal of MEDALS) {
      const value = Math.round((first[medal] + (quickSolo[medal] - first[medal]) * along) / STEP) * STEP;
      // The medals of one challenge rise strictly, even where rounding brings two together.
      thresholds[medal] = Math.max(value, below + STEP);
      below = thresholds[medal];
    }
    return thresholds;
  });
}
