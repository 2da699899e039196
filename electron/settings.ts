import { z } from 'zod';
import { readSchemaVersion, versionedFormat, type VersionedFormat } from '../engine/save';

const animationSpeedSchema = z.enum(['slow', 'normal', 'fast', 'instant']);
export type AnimationSpeed = z.infer<typeof animationSpeedSchema>;

const SETTINGS_SCHEMA_VERSION = 1;

/** Player preferences (settings.json). */
export const settingsSchema = z.strictObject({
  schemaVersion: z.literal(SETTINGS_SCHEMA_VERSION),
  animationSpeed: animationSpeedSchema,
  reducedMotion: z.boolean(),
  colourBlindPalette: z.boolean(),
  sound: z.boolean(),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  schemaVersion: SETTINGS_SCHEMA_VERSION,
  animationSpeed: 'normal',
  reducedMotion: false,
  colourBlindPalette: false,
  sound: true,
};

/** Version 1 is the first settings format; later versions add numbered steps here, as saves do. */
export const settingsFormat: VersionedFormat<Settings> = versionedFormat({
  noun: 'settings file',
  currentVersion: SETTINGS_SCHEMA_VERSION,
  schema: settingsSchema,
  steps: [],
  readVersion: readSchemaVersion,
});
