import type { StoreProblem, StoreStatus } from '../engine/formats';
import type { AtomicFileSystem } from '../files/atomicFile';
import { createKeyedQueue } from './keyedQueue';
import { createDocumentAccess, storeProblem, type StoredDocument, type WriteOutcome } from './storedDocument';

/**
 * The store's files behind one queue per file: the reads, writes and restores of one file run one at a time, in the
 * order they were asked for, so that a write never interleaves with another write or a read of the same file; and
 * every change is refused, saying why, while the store is read-only.
 */

/** Asked first in a write's queue step: a refusal of the write, or null to go ahead. */
export type WriteRefusal = () => Promise<{ ok: false; error: StoreProblem } | null>;

export type QueuedDocuments = ReturnType<typeof createQueuedDocuments>;

/** The key a document's reads and writes queue under (see `StoredDocument.queueKey`). */
const queueKeyOf = (document: StoredDocument<unknown>): string => document.queueKey ?? document.path;

export function createQueuedDocuments(fs: AtomicFileSystem, status: StoreStatus) {
  const queue = createKeyedQueue();
  const documents = createDocumentAccess(fs);
  const inQueue = <R>(document: StoredDocument<unknown>, task: () => Promise<R>): Promise<R> =>
    queue.run(queueKeyOf(document), task);

  return {
    /** Runs `task` in the document's queue, after everything asked of that file before. */
    inQueue,
    readCurrent: <T>(document: StoredDocument<T>) => inQueue(document, () => documents.readCurrent(document)),
    readBackup: <T>(document: StoredDocument<T>) => inQueue(document, () => documents.readBackup(document)),
    /** Removes the file and its backups; only inside `inQueue`. False: there was none. */
    remove: (document: StoredDocument<unknown>) => documents.remove(document),

    /** Writes `content` in its queue; `refusal`, asked first in the queue, may refuse the write. */
    write<T>(
      document: StoredDocument<unknown>,
      content: string,
      value: T,
      refusal?: WriteRefusal,
    ): Promise<WriteOutcome<T>> {
      if (status.readOnly)
        return Promise.resolve(storeProblem('read-only', `${document.label} was not written: ${status.notice ?? ''}`));
      return inQueue(document, async () => (await refusal?.()) ?? documents.write(document, content, value));
    },

    /**
     * Reading the previous version and writing it back are one task of the document's queue, so a restore asked twice
     * (a double click) cannot read the same backup twice and write it twice — the second write would push the version
     * written by the first into the backups and the oldest backup out. A restore that finds the current file loading
     * has nothing left to do and answers it without writing: a restore puts back a damaged or missing file, never
     * replaces a good one. The damaged file is not kept (it does not load), so every backup stays where it was.
     */
    restore<T>(document: StoredDocument<T>, serialize: (value: T) => string): Promise<WriteOutcome<T>> {
      if (status.readOnly)
        return Promise.resolve(storeProblem('read-only', `${document.label} was not restored: ${status.notice ?? ''}`));
      return inQueue(document, async (): Promise<WriteOutcome<T>> => {
        const current = await documents.readCurrent(document);
        if (current.ok) return current;
        const backup = await documents.readBackup(document);
        if (!backup.ok) return backup;
        return documents.write(document, serialize(backup.value), backup.value);
      });
    },

    /** Resolves once every task queued so far is done. */
    idle: () => queue.idle(),
  };
}
