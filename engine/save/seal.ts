import { SAVE_LIMITS, SAVE_SCHEMA_VERSION, type StoredSave } from './envelope';
import { parseJsonText } from './json';
import { saveFormat } from './migrations';
import type { CheckedSave } from './load';
import { readVersioned } from './versioned';

/**
 * A save's seal: the SHA-256 digest of its own text, written last, so that a load can tell that the position stored in
 * the file is byte for byte the one its writer made — and show it at once, before replaying the log that proves it.
 * The digest itself is computed by the platform (the browser's `crypto.subtle`, Node's `crypto`): the engine only says
 * what is digested. A file with no seal, a seal that does not match, or one written by another engine is shown only
 * once its replay is done.
 */

const SEAL_SUFFIX = /,"seal":"([0-9a-f]{64})"\}$/;

/** The text of a save with its seal: `text` is a serialized save (a JSON object) and `digest` the SHA-256 of it in hex. */
export function sealText(text: string, digest: string): string {
  if (!text.endsWith('}') || !/^[0-9a-f]{64}$/.test(digest))
    throw new Error('only a serialized save with a SHA-256 digest can be sealed');
  return `${text.slice(0, -1)},"seal":"${digest}"}`;
}

/** A sealed text's body (what the seal digests) and its digest; null when the text carries no seal. */
export function readSeal(text: string): { readonly body: string; readonly digest: string } | null {
  const match = SEAL_SUFFIX.exec(text);
  if (!match) return null;
  return { body: `${text.slice(0, match.index)}}`, digest: match[1] as string };
}

/** What a sealed save lets the host show before its replay: the setup (validated) and the stored position. */
export interface SavePreview<Setup> {
  readonly save: Omit<CheckedSave<Setup, unknown>, 'actions'> & { readonly actionCount: number };
}

/**
 * The envelope and setup of a sealed save whose seal matched, without validating or replaying its actions; null for
 * anything else — another format version, another engine, a setup the schema refuses — which is then only loaded whole.
 */
export function previewSealedSave<Setup>(
  text: string,
  source: string,
  codec: {
    readonly setupSchema: { safeParse(value: unknown): { success: true; data: Setup } | { success: false } };
    readonly engineVersion: string;
  },
): SavePreview<Setup> | null {
  const parsed = parseJsonText(text, source, SAVE_LIMITS);
  if (!parsed.ok) return null;
  const read = readVersioned(parsed.value, saveFormat, source);
  if (!read.ok || read.value.migratedFrom !== null) return null;
  const { seal: _seal, actions, ...stored }: StoredSave = read.value.value;
  if (stored.schemaVersion !== SAVE_SCHEMA_VERSION || stored.engineVersion !== codec.engineVersion) return null;
  const setup = codec.setupSchema.safeParse(stored.setup);
  if (!setup.success) return null;
  return { save: { ...stored, setup: setup.data, actionCount: actions.length } };
}
