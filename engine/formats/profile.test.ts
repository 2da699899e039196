import { describe, expect, it } from 'vitest';
import { readVersioned } from '../save';
import { MAX_COUNTED_GAMES, NEW_PROFILE, NO_TUTORIAL_PROGRESS, profileFormat, profileSchema } from './profile';

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

describe('profile format', () => {
  it('upgrades a version-1 profile to the current version, keeping progress, medals and statistics', () => {
    const read = readVersioned(VERSION_1_PROFILE, profileFormat, 'profile.json');
    expect(read).toEqual({
      ok: true,
      value: { value: { ...VERSION_1_PROFILE, schemaVersion: 3, countedGames: [], tutorial: NO_TUTORIAL_PROGRESS }, migratedFrom: 1 },
    });
  });

  it('upgrades a version-2 profile (before the tutorial) to version 3 with the tutorial not started, keeping the rest', () => {
    const version2 = { ...VERSION_1_PROFILE, schemaVersion: 2, countedGames: ['game-1@2025-01-01T00:00:00.000Z'] };
    expect(readVersioned(version2, profileFormat, 'profile.json')).toEqual({
      ok: true,
      value: { value: { ...version2, schemaVersion: 3, tutorial: NO_TUTORIAL_PROGRESS }, migratedFrom: 2 },
    });
  });

  it('keeps the tutorial\'s progress, and refuses a step that is not a whole number or a section mark it does not know', () => {
    const tutorial = { at: { section: 'fishing', step: 2 }, sections: { dice: 'done', building: 'skipped' } };
    expect(profileSchema.safeParse({ ...NEW_PROFILE, tutorial }).success).toBe(true);
    expect(profileSchema.safeParse({ ...NEW_PROFILE, tutorial: { ...tutorial, at: { section: 'fishing', step: 1.5 } } }).success).toBe(false);
    expect(profileSchema.safeParse({ ...NEW_PROFILE, tutorial: { ...tutorial, sections: { dice: 'half' } } }).success).toBe(false);
  });

  it('reads a current profile as it is', () => {
    expect(readVersioned(NEW_PROFILE, profileFormat, 'profile.json')).toEqual({ ok: true, value: { value: NEW_PROFILE, migratedFrom: null } });
  });

  it('refuses a version-1 profile that is not a valid one, rather than upgrading it', () => {
    const broken = { ...VERSION_1_PROFILE, medals: { bronze: -1, silver: 0, gold: 0, fjordMaster: 0 } };
    expect(readVersioned(broken, profileFormat, 'profile.json')).toMatchObject({ ok: false });
  });

  it('remembers a bounded number of counted games', () => {
    const keys = (n: number): string[] => Array.from({ length: n }, (_, i) => `game-${i}@2025-01-01T00:00:00.000Z`);
    expect(profileSchema.safeParse({ ...NEW_PROFILE, countedGames: keys(MAX_COUNTED_GAMES) }).success).toBe(true);
    expect(profileSchema.safeParse({ ...NEW_PROFILE, countedGames: keys(MAX_COUNTED_GAMES + 1) }).success).toBe(false);
  });
});
