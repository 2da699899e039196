import { join } from 'node:path';
import type { z } from 'zod';
import {
  DEFAULT_SETTINGS,
  NEW_PROFILE,
  profileFormat,
  profileSchema,
  settingsFormat,
  settingsSchema,
  type Profile,
  type ReadOutcome,
  type Settings,
  type StoreOutcome,
} from '../engine/formats';
import { describeIssues, parseJsonBytes, readVersioned, type JsonLimits, type VersionedFormat } from '../engine/save';
import type { QueuedDocuments } from './queuedDocuments';
import { storeProblem, type StoredDocument, type WriteOutcome } from './storedDocument';

/**
 * The store's two small documents beside the saves, `profile.json` and `settings.json`: read through their formats'
 * migrations (a bad field reset rather than the whole file refused), checked against their schemas before they are
 * written, and written indented.
 */

/** The profile and settings files' bound on reading (the IPC bridge lets the page send a profile this large). */
export const SMALL_DOCUMENT_LIMITS: JsonLimits = { maxBytes: 256 * 1024, maxDepth: 16 };
const PROFILE_FILE = 'profile.json';
const SETTINGS_FILE = 'settings.json';

export interface ProfileAndSettings {
  readProfile(): Promise<ReadOutcome<Profile>>;
  readProfileBackup(): Promise<ReadOutcome<Profile>>;
  restoreProfile(): Promise<WriteOutcome<Profile>>;
  writeProfile(profile: unknown): Promise<WriteOutcome<Profile>>;
  readSettings(): Promise<ReadOutcome<Settings>>;
  readSettingsBackup(): Promise<ReadOutcome<Settings>>;
  restoreSettings(): Promise<WriteOutcome<Settings>>;
  writeSettings(settings: unknown): Promise<WriteOutcome<Settings>>;
}

/** Profile and settings are small and read by people now and then, so they are written indented. */
const indented = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** A profile or settings file as read: its value, and the fields that were bad in it and were reset. */
interface ReadDocument<T> {
  readonly value: T;
  readonly dropped: readonly string[];
}

/** A read of a small document as the store answers it: `dropped` only when a field was reset. */
function asRead<T>(outcome: StoreOutcome<ReadDocument<T>>): ReadOutcome<T> {
  if (!outcome.ok) return outcome;
  return outcome.value.dropped.length === 0
    ? { ok: true, value: outcome.value.value }
    : { ok: true, value: outcome.value.value, dropped: outcome.value.dropped };
}

/**
 * A small versioned document in the user-data folder (profile, settings): read through its format's migrations (a bad
 * field reset, see `VersionedFormat.fieldDefaults`), and `fallback` when there is none yet — and no previous version.
 */
function smallDocument<T>(
  userDataDir: string,
  fileName: string,
  format: VersionedFormat<T>,
  fallback: T,
): StoredDocument<ReadDocument<T>> {
  return {
    path: join(userDataDir, fileName),
    label: fileName,
    maxBytes: SMALL_DOCUMENT_LIMITS.maxBytes,
    decode(bytes, source) {
      const parsed = parseJsonBytes(bytes, source, SMALL_DOCUMENT_LIMITS);
      if (!parsed.ok) return parsed;
      const read = readVersioned(parsed.value, format, source);
      return read.ok ? { ok: true, value: { value: read.value.value, dropped: read.value.dropped ?? [] } } : read;
    },
    whenMissing: () => ({ ok: true, value: { value: fallback, dropped: [] } }),
  };
}

/** A restored profile or settings file is written as read, its bad fields reset: the backup it came from keeps them. */
async function restoreSmallDocument<T>(
  documents: QueuedDocuments,
  document: StoredDocument<ReadDocument<T>>,
): Promise<WriteOutcome<T>> {
  const restored = await documents.restore(document, (read) => indented(read.value));
  if (!restored.ok) return restored;
  return restored.warning === undefined
    ? { ok: true, value: restored.value.value }
    : { ok: true, value: restored.value.value, warning: restored.warning };
}

function writeSmallDocument<T>(
  documents: QueuedDocuments,
  document: StoredDocument<ReadDocument<T>>,
  schema: z.ZodType<T>,
  value: unknown,
): Promise<WriteOutcome<T>> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    return Promise.resolve(
      storeProblem('invalid', `${document.label} was not written: ${describeIssues(parsed.error)}`),
    );
  }
  return documents.write(document, indented(parsed.data), parsed.data);
}

/** The profile and settings of the data folder `userDataDir`, read and written through the store's queues. */
export function openProfileAndSettings(userDataDir: string, documents: QueuedDocuments): ProfileAndSettings {
  const profileDocument = smallDocument(userDataDir, PROFILE_FILE, profileFormat, NEW_PROFILE);
  const settingsDocument = smallDocument(userDataDir, SETTINGS_FILE, settingsFormat, DEFAULT_SETTINGS);
  return {
    readProfile: async () => asRead(await documents.readCurrent(profileDocument)),
    readProfileBackup: async () => asRead(await documents.readBackup(profileDocument)),
    restoreProfile: () => restoreSmallDocument(documents, profileDocument),
    writeProfile: (profile) => writeSmallDocument(documents, profileDocument, profileSchema, profile),

    readSettings: async () => asRead(await documents.readCurrent(settingsDocument)),
    readSettingsBackup: async () => asRead(await documents.readBackup(settingsDocument)),
    restoreSettings: () => restoreSmallDocument(documents, settingsDocument),
    writeSettings: (settings) => writeSmallDocument(documents, settingsDocument, settingsSchema, settings),
  };
}
