import { describe, expect, it } from 'vitest';
import type { AuthorityMessage, Intent, TableView } from '../../../engine/authority/index';
import { NetworkPort } from './networkPort';

/** A view of the fields the port reads: whose decision it is, and how many of the connection's moves it answers. */
function view(seat: number, answered: number, phase = 'play', batches: readonly number[] = []): TableView {
  return {
    state: { phase, setup: { seats: [{ name: 'Astrid' }, { name: 'Bjørn' }] } },
    pending: { seat },
    legal: [{ type: 'endTurn' }],
    playing: null,
    batches: batches.map((id) => ({ id, round: 1, events: [], maxMs: null })),
    humanToAct: true,
    awaitingInput: true,
    undoAvailable: true,
    answered,
  } as unknown as TableView;
}

function portFor(seat: number | null): { port: NetworkPort; sent: Intent[]; received: AuthorityMessage[] } {
  const sent: Intent[] = [];
  const received: AuthorityMessage[] = [];
  const port = new NetworkPort(
    seat,
    (intent) => sent.push(intent),
    () => undefined,
  );
  port.listen((message) => received.push(message));
  port.connected();
  return { port, sent, received };
}

const lastTable = (received: readonly AuthorityMessage[]): TableView => {
  const table = received.filter((message) => message.type === 'table').at(-1);
  if (table?.type !== 'table') throw new Error('no view');
  return table.table;
};
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe('the network port', () => {
  it('hands over what came before the table listened, in order', () => {
    const port = new NetworkPort(
      0,
      () => undefined,
      () => undefined,
    );
    port.connected();
    port.deliver({ type: 'skip' });
    port.deliver({ type: 'table', table: view(0, 0) });
    const received: AuthorityMessage[] = [];
    port.listen((message) => received.push(message));
    expect(received.map((message) => message.type)).toEqual(['skip', 'table']);
  });

  it("shows another seat's decision as nothing to act on", () => {
    const { port, received } = portFor(1);
    port.deliver({ type: 'table', table: view(0, 0) });
    expect(lastTable(received)).toMatchObject({
      humanToAct: false,
      awaitingInput: false,
      undoAvailable: false,
      legal: [],
    });
    port.deliver({ type: 'table', table: view(1, 0) });
    expect(lastTable(received)).toMatchObject({ humanToAct: true, awaitingInput: true });
  });
});

describe('the network port: the count of answered moves, and the batches', () => {
  it('carries the count of answered moves over a new connection, which counts from 0', () => {
    const { port, sent, received } = portFor(0);
    port.deliver({ type: 'table', table: view(0, 0) });
    for (let move = 0; move < 3; move++) port.post({ type: 'act', action: { type: 'endTurn' } });
    port.deliver({ type: 'table', table: view(0, 3) });
    expect(sent).toHaveLength(3);
    // Dropped: a move made meanwhile is not sent; the connection that comes back counts from 0.
    port.disconnected();
    port.post({ type: 'undo' });
    expect(sent).toHaveLength(3);
    port.connected();
    port.deliver({ type: 'table', table: view(0, 0) });
    expect(lastTable(received).answered).toBe(4);
    port.post({ type: 'undo' });
    port.deliver({ type: 'table', table: view(0, 1) });
    expect(lastTable(received).answered).toBe(5);
  });

  it('goes on from the count of a connection the SDK got back, and counts a move lost with the socket as answered', () => {
    const { port, sent, received } = portFor(0);
    port.deliver({ type: 'table', table: view(0, 0) });
    port.post({ type: 'act', action: { type: 'endTurn' } });
    port.post({ type: 'act', action: { type: 'endTurn' } });
    port.deliver({ type: 'table', table: view(0, 1) });
    // The second move went into a socket that was closing: the room never counted it.
    port.disconnected();
    port.connected();
    port.deliver({ type: 'table', table: view(0, 1) });
    expect(lastTable(received).answered).toBe(2);
    port.post({ type: 'undo' });
    port.deliver({ type: 'table', table: view(0, 2) });
    expect(lastTable(received).answered).toBe(3);
    expect(sent).toHaveLength(3);
  });

  it('keeps every batch of the game, and gives the table the newest new one to animate', () => {
    const { port, received } = portFor(0);
    port.deliver({ type: 'table', table: view(0, 0, 'play', [1, 2]) });
    expect(lastTable(received)).toMatchObject({ playing: null });
    expect(lastTable(received).batches.map((batch) => batch.id)).toEqual([1, 2]);
    port.deliver({ type: 'table', table: view(0, 0, 'play', [3]) });
    expect(lastTable(received).batches.map((batch) => batch.id)).toEqual([1, 2, 3]);
    expect(lastTable(received).playing?.id).toBe(3);
    // A connection that joins again is sent every batch again: none is new, none is animated again.
    port.connected();
    port.deliver({ type: 'table', table: view(0, 0, 'play', [1, 2, 3]) });
    expect(lastTable(received).batches.map((batch) => batch.id)).toEqual([1, 2, 3]);
    expect(lastTable(received).playing?.id).toBe(3);
  });
});

describe('the network port: questions answered at once, refused, or left open', () => {
  it("answers at once what a room takes from no remote client: pace, animations, pause; a bot's reasons before the end", async () => {
    const { port, sent, received } = portFor(0);
    port.deliver({ type: 'table', table: view(0, 0) });
    port.post({ type: 'animationPlayed', batch: 3 });
    port.post({ type: 'pace', botSpeed: 'fast', animationsOff: true });
    port.post({ type: 'pause' });
    port.post({ type: 'explain', id: 7, index: 2 });
    port.post({ type: 'paceGrants', id: 8 });
    expect(sent).toEqual([]);
    await settle();
    expect(lastTable(received).answered).toBe(1);
    expect(received).toContainEqual({ type: 'explained', id: 7, explanation: null });
    expect(received).toContainEqual({ type: 'paceGrants', id: 8, grants: [] });
    port.deliver({ type: 'table', table: view(0, 0, 'over') });
    port.post({ type: 'explain', id: 9, index: 2 });
    expect(sent).toEqual([{ type: 'explain', id: 9, index: 2 }]);
  });

  it('answers a refused move with the last view, and a refused question with nothing', async () => {
    const { port, sent, received } = portFor(0);
    port.deliver({ type: 'table', table: view(0, 0) });
    port.post({ type: 'act', action: { type: 'endTurn' } });
    port.refused();
    await settle();
    expect(lastTable(received).answered).toBe(1);
    port.post({ type: 'flush', id: 4 });
    port.refused();
    expect(received.at(-1)).toEqual({ type: 'flushed', id: 4, saveError: null });
    // Its answer arriving after all is not handed on twice.
    port.deliver({ type: 'flushed', id: 4, saveError: null });
    expect(received.filter((message) => message.type === 'flushed')).toHaveLength(1);
    expect(sent.map((intent) => intent.type)).toEqual(['act', 'flush']);
  });

  it("sends a spectator's questions only, and answers every question left open when the connection drops", () => {
    const { port, sent, received } = portFor(null);
    port.deliver({ type: 'table', table: view(0, 0) });
    port.post({ type: 'act', action: { type: 'endTurn' } });
    port.post({ type: 'hint', id: 1 });
    port.post({ type: 'flush', id: 2 });
    expect(sent.map((intent) => intent.type)).toEqual(['flush']);
    port.disconnected();
    expect(received).toContainEqual({ type: 'flushed', id: 2, saveError: null });
  });
});
