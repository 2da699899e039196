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
  if (leftIsArray) {
    const [leftItems, rightItems] = [left as readonly unknown[], right as readonly unknown[]];
    if (leftItems.length !== rightItems.length) return false;
    for (let index = 0; index < leftItems.length; index += 1)
      if (!jsonEqual(leftItems[index], rightItems[index])) return false;
    return true;
  }
  const leftRecord = left as Record<string, unknown>;
  const rightRecord = right as Record<string, unknown>;
  let unmatchedKeys = 0;
  for (const key in leftRecord) {
    if (!Object.hasOwn(leftRecord, key) || leftRecord[key] === undefined) continue;
    if (!jsonEqual(leftRecord[key], rightRecord[key])) return false;
    unmatchedKeys += 1;
  }
  for (const key in rightRecord)
    if (Object.hasOwn(rightRecord, key) && rightRecord[key] !== undefined) unmatchedKeys -= 1;
  return unmatchedKeys === 0;
}
