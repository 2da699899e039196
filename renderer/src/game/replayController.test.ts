import { describe, expect, it } from 'vitest';
import { playGame } from '../../../engine/testing/index';
import { createGame, legalActions, replay, type Action, type GameSetup } from './engine';
import { buildHistory } from '../../../engine/session';
import type { GameController } from './controller';
import { ReplayController } from './replayController';

const setup: GameSetup = {
  seats: [
    { name: 'Astrid', kind: 'human' },
    { name: 'Bjørn', kind: 'bot', bot: 'easy' },
  ],
  seed: 'replay',
  edition: 1,
  villageSide: 'common',
  variant: 'basic',
};

/** The last legal action every time, to the end of the game. */
const ACTIONS = playGame(setup, (_, legal) => legal.at(-1) as Action).actions;

/** A finished game as the review shows it: its whole history (nothing is hidden once a game is over). */
const reviewOf = (actions: readonly Action[]) => ({
  history: buildHistory(setup, actions),
  slot: 'replayed',
  explain: () => Promise.resolve(null),
});

describe('replay of a game, read-only', () => {
  it('opens at the end and shows the state after n actions as the engine replays it, stepping by action, turn and round', () => {
    const replayed = new ReplayController(reviewOf(ACTIONS));
    expect(replayed.position()).toBe(ACTIONS.length);
    expect(replayed.getSnapshot().state.phase).toBe('over');
    replayed.goTo(0);
    expect(replayed.getSnapshot().state).toEqual(createGame(setup));
    for (let i = 0; i < 5; i++) replayed.step('action', 1);
    expect(replayed.getSnapshot().state).toEqual(replay(setup, ACTIONS.slice(0, 5)));
    replayed.step('action', -1);
    expect(replayed.position()).toBe(4);
    replayed.step('round', 1);
    const roundStart = replayed.position();
    expect(replayed.marks('round')).toContain(roundStart);
    expect(replayed.getSnapshot().state).toEqual(replay(setup, ACTIONS.slice(0, roundStart)));
    replayed.step('turn', 1);
    expect(replayed.marks('turn')).toContain(replayed.position());
    expect(replayed.position()).toBeGreaterThan(roundStart);
    replayed.goTo(ACTIONS.length + 10);
    expect(replayed.position()).toBe(ACTIONS.length);
  });

  it('asks nobody to act and plays nothing, whatever is sent', () => {
    const replayed = new ReplayController(reviewOf(ACTIONS), 10);
    const before = replayed.getSnapshot();
    const table: GameController = replayed;
    table.send(legalActions(before.state)[0] as Action);
    table.autoplayTurn();
    table.undo();
    expect(replayed.getSnapshot()).toBe(before);
    expect(before).toMatchObject({ humanToAct: false, awaitingInput: false, botToAct: false, legal: [] });
  });
});
