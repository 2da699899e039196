import { describe, expect, it } from 'vitest';
import { playGame } from '../testing/index.js';
import { buildHistory } from '../session/index.js';
import { replay, type Action, type GameSetup } from '../index.js';
import { forkHistory } from './fork.js';

const setup: GameSetup = {
  seats: [{ name: 'Astrid', kind: 'human' }, { name: 'Bjørn', kind: 'bot', bot: 'easy' }], seed: 'fork', edition: 2, villageSide: 'common', variant: 'basic',
};
const ACTIONS = playGame(setup, (_, legal) => legal.at(-1) as Action).actions;

describe('play on from here', () => {
  it('keeps the first actions with their authors and marks, played on by the seats chosen, as the engine would replay them', () => {
    const history = buildHistory(setup, ACTIONS, [3, 40]);
    const seats = [{ name: 'Astrid', kind: 'human' as const }, { name: 'Bjørn', kind: 'bot' as const, bot: 'medium' }];
    const forked = forkHistory(history, 20, seats);
    expect(forked?.entries.map((entry) => entry.action)).toEqual(ACTIONS.slice(0, 20));
    expect(forked?.entries.filter((entry) => entry.botPlayed).map((entry) => entry.index)).toEqual([3]);
    expect(forked?.entries.map((entry) => entry.seat)).toEqual(history.entries.slice(0, 20).map((entry) => entry.seat));
    expect(forked?.entries.at(-1)?.after).toEqual(replay({ ...setup, seats }, ACTIONS.slice(0, 20)));
  });

  it('refuses seats that do not make a setup of the same game', () => {
    const history = buildHistory(setup, ACTIONS.slice(0, 10));
    expect(forkHistory(history, 5, [{ name: 'Astrid', kind: 'human' }])).toBeNull();
    expect(forkHistory(history, 5, [{ name: 'Astrid', kind: 'human' }, { name: '', kind: 'bot', bot: 'nobody' } as never])).toBeNull();
  });
});
