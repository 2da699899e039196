/**
 * Structural equality of JSON values, as `JSON.stringify` would see them: object key order is ignored (a state read
 * back from a file and the same state rebuilt by the engine may list keys differently), and a key holding
 * `undefined` counts as absent (it is dropped when written). Every save compares its log with the one checked before,
 * so this allocates nothing.
 */
export function jsonEqual(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) return false;
  const leftIsArray = Array.isArray(left);
  if (leftIsArray !== Array.isArray(right)) return false;
  if (leftIsArray) return itemsEqual(left as readonly unknown[], right as readonly unknown[]);
  return recordsEqual(left as Record<string, unknown>, right as Record<string, unknown>);
}

function itemsEqual(left: readonly unknown[], right: readonly unknown[]): boolean {
  if (left.length !== right.length) return false;
  for (let index = 0; index < left.length; index += 1) if (!jsonEqual(left[index], right[index])) return false;
  return true;
}

/** Each key the left record holds a value at holds an equal one on the right, and the right holds no other. */
function recordsEqual(left: Record<string, unknown>, right: Record<string, unknown>): boolean {
  let unmatchedKeys = 0;
  for (const key in left) {
    if (!Object.hasOwn(left, key) || left[key] === undefined) continue;
    if (!jsonEqual(left[key], right[key])) return false;
    unmatchedKeys += 1;
  }
  for (const key in right) if (Object.hasOwn(right, key) && right[key] !== undefined) unmatchedKeys -= 1;
  return unmatchedKeys === 0;
}
