import { z } from 'zod';
import { readSchemaVersion, versionedFormat, type VersionedFormat } from '../save';
import { migrationStep } from '../save/versioned';

const animationSpeedSchema = z.enum(['slow', 'normal', 'fast', 'instant']);
export type AnimationSpeed = z.infer<typeof animationSpeedSchema>;

const botSpeedSchema = z.enum(['slow', 'normal', 'fast', 'instant']);
/** How long a bot's turn may take at most (renderer/src/game/pace.ts), apart from how fast animations play. */
export type BotSpeed = z.infer<typeof botSpeedSchema>;

const SETTINGS_SCHEMA_VERSION = 2;

/** The sound volume of a new player, and of one whose settings were written before there was a volume. */
const DEFAULT_VOLUME = 0.8;

const uiScaleSchema = z.union([z.literal(1), z.literal(1.15), z.literal(1.3), z.literal(1.5)]);
export type UiScale = z.infer<typeof uiScaleSchema>;
/** The UI scales a player may choose (the settings offer exactly these). */
export const UI_SCALES: readonly UiScale[] = uiScaleSchema.options.map((option) => option.value);

/** Version 1: no volume (sounds were only on or off). */
const settingsV1Schema = z.strictObject({
  schemaVersion: z.literal(1),
  animationSpeed: animationSpeedSchema,
  reducedMotion: z.boolean(),
  colourBlindPalette: z.boolean(),
  sound: z.boolean(),
});

/**
 * Player preferences (settings.json). A field added later gets a zod `.default(...)`, so settings written before it
 * existed still load (with the default) without a new schema version.
 */
export const settingsSchema = z.strictObject({
  schemaVersion: z.literal(SETTINGS_SCHEMA_VERSION),
  animationSpeed: animationSpeedSchema,
  reducedMotion: z.boolean(),
  colourBlindPalette: z.boolean(),
  sound: z.boolean(),
  /** The sounds' volume, from 0 (silent) to 1 (as loud as they were made). */
  volume: z.number().min(0).max(1),
  /**
   * The UI's language, or 'system' to follow the system's (navigator.languages, else English). Added within version 2
   * with a default, so a file written before it reads as 'system', as a new player starts.
   */
  language: z.enum(['system', 'en', 'de', 'pt']).default('system'),
  /**
   * How large the page's text and controls are drawn (prompt panel, tooltips, menus, dialogs): 1 as designed, up to
   * 1.5. Added within version 2 with a default, so a file written before it reads as 1.
   */
  uiScale: uiScaleSchema.default(1),
  /**
   * How fast bots play: the longest a bot's whole turn may take (its thinking pauses and its animations). Added within
   * version 2 with a default, so a file written before it reads as 'normal'.
   */
  botSpeed: botSpeedSchema.default('normal'),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  schemaVersion: SETTINGS_SCHEMA_VERSION,
  animationSpeed: 'normal',
  reducedMotion: false,
  colourBlindPalette: false,
  sound: true,
  volume: DEFAULT_VOLUME,
  language: 'system',
  uiScale: 1,
  botSpeed: 'normal',
};

/** 1 → 2: adds the volume, at its default; everything else is kept as it was. */
function upgradeSettingsV1(settings: z.output<typeof settingsV1Schema>): Settings {
  return { ...settings, schemaVersion: 2, volume: DEFAULT_VOLUME, language: 'system', uiScale: 1, botSpeed: 'normal' };
}

/** Each version after the first adds a numbered step here, as saves do. */
export const settingsFormat: VersionedFormat<Settings> = versionedFormat({
  noun: 'settings file',
  currentVersion: SETTINGS_SCHEMA_VERSION,
  schema: settingsSchema,
  steps: [migrationStep(1, settingsV1Schema, upgradeSettingsV1)],
  readVersion: readSchemaVersion,
  fieldDefaults: DEFAULT_SETTINGS,
});
