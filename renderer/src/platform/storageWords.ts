import type { IpcProblemCode, Profile, Settings, StoreProblemCode } from '../../../engine/formats/index';
import { SAVE_SCHEMA_VERSION, type LoadProblemCode } from '../../../engine/save/index';
import { i18n, t } from '../i18n';

/**
 * What the storage layer tells the player, in the language shown: a whole sentence per record and situation from the
 * catalog's `storage` section. The stores (browser records, the desktop files behind the bridge) say what went wrong
 * as codes; the technical cause beside them (a browser's or the disk's own message, a validation path) is English
 * and is not shown — the sentence says which record, what happened and whether its previous version can help.
 */

/** The record a problem is about: a saved game (by its slot), the profile or the settings. */
export type StoredRecord =
  | { readonly record: 'game'; readonly slot: string }
  | { readonly record: 'profile' | 'settings' };

/** What happened to a record, as the catalog has a sentence for it in each record's words. */
export type Situation =
  | 'missingRestorable'
  | 'damaged'
  | 'damagedRestorable'
  | 'unreadable'
  | 'notWritten'
  | 'readOnly'
  | 'unsynced'
  | 'noPrevious'
  | 'previousDamaged'
  | 'notRestored';

/** Why a record is damaged, as the catalog says it: the read problem's code (or the browser store's own finding). */
export type DamageReason = LoadProblemCode | 'not-text';

const REASON_KEY: Readonly<Record<DamageReason, string>> = {
  'too-large': 'tooLarge',
  'not-utf8': 'damagedContent',
  'not-json': 'damagedContent',
  'forbidden-key': 'invalid',
  'too-deep': 'tooDeep',
  'unknown-version': 'unknownVersion',
  'newer-version': 'newerVersion',
  invalid: 'invalid',
  'illegal-action': 'illegalAction',
  'engine-failure': 'engineFailure',
  'not-text': 'notText',
};

const LOAD_PROBLEM_CODES: ReadonlySet<string> = new Set(Object.keys(REASON_KEY));
export const isDamageReason = (code: string): code is DamageReason => LOAD_PROBLEM_CODES.has(code);

/** A key built from the record and the situation; storageWords.test.ts checks every pair has its text in each language. */
const byKey = t as unknown as (key: string, options?: Record<string, string | number>) => string;

/** The sentence for `situation` of `stored`, with the damage's reason when it is one. */
export function recordText(stored: StoredRecord, situation: Situation, reason: DamageReason = 'invalid'): string {
  const words: Record<string, string> = {};
  if (stored.record === 'game') words.slot = stored.slot;
  if (situation === 'damaged' || situation === 'damagedRestorable') words.reason = reasonText(reason);
  return byKey(`storage.${stored.record}.${situation}`, words);
}

export const reasonText = (reason: DamageReason): string => byKey(`storage.reason.${REASON_KEY[reason]}`);

/**
 * What the desktop store's problem means for `stored` when it was being read: missing (maybe restorable), damaged by
 * the read problem's code, or not read at all.
 */
export function readProblemText(
  stored: StoredRecord,
  code: StoreProblemCode | IpcProblemCode,
  restorable: boolean,
): string {
  if (code === 'missing')
    return stored.record === 'game' && !restorable
      ? t('storage.game.missing', { slot: stored.slot })
      : recordText(stored, 'missingRestorable');
  if (isDamageReason(code)) return recordText(stored, restorable ? 'damagedRestorable' : 'damaged', code);
  return commonProblemText(code) ?? recordText(stored, 'unreadable');
}

/** What the desktop store's problem means for `stored` when it was being written (or restored, `situation`). */
export function writeProblemText(
  stored: StoredRecord,
  code: StoreProblemCode | IpcProblemCode,
  situation: 'notWritten' | 'notRestored' = 'notWritten',
): string {
  if (code === 'read-only') return recordText(stored, 'readOnly');
  if (code === 'moved-on') return t('storage.game.movedOnInWindow');
  if (code === 'name-taken' && stored.record === 'game') return t('storage.game.nameTaken', { slot: stored.slot });
  return commonProblemText(code) ?? recordText(stored, situation);
}

/** Problems that are about the request rather than the record: a name the store refuses, the bridge itself failing. */
function commonProblemText(code: StoreProblemCode | IpcProblemCode): string | null {
  if (code === 'bad-name') return t('storage.badName');
  if (code === 'folder') return t('storage.isFolder');
  if (code === 'forbidden-sender' || code === 'payload-too-large' || code === 'invalid-payload' || code === 'internal')
    return t('storage.appFailed');
  return null;
}

/** What a loaded save is worth telling the player: it was upgraded, replayed by another engine, or its position rebuilt. */
export function loadNotices(
  slot: string,
  loaded: {
    readonly migratedFrom: number | null;
    readonly snapshotMatched: boolean;
    readonly savedBy: string;
    readonly engine: string;
  },
): string[] {
  const notices: string[] = [];
  if (loaded.migratedFrom !== null)
    notices.push(t('storage.game.upgraded', { slot, from: loaded.migratedFrom, to: SAVE_SCHEMA_VERSION }));
  if (loaded.savedBy !== loaded.engine)
    notices.push(t('storage.game.otherEngine', { slot, saved: loaded.savedBy, now: loaded.engine }));
  if (!loaded.snapshotMatched) notices.push(t('storage.game.snapshotRebuilt', { slot }));
  return notices;
}

/** The fields of the profile and the settings, as their formats name them when one was bad and was reset. */
type DocumentField = Exclude<keyof Profile | keyof Settings, 'schemaVersion'>;
const DOCUMENT_FIELDS: ReadonlySet<string> = new Set<DocumentField>([
  'campaign',
  'medals',
  'statistics',
  'countedGames',
  'tutorial',
  'history',
  'bests',
  'animationSpeed',
  'reducedMotion',
  'colourBlindPalette',
  'sound',
  'volume',
  'language',
  'uiScale',
  'botSpeed',
]);
const isDocumentField = (field: string): field is DocumentField => DOCUMENT_FIELDS.has(field);

/**
 * What to tell the player when the profile or the settings were read but some of their fields were bad and were reset
 * (the format's `dropped`): which ones, in the language shown. Null when there is nothing to tell.
 */
export function partlyReadText(record: 'profile' | 'settings', dropped: readonly string[] | undefined): string | null {
  const parts = (dropped ?? []).filter(isDocumentField).map((field) => byKey(`storage.field.${field}`));
  if (parts.length === 0) return null;
  return byKey(`storage.${record}.partlyRead`, {
    parts: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(parts),
  });
}
