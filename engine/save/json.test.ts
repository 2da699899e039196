import { describe, expect, it } from 'vitest';
import { parseJsonBytes, parseJsonText, type JsonLimits } from './json';

const limits: JsonLimits = { maxBytes: 1000, maxDepth: 8 };
const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('parseJsonText', () => {
  it('returns the parsed value of well-formed JSON', () => {
    expect(parseJsonText('{"a":[1,{"b":null}]}', 'x.json', limits)).toEqual({
      ok: true,
      value: { a: [1, { b: null }] },
    });
  });

  it('ignores a leading byte-order mark, as editors on Windows write one', () => {
    expect(parseJsonText('\uFEFF[1]', 'x.json', limits)).toEqual({ ok: true, value: [1] });
  });

  it('refuses truncated JSON, naming the source', () => {
    const result = parseJsonText('{"a":[1,2', 'slot.json', limits);
    expect(result).toMatchObject({ ok: false, error: { code: 'not-json' } });
    expect(!result.ok && result.error.message).toContain('slot.json');
  });

  it('refuses text longer than the cap', () => {
    expect(parseJsonText(`"${'a'.repeat(1000)}"`, 'x.json', limits)).toMatchObject({
      ok: false,
      error: { code: 'too-large' },
    });
  });

  it.each(['__proto__', 'constructor', 'prototype'])('refuses a nested "%s" key and says where it is', (key) => {
    const result = parseJsonText(`{"a":[0,{"${key}":{"polluted":true}}]}`, 'x.json', limits);
    expect(result).toMatchObject({ ok: false, error: { code: 'forbidden-key' } });
    expect(!result.ok && result.error.message).toContain(`a[1].${key}`);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('accepts nesting up to the depth limit and refuses one level more', () => {
    const nested = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);
    expect(parseJsonText(nested(limits.maxDepth), 'x.json', limits).ok).toBe(true);
    expect(parseJsonText(nested(limits.maxDepth + 1), 'x.json', limits)).toMatchObject({
      ok: false,
      error: { code: 'too-deep' },
    });
  });

  it('survives nesting far deeper than the stack allows for recursion', () => {
    const depth = 200_000;
    const result = parseJsonText('['.repeat(depth) + ']'.repeat(depth), 'x.json', { maxBytes: 1e6, maxDepth: 64 });
    expect(result.ok).toBe(false);
  });
});

describe('parseJsonBytes', () => {
  it('decodes UTF-8', () => {
    expect(parseJsonBytes(encode('{"name":"Ålesund"}'), 'x.json', limits)).toEqual({
      ok: true,
      value: { name: 'Ålesund' },
    });
  });

  it('refuses bytes that are not UTF-8', () => {
    const result = parseJsonBytes(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]), 'x.json', limits);
    expect(result).toMatchObject({ ok: false, error: { code: 'not-utf8' } });
  });

  it('refuses more bytes than the cap before decoding them', () => {
    expect(parseJsonBytes(new Uint8Array(1001).fill(0x20), 'x.json', limits)).toMatchObject({
      ok: false,
      error: { code: 'too-large' },
    });
  });
});
