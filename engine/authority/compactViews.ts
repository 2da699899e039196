// The protocol's views made compact for a network: a connection is sent a view as its changes from the one it was
// sent before, and each new entry of the log as its position's changes from the entry before. A move changes a few
// values of a position (a die taken, a resource counted, whose turn it is), so a view that is kilobytes whole is tens
// of bytes as changes, and the client rebuilds the whole, sharing every part that did not change with the last one.
import { z } from 'zod';
import type { GameState } from '../index.js';
import type { HistoryEntry } from '../session/index.js';
import type { AuthorityMessage, TableView } from './protocol.js';

/** Where a value is in a view: object keys and array indices from the top. */
export type JsonPath = readonly (string | number)[];
/** One change: the value at `path` becomes `value`; a change without a value removes the key at `path`. */
export type JsonChange = readonly [JsonPath] | readonly [JsonPath, unknown];

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The changes that turn `before` into `after` (plain JSON values): none when they are equal. */
export function jsonChanges(before: unknown, after: unknown): JsonChange[] {
  const changes: JsonChange[] = [];
  collectChanges(before, after, [], changes);
  return changes;
}

// The walk visits every value of two views (the authority builds each view anew), so it keeps one path it changes as
// it goes, copied only for a change: most values are equal, and allocating a path for each would cost more than
// sending the whole view.
function collectChanges(before: unknown, after: unknown, path: (string | number)[], changes: JsonChange[]): void {
  if (before === after) return;
  if (isRecord(before) && isRecord(after)) collectRecordChanges(before, after, path, changes);
  else if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    for (let index = 0; index < after.length; index++) {
      path.push(index);
      collectChanges(before[index], after[index], path, changes);
      path.pop();
    }
  } else if (!Object.is(before, after)) changes.push([[...path], after]);
}

function collectRecordChanges(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  path: (string | number)[],
  changes: JsonChange[],
): void {
  for (const key in after) {
    const value = after[key];
    if (value === undefined) continue;
    if (before[key] === undefined) changes.push([[...path, key], value]);
    else {
      path.push(key);
      collectChanges(before[key], value, path, changes);
      path.pop();
    }
  }
  for (const key in before) if (before[key] !== undefined && after[key] === undefined) changes.push([[...path, key]]);
}

/** Keys a change may never name: set on a plain object, they would change what every object inherits. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const pathSchema = z.array(
  z.union([z.string().refine((key) => !FORBIDDEN_KEYS.has(key)), z.number().int().min(0).max(100_000)]),
);
/** Changes as read from a network: at most this many, at most 32 keys deep, and never naming an object's internals. */
export const jsonChangesSchema = z
  .array(z.union([z.tuple([pathSchema.max(32)]), z.tuple([pathSchema.max(32), z.unknown()])]))
  .max(50_000);

/** `base` with `changes` made, copying only the objects and arrays on their paths: every other part is `base`'s. */
export function withChanges<T>(base: T, changes: readonly JsonChange[]): T {
  const copies = new WeakSet<object>();
  let result: unknown = base;
  for (const change of changes) result = changed(result, change, 0, copies);
  return result as T;
}

function changed(node: unknown, change: JsonChange, depth: number, copies: WeakSet<object>): unknown {
  const [path] = change;
  if (depth === path.length) return change.length === 2 ? change[1] : undefined;
  const key = path[depth] as string | number;
  const copy = ownCopy(node, copies);
  const next = changed((copy as Record<string | number, unknown>)[key], change, depth + 1, copies);
  if (next === undefined && !Array.isArray(copy)) delete (copy as Record<string, unknown>)[key];
  else (copy as Record<string | number, unknown>)[key] = next;
  return copy;
}

/** A copy of `node` this rebuild may change (made once per rebuild); an object where there was none. */
function ownCopy(node: unknown, copies: WeakSet<object>): object {
  if (typeof node === 'object' && node !== null && copies.has(node)) return node;
  const copy = Array.isArray(node) ? [...node] : isRecord(node) ? { ...node } : {};
  copies.add(copy);
  return copy;
}

type HistoryMessage = Extract<AuthorityMessage, { type: 'history' }>;
/** A log entry as sent: its position whole, or as changes from the position of the entry before it. */
export type CompactEntry = Omit<HistoryEntry, 'after'> &
  ({ readonly after: GameState } | { readonly afterChanges: readonly JsonChange[] });
/** What a connection is sent: the authority's message, a view as its changes, or a log with compact entries. */
export type CompactMessage =
  | Exclude<AuthorityMessage, { type: 'history' }>
  | { readonly type: 'tableChange'; readonly changes: readonly JsonChange[] }
  | (Omit<HistoryMessage, 'entries'> & { readonly entries: readonly CompactEntry[] });

/**
 * What one connection's side knows of what was sent, kept alike by the encoder and the decoder: the last view, the
 * game as dealt, and the log's length and last position (the base of the next entry).
 */
class SentLog {
  table: TableView | null = null;
  initial: GameState | null = null;
  length = 0;
  last: GameState | null = null;

  /** The position the entry at `index` follows, if known: the game as dealt, or the last entry's. */
  baseOf(index: number): GameState | null {
    if (index === 0) return this.initial;
    return index === this.length ? this.last : null;
  }

  logged(message: { readonly initial?: GameState; readonly keep: number }, afters: readonly GameState[]): void {
    if (message.initial) this.initial = message.initial;
    // A change that only takes entries back leaves a last position this side no longer knows.
    const kept = message.keep === this.length ? this.last : null;
    this.length = message.keep + afters.length;
    this.last = afters.at(-1) ?? kept;
  }
}

/** Makes one connection's messages compact, in the order they are sent. A new connection has a new encoder. */
export class CompactEncoder {
  private readonly sent = new SentLog();

  encode(message: AuthorityMessage): CompactMessage {
    if (message.type === 'table') {
      const before = this.sent.table;
      this.sent.table = message.table;
      return before ? { type: 'tableChange', changes: jsonChanges(before, message.table) } : message;
    }
    if (message.type !== 'history') return message;
    if (message.initial) this.sent.initial = message.initial;
    let base = this.sent.baseOf(message.keep);
    const entries = message.entries.map(({ after, ...entry }): CompactEntry => {
      const compact = base ? { ...entry, afterChanges: jsonChanges(base, after) } : { ...entry, after };
      base = after;
      return compact;
    });
    this.sent.logged(
      message,
      message.entries.map((entry) => entry.after),
    );
    return { ...message, entries };
  }
}

/**
 * Rebuilds the authority's messages from one connection's compact ones; null for a message that cannot be one of
 * them (changes of a view or a position it was never sent, or changes that are not changes).
 */
export class CompactDecoder {
  private readonly sent = new SentLog();

  decode(message: CompactMessage): AuthorityMessage | null {
    if (message.type === 'tableChange') {
      const changes = jsonChangesSchema.safeParse(message.changes);
      if (!this.sent.table || !changes.success) return null;
      this.sent.table = withChanges(this.sent.table, changes.data);
      return { type: 'table', table: this.sent.table };
    }
    if (message.type === 'table') this.sent.table = message.table;
    if (message.type !== 'history') return message;
    if (message.initial) this.sent.initial = message.initial;
    const entries = this.entriesOf(message);
    if (!entries) return null;
    this.sent.logged(
      message,
      entries.map((entry) => entry.after),
    );
    return { ...message, entries };
  }

  private entriesOf(message: Extract<CompactMessage, { type: 'history' }>): HistoryEntry[] | null {
    let base = this.sent.baseOf(message.keep);
    const entries: HistoryEntry[] = [];
    for (const compact of message.entries) {
      if (!('afterChanges' in compact)) {
        entries.push(compact);
        base = compact.after;
        continue;
      }
      const changes = jsonChangesSchema.safeParse(compact.afterChanges);
      if (!base || !changes.success) return null;
      const { afterChanges: _changes, ...entry } = compact;
      base = withChanges(base, changes.data);
      entries.push({ ...entry, after: base });
    }
    return entries;
  }
}
