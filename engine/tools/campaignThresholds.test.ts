import { describe, expect, it } from 'vitest';
import { CAMPAIGN } from '../data/index.js';
import { campaignGames, playCampaignGames } from './campaignCalibration.js';
import { deriveCampaignThresholds, distributionOf, type ChallengeDistributions } from './campaignThresholds.js';

const QUICK_SOLO = { bronze: 70, silver: 95, gold: 115, fjordMaster: 145 };

/** A challenge on which every bot scores `easy`, `medium`, `hard` (with `hardTop` as the hard bot's 90th percentile). */
function measured(easy: number, medium: number, hard: number, hardTop = hard + 10): ChallengeDistributions {
  return { easy: distributionOf([easy]), medium: distributionOf([medium]), hard: distributionOf([hard - 5, hard, hardTop]) };
}

describe('campaign thresholds for people (RULES §13.4)', () => {
  it('describes a score distribution by its mean and nearest-rank percentiles', () => {
    expect(distributionOf([50, 10, 40, 20, 30])).toEqual({ games: 5, mean: 30, p10: 10, p25: 20, p50: 30, p75: 40, p90: 50 });
    expect(() => distributionOf([])).toThrow(/no scores/);
  });

  it('starts challenge 1 at the bots\' scores on its deal (rounded down to 5s) and ends at the quick-solo thresholds', () => {
    const derived = deriveCampaignThresholds([measured(33, 78, 100), measured(40, 80, 100), measured(40, 80, 100)], QUICK_SOLO);
    // Bronze from the easy median 33 (down to 30), Silver from the medium median 78, Gold from the hard median 100,
    // Fjord master from the hard bot's 90th percentile 110.
    expect(derived[0]).toEqual({ bronze: 30, silver: 75, gold: 100, fjordMaster: 110 });
    // Halfway: halfway from each challenge's own start (40, 80, 100, 110) to the quick-solo thresholds.
    expect(derived[1]).toEqual({ bronze: 55, silver: 85, gold: 105, fjordMaster: 125 });
    expect(derived[2]).toEqual(QUICK_SOLO);
  });

  it('never asks more than the quick-solo threshold of a medal before the last challenge, nor less later on', () => {
    // The hard bot's 140 on challenge 1 is capped at Gold's 115; challenge 2's deal is much harder, but no threshold falls.
    const derived = deriveCampaignThresholds([measured(30, 70, 140, 150), measured(10, 20, 30, 40), measured(10, 20, 30, 40)], QUICK_SOLO);
    expect(derived[0]).toEqual({ bronze: 30, silver: 70, gold: 115, fjordMaster: 145 });
    expect(derived[1]).toEqual({ bronze: 40, silver: 70, gold: 115, fjordMaster: 145 });
    expect(derived[2]).toEqual(QUICK_SOLO);
  });

  it('keeps the medals of one challenge strictly rising even where the bots score alike', () => {
    const [only] = deriveCampaignThresholds([measured(60, 60, 60, 60), measured(60, 60, 60, 60)], QUICK_SOLO);
    expect(only).toEqual({ bronze: 60, silver: 65, gold: 70, fjordMaster: 75 });
  });

  it('challenge 1 in the data asks for Bronze at most the easy bot\'s median score on that deal', async () => {
    const results = await playCampaignGames(campaignGames([0], 1, 15), 'easy', 1);
    const scores = results.flatMap((r) => (r.score === null ? [] : [r.score]));
    expect(scores).toHaveLength(15);
    expect(CAMPAIGN[0]?.thresholds.bronze).toBeLessThanOrEqual(distributionOf(scores).p50);
  });
});
