import { createRecordStorage, memoryTextStore, type TextStore } from './recordStorage';
import { withSlotNamesFolded } from './slotNames';
import type { GameRecordStorage } from './storage';

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
 * Resolves once a write's transaction has committed: a request succeeds before its transaction commits, and a page
 * closed in between loses the write.
 */
function committed(change: (objects: IDBObjectStore) => IDBRequest, database: IDBDatabase): Promise<void> {
  return new Promise((resolve, reject) => {
    const transaction = database.transaction(STORE, 'readwrite');
    change(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
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
  };
}

/** Browser storage; falls back to memory (with a warning) where IndexedDB is unavailable, e.g. some private windows. */
export async function openBrowserStorage(): Promise<{ readonly storage: GameRecordStorage; readonly persistent: boolean }> {
  try {
    const database = await openDatabase();
    return { storage: withSlotNamesFolded(createRecordStorage(indexedDbTextStore(database))), persistent: true };
  } catch {
    return { storage: withSlotNamesFolded(createRecordStorage(memoryTextStore())), persistent: false };
  }
}
