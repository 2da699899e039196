/** A place to keep text under keys: what a browser (IndexedDB) or a test (memory) has to offer. */
export interface TextStore {
  /** What is stored under `key`, as it is: IndexedDB can hand back values of any kind, so it is checked here. */
  get(key: string): Promise<unknown>;
  put(key: string, value: string): Promise<void>;
  delete(key: string): Promise<void>;
  keys(): Promise<string[]>;
  /**
   * Reads `keys` and writes what `decide` makes of them as one step that no other write comes between (in IndexedDB,
   * one transaction): a check of what is stored and the write it allows are never split by another tab's write.
   */
  update<T>(keys: readonly string[], decide: (read: ReadonlyMap<string, unknown>) => Decision<T>): Promise<T>;
}

/** What an `update` writes (none of it when the check refused), and what it answers. */
export interface Decision<T> {
  readonly puts: readonly (readonly [key: string, value: string])[];
  readonly result: T;
}

/**
 * Keeps text in memory: for unit tests, and when the browser refuses IndexedDB (private windows). A test may hand in
 * its own map, to put there what IndexedDB could hand back (values that are not text).
 */
export function memoryTextStore(map: Map<string, unknown> = new Map()): TextStore {
  return {
    get: async (key) => map.get(key),
    put: async (key, value) => {
      map.set(key, value);
    },
    delete: async (key) => {
      map.delete(key);
    },
    keys: async () => [...map.keys()],
    // Nothing else runs between reading and writing here: the whole update is one synchronous step.
    update: async (keys, decide) => {
      const decided = decide(new Map(keys.map((key) => [key, map.get(key)])));
      for (const [key, value] of decided.puts) map.set(key, value);
      return decided.result;
    },
  };
}
