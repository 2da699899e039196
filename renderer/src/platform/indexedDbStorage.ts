import { createRecordStorage, memoryTextStore, type TextStore } from './recordStorage';
import type { GameStorage } from './storage';

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

/** One object store of text documents keyed by name; each call is its own transaction, so a write is all or nothing. */
function indexedDbTextStore(database: IDBDatabase): TextStore {
  const objects = (mode: IDBTransactionMode): IDBObjectStore => database.transaction(STORE, mode).objectStore(STORE);
  return {
    get: async (key) => {
      const value: unknown = await promised(objects('readonly').get(key));
      return typeof value === 'string' ? value : undefined;
    },
    put: async (key, value) => { await promised(objects('readwrite').put(value, key)); },
    delete: async (key) => { await promised(objects('readwrite').delete(key)); },
    keys: async () => (await promised(objects('readonly').getAllKeys())).map(String),
  };
}

/** Browser storage; falls back to memory (with a warning) where IndexedDB is unavailable, e.g. some private windows. */
export async function openBrowserStorage(): Promise<{ readonly storage: GameStorage; readonly persistent: boolean }> {
  try {
    const database = await openDatabase();
    return { storage: createRecordStorage(indexedDbTextStore(database)), persistent: true };
  } catch {
    return { storage: createRecordStorage(memoryTextStore()), persistent: false };
  }
}
