import { describe, expect, it } from 'vitest';
import type { GameState } from '../index.js';
import { buildHistory, type HistoryEntry } from '../session/index.js';
import { playRandomGame, randomSetup } from '../testing/index.js';
import { CompactDecoder, CompactEncoder, jsonChanges, withChanges, type CompactMessage } from './compactViews.js';
import type { AuthorityMessage, TableView } from './protocol.js';
import { LOOK_ONLY } from './tableView.js';
import { seatView } from './views.js';

const setup = randomSetup(3, 'compact-views');
const played = playRandomGame(setup, 'compact-views');
const history = buildHistory(setup, played.actions.slice(0, 40));
/** The log's entries and the game as dealt as seat 1 may see them. */
const entries: HistoryEntry[] = history.entries.map((entry) => ({ ...entry, after: seatView(entry.after, 1, false) }));
const initial = seatView(history.initial, 1, false);
const stateAt = (index: number): GameState => (entries[index] as HistoryEntry).after;

function view(state: GameState, answered: number): AuthorityMessage {
  const table: TableView = { ...LOOK_ONLY, state, pending: null, botPlayed: [], refusalNumber: 0, revision: answered };
  return { type: 'table', table: { ...table, answered } };
}

/** The messages as a network carries them (JSON: no shared objects, nothing but data). */
const overTheWire = (message: CompactMessage): CompactMessage => JSON.parse(JSON.stringify(message)) as CompactMessage;

describe('a position as its changes from another', () => {
  it('rebuilds every position of a game from the one before it, sharing every part that did not change', () => {
    const shared: [unknown, unknown][] = [];
    for (let index = 1; index < entries.length; index++) {
      const [before, after] = [stateAt(index - 1), stateAt(index)];
      const rebuilt = withChanges(before, jsonChanges(before, after));
      expect(rebuilt).toEqual(after);
      rebuilt.players.forEach((player, seat) => {
        if (player === before.players[seat]) shared.push([player, after.players[seat]]);
      });
    }
    // A player whose pieces a move did not touch is the very object of the position before.
    expect(shared.length).toBeGreaterThan(entries.length / 2);
    expect(shared.filter(([kept, after]) => JSON.stringify(kept) !== JSON.stringify(after))).toEqual([]);
    expect(withChanges(stateAt(3), [])).toBe(stateAt(3));
  });

  it('removes a key a position no longer has, and replaces an array that changed length', () => {
    const before = { a: 1, b: [1, 2], c: { d: true } };
    const after = { a: 1, b: [1, 2, 3], c: {} };
    expect(jsonChanges(before, after)).toEqual([[['b'], [1, 2, 3]], [['c', 'd']]]);
    expect(withChanges(before, jsonChanges(before, after))).toEqual(after);
    expect(before).toEqual({ a: 1, b: [1, 2], c: { d: true } });
  });
});

describe("one connection's views sent compact", () => {
  const messages: AuthorityMessage[] = [
    { type: 'history', setup, initial, keep: 0, entries: entries.slice(0, 2) },
    view(stateAt(1), 1),
    { type: 'history', keep: 2, entries: entries.slice(2, 3) },
    view(stateAt(2), 2),
    // An Undo takes two entries back; then two moves are played.
    { type: 'history', keep: 1, entries: [] },
    view(stateAt(0), 3),
    { type: 'history', keep: 1, entries: entries.slice(1, 3) },
    { type: 'history', keep: 3, entries: entries.slice(3, 6) },
    view(stateAt(5), 4),
    { type: 'skip' },
  ];

  it('are rebuilt as the authority sent them, in order, after an Undo too', () => {
    const [encoder, decoder] = [new CompactEncoder(), new CompactDecoder()];
    const rebuilt = messages.map((message) => decoder.decode(overTheWire(encoder.encode(message))));
    expect(rebuilt).toEqual(messages);
  });

  it('send a view and a new entry as their changes, a small part of their size whole', () => {
    const encoder = new CompactEncoder();
    const sent = messages.map((message) => encoder.encode(message));
    expect(sent.map((message) => message.type)).toEqual([
      'history',
      'table',
      'history',
      'tableChange',
      'history',
      'tableChange',
      'history',
      'history',
      'tableChange',
      'skip',
    ]);
    expect(JSON.stringify(sent[3]).length * 10).toBeLessThan(JSON.stringify(messages[3]).length);
    expect(JSON.stringify(sent[2]).length * 5).toBeLessThan(JSON.stringify(messages[2]).length);
    // After the Undo the position before the first new entry is not the last one sent: that entry goes whole.
    const afterUndo = sent[6];
    expect(afterUndo?.type === 'history' && afterUndo.entries.map((entry) => 'after' in entry)).toEqual([true, false]);
  });

  it('refuses changes of a view or a position never sent, and changes naming what every object inherits', () => {
    const decoder = new CompactDecoder();
    expect(decoder.decode({ type: 'tableChange', changes: [[['answered'], 1]] })).toBeNull();
    const { after: _whole, ...entry } = entries[2] as HistoryEntry;
    expect(decoder.decode({ type: 'history', keep: 2, entries: [{ ...entry, afterChanges: [] }] })).toBeNull();
    expect(decoder.decode(view(stateAt(1), 1) as CompactMessage)).not.toBeNull();
    const hostile = JSON.parse('{"type":"tableChange","changes":[[["__proto__","polluted"],true]]}') as CompactMessage;
    expect(decoder.decode(hostile)).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(decoder.decode({ type: 'tableChange', changes: [['not a path']] } as unknown as CompactMessage)).toBeNull();
  });
});
