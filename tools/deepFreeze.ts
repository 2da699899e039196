// Lives with the tools rather than the engine's test helpers because the fuzz harness freezes the states it plays
// through, and the tools import nothing of the engine's test side (which imports the tools).
/** Deep-freezes a state so that any accidental write to an input state throws in a test. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
