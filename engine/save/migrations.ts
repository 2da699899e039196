import { z } from 'zod';
import {
  SAVE_LIMITS, SAVE_SCHEMA_VERSION, requiredValue, storedSaveSchema, storedSaveV1Schema, type StoredSave, type StoredSaveV1,
} from './envelope';
import { migrationStep, versionedFormat, type VersionedFormat } from './versioned';

/** Latest instant a JavaScript Date can hold; larger timestamps cannot be turned into ISO strings. */
const MAX_EPOCH_MILLIS = 8.64e15;
const epochMillis = z.number().int().min(0).max(MAX_EPOCH_MILLIS);

/**
 * Version 0, the format of the first prototype: a `format` tag with a bare `version`, epoch-millisecond times,
 * the action log nested under `game.moves`, and the snapshot called `state`.
 */
export const saveV0Schema = z.object({
  format: z.literal('saltfjord-save'),
  version: z.literal(0),
  engine: z.string().min(1).max(64),
  origin: z.enum(['player', 'autosave']),
  started: epochMillis,
  saved: epochMillis,
  game: z.object({ setup: requiredValue, moves: z.array(z.unknown()).max(SAVE_LIMITS.maxActions) }),
  state: requiredValue,
});
export type SaveV0 = z.infer<typeof saveV0Schema>;

/** 0 → 1: the envelope of DESIGN.md (ISO times, flat `setup`/`actions`/`snapshot`, `kind` instead of `origin`). */
export function upgradeSaveV0(save: SaveV0): StoredSaveV1 {
  return {
    schemaVersion: 1,
    engineVersion: save.engine,
    kind: save.origin === 'player' ? 'manual' : 'autosave',
    createdAt: new Date(save.started).toISOString(),
    updatedAt: new Date(save.saved).toISOString(),
    setup: save.game.setup,
    actions: save.game.moves,
    snapshot: save.state,
  };
}

/** 1 → 2: no decision of a version-1 game is known to have been played by a bot, and none was a practice game. */
export function upgradeSaveV1(save: StoredSaveV1): StoredSave {
  const { engineVersion, kind, createdAt, updatedAt, setup, actions, snapshot } = save;
  return { schemaVersion: 2, engineVersion, kind, createdAt, updatedAt, setup, actions, botPlayed: [], practice: false, snapshot };
}

/** Version 0 named its version `version` next to a `format` tag; later versions use `schemaVersion`. */
function readSaveVersion(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null) return undefined;
  if ('schemaVersion' in raw) return raw.schemaVersion;
  if ('format' in raw && raw.format === 'saltfjord-save' && 'version' in raw) return raw.version;
  return undefined;
}

export const saveFormat: VersionedFormat<StoredSave> = versionedFormat({
  noun: 'save',
  currentVersion: SAVE_SCHEMA_VERSION,
  schema: storedSaveSchema,
  steps: [migrationStep(0, saveV0Schema, upgradeSaveV0), migrationStep(1, storedSaveV1Schema, upgradeSaveV1)],
  readVersion: readSaveVersion,
});
