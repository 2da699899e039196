import { z } from 'zod';
import {
  SAVE_LIMITS,
  SAVE_SCHEMA_VERSION,
  requiredValue,
  storedSaveSchema,
  storedSaveV1Schema,
  storedSaveV2Schema,
  type StoredSave,
  type StoredSaveV1,
  type StoredSaveV2,
} from './envelope';
import { WRITER_BEFORE_LINEAGE, legacyGameId } from './lineage';
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
export function upgradeSaveV1(save: StoredSaveV1): StoredSaveV2 {
  const { engineVersion, kind, createdAt, updatedAt, setup, actions, snapshot } = save;
  return {
    schemaVersion: 2,
    engineVersion,
    kind,
    createdAt,
    updatedAt,
    setup,
    actions,
    botPlayed: [],
    practice: false,
    snapshot,
  };
}

/**
 * 2 → 3: a game saved before saves had a lineage is known by its creation time, as the stores told games apart until
 * then; its revision is its action count (every change until then added an action, or took one back unsaved), and
 * whichever session opens it next takes it from the writer before lineages.
 */
export function upgradeSaveV2(save: StoredSaveV2): StoredSave {
  const { schemaVersion: _, ...rest } = save;
  return {
    ...rest,
    schemaVersion: 3,
    gameId: legacyGameId(save.createdAt),
    revision: save.actions.length,
    writer: WRITER_BEFORE_LINEAGE,
    takenFrom: null,
  };
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
  steps: [
    migrationStep(0, saveV0Schema, upgradeSaveV0),
    migrationStep(1, storedSaveV1Schema, upgradeSaveV1),
    migrationStep(2, storedSaveV2Schema, upgradeSaveV2),
  ],
  readVersion: readSaveVersion,
});
