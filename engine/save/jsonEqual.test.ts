import { describe, expect, it } from 'vitest';
import { jsonEqual } from './jsonEqual';

describe('jsonEqual', () => {
  it('ignores the order of object keys', () => {
    expect(jsonEqual({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toBe(true);
  });

  it('treats a key holding undefined as absent, as JSON.stringify does', () => {
    expect(jsonEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
  });

  it.each([
    [{ a: 1 }, { a: 2 }],
    [{ a: 1 }, { a: 1, b: 2 }],
    [{ a: 1 }, { b: 1 }],
    [
      [1, 2],
      [2, 1],
    ],
    [[1], [1, 1]],
    [[], {}],
    [{ 0: 1 }, [1]],
    [null, {}],
    [1, '1'],
    [{ a: [{ b: 1 }] }, { a: [{ b: 0 }] }],
  ])('tells %j from %j', (left, right) => {
    expect(jsonEqual(left, right)).toBe(false);
    expect(jsonEqual(right, left)).toBe(false);
  });
});
