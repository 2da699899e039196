import { describe, expect, it } from 'vitest';
import { applyAction, createGame, pendingDecision, replay, type Action, type GameSetup } from '../index.js';
import { playRandomGame } from '../testing/index.js';
import { boundaries, buildHistory, extendHistory, stateAt, stepFrom } from './history.js';

const setup: GameSetup = {
  seats: [
    { name: 'Astrid', kind: 'human' },
    { name: 'Bjørn', kind: 'bot', bot: 'easy' },
  ],
  seed: 'history',
  edition: 1,
  villageSide: 'common',
  variant: 'basic',
};

/** A whole game of random legal actions. */
const ACTIONS = playRandomGame(setup, 'history-game').actions;

describe('game history rebuilt from the action log (the log that lasts, replay)', () => {
  it('gives every action its seat, round, events and the state after it, exactly as the engine played them', () => {
    const history = buildHistory(setup, ACTIONS, [3, 7]);
    expect(history.entries).toHaveLength(ACTIONS.length);
    let state = createGame(setup);
    for (const entry of history.entries) {
      const result = applyAction(state, ACTIONS[entry.index] as Action);
      if (!result.ok) throw new Error(result.error.message);
      expect(entry.seat).toBe(pendingDecision(state)?.seat);
      expect(entry.round).toBe(state.round);
      expect(entry.events).toEqual(result.events);
      expect(entry.after).toEqual(result.state);
      expect(entry.botPlayed).toBe(entry.index === 3 || entry.index === 7);
      state = result.state;
    }
    expect(history.entries.at(-1)?.events.some((event) => event.type === 'GameEnded')).toBe(true);
  });

  it('the state at action n equals the engine replaying the first n actions, from the deal to the end', () => {
    const history = buildHistory(setup, ACTIONS);
    for (const n of [0, 1, 2, 17, Math.floor(ACTIONS.length / 2), ACTIONS.length - 1, ACTIONS.length]) {
      expect(stateAt(history, n)).toEqual(replay(setup, ACTIONS.slice(0, n)));
    }
    expect(stateAt(history, ACTIONS.length + 5)).toBe(stateAt(history, ACTIONS.length));
  });

  it('a longer log reuses what it shares with the known history; a shorter one (undo) drops the rest; marks are kept apart', () => {
    const early = buildHistory(setup, ACTIONS.slice(0, 20));
    const later = extendHistory(early, ACTIONS.slice(0, 30), []);
    expect(later.entries.slice(0, 20)).toEqual(early.entries);
    expect(later.entries[19]).toBe(early.entries[19]);
    expect(later).toEqual(buildHistory(setup, ACTIONS.slice(0, 30)));
    expect(extendHistory(later, ACTIONS.slice(0, 25), [])).toEqual(buildHistory(setup, ACTIONS.slice(0, 25)));
    expect(extendHistory(later, ACTIONS.slice(0, 30), [])).toBe(later);
    expect(extendHistory(later, ACTIONS.slice(0, 30), [29]).entries[29]?.botPlayed).toBe(true);
  });

  it('refuses a log the engine would not accept', () => {
    expect(() => buildHistory(setup, [{ type: 'endTurn' }])).toThrow(/action 0 \(endTurn\) is illegal/);
  });

  it('steps by turn and by round: to the next start after the current moment, or back to the one before it', () => {
    const history = buildHistory(setup, ACTIONS);
    const turns = boundaries(history, 'turn');
    const rounds = boundaries(history, 'round');
    // Three rounds, and turns within each; every round starts a turn.
    expect(rounds.length).toBeGreaterThanOrEqual(3);
    expect(turns.length).toBeGreaterThan(rounds.length);
    const middle = turns[4] as number;
    expect(stepFrom(history, middle, 'turn', 1)).toBe(turns[5]);
    expect(stepFrom(history, middle, 'turn', -1)).toBe(turns[3]);
    expect(stepFrom(history, middle + 1, 'turn', -1)).toBe(middle);
    expect(stepFrom(history, 0, 'round', -1)).toBe(0);
    expect(stepFrom(history, ACTIONS.length, 'round', 1)).toBe(ACTIONS.length);
    // A round starts where the dice are rolled for it.
    for (const mark of rounds.slice(1))
      expect(history.entries[mark - 1]?.events.some((event) => event.type === 'DiceRolled')).toBe(true);
  });
});
