import { MEDALS, type Medal } from '../engine/data/index.js';

/** RULES §13.2: choosing medal thresholds from the strongest bot's solo scores (used by `npm run calibrate`). */

/** Share of the strongest bot's games that should reach each medal (RULES §13.2). */
export const TARGET_SHARE: Readonly<Record<Medal, number>> = {
  bronze: 0.9,
  silver: 0.6,
  gold: 0.25,
  fjordMaster: 0.05,
};
/** Thresholds are whole multiples of this (RULES §13.2 "to whole 5s"). */
const STEP = 5;

export function shareReaching(scores: readonly number[], threshold: number): number {
  return scores.filter((s) => s >= threshold).length / scores.length;
}

/** Nearest-rank percentile of sorted scores. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

/** For each medal the multiple of 5 whose share is closest to the target (the higher one on a tie), rising strictly. */
export function chooseThresholds(scores: readonly number[]): Record<Medal, number> {
  // Room above the best score for every medal, so that the thresholds can always rise strictly.
  const top = Math.ceil(Math.max(...scores) / STEP) * STEP + STEP * MEDALS.length;
  const out = {} as Record<Medal, number>;
  let floor = -Infinity;
  MEDALS.forEach((medal, m) => {
    const ceiling = top - STEP * (MEDALS.length - 1 - m);
    let best = NaN;
    for (let threshold = 0; threshold <= ceiling; threshold += STEP) {
      if (threshold <= floor) continue;
      const miss = Math.abs(shareReaching(scores, threshold) - TARGET_SHARE[medal]);
      if (Number.isNaN(best) || miss <= Math.abs(shareReaching(scores, best) - TARGET_SHARE[medal])) best = threshold;
    }
    out[medal] = best;
    floor = best;
  });
  return out;
}
