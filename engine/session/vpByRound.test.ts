import { describe, expect, it } from 'vitest';
import { finalScore, type Action, type GameSetup } from '../index.js';
import { playRandomGame } from '../../tools/playout.js';
import { buildHistory } from './history.js';
import { vpByRound } from './vpByRound.js';

const SETUP: GameSetup = {
  seats: [
    { name: 'Astrid', kind: 'human' },
    { name: 'Bjørn', kind: 'bot', bot: 'easy' },
    { name: 'Sigrid', kind: 'human' },
  ],
  seed: 'vp-by-round',
  edition: 1,
  villageSide: 'common',
  variant: 'basic',
};
const GAME = playRandomGame(SETUP, 'vp-by-round-players', { policy: 'eager' });

describe('VP after each round and after final scoring, from the history', () => {
  const history = buildHistory(SETUP, GAME.actions);
  const marks = vpByRound(history);

  it('RULES §11–12: one mark per round of the three, then the final scoring, each with every seat', () => {
    expect(marks.map((mark) => mark.stage)).toEqual([
      { kind: 'round', round: 1 },
      { kind: 'round', round: 2 },
      { kind: 'round', round: 3 },
      { kind: 'final' },
    ]);
    for (const mark of marks) expect(mark.vp).toHaveLength(SETUP.seats.length);
  });

  it('a round’s mark is the score track when that round ended: the state after it, and for round 3 the VP before final scoring', () => {
    const ended = (round: number) =>
      history.entries.find((entry) => entry.events.some((e) => e.type === 'RoundEnded' && e.round === round));
    for (const round of [1, 2])
      expect(marks[round - 1]?.vp).toEqual(ended(round)?.after.players.map((player) => player.score));
    const final = finalScore(GAME.state);
    expect(marks[2]?.vp).toEqual(final.players.map((player) => player.duringPlay));
    expect(marks[3]?.vp).toEqual(final.players.map((player) => player.total));
    // A game of eager random play scores during play: the chart is not a flat line at 0.
    expect(marks[2]?.vp.some((vp) => vp > 0)).toBe(true);
  });

  it('has only the rounds already ended while the game goes on', () => {
    const roundTwoEnd = history.entries.findIndex((entry) =>
      entry.events.some((e) => e.type === 'RoundEnded' && e.round === 2),
    );
    const partial = vpByRound(buildHistory(SETUP, GAME.actions.slice(0, roundTwoEnd) as Action[]));
    expect(partial.map((mark) => mark.stage)).toEqual([{ kind: 'round', round: 1 }]);
    expect(vpByRound(buildHistory(SETUP, []))).toEqual([]);
  });
});
