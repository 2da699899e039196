import { clip, fail, formatPath, succeed, type Outcome } from './problem';

export interface JsonLimits {
  /** Largest accepted document, in bytes of UTF-8. */
  readonly maxBytes: number;
  /** Deepest accepted nesting of arrays and objects. Real documents stay far below it. */
  readonly maxDepth: number;
}

/**
 * Keys that mean something to JavaScript's object model. No document of ours uses them, and a hand-edited or hostile
 * file that carries them is trying to reach prototypes, so it is refused outright rather than silently stripped.
 */
const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Reads raw file bytes: size cap, strict UTF-8 (a leading byte-order mark is dropped), then `parseJsonText`. */
export function parseJsonBytes(bytes: Uint8Array, source: string, limits: JsonLimits): Outcome<unknown> {
  if (bytes.byteLength > limits.maxBytes) return tooLarge(source, bytes.byteLength, limits);
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    return fail('not-utf8', `${source} is not a text file (it is not valid UTF-8), so it cannot be a Saltfjord file.`);
  }
  return parseJsonText(text, source, limits);
}

/**
 * Parses JSON text and checks its shape is safe to hand to a schema: not too large, not too deep, no prototype keys.
 * Never throws.
 */
export function parseJsonText(text: string, source: string, limits: JsonLimits): Outcome<unknown> {
  // A UTF-16 code unit is at least one UTF-8 byte, so this never refuses a document within the cap.
  if (text.length > limits.maxBytes) return tooLarge(source, text.length, limits);
  const withoutBom = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let value: unknown;
  try {
    value = JSON.parse(withoutBom);
  } catch (error) {
    const reason = error instanceof Error ? clip(error.message, 120) : 'unreadable';
    return fail('not-json', `${source} is damaged: it is not valid JSON (${reason}).`);
  }
  return checkStructure(value, source, limits);
}

interface PendingNode {
  readonly value: unknown;
  readonly depth: number;
  /** Where the node sits, kept as links so a path string is only built for the error message. */
  readonly parent: PendingNode | null;
  readonly key: string | number;
}

/** Walks the parsed value without recursion, so a pathologically nested file cannot overflow the stack. */
function checkStructure(root: unknown, source: string, limits: JsonLimits): Outcome<unknown> {
  const pending: PendingNode[] = [{ value: root, depth: 0, parent: null, key: '' }];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    const { value, depth } = node;
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= limits.maxDepth) {
      return fail('too-deep', `${source} is nested more than ${limits.maxDepth} levels deep; no Saltfjord file is.`);
    }
    if (Array.isArray(value)) {
      value.forEach((item: unknown, index) =>
        pending.push({ value: item, depth: depth + 1, parent: node, key: index }),
      );
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (FORBIDDEN_KEYS.has(key)) {
        const where = pathOf({ value: item, depth: depth + 1, parent: node, key });
        return fail(
          'forbidden-key',
          `${source} contains the key "${key}" (at ${clip(where, 80)}), which Saltfjord files never use; it was not loaded.`,
        );
      }
      pending.push({ value: item, depth: depth + 1, parent: node, key });
    }
  }
  return succeed(root);
}

function pathOf(node: PendingNode): string {
  const parts: Array<string | number> = [];
  for (let at: PendingNode | null = node; at !== null && at.parent !== null; at = at.parent) parts.unshift(at.key);
  return formatPath(parts);
}

function tooLarge(source: string, size: number, limits: JsonLimits): Outcome<never> {
  return fail('too-large', `${source} is too large (${size} bytes; the limit is ${limits.maxBytes}).`);
}
