import { describe, expect, it } from 'vitest';
import { LOOK_ONLY, type TableView } from '../engine/authority/index.js';
import { createGame, type GameState } from '../engine/index.js';
import { setupFor } from '../engine/testing/index.js';
import { DurableOutbox, type SeatMessage } from './outbox.js';

const setup = setupFor(2);
const position: GameState = createGame(setup);

function view(revision: number, batchIds: readonly number[], answered = 0): SeatMessage {
  const table: TableView = {
    ...LOOK_ONLY,
    state: position,
    pending: null,
    botPlayed: [],
    refusalNumber: 0,
    revision,
    answered,
    batches: batchIds.map((id) => ({ id, round: 1, events: [], maxMs: null })),
  };
  return { type: 'table', table };
}

function history(keep: number, indices: readonly number[]): Extract<SeatMessage, { type: 'history' }> {
  const entries = indices.map((index) => ({
    index,
    seat: 0,
    round: 1,
    action: { type: 'pass' } as never,
    events: [],
    botPlayed: false,
    after: position,
  }));
  return { type: 'history', setup, initial: position, keep, entries };
}

function outboxSending(): { readonly outbox: DurableOutbox; readonly sent: SeatMessage[] } {
  const sent: SeatMessage[] = [];
  return { outbox: new DurableOutbox((message) => sent.push(message)), sent };
}

const indicesOf = (message: SeatMessage | undefined): number[] =>
  message?.type === 'history' ? message.entries.map((entry) => entry.index) : [];

describe('the outbox holds a connection’s messages until their position is written', () => {
  it('sends nothing of a revision not written yet, then everything once it is', () => {
    const { outbox, sent } = outboxSending();
    outbox.push(history(0, [0]), 0);
    outbox.push(view(1, [1], 1), 0);
    expect(sent).toEqual([]);
    outbox.release(1);
    expect(sent.map((message) => message.type)).toEqual(['history', 'table']);
  });

  it('sends a view of a written revision at once', () => {
    const { outbox, sent } = outboxSending();
    outbox.push(view(3, []), 3);
    expect(sent).toHaveLength(1);
  });

  it('keeps views of a later revision held while it releases the earlier ones', () => {
    const { outbox, sent } = outboxSending();
    outbox.push(view(1, [1]), 0);
    outbox.push(history(0, [0]), 0);
    outbox.push(view(2, [2]), 0);
    outbox.release(1);
    expect(sent.map((message) => (message.type === 'table' ? message.table.revision : message.type))).toEqual([1]);
    outbox.release(2);
    expect(sent.map((message) => (message.type === 'table' ? message.table.revision : message.type))).toEqual([
      1,
      'history',
      2,
    ]);
  });
});

describe('what a write releases goes out as one view: the newest, carrying every batch of those it replaces', () => {
  it('sends the newest of the views held for one write, with all their batches in order', () => {
    const { outbox, sent } = outboxSending();
    outbox.push(view(1, [1], 1), 0);
    outbox.push(view(1, [2], 1), 0);
    outbox.push(view(1, [], 1), 0);
    outbox.release(1);
    expect(sent).toHaveLength(1);
    const [only] = sent;
    expect(only?.type === 'table' && only.table.batches.map((batch) => batch.id)).toEqual([1, 2]);
  });

  it('joins the log changes held for one write into one, as the client would apply them in turn', () => {
    const { outbox, sent } = outboxSending();
    outbox.push(history(3, [3]), 0);
    outbox.push(view(1, [], 1), 0);
    // An Undo took the last two back, then a move was played.
    outbox.push(history(2, [2]), 0);
    outbox.push(history(3, [3, 4]), 0);
    outbox.push(view(2, [], 2), 0);
    outbox.release(2);
    expect(sent.map((message) => message.type)).toEqual(['history', 'table']);
    const [log] = sent;
    expect(log?.type === 'history' && log.keep).toBe(2);
    expect(indicesOf(log)).toEqual([2, 3, 4]);
  });

  it('lets a later change that keeps fewer entries replace what an earlier one added', () => {
    const { outbox, sent } = outboxSending();
    outbox.push(history(5, [5, 6]), 0);
    outbox.push(history(4, [4]), 0);
    outbox.push(view(1, []), 0);
    outbox.release(1);
    const [log] = sent;
    expect(log?.type === 'history' && log.keep).toBe(4);
    expect(indicesOf(log)).toEqual([4]);
  });
});

describe('the game as dealt reaches a client once, whichever of the joined log changes carried it', () => {
  it('keeps the first message’s setup and dealt game when later changes of the same log leave them out', () => {
    const { outbox, sent } = outboxSending();
    outbox.push(history(0, [0]), 0);
    const { setup: _setup, initial: _initial, ...change } = history(1, [1]);
    outbox.push(change, 0);
    outbox.push(view(1, []), 0);
    outbox.release(1);
    const [log] = sent;
    expect(log?.type === 'history' && log.initial).toBe(position);
    expect(indicesOf(log)).toEqual([0, 1]);
  });
});
