import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CRATES, FJORD_SECTIONS, TILES, TOKENS, STACK_IDS } from '../data/index.js';
import { HIDDEN, publicView, type GameState } from '../index.js';
import { seedRng } from '../rng.js';
import { checkInvariants } from '../../tools/invariants.js';
import { playRandomGame, randomSetup } from '../../tools/playout.js';
import { seededRuns } from '../testing/properties.js';
import { determinize } from './determinize.js';

/** Positions from eager random games (boats far out, tokens thrown, crates and tiles taken), 1–4 players. */
function sampleStates(): GameState[] {
  const states: GameState[] = [];
  for (let game = 0; game < 24; game++) {
    playRandomGame(randomSetup(1 + (game % 4), `determinize:${game}`), `determinize:${game}`, {
      policy: 'eager',
      onAction: (before) => {
        if (before.actionCount % 11 === game % 11) states.push(before);
      },
    });
  }
  return states;
}

const seatOf = (state: GameState): number => state.stack[state.stack.length - 1]?.player ?? state.current;
const tokenType = (token: number): number => TOKENS[token]?.type ?? -1;
const sectionType = (index: number): number => FJORD_SECTIONS[index]?.tokenType ?? -1;
/** Whether a section's stack is its own tokens on top of (possibly) tokens of other types. */
const ownTypeOnTop = (stack: readonly number[], index: number): boolean => {
  const firstForeign = stack.findIndex((token) => tokenType(token) !== sectionType(index));
  return firstForeign === -1 || stack.slice(firstForeign).every((token) => tokenType(token) !== sectionType(index));
};

/** How many tokens of the fjord lie in a section of another type. */
const foreignCount = (fjord: readonly (readonly number[])[]): number =>
  fjord.reduce((n, stack, k) => n + stack.filter((t) => tokenType(t) !== sectionType(k)).length, 0);

const states = sampleStates();

describe('determinize: a sample of the hidden pieces consistent with the public view', () => {
  it('fills every hidden place, keeps every visible piece, and conserves tokens, crates and tiles', () => {
    expect(states.length).toBeGreaterThan(300);
    states.forEach((state, i) => {
      const view = publicView(state, seatOf(state));
      const sample = determinize(view, seedRng(i));
      const pairs: Array<[readonly number[], readonly number[]]> = [
        ...view.fjord.map((stack, k) => [stack, sample.fjord[k] ?? []] as [number[], number[]]),
        ...view.crateStacks.map((stack, k) => [stack, sample.crateStacks[k] ?? []] as [number[], number[]]),
        ...STACK_IDS.map((id) => [view.buildingStacks[id], sample.buildingStacks[id]] as [number[], number[]]),
      ];
      for (const [shown, filled] of pairs) {
        expect(filled).toHaveLength(shown.length);
        expect(filled).not.toContain(HIDDEN);
        // Every piece the view shows stays where it is; only the hidden ones are filled in.
        expect(filled.map((piece, k) => (shown[k] === HIDDEN ? HIDDEN : piece))).toEqual(shown);
      }
      expect(
        checkInvariants(
          sample,
          sample.players.map((p) => p.score),
        ),
      ).toEqual([]);
      expect(sample.players).toBe(view.players);
    });
  });

  it('keeps crates in their printed stack and building tiles in their own stack', () => {
    states.forEach((state, i) => {
      const sample = determinize(publicView(state, seatOf(state)), seedRng(`membership:${i}`));
      sample.crateStacks.forEach((stack, k) => {
        for (const crate of stack) expect(CRATES[crate]?.stack).toBe(k + 1);
      });
      for (const id of STACK_IDS) for (const tile of sample.buildingStacks[id]) expect(TILES[tile]?.stack).toBe(id);
    });
  });

  it('gives each section tokens of its own type', () => {
    states.forEach((state, i) => {
      const sample = determinize(publicView(state, seatOf(state)), seedRng(`types:${i}`));
      expect(foreignCount(sample.fjord)).toBe(foreignCount(state.fjord));
      sample.fjord.forEach((stack, k) => expect(ownTypeOnTop(stack, k)).toBe(true));
    });
  });
});

describe('determinize: where thrown tokens go, and what the sample depends on', () => {
  it('puts a token thrown overboard into a section of another type at a bottom, never on top of unseen own tokens', () => {
    const state = states[3] as GameState;
    // A boat in section 3 threw a type-1 token it had drawn in section 1 (RULES §8.3: to the bottom of section 3).
    const thrown = state.fjord[0]?.[0] as number;
    const fjord = state.fjord.map((stack, k) =>
      k === 0 ? stack.slice(1) : k === 2 ? [...stack, thrown] : stack.slice(),
    );
    const view = publicView({ ...state, fjord }, seatOf(state));
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const sample = determinize(view, seedRng(seed));
        expect(foreignCount(sample.fjord)).toBe(1);
        sample.fjord.forEach((stack, k) => expect(ownTypeOnTop(stack, k)).toBe(true));
        expect(sample.fjord.map((stack) => stack.length)).toEqual(fjord.map((stack) => stack.length));
      }),
      seededRuns(20),
    );
  });

  it('is a function of the view and the seed, and different seeds sample differently', () => {
    const state = states[states.length >> 1] as GameState;
    const view = publicView(state, seatOf(state));
    const before = JSON.stringify(view);
    const a = determinize(view, seedRng('same'));
    expect(JSON.stringify(determinize(view, seedRng('same')))).toBe(JSON.stringify(a));
    expect(JSON.stringify(determinize(view, seedRng('other')).fjord)).not.toBe(JSON.stringify(a.fjord));
    expect(JSON.stringify(view)).toBe(before);
  });
});
