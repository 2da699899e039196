import { printable } from '../../../engine/save/index';
import { t } from '../i18n';
import { recordText, type DamageReason, type Situation, type StoredRecord } from './storageWords';
import type { TextStore } from './textStore';

/**
 * What the browser storage's game records and its profile and settings records have in common: where a record's
 * previous version is kept, how a stored value is read as bounded text and JSON, and how a failure is put in the
 * player's words.
 */

/** Each record's previous version sits under this prefix plus the record's own key. */
export const PREVIOUS_PREFIX = 'previous:';

export type Read =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'missing' }
  | { readonly kind: 'damaged'; readonly problem: DamageReason };
export type Damaged = { readonly ok: false; readonly problem: DamageReason };

/** A failure in the player's words (the slot quoted in it made printable); `restorable` when a previous version is there. */
export function failure(
  message: string,
  restorable = false,
): { readonly ok: false; readonly message: string; readonly restorable: boolean } {
  return { ok: false, message: printable(message), restorable };
}

/** A write the browser refused for want of room says so; any other failure is `situation` of the record. */
export function writeFailure(
  stored: StoredRecord,
  situation: Situation,
  error: unknown,
): { readonly ok: false; readonly message: string; readonly restorable: boolean } {
  const full = error instanceof DOMException && error.name === 'QuotaExceededError';
  return failure(full ? `${recordText(stored, situation)} ${t('storage.full')}` : recordText(stored, situation));
}

/** A stored value as text, or why it is not text fit to read. */
export function textOf(value: unknown, maxChars: number): Read {
  if (value === undefined) return { kind: 'missing' };
  if (typeof value !== 'string') return { kind: 'damaged', problem: 'not-text' };
  if (value.length > maxChars) return { kind: 'damaged', problem: 'too-large' };
  return { kind: 'text', text: value };
}

export function parseJson(text: string): { ok: true; value: unknown } | Damaged {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, problem: 'not-json' };
  }
}

export async function readText(store: TextStore, key: string, maxChars: number): Promise<Read> {
  return textOf(await store.get(key), maxChars);
}

export async function hasPrevious(store: TextStore, key: string): Promise<boolean> {
  return (await store.get(PREVIOUS_PREFIX + key)) !== undefined;
}
