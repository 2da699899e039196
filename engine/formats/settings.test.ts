import { describe, expect, it } from 'vitest';
import { readVersioned } from '../save';
import { DEFAULT_SETTINGS, settingsFormat, settingsSchema } from './settings';

/** Settings as version 1 of the app wrote them (sound on or off, no volume). */
const VERSION_1_SETTINGS = {
  schemaVersion: 1,
  animationSpeed: 'fast',
  reducedMotion: true,
  colourBlindPalette: false,
  sound: false,
};

describe('settings format: versions and the language', () => {
  it('upgrades version-1 settings to version 2: every choice kept, the volume at its default', () => {
    expect(readVersioned(VERSION_1_SETTINGS, settingsFormat, 'settings.json')).toEqual({
      ok: true,
      value: {
        value: {
          ...VERSION_1_SETTINGS,
          schemaVersion: 2,
          volume: DEFAULT_SETTINGS.volume,
          language: 'system',
          uiScale: 1,
          botSpeed: 'normal',
        },
        migratedFrom: 1,
      },
    });
  });

  it('reads current settings as they are', () => {
    const quiet = { ...DEFAULT_SETTINGS, volume: 0.25 };
    expect(readVersioned(quiet, settingsFormat, 'settings.json')).toEqual({
      ok: true,
      value: { value: quiet, migratedFrom: null },
    });
  });

  it("reads version-2 settings written before the language setting as following the system's language", () => {
    const { language: _language, ...withoutLanguage } = { ...DEFAULT_SETTINGS, language: 'de' as const };
    expect(readVersioned(withoutLanguage, settingsFormat, 'settings.json')).toEqual({
      ok: true,
      value: { value: { ...withoutLanguage, language: 'system' }, migratedFrom: null },
    });
  });

  it('keeps a chosen language and refuses one the UI does not have', () => {
    const german = { ...DEFAULT_SETTINGS, language: 'de' as const };
    expect(readVersioned(german, settingsFormat, 'settings.json')).toEqual({
      ok: true,
      value: { value: german, migratedFrom: null },
    });
    expect(settingsSchema.safeParse({ ...DEFAULT_SETTINGS, language: 'fr' }).success).toBe(false);
  });
});

describe('settings format: the settings added later, refusals and resets', () => {
  it('reads version-2 settings written before the UI scale at scale 1, keeps a chosen scale, refuses one not offered', () => {
    const { uiScale: _scale, ...withoutScale } = DEFAULT_SETTINGS;
    expect(readVersioned(withoutScale, settingsFormat, 'settings.json')).toEqual({
      ok: true,
      value: { value: { ...withoutScale, uiScale: 1 }, migratedFrom: null },
    });
    const larger = { ...DEFAULT_SETTINGS, uiScale: 1.3 as const };
    expect(readVersioned(larger, settingsFormat, 'settings.json')).toEqual({
      ok: true,
      value: { value: larger, migratedFrom: null },
    });
    expect(settingsSchema.safeParse({ ...DEFAULT_SETTINGS, uiScale: 3 }).success).toBe(false);
  });

  it('reads version-2 settings written before the bot speed at normal, keeps a chosen one, refuses one not offered', () => {
    const { botSpeed: _speed, ...withoutBotSpeed } = DEFAULT_SETTINGS;
    expect(readVersioned(withoutBotSpeed, settingsFormat, 'settings.json')).toEqual({
      ok: true,
      value: { value: { ...withoutBotSpeed, botSpeed: 'normal' }, migratedFrom: null },
    });
    const quick = { ...DEFAULT_SETTINGS, animationSpeed: 'slow' as const, botSpeed: 'fast' as const };
    expect(readVersioned(quick, settingsFormat, 'settings.json')).toEqual({
      ok: true,
      value: { value: quick, migratedFrom: null },
    });
    expect(settingsSchema.safeParse({ ...DEFAULT_SETTINGS, botSpeed: 'ludicrous' }).success).toBe(false);
  });

  it('refuses a volume outside 0 to 1, and version-1 settings that are not valid ones', () => {
    expect(settingsSchema.safeParse({ ...DEFAULT_SETTINGS, volume: 1.5 }).success).toBe(false);
    expect(settingsSchema.safeParse({ ...DEFAULT_SETTINGS, volume: -0.1 }).success).toBe(false);
    expect(readVersioned({ ...VERSION_1_SETTINGS, sound: 'loud' }, settingsFormat, 'settings.json')).toMatchObject({
      ok: false,
    });
  });

  it('puts a bad setting back to its default and keeps every other one, naming what was reset', () => {
    const stored = { ...DEFAULT_SETTINGS, volume: 0.3, sound: false, language: 'xx-YY', uiScale: 1.3 };
    expect(readVersioned(stored, settingsFormat, 'settings.json')).toEqual({
      ok: true,
      value: {
        value: { ...DEFAULT_SETTINGS, volume: 0.3, sound: false, language: 'system', uiScale: 1.3 },
        migratedFrom: null,
        dropped: ['language'],
      },
    });
    const twoBad = { ...DEFAULT_SETTINGS, volume: 7, botSpeed: 'ludicrous', reducedMotion: true };
    expect(readVersioned(twoBad, settingsFormat, 'settings.json')).toEqual({
      ok: true,
      value: {
        value: { ...DEFAULT_SETTINGS, reducedMotion: true },
        migratedFrom: null,
        dropped: ['volume', 'botSpeed'],
      },
    });
  });
});
