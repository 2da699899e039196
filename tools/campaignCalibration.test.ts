import { describe, expect, it } from 'vitest';
import { CAMPAIGN } from '../engine/data/index.js';
import {
  candidateSeed,
  chooseCampaign,
  readCampaignRun,
  summarizeCandidates,
  type CampaignGameResult,
  type CandidateSummary,
} from './campaignCalibration.js';

const THRESHOLDS = { bronze: 60, silver: 80, gold: 100, fjordMaster: 120 };

function candidate(challenge: number, number: number, mean: number, bronze = 1): CandidateSummary {
  return {
    challenge,
    id: `c${challenge}`,
    candidate: number,
    seed: `s${challenge}-${number}`,
    games: 4,
    mean,
    min: mean,
    max: mean,
    medalRates: { bronze, silver: 0, gold: 0, fjordMaster: 0 },
    taskRate: 0,
    failures: 0,
  };
}

describe('campaign calibration (RULES §13.4): candidate seeds and runs', () => {
  it('measures the seed in the data file as candidate 0, fresh seeds after it', () => {
    expect(candidateSeed(0, 0)).toBe(CAMPAIGN[0]?.seed);
    expect(candidateSeed(11, 2)).toBe('saltfjord-12-b');
    expect(candidateSeed(11, 27)).toBe('saltfjord-12-ab');
    // The data file's seed is never measured again as a fresh candidate.
    for (const [index, challenge] of CAMPAIGN.entries()) {
      const fresh = Array.from({ length: 30 }, (_, i) => candidateSeed(index, i + 1));
      expect(fresh).not.toContain(challenge.seed);
      expect(new Set(fresh).size).toBe(fresh.length);
    }
  });

  it('sums up medal rates and task rates per candidate seed', () => {
    const game = { challenge: 0, candidate: 0, seed: 'x', problem: null };
    const results: CampaignGameResult[] = [
      { ...game, run: 0, score: 59, taskMet: false },
      { ...game, run: 1, score: 80, taskMet: true },
      { ...game, run: 2, score: 101, taskMet: true },
      { ...game, run: 3, score: 120, taskMet: false },
    ];
    const [summary] = summarizeCandidates(results, THRESHOLDS);
    expect(summary).toMatchObject({ games: 4, mean: 90, min: 59, max: 120, taskRate: 0.5, failures: 0 });
    expect(summary?.medalRates).toEqual({ bronze: 0.75, silver: 0.75, gold: 0.5, fjordMaster: 0.25 });
  });

  it('reads back a saved run for re-scoring and refuses a file that is not one', () => {
    const results: CampaignGameResult[] = [
      { challenge: 3, candidate: 2, seed: 'saltfjord-04-b', run: 0, score: 77, taskMet: true, problem: null },
    ];
    expect(readCampaignRun(JSON.stringify({ bot: 'hard', results }))).toEqual({ bot: 'hard', results });
    expect(() => readCampaignRun(JSON.stringify({ bot: 'hard', results: [{ ...results[0], challenge: 12 }] }))).toThrow(
      /not a saved campaign calibration run/,
    );
    expect(() => readCampaignRun(JSON.stringify([1, 2]))).toThrow(/not a saved campaign calibration run/);
  });
});

describe("campaign calibration (RULES §13.4): choosing the campaign's deals", () => {
  it('picks one winnable seed per challenge, descending evenly from the gentlest deal to the hardest', () => {
    const summaries = [
      candidate(0, 0, 110),
      candidate(0, 1, 130),
      candidate(1, 0, 125),
      candidate(1, 1, 100),
      candidate(1, 2, 112),
      candidate(2, 0, 90, 0.25),
      candidate(2, 1, 105),
      candidate(2, 2, 95),
    ];
    // Challenge 3's 90 is out (Bronze in a quarter of the games only), so the campaign runs from 130 down to 95, and
    // 112 lies nearest the halfway 112.5: no cliff from 125 to 95.
    expect(chooseCampaign(summaries)?.map((s) => s.seed)).toEqual(['s0-1', 's1-2', 's2-2']);
  });

  it('never lets a later challenge be easier than an earlier one, even where each alone would sit nearer the line', () => {
    // Targets 120, 110, 100, 90: alone, 104 and 108 are nearest for challenges 2 and 3, but 108 after 104 would be
    // easier; of the ordered choices 118 then 108 stays nearest.
    const summaries = [
      candidate(0, 0, 120),
      candidate(1, 0, 104),
      candidate(1, 1, 118),
      candidate(2, 0, 108),
      candidate(2, 1, 85),
      candidate(3, 0, 90),
    ];
    expect(chooseCampaign(summaries)?.map((s) => s.seed)).toEqual(['s0-0', 's1-1', 's2-0', 's3-0']);
  });

  it('allows a later challenge a little noise above an earlier one, but no more', () => {
    expect(chooseCampaign([candidate(0, 0, 100), candidate(1, 0, 101.5)])?.map((s) => s.seed)).toEqual([
      's0-0',
      's1-0',
    ]);
    expect(chooseCampaign([candidate(0, 0, 100), candidate(1, 0, 110)])).toBeNull();
  });
});
