// The store's profile.json and settings.json (profileAndSettings.ts), written and read through the save store.
import { copyFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isUnlocked, recordResult } from '../engine/index';
import { DEFAULT_SETTINGS, NEW_PROFILE, profileSchema, type Profile } from '../engine/formats';
import { tallyCodec } from '../engine/testing';
import { largestProfile } from '../engine/testing';
import { openSaveStore } from './saveStore';
import { listFilesUnder, tempDirForTest } from './testing/tempDir';

async function openStore() {
  const userDataDir = await tempDirForTest();
  const store = await openSaveStore({ userDataDir, codec: tallyCodec });
  return { userDataDir, store };
}

const played: Profile = {
  ...NEW_PROFILE,
  campaign: { 'first-light': { bestMedal: 'silver', star: true, bestScore: 84, attempts: 2 } },
  medals: { bronze: 1, silver: 1, gold: 0, fjordMaster: 0 },
  statistics: { gamesPlayed: 3, gamesWon: 1, soloGamesPlayed: 2, bestScore: 84 },
};
const untried = { bestMedal: null, star: false, bestScore: null, attempts: 0 };

describe('profile: reading and writing', () => {
  it('starts new when there is no profile yet', async () => {
    const { store } = await openStore();
    expect(await store.readProfile()).toEqual({ ok: true, value: NEW_PROFILE });
  });

  it('is written and read back, keeping the previous version', async () => {
    const { store } = await openStore();
    await store.writeProfile(NEW_PROFILE);
    expect(await store.writeProfile(played)).toEqual({ ok: true, value: played });
    expect(await store.readProfile()).toEqual({ ok: true, value: played });
    expect(await store.readProfileBackup()).toEqual({ ok: true, value: NEW_PROFILE });
  });

  it('keeps campaign progress as the engine campaign bookkeeping records it', async () => {
    const { store } = await openStore();
    const { progress } = recordResult(NEW_PROFILE.campaign, 'first-light', {
      score: 70,
      medal: 'bronze',
      taskMet: true,
    });
    const profile: Profile = { ...NEW_PROFILE, campaign: progress };
    expect((await store.writeProfile(profile)).ok).toBe(true);
    const read = await store.readProfile();
    expect(read).toEqual({ ok: true, value: profile });
    expect(read.ok && isUnlocked(read.value.campaign, 1)).toBe(true);
  });
});

describe('profile: refusals and damage', () => {
  it.each([
    ['a challenge id that is not an id', { '../x': untried }],
    [
      'more challenges than any campaign has',
      Object.fromEntries(Array.from({ length: 65 }, (_, index) => [`c${index}`, untried])),
    ],
  ])('refuses %s', async (_name, campaign) => {
    const { store } = await openStore();
    expect(await store.writeProfile({ ...NEW_PROFILE, campaign })).toMatchObject({
      ok: false,
      error: { code: 'invalid' },
    });
  });

  it('refuses to write an invalid profile', async () => {
    const { store, userDataDir } = await openStore();
    const unknownMedal = { ...played, campaign: { 'first-light': { ...untried, bestMedal: 'platinum' } } };
    const written = await store.writeProfile(unknownMedal);
    expect(written).toMatchObject({ ok: false, error: { code: 'invalid' } });
    expect(!written.ok && written.error.message).toMatch(
      /^profile\.json was not written: campaign\.first-light\.bestMedal: /,
    );
    expect(await listFilesUnder(userDataDir)).toEqual([]);
  });

  it('names a damaged profile and offers the backup, keeping the medals safe', async () => {
    const { store, userDataDir } = await openStore();
    await store.writeProfile(played);
    await store.writeProfile(played);
    await writeFile(
      join(userDataDir, 'profile.json'),
      JSON.stringify({ schemaVersion: NEW_PROFILE.schemaVersion, medals: 'lots' }),
    );
    const read = await store.readProfile();
    expect(read).toMatchObject({ ok: false, error: { code: 'invalid', backupAvailable: true } });
    expect(!read.ok && read.error.message).toMatch(/^profile\.json is damaged: /);
    expect(await store.readProfileBackup()).toEqual({ ok: true, value: played });
  });
});

describe('profile: an earlier format and the largest size', () => {
  it('reads the profile today’s release wrote (format 2, engine/formats/fixtures) upgraded, medals and progress kept', async () => {
    const { store, userDataDir } = await openStore();
    await copyFile(
      join(import.meta.dirname, '..', 'engine', 'formats', 'fixtures', 'profile-v2.json'),
      join(userDataDir, 'profile.json'),
    );
    const read = await store.readProfile();
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value).toMatchObject({
      schemaVersion: NEW_PROFILE.schemaVersion,
      medals: { bronze: 3, silver: 1 },
      history: [],
      bests: { soloScore: 88 },
    });
    expect(read.value.campaign['first-light']).toEqual({ bestMedal: 'silver', star: true, bestScore: 88, attempts: 3 });
    expect(read.value.countedGames).toHaveLength(8);
    // Written back in the current format, it reads the same.
    expect((await store.writeProfile(read.value)).ok).toBe(true);
    expect(await store.readProfile()).toEqual(read);
  });

  it('reads back the largest profile it accepts: a full history of finished games never makes profile.json too large to load', async () => {
    const { store } = await openStore();
    const largest = largestProfile();
    expect(profileSchema.safeParse(largest).success).toBe(true);
    expect((await store.writeProfile(largest)).ok).toBe(true);
    expect(await store.readProfile()).toEqual({ ok: true, value: largest });
  });

  it('refuses a profile from a newer version of the app', async () => {
    const { store, userDataDir } = await openStore();
    await writeFile(
      join(userDataDir, 'profile.json'),
      JSON.stringify({ ...played, schemaVersion: NEW_PROFILE.schemaVersion + 1 }),
    );
    expect(await store.readProfile()).toMatchObject({ ok: false, error: { code: 'newer-version' } });
  });
});

describe('settings', () => {
  it('default when absent, and are written and read back', async () => {
    const { store } = await openStore();
    expect(await store.readSettings()).toEqual({ ok: true, value: DEFAULT_SETTINGS });
    const changed = {
      ...DEFAULT_SETTINGS,
      animationSpeed: 'instant',
      reducedMotion: true,
      colourBlindPalette: true,
      sound: false,
      volume: 0.35,
    };
    expect(await store.writeSettings(changed)).toEqual({ ok: true, value: changed });
    expect(await store.readSettings()).toEqual({ ok: true, value: changed });
  });

  it('written by an older version load upgraded, with the new volume, UI scale and bot speed at their defaults', async () => {
    const { store, userDataDir } = await openStore();
    const version1 = {
      schemaVersion: 1,
      animationSpeed: 'slow',
      reducedMotion: false,
      colourBlindPalette: true,
      sound: true,
    };
    await writeFile(join(userDataDir, 'settings.json'), JSON.stringify(version1));
    expect(await store.readSettings()).toEqual({
      ok: true,
      value: {
        ...version1,
        schemaVersion: 2,
        volume: DEFAULT_SETTINGS.volume,
        language: 'system',
        uiScale: DEFAULT_SETTINGS.uiScale,
        botSpeed: DEFAULT_SETTINGS.botSpeed,
      },
    });
  });

  it('refuse unknown values', async () => {
    const { store } = await openStore();
    const written = await store.writeSettings({ ...DEFAULT_SETTINGS, animationSpeed: 'ludicrous' });
    expect(written).toMatchObject({ ok: false, error: { code: 'invalid' } });
    expect(!written.ok && written.error.message).toMatch(/^settings\.json was not written: animationSpeed: /);
  });

  it('name a damaged settings file', async () => {
    const { store, userDataDir } = await openStore();
    await writeFile(join(userDataDir, 'settings.json'), new Uint8Array([0xff, 0xfe, 0x00]));
    expect(await store.readSettings()).toEqual({
      ok: false,
      error: {
        code: 'not-utf8',
        message: 'settings.json is not a text file (it is not valid UTF-8), so it cannot be a Saltfjord file.',
        backupAvailable: false,
      },
    });
  });
});
