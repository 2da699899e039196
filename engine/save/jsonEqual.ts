/**
 * Structural equality of JSON values, as `JSON.stringify` would see them: object key order is ignored (a state read
 * back from a file and the same state rebuilt by the engine may list keys differently), and a key holding
 * `undefined` counts as absent (it is dropped when written).
 */
export function jsonEqual(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) return false;
  if (Array.isArray(left) || Array.isArray(right)) {
    if (!Array.isArray(left) || !Array.isArray(right) || left.length !== right.length) return false;
    return left.every((item: unknown, index) => jsonEqual(item, right[index]));
  }
  const leftRecord = left as Record<string, unknown>;
  const rightRecord = right as Record<string, unknown>;
  const leftKeys = writtenKeys(leftRecord);
  if (leftKeys.length !== writtenKeys(rightRecord).length) return false;
  return leftKeys.every((key) => jsonEqual(leftRecord[key], rightRecord[key]));
}

function writtenKeys(record: Record<string, unknown>): string[] {
  return Object.keys(record).filter((key) => record[key] !== undefined);
}
