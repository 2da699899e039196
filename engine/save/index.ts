// The save format: what the app, the Electron main process and the browser storage import from here.
export type { SaveCodec } from './codec';
export { engineSaveCodec } from './engineCodec';
export { SAVE_LIMITS, SAVE_SCHEMA_VERSION, type SaveEnvelope, type SaveKind } from './envelope';
export { parseJsonBytes, type JsonLimits } from './json';
export { jsonEqual } from './jsonEqual';
export {
  checkSave,
  loadSave,
  makeSave,
  serializeSave,
  type CheckedLogCache,
  type CheckedSave,
  type LoadedSave,
  type NewSave,
} from './load';
export { describeIssues, printable, type LoadProblem, type LoadProblemCode, type Outcome } from './problem';
export { createReplayCache, type ReplayCache } from './replayCache';
export { readSchemaVersion, readVersioned, versionedFormat, type VersionedFormat } from './versioned';
export {
  WRITER_BEFORE_LINEAGE,
  legacyGameId,
  lineageOf,
  replaceVerdict,
  type ReplaceVerdict,
  type SaveLineage,
} from './lineage';
export { previewSealedSave, readSeal, sealText, type SavePreview } from './seal';
