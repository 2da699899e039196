import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN,
  CAMPAIGN_FIRST_BRONZE,
  MEDALS,
  MEDAL_THRESHOLDS,
  TASK_IDS,
  SCORING_TILE_IDS,
} from '../data/index.js';
import { campaignThresholds } from '../../tools/campaignThresholds.js';
import { gameSetupSchema } from '../schema.js';
import { isUnlocked, recordOf, recordResult, type CampaignProgress } from './campaign.js';
import { createGame } from '../index.js';

const [first, second, third] = CAMPAIGN.map((c) => c.id) as [string, string, string];

describe('RULES §13.4 campaign: challenges and their thresholds', () => {
  it('§13.4 has 12 challenges, each a fixed seed, village side, 4 distinct scoring tiles and a task', () => {
    expect(CAMPAIGN).toHaveLength(12);
    expect(new Set(CAMPAIGN.map((c) => c.id)).size).toBe(12);
    expect(new Set(CAMPAIGN.map((c) => c.seed)).size).toBe(12);
    for (const challenge of CAMPAIGN) {
      expect(new Set(challenge.scoringTiles).size).toBe(4);
      for (const tile of challenge.scoringTiles) expect(SCORING_TILE_IDS).toContain(tile);
      expect(TASK_IDS).toContain(challenge.task);
      const game = createGame({
        seats: [{ name: 'You', kind: 'human' }],
        seed: challenge.seed,
        edition: 1,
        villageSide: challenge.villageSide,
        variant: 'basic',
        scoringTiles: challenge.scoringTiles,
        task: challenge.task,
      });
      expect(Object.values(game.scoringTiles)).toEqual([...challenge.scoringTiles]);
    }
  });

  it('§13.4 challenge 1 asks Bronze 40 and the quick-solo Bronze, Silver and Gold for the medals above it; challenge 12 asks the quick-solo ladder; every threshold rises evenly between', () => {
    const first = CAMPAIGN[0] as (typeof CAMPAIGN)[number];
    expect(first.thresholds).toEqual({
      bronze: CAMPAIGN_FIRST_BRONZE,
      silver: MEDAL_THRESHOLDS.bronze,
      gold: MEDAL_THRESHOLDS.silver,
      fjordMaster: MEDAL_THRESHOLDS.gold,
    });
    expect(CAMPAIGN_FIRST_BRONZE).toBe(40);
    expect(CAMPAIGN[CAMPAIGN.length - 1]?.thresholds).toEqual(MEDAL_THRESHOLDS);
    expect(CAMPAIGN.map((c) => c.thresholds)).toEqual(campaignThresholds(MEDAL_THRESHOLDS, CAMPAIGN.length));
  });

  it('§13.4 each challenge has its own thresholds: rising from medal to medal, never falling from one challenge to the next, the last at least the quick-solo ones', () => {
    for (const challenge of CAMPAIGN) {
      MEDALS.slice(1).forEach((medal, m) => {
        expect(challenge.thresholds[medal]).toBeGreaterThan(challenge.thresholds[MEDALS[m] as (typeof MEDALS)[number]]);
      });
    }
    CAMPAIGN.slice(1).forEach((challenge, k) => {
      const before = CAMPAIGN[k] as (typeof CAMPAIGN)[number];
      for (const medal of MEDALS) expect(challenge.thresholds[medal]).toBeGreaterThanOrEqual(before.thresholds[medal]);
    });
    const last = CAMPAIGN[CAMPAIGN.length - 1];
    for (const medal of MEDALS) expect(last?.thresholds[medal]).toBeGreaterThanOrEqual(MEDAL_THRESHOLDS[medal]);
    // A learning curve, not twelve copies of the quick-solo ladder: the first challenge asks for less.
    expect(CAMPAIGN[0]?.thresholds.bronze).toBeLessThan(MEDAL_THRESHOLDS.bronze);
  });
});

describe('RULES §13.4 campaign: setups, progress and results', () => {
  it('§13.4 a setup carrying medal thresholds is accepted only when they rise from Bronze to Fjord master', () => {
    const setup = {
      seats: [{ name: 'You', kind: 'human' }],
      seed: 1,
      edition: 2,
      villageSide: 'common',
      variant: 'basic',
    };
    expect(gameSetupSchema.safeParse({ ...setup, medalThresholds: CAMPAIGN[0]?.thresholds }).success).toBe(true);
    expect(
      gameSetupSchema.safeParse({ ...setup, medalThresholds: { bronze: 50, silver: 40, gold: 90, fjordMaster: 120 } })
        .success,
    ).toBe(false);
  });

  it('§13.4 challenge 1 is open; challenge k+1 opens when challenge k earns any medal', () => {
    let progress: CampaignProgress = {};
    expect(isUnlocked(progress, 0)).toBe(true);
    expect(isUnlocked(progress, 1)).toBe(false);
    let result = recordResult(progress, first, { score: 30, medal: null, taskMet: true });
    progress = result.progress;
    expect(result.unlocked).toBeNull();
    expect(isUnlocked(progress, 1)).toBe(false);
    result = recordResult(progress, first, { score: 70, medal: 'bronze', taskMet: false });
    expect(result.unlocked).toBe(second);
    expect(isUnlocked(result.progress, 1)).toBe(true);
    expect(isUnlocked(result.progress, 2)).toBe(false);
    expect(recordResult(result.progress, first, { score: 90, medal: 'silver', taskMet: false }).unlocked).toBeNull();
  });

  it('§13.4 keeps the best medal, the star and the best score: a worse result never overwrites a better one', () => {
    let progress: CampaignProgress = recordResult({}, third, { score: 105, medal: 'gold', taskMet: true }).progress;
    const worse = recordResult(progress, third, { score: 61, medal: 'bronze', taskMet: false });
    expect(worse).toMatchObject({ newBestScore: false, newBestMedal: false, newStar: false });
    progress = worse.progress;
    expect(recordOf(progress, third)).toEqual({ bestMedal: 'gold', star: true, bestScore: 105, attempts: 2 });
    const better = recordResult(progress, third, { score: 125, medal: 'fjordMaster', taskMet: false });
    expect(better).toMatchObject({ newBestScore: true, newBestMedal: true, newStar: false });
    expect(recordOf(better.progress, third)).toEqual({
      bestMedal: 'fjordMaster',
      star: true,
      bestScore: 125,
      attempts: 3,
    });
  });

  it('refuses a result for a challenge that does not exist', () => {
    expect(() => recordResult({}, 'nowhere', { score: 1, medal: null, taskMet: false })).toThrow(/unknown challenge/);
  });
});
