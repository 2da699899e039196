import { createRecordStorage, type BrowserGameStorage } from './recordStorage';
import { memoryTextStore, type Decision, type TextStore } from './textStore';
import { withSlotNamesFolded } from './slotNames';

const DB_NAME = 'saltfjord';
const STORE = 'documents';

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const request = indexedDB.open(DB_NAME, 1);
  request.onupgradeneeded = () => {
    if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE);
  };
  return promised(request);
}

/**
 * Resolves with `result()` once `transaction` has committed: a request succeeds before its transaction commits, and a
 * page closed in between loses the write.
 */
function whenCommitted<T>(transaction: IDBTransaction, result: () => T): Promise<T> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve(result());
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
  });
}

function committed(change: (objects: IDBObjectStore) => IDBRequest, database: IDBDatabase): Promise<void> {
  const transaction = database.transaction(STORE, 'readwrite');
  change(transaction.objectStore(STORE));
  return whenCommitted(transaction, () => undefined);
}

/**
 * Reads `keys` and writes what `decide` makes of them in one transaction: IndexedDB runs the read–write transactions
 * of a store one after another, across tabs too, so no other write comes between the check and the write. `decide`
 * runs inside the last read's success callback, while the transaction is still active.
 */
function updated<T>(
  keys: readonly string[],
  decide: (read: ReadonlyMap<string, unknown>) => Decision<T>,
  database: IDBDatabase,
): Promise<T> {
  const transaction = database.transaction(STORE, 'readwrite');
  const objects = transaction.objectStore(STORE);
  const read = new Map<string, unknown>();
  let decided: Decision<T> | null = null;
  let failed: { readonly error: unknown } | null = null;
  const decideAndWrite = (): void => {
    try {
      decided = decide(read);
      for (const [key, value] of decided.puts) objects.put(value, key);
    } catch (error) {
      // What `decide` threw is the reason, not the abort it causes.
      failed = { error };
      transaction.abort();
    }
  };
  let unread = keys.length;
  for (const key of keys) {
    const request = objects.get(key);
    request.onsuccess = () => {
      read.set(key, request.result);
      unread -= 1;
      if (unread === 0) decideAndWrite();
    };
  }
  if (keys.length === 0) decideAndWrite();
  return whenCommitted(transaction, () => (decided as Decision<T>).result).catch((error: unknown) => {
    throw failed ? failed.error : error;
  });
}

/** One object store of text documents keyed by name; each call is its own transaction, so a write is all or nothing. */
function indexedDbTextStore(database: IDBDatabase): TextStore {
  const objects = (): IDBObjectStore => database.transaction(STORE, 'readonly').objectStore(STORE);
  return {
    get: async (key) => promised<unknown>(objects().get(key)),
    put: (key, value) => committed((store) => store.put(value, key), database),
    delete: (key) => committed((store) => store.delete(key), database),
    keys: async () => (await promised(objects().getAllKeys())).map(String),
    update: (keys, decide) => updated(keys, decide, database),
  };
}

/** Browser storage; falls back to memory (with a warning) where IndexedDB is unavailable, e.g. some private windows. */
export async function openBrowserStorage(): Promise<{
  readonly storage: BrowserGameStorage;
  readonly persistent: boolean;
}> {
  try {
    const database = await openDatabase();
    return { storage: withSlotNamesFolded(createRecordStorage(indexedDbTextStore(database))), persistent: true };
  } catch {
    return { storage: withSlotNamesFolded(createRecordStorage(memoryTextStore())), persistent: false };
  }
}
