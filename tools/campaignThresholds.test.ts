import { describe, expect, it } from 'vitest';
import { MEDALS, type Medal } from '../engine/data/index.js';
import { campaignThresholds, distributionOf, firstChallengeThresholds } from './campaignThresholds.js';

const QUICK_SOLO = { bronze: 80, silver: 100, gold: 130, fjordMaster: 160 };

describe('campaign thresholds for people (RULES §13.4)', () => {
  it('describes a score distribution by its mean and nearest-rank percentiles', () => {
    expect(distributionOf([50, 10, 40, 20, 30])).toEqual({
      games: 5,
      mean: 30,
      p10: 10,
      p25: 20,
      p50: 30,
      p75: 40,
      p90: 50,
    });
    expect(() => distributionOf([])).toThrow(/no scores/);
  });

  it('challenge 1 asks Bronze 40 and, for each higher medal, the quick-solo threshold one medal below it', () => {
    expect(firstChallengeThresholds(QUICK_SOLO)).toEqual({ bronze: 40, silver: 80, gold: 100, fjordMaster: 130 });
  });

  it('every threshold rises evenly, in whole 5s, from challenge 1 to the last, which asks the quick-solo ladder', () => {
    const derived = campaignThresholds(QUICK_SOLO, 12);
    expect(derived).toHaveLength(12);
    expect(derived[0]).toEqual({ bronze: 40, silver: 80, gold: 100, fjordMaster: 130 });
    expect(derived[11]).toEqual(QUICK_SOLO);
    // Bronze climbs 40 points in 11 steps of 40/11: 43.6 → 45, 47.3 → 45, 50.9 → 50, …
    expect(derived.map((t) => t.bronze)).toEqual([40, 45, 45, 50, 55, 60, 60, 65, 70, 75, 75, 80]);
    for (const thresholds of derived) {
      for (const medal of MEDALS) expect(thresholds[medal] % 5).toBe(0);
      MEDALS.slice(1).forEach((medal, m) => expect(thresholds[medal]).toBeGreaterThan(thresholds[MEDALS[m] as Medal]));
    }
  });
});
