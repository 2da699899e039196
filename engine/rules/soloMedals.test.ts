// RULES §13.2: a solo game's medal, by the score thresholds its setup carries (recorded when the game was created).
import { describe, expect, it } from 'vitest';
import { soloMedalThresholds, withMedalLadder } from '../index.js';
import { CAMPAIGN, EDITIONS, EDITION_DATA, MEDALS, type Medal } from '../data/index.js';
import { blankGame, setupFor, withPlayer } from '../testing/scenario.js';
import { computeFinalScore } from './scoring.js';

describe('RULES §13.2 medals', () => {
  it("§13.2 medals by final score thresholds of the game's edition (engine/data/solo.ts)", () => {
    for (const edition of EDITIONS) {
      const thresholds = EDITION_DATA[edition].medalThresholds;
      const { medalThresholds } = withMedalLadder(setupFor(1, 'medals', { edition }));
      const medalAt = (score: number): Medal | null | undefined =>
        computeFinalScore(withPlayer(blankGame(1, 'medals', { edition, medalThresholds }), 0, { score })).solo?.medal;
      MEDALS.forEach((medal, i) => {
        expect(medalAt(thresholds[medal])).toBe(medal);
        // One point short of a medal is the medal below it; short of bronze, none.
        expect(medalAt(thresholds[medal] - 1)).toBe(MEDALS[i - 1] ?? null);
      });
      expect(medalAt(thresholds.fjordMaster + 50)).toBe('fjordMaster');
    }
    expect(computeFinalScore(withPlayer(blankGame(2), 0, { score: 200 })).solo).toBeNull();
  });

  it('§13.4 a campaign game is graded by the thresholds its setup carries, not the quick-solo ones', () => {
    const low = EDITION_DATA[1].medalThresholds.bronze - 40;
    const thresholds = { bronze: low, silver: low + 10, gold: low + 20, fjordMaster: low + 30 };
    const scored = (score: number, medalThresholds?: typeof thresholds) =>
      computeFinalScore(withPlayer(blankGame(1, 'campaign', medalThresholds ? { medalThresholds } : {}), 0, { score }))
        .solo;
    expect(scored(low - 1, thresholds)?.medal).toBeNull();
    expect(scored(low, thresholds)?.medal).toBe('bronze');
    expect(scored(low + 30, thresholds)?.medal).toBe('fjordMaster');
    expect(scored(low + 30)?.medal).toBeNull();
    expect(scored(low, thresholds)?.thresholds).toEqual(thresholds);
  });
});

describe('RULES §13.2 a game records its ladder when it is created', () => {
  it("a new solo game's setup records the ladder of its edition, and the game is graded on what it recorded, whatever the data says later", () => {
    for (const edition of EDITIONS) {
      const setup = withMedalLadder(setupFor(1, 'ladder', { edition }));
      expect(setup.medalThresholds).toEqual(EDITION_DATA[edition].medalThresholds);
      expect(soloMedalThresholds(setup)).toEqual(EDITION_DATA[edition].medalThresholds);
      // A later calibration changes the data, not the game: what the setup recorded is what it is graded on.
      const recordedLongAgo = { bronze: 11, silver: 22, gold: 33, fjordMaster: 44 };
      const old = { ...setup, medalThresholds: recordedLongAgo };
      expect(soloMedalThresholds(old)).toEqual(recordedLongAgo);
      expect(computeFinalScore(withPlayer(blankGame(1, 'ladder', old), 0, { score: 33 })).solo?.medal).toBe('gold');
    }
  });

  it('a challenge keeps the thresholds it carries; a game with several seats, which earns no medal, records none', () => {
    const challenge = CAMPAIGN[0] as (typeof CAMPAIGN)[number];
    const setup = withMedalLadder(
      setupFor(1, challenge.seed, { edition: 2, challenge: challenge.id, medalThresholds: challenge.thresholds }),
    );
    expect(setup.medalThresholds).toEqual(challenge.thresholds);
    expect(withMedalLadder(setupFor(2, 'table', { edition: 2 }))).not.toHaveProperty('medalThresholds');
  });

  it('a solo game saved before games recorded their ladder is graded as it was then: edition 1 70/95/115/145, edition 2 90/120/145/175', () => {
    expect(soloMedalThresholds(setupFor(1, 'old', { edition: 1 }))).toEqual({
      bronze: 70,
      silver: 95,
      gold: 115,
      fjordMaster: 145,
    });
    expect(soloMedalThresholds(setupFor(1, 'old', { edition: 2 }))).toEqual({
      bronze: 90,
      silver: 120,
      gold: 145,
      fjordMaster: 175,
    });
    expect(computeFinalScore(withPlayer(blankGame(1, 'old', { edition: 2 }), 0, { score: 119 })).solo?.medal).toBe(
      'bronze',
    );
  });
});
