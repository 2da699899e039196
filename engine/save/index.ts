// The save format: what the app and the Electron main process import from here.
export type { ApplyOutcome, SaveCodec } from './codec';
export { SAVE_LIMITS, SAVE_SCHEMA_VERSION, saveKindSchema, type SaveEnvelope, type SaveKind } from './envelope';
export { parseJsonBytes, parseJsonText, type JsonLimits } from './json';
export { checkSave, loadSave, makeSave, serializeSave, type CheckedSave, type LoadedSave, type NewSave } from './load';
export { createReplayCache, type ReplayCache } from './replayCache';
export { describeIssues, fail, succeed, type LoadProblem, type LoadProblemCode, type Outcome } from './problem';
export {
  migrationStep,
  readSchemaVersion,
  readVersioned,
  versionedFormat,
  type Migrated,
  type MigrationStep,
  type VersionedFormat,
} from './versioned';
