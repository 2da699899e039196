import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { playGame } from '../testing/index.js';
import { buildHistory, restore, sessionMachine } from '../session/index.js';
import { replay, type Action, type GameSetup } from '../index.js';
import { GameAuthority } from './authority.js';
import { forkHistory } from './fork.js';
import type { AuthorityMessage } from './protocol.js';

const setup: GameSetup = {
  seats: [
    { name: 'Astrid', kind: 'human' },
    { name: 'Bjørn', kind: 'bot', bot: 'easy' },
  ],
  seed: 'fork',
  edition: 2,
  villageSide: 'common',
  variant: 'basic',
};
const ACTIONS = playGame(setup, (_, legal) => legal.at(-1) as Action).actions;

describe('play on from here', () => {
  it('keeps the first actions with their authors and marks, played on by the seats chosen, as the engine would replay them', () => {
    const history = buildHistory(setup, ACTIONS, [3, 40]);
    const seats = [
      { name: 'Astrid', kind: 'human' as const },
      { name: 'Bjørn', kind: 'bot' as const, bot: 'medium' },
    ];
    const forked = forkHistory(history, 20, seats);
    expect(forked?.entries.map((entry) => entry.action)).toEqual(ACTIONS.slice(0, 20));
    expect(forked?.entries.filter((entry) => entry.botPlayed).map((entry) => entry.index)).toEqual([3]);
    expect(forked?.entries.map((entry) => entry.seat)).toEqual(history.entries.slice(0, 20).map((entry) => entry.seat));
    expect(forked?.entries.at(-1)?.after).toEqual(replay({ ...setup, seats }, ACTIONS.slice(0, 20)));
  });

  it('opened as a game, its views mark as the bot’s exactly the kept moves a bot played for a person', () => {
    const forked = forkHistory(buildHistory(setup, ACTIONS, [3, 40]), 20, setup.seats);
    if (!forked) throw new Error('the fork was refused');
    const messages: AuthorityMessage[] = [];
    const authority = new GameAuthority({
      setup: forked.setup,
      history: forked,
      bots: { think: () => new Promise(() => undefined), dispose: () => undefined },
      persist: async () => undefined,
      send: (message) => messages.push(message),
      pace: { botSpeed: 'instant', animationsOff: true },
    });
    const log = messages.flatMap((message) => (message.type === 'history' ? message.entries : []));
    const table = messages.flatMap((message) => (message.type === 'table' ? [message.table] : [])).at(-1);
    expect(log.filter((entry) => entry.botPlayed).map((entry) => entry.index)).toEqual([3]);
    expect(table?.botPlayed).toEqual([3]);
    authority.dispose();
  });

  it('takes no move back from before the moment it was played on from: Undo stops there, also inside a turn', () => {
    const history = buildHistory(setup, ACTIONS);
    // A moment inside a turn, after moves that turn could still take back.
    const at = history.entries.findIndex(
      (entry) =>
        entry.index > 0 &&
        restore({ ...history, entries: history.entries.slice(0, entry.index) }).undoStates.length > 0,
    );
    expect(at).toBeGreaterThan(0);
    const forked = forkHistory(history, at, setup.seats);
    if (!forked) throw new Error('the fork was refused');
    const chart = createActor(sessionMachine, { input: { setup: forked.setup, history: forked } });
    expect(chart.getSnapshot().context.undoStates).toEqual([]);
    expect(restore(forked).undoStates).toEqual([]);
  });

  it('refuses seats that do not make a setup of the same game', () => {
    const history = buildHistory(setup, ACTIONS.slice(0, 10));
    expect(forkHistory(history, 5, [{ name: 'Astrid', kind: 'human' }])).toBeNull();
    expect(
      forkHistory(history, 5, [{ name: 'Astrid', kind: 'human' }, { name: '', kind: 'bot', bot: 'nobody' } as never]),
    ).toBeNull();
  });
});
