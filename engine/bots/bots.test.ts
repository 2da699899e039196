import { describe, expect, it } from 'vitest';
import { applyAction, finalScore, legalActions, publicView, type Action, type GameState } from '../index.js';
import { withOtherHiddenPieces } from '../testing/hiddenPieces.js';
import { deepFreeze } from '../../tools/deepFreeze.js';
import { playGame, playRandomGame, randomSetup, type Chooser } from '../../tools/playout.js';
import { simulate } from '../../tools/simulate.js';
import { chooseAction, type BotLevel, type BotOptions } from './index.js';

const SEARCHING: readonly BotLevel[] = ['easy', 'medium', 'hard', 'expert'];
/** Positions each level is asked about: the slower levels fewer. */
const POSITIONS: Readonly<Record<BotLevel, number>> = { random: 24, easy: 24, medium: 24, hard: 6, expert: 4 };
const seatOf = (state: GameState): number => state.stack[state.stack.length - 1]?.player ?? state.current;
const key = (action: Action): string => JSON.stringify(action);

/** Positions of every kind from eager random games with 1–4 players (the bots must cope with any of them). */
function samplePositions(count: number): GameState[] {
  const states: GameState[] = [];
  for (let game = 0; states.length < count; game++) {
    playRandomGame(randomSetup(1 + (game % 4), `bots:${game}`), `bots:${game}`, {
      policy: 'eager',
      onAction: (before) => {
        if (before.actionCount % 37 === 5 && states.length < count) states.push(before);
      },
    });
  }
  return states;
}

/** A small budget for tests: stop the search after a few iterations (the shipped budget is played once below). */
function quick(iterations: number): BotOptions {
  let steps = 0;
  return { shouldStop: () => ++steps >= iterations };
}

/** Every seat played by its bot from its public view; each choice is checked to be one of the legal actions. */
function botChooser(
  levels: readonly BotLevel[],
  seed: string,
  options: (level: BotLevel) => BotOptions = () => ({}),
): Chooser {
  return (state, legal) => {
    const seat = seatOf(state);
    const level = levels[seat] as BotLevel;
    const action = chooseAction(publicView(state, seat), seat, level, `${seed}:${state.actionCount}`, options(level));
    expect(legal.map(key)).toContain(key(action));
    return action;
  };
}

describe('bots of every level', () => {
  const positions = samplePositions(24);

  it('the same view and seed give the same action, at every level', () => {
    for (const level of SEARCHING) {
      positions.slice(0, POSITIONS[level]).forEach((state, i) => {
        const seat = seatOf(state);
        const view = deepFreeze(publicView(state, seat));
        const first = chooseAction(view, seat, level, `same:${i}`);
        expect(chooseAction(view, seat, level, `same:${i}`)).toEqual(first);
        expect(legalActions(state).map(key)).toContain(key(first));
      });
    }
  });

  it('never sees hidden pieces: positions that differ only in them get the same action', () => {
    let differing = 0;
    for (const level of SEARCHING) {
      positions.slice(0, POSITIONS[level]).forEach((state, i) => {
        const other = withOtherHiddenPieces(state);
        if (JSON.stringify(other.fjord) !== JSON.stringify(state.fjord)) differing++;
        const seat = seatOf(state);
        expect(JSON.stringify(publicView(other, seat))).toBe(JSON.stringify(publicView(state, seat)));
        expect(applyAction(other, legalActions(state)[0] as Action).ok).toBe(true);
        expect(chooseAction(publicView(other, seat), seat, level, `hidden:${i}`)).toEqual(
          chooseAction(publicView(state, seat), seat, level, `hidden:${i}`),
        );
      });
    }
    expect(differing).toBeGreaterThan(40);
  });

  it('refuses to move for a seat whose decision is not pending', () => {
    const state = positions.find((s) => s.players.length > 1) as GameState;
    const other = (seatOf(state) + 1) % state.players.length;
    expect(() => chooseAction(publicView(state, other), other, 'easy', 1)).toThrow(/belongs to seat/);
  });

  it('stops early when asked and still answers with a legal action', () => {
    const state = positions.find((s) => s.phase === 'play' && s.stack.at(-1)?.kind === 'turn') as GameState;
    const seat = seatOf(state);
    const action = chooseAction(publicView(state, seat), seat, 'hard', 'stop', { shouldStop: () => true });
    expect(legalActions(state).map(key)).toContain(key(action));
  });
});

describe('bots of every level play whole games', () => {
  for (const players of [1, 2, 3, 4]) {
    it(`easy and medium bots (and a hard bot on a small budget) finish ${players}-seat games with legal actions only`, () => {
      const mixes: BotLevel[][] = [
        Array.from({ length: players }, () => 'easy'),
        Array.from({ length: players }, () => 'medium'),
        Array.from({ length: players }, (_, seat) => (['hard', 'random', 'easy', 'medium'] as const)[seat] as BotLevel),
      ];
      mixes.forEach((levels, m) => {
        const seed = `finish:${players}:${m}`;
        const { state, problems } = playGame(
          randomSetup(players, seed),
          botChooser(levels, seed, (level) => (level === 'hard' ? quick(4) : {})),
          { checkEveryAction: true },
        );
        expect(problems).toEqual([]);
        expect(state.phase).toBe('over');
      });
    });
  }

  it('the shipped hard bot finishes a solo game with a real score', () => {
    const { state, problems } = playGame(randomSetup(1, 'shipped-hard'), botChooser(['hard'], 'shipped-hard'));
    expect(problems).toEqual([]);
    expect(state.phase).toBe('over');
    expect(finalScore(state).players[0]?.total).toBeGreaterThan(40);
  });

  it('strength sanity: easy beats random, medium beats easy (seeded two-seat games)', () => {
    const easyRandom = simulate(20, ['easy', 'random'], 'sanity');
    expect(easyRandom.errors + easyRandom.invariantViolations + easyRandom.replayMismatches).toBe(0);
    expect(easyRandom.perSeat[0]?.winRate).toBeGreaterThanOrEqual(0.9);
    expect((easyRandom.perSeat[0]?.meanScore ?? 0) - (easyRandom.perSeat[1]?.meanScore ?? 0)).toBeGreaterThan(15);
    const mediumEasy = simulate(6, ['medium', 'easy'], 'sanity');
    expect(mediumEasy.perSeat[0]?.meanScore).toBeGreaterThan(mediumEasy.perSeat[1]?.meanScore ?? Infinity);
  });
});
