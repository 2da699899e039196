import type { AuthorityMessage, HostReply, LoadFacts, OpenProblem } from '../../../engine/authority/index';
import type { IpcProblemCode, StoreProblemCode } from '../../../engine/formats/index';
import { ENGINE_VERSION } from './engine';
import { t } from '../i18n';
import { loadNotices, readProblemText, recordText, writeProblemText } from '../platform/storageWords';

/**
 * The page's words for what a game's host tells it in codes: the desktop's main process has no catalog, so its store
 * problems, load notices and save errors arrive as codes and facts and are worded here, in the language shown. A
 * browser worker's words pass through unchanged.
 */

/** Every code a store or the bridge answers with (a record, so that a new code cannot be left out). */
const STORE_PROBLEM_CODES: Readonly<Record<StoreProblemCode | IpcProblemCode, true>> = {
  'too-large': true,
  'not-utf8': true,
  'not-json': true,
  'forbidden-key': true,
  'too-deep': true,
  'unknown-version': true,
  'newer-version': true,
  invalid: true,
  'illegal-action': true,
  'engine-failure': true,
  'bad-name': true,
  missing: true,
  'io-error': true,
  'read-only': true,
  folder: true,
  'name-taken': true,
  'moved-on': true,
  'forbidden-sender': true,
  'payload-too-large': true,
  'invalid-payload': true,
  internal: true,
};
const isStoreCode = (code: string): code is StoreProblemCode | IpcProblemCode =>
  Object.hasOwn(STORE_PROBLEM_CODES, code);

export function openProblemText(problem: OpenProblem, restorable: boolean): string {
  if (problem.kind === 'worded') return problem.message;
  if (problem.kind === 'play-on-refused') return t('app.playOnRefused');
  const game = { record: 'game', slot: problem.slot } as const;
  const read = readProblemText(game, isStoreCode(problem.code) ? problem.code : 'internal', restorable);
  return problem.previousFailed ? `${read} ${recordText(game, 'previousDamaged')}` : read;
}

export function loadFactNotices(slot: string, facts: LoadFacts | null): string[] {
  if (facts === null) return [];
  const notices = loadNotices(slot, {
    migratedFrom: facts.migratedFrom,
    snapshotMatched: facts.snapshotMatched,
    savedBy: facts.savedBy,
    engine: ENGINE_VERSION,
  });
  return facts.fromBackup ? [t('storage.game.loadedPrevious', { slot }), ...notices] : notices;
}

export function warningText(slot: string | null, warning: Extract<HostReply, { type: 'warning' }>): string {
  return warning.message ?? recordText({ record: 'game', slot: slot ?? '' }, 'unsynced');
}

/** A table view whose save error is a store's code, worded; any other message as it came. */
export function wordedMessage(slot: string | null, message: AuthorityMessage): AuthorityMessage {
  if (message.type !== 'table' || message.table.saveError === null || !isStoreCode(message.table.saveError))
    return message;
  return {
    ...message,
    table: {
      ...message.table,
      saveError: writeProblemText({ record: 'game', slot: slot ?? '' }, message.table.saveError),
    },
  };
}
