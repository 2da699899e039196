import { describe, expect, it } from 'vitest';
import { MEDAL_THRESHOLDS } from '../engine/data/index.js';
import { ladderRuns, median, medalLadderReport } from './ladderCalibration.js';
import type { SoloRun } from './soloCalibration.js';

/** A saved run of `bot`: games numbered from `first`, one per score. */
function run(bot: string, scores: readonly number[], first = 0, seed: number | string = 1): SoloRun {
  return {
    bot,
    seed,
    options: { edition: 2, tableRules: { passOccupied: false, openCrates: false }, variant: 'basic' },
    games: scores.map((total, i) => ({ game: first + i, total, decisions: 150 })),
    invariantViolations: 0,
    replayMismatches: 0,
    errors: 0,
    firstProblems: [],
  };
}

const tens = (from: number): number[] => Array.from({ length: 10 }, (_, i) => from + 10 * i);

describe('the quick-solo medal ladder of skill (RULES §13.2)', () => {
  it('the median is the middle score, or the mean of the two middle ones', () => {
    expect(median([1, 2, 9])).toBe(2);
    expect(median([1, 2, 4, 9])).toBe(3);
  });

  it("Bronze is the medium bot's median, Silver the hard bot's, Gold the expert's and Fjord master its 90th percentile, in whole 5s", () => {
    // medium 30..120 (median 76 → 75), hard 52..142 (median 97 → 95), expert 81..171 (median 126 → 125; p90 161 → 160).
    const report = medalLadderReport(
      ladderRuns([run('medium', tens(31)), run('hard', tens(52)), run('expert', tens(81))]),
      MEDAL_THRESHOLDS,
    );
    expect(report.medians).toEqual({ medium: 76, hard: 97, expert: 126 });
    expect(report.expertP90).toBe(161);
    expect(report.ladder).toEqual({ bronze: 75, silver: 95, gold: 125, fjordMaster: 160 });
    expect(report.games).toEqual({ medium: 10, hard: 10, expert: 10 });
    expect(report.shares.hard.silver).toBe(0.5);
  });

  it("joins the pieces of each bot's games, and refuses pieces of other deals or a bot that sets no step", () => {
    const pieces = [
      run('medium', tens(31).slice(0, 5)),
      run('medium', tens(31).slice(5), 5),
      run('hard', tens(52)),
      run('expert', tens(81)),
    ];
    expect(medalLadderReport(ladderRuns(pieces), MEDAL_THRESHOLDS).ladder.bronze).toBe(75);
    expect(() => ladderRuns([run('medium', tens(31)), run('hard', tens(52), 0, 2), run('expert', tens(81))])).toThrow(
      /not the medium bot's deals/,
    );
    expect(() => ladderRuns([run('medium', tens(31)), run('expert', tens(81))])).toThrow(
      /no saved games of the hard bot/,
    );
    expect(() =>
      ladderRuns([run('medium', tens(31)), run('hard', tens(52)), run('expert', tens(81)), run('easy', tens(1))]),
    ).toThrow(/sets no step/);
  });

  it("keeps the steps a whole 5 apart where two bots' numbers round alike", () => {
    const report = medalLadderReport(
      ladderRuns([run('medium', tens(31)), run('hard', tens(32)), run('expert', tens(81))]),
      MEDAL_THRESHOLDS,
    );
    expect(report.ladder.bronze).toBe(75);
    expect(report.ladder.silver).toBe(80);
  });
});
