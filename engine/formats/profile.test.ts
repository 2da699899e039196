import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readVersioned } from '../save';
import { MAX_PLAYED_GAMES, NO_BESTS, type PlayedGame } from './playedGames';
import { MAX_COUNTED_GAMES, NEW_PROFILE, NO_TUTORIAL_PROGRESS, profileFormat, profileSchema } from './profile';

/** profile.json as the release before the tutorial and the history of finished games wrote it (format 2), after a week of play. */
const VERSION_2_FIXTURE: Record<string, unknown> = JSON.parse(
  readFileSync(join(import.meta.dirname, 'fixtures', 'profile-v2.json'), 'utf8'),
);

/** A profile as version 1 of the app wrote it (before finished games were counted by key). */
const VERSION_1_PROFILE = {
  schemaVersion: 1,
  campaign: {
    'first-light': { bestMedal: 'silver', star: true, bestScore: 84, attempts: 2 },
    'early-trade': { bestMedal: null, star: false, bestScore: 41, attempts: 1 },
  },
  medals: { bronze: 1, silver: 1, gold: 0, fjordMaster: 0 },
  statistics: { gamesPlayed: 5, gamesWon: 1, soloGamesPlayed: 3, bestScore: 84 },
};

/** What every upgrade adds after version 2: the tutorial not started, no history yet. */
const ADDED_AFTER_2 = { schemaVersion: NEW_PROFILE.schemaVersion, tutorial: NO_TUTORIAL_PROGRESS, history: [] };

describe('profile format: upgrades from older versions', () => {
  it('upgrades a version-1 profile to the current version, keeping progress, medals and statistics', () => {
    const read = readVersioned(VERSION_1_PROFILE, profileFormat, 'profile.json');
    expect(read).toEqual({
      ok: true,
      value: {
        // Not every game of it was solo, so the best solo score is the best challenge score (84), not a guess.
        value: {
          ...VERSION_1_PROFILE,
          ...ADDED_AFTER_2,
          countedGames: [],
          bests: { soloScore: 84, versusScore: null },
        },
        migratedFrom: 1,
      },
    });
  });

  it('upgrades the fixture written by format 2 (today’s release): everything kept, the tutorial not started, an empty history, the bests it can vouch for', () => {
    const read = readVersioned(VERSION_2_FIXTURE, profileFormat, 'profile.json');
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.migratedFrom).toBe(2);
    // One of its 7 games was not solo: its best score of 96 may be that game's, so the best solo score is the best
    // challenge score, 88; the most VP in a versus game is not known.
    expect(read.value.value).toEqual({
      ...VERSION_2_FIXTURE,
      ...ADDED_AFTER_2,
      bests: { soloScore: 88, versusScore: null },
    });
  });

  it('takes the statistics’ best score as the best solo score when every game counted was solo', () => {
    const allSolo = {
      ...VERSION_2_FIXTURE,
      statistics: { gamesPlayed: 6, gamesWon: 0, soloGamesPlayed: 6, bestScore: 96 },
    };
    const read = readVersioned(allSolo, profileFormat, 'profile.json');
    expect(read.ok && read.value.value.bests).toEqual({ soloScore: 96, versusScore: null });
    const untouched = {
      ...VERSION_2_FIXTURE,
      campaign: {},
      statistics: { gamesPlayed: 0, gamesWon: 0, soloGamesPlayed: 0, bestScore: 0 },
    };
    const fresh = readVersioned(untouched, profileFormat, 'profile.json');
    expect(fresh.ok && fresh.value.value.bests).toEqual(NO_BESTS);
  });

  it('upgrades a version-3 profile (with the tutorial) keeping its tutorial progress', () => {
    const tutorial = { at: { section: 'fishing', step: 2 }, sections: { dice: 'done' } };
    const version3 = { ...VERSION_2_FIXTURE, schemaVersion: 3, tutorial };
    const read = readVersioned(version3, profileFormat, 'profile.json');
    expect(read).toMatchObject({
      ok: true,
      value: { migratedFrom: 3, value: { schemaVersion: NEW_PROFILE.schemaVersion, tutorial, history: [] } },
    });
  });
});

describe("profile format: the tutorial's progress, current and damaged profiles", () => {
  it("keeps the tutorial's progress, and refuses a step that is not a whole number or a section mark it does not know", () => {
    const tutorial = { at: { section: 'fishing', step: 2 }, sections: { dice: 'done', building: 'skipped' } };
    expect(profileSchema.safeParse({ ...NEW_PROFILE, tutorial }).success).toBe(true);
    expect(
      profileSchema.safeParse({ ...NEW_PROFILE, tutorial: { ...tutorial, at: { section: 'fishing', step: 1.5 } } })
        .success,
    ).toBe(false);
    expect(
      profileSchema.safeParse({ ...NEW_PROFILE, tutorial: { ...tutorial, sections: { dice: 'half' } } }).success,
    ).toBe(false);
  });

  it('reads a current profile as it is', () => {
    expect(readVersioned(NEW_PROFILE, profileFormat, 'profile.json')).toEqual({
      ok: true,
      value: { value: NEW_PROFILE, migratedFrom: null },
    });
  });

  it('refuses a version-1 profile that is not a valid one, rather than upgrading it', () => {
    const broken = { ...VERSION_1_PROFILE, medals: { bronze: -1, silver: 0, gold: 0, fjordMaster: 0 } };
    expect(readVersioned(broken, profileFormat, 'profile.json')).toMatchObject({ ok: false });
  });

  it('refuses a damaged version-2 profile rather than upgrading it (or taking it for a new one)', () => {
    const damaged = { ...VERSION_2_FIXTURE, countedGames: 'not a list' };
    expect(readVersioned(damaged, profileFormat, 'profile.json')).toMatchObject({ ok: false });
  });
});

describe('profile format: the bounded records of finished games', () => {
  it('keeps a bounded history of finished games, each of them checked', () => {
    const game: PlayedGame = {
      finishedAt: '2026-12-01T10:00:00.000Z',
      mode: 'versus',
      challenge: null,
      winner: 1,
      medal: null,
      assisted: false,
      seats: [
        { name: 'Astrid', kind: 'human', bot: null, score: 61 },
        { name: 'Bjørn', kind: 'bot', bot: 'hard', score: 70 },
      ],
      edition: 2,
      variant: 'basic',
      villageSide: 'common',
    };
    const withHistory = (history: unknown[]) => profileSchema.safeParse({ ...NEW_PROFILE, history }).success;
    expect(withHistory(Array.from({ length: MAX_PLAYED_GAMES }, () => game))).toBe(true);
    expect(withHistory(Array.from({ length: MAX_PLAYED_GAMES + 1 }, () => game))).toBe(false);
    expect(withHistory([{ ...game, winner: 2 }])).toBe(false);
    expect(withHistory([{ ...game, mode: 'tournament' }])).toBe(false);
    expect(withHistory([{ ...game, finishedAt: 'yesterday' }])).toBe(false);
  });

  it('remembers a bounded number of counted games', () => {
    const keys = (n: number): string[] => Array.from({ length: n }, (_, i) => `game-${i}@2025-01-01T00:00:00.000Z`);
    expect(profileSchema.safeParse({ ...NEW_PROFILE, countedGames: keys(MAX_COUNTED_GAMES) }).success).toBe(true);
    expect(profileSchema.safeParse({ ...NEW_PROFILE, countedGames: keys(MAX_COUNTED_GAMES + 1) }).success).toBe(false);
  });
});

describe('profile format: a bad field reset alone', () => {
  it('drops a bad field alone, keeping the rest: a bad history record, a tutorial step past any script, a bad medal count', () => {
    const game: PlayedGame = {
      finishedAt: '2026-12-01T10:00:00.000Z',
      mode: 'quickSolo',
      challenge: null,
      winner: 0,
      medal: 'gold',
      assisted: false,
      seats: [{ name: 'Astrid', kind: 'human', bot: null, score: 150 }],
      edition: 2,
      variant: 'basic',
      villageSide: 'common',
    };
    const later = { ...game, finishedAt: '2026-12-02T10:00:00.000Z' };
    const stored = {
      ...NEW_PROFILE,
      medals: { bronze: 2, silver: 1, gold: 'many', fjordMaster: 0 },
      statistics: { gamesPlayed: 7, gamesWon: 3, soloGamesPlayed: 4, bestScore: 150 },
      tutorial: { at: { section: 'fishing', step: 5000 }, sections: { dice: 'done' } },
      history: [game, { ...game, winner: 2 }, later],
    };
    expect(readVersioned(stored, profileFormat, 'profile.json')).toEqual({
      ok: true,
      value: {
        value: {
          ...NEW_PROFILE,
          medals: { bronze: 2, silver: 1, gold: 0, fjordMaster: 0 },
          statistics: stored.statistics,
          tutorial: { at: null, sections: { dice: 'done' } },
          history: [game, later],
        },
        migratedFrom: null,
        dropped: ['medals', 'tutorial', 'history'],
      },
    });
  });

  it('still refuses a profile of which no field can be read: that is a damaged file, not a new profile', () => {
    expect(
      readVersioned({ schemaVersion: NEW_PROFILE.schemaVersion, medals: 'none' }, profileFormat, 'profile.json'),
    ).toMatchObject({ ok: false, error: { code: 'invalid' } });
    expect(readVersioned([], profileFormat, 'profile.json')).toMatchObject({ ok: false });
    expect(readVersioned({ ...NEW_PROFILE, schemaVersion: 99 }, profileFormat, 'profile.json')).toMatchObject({
      ok: false,
      error: { code: 'newer-version' },
    });
  });
});
