import { describe, expect, it } from 'vitest';
import { chooseThresholds, percentile, shareReaching } from './calibration.js';

describe('medal calibration (RULES §13.2)', () => {
  it('picks the whole 5s whose shares come closest to 90/60/25/5 %', () => {
    // 100 scores 1..100: share reaching T is (101 - T) / 100.
    const scores = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(chooseThresholds(scores)).toEqual({ bronze: 10, silver: 40, gold: 75, fjordMaster: 95 });
    expect(shareReaching(scores, 40)).toBeCloseTo(0.61);
    expect(percentile(scores, 50)).toBe(50);
  });

  it('keeps the thresholds strictly rising even when the scores bunch up', () => {
    const thresholds = chooseThresholds([50, 50, 50, 50, 50, 50, 50, 50, 50, 50]);
    expect(thresholds.bronze).toBeLessThan(thresholds.silver);
    expect(thresholds.silver).toBeLessThan(thresholds.gold);
    expect(thresholds.gold).toBeLessThan(thresholds.fjordMaster);
    for (const value of Object.values(thresholds)) expect(value % 5).toBe(0);
  });
});
