import { describe, expect, it } from 'vitest';
import { replay, type GameState } from '../engine/index.js';
import { checkInvariants } from './invariants.js';
import { playRandomGame, randomSetup } from './playout.js';

const setup = randomSetup(3, 'invariants');
const { actions } = playRandomGame(setup, 'invariants');
const midGame = replay(setup, actions.slice(0, Math.floor(actions.length / 2)));
const scores = (state: GameState) => state.players.map((player) => player.score);

/** `midGame` changed by `breakIt`, checked twice (the checker reuses its marks between calls). */
function problemsAfter(breakIt: (state: GameState) => void): string[] {
  const broken = structuredClone(midGame) as GameState;
  breakIt(broken);
  const first = checkInvariants(broken, scores(broken));
  expect(checkInvariants(broken, scores(broken))).toEqual(first);
  expect(checkInvariants(midGame, scores(midGame))).toEqual([]);
  return first;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends object ? Mutable<T[K]> : T[K] };
const edit = (state: GameState) => state as unknown as Mutable<GameState>;

describe('invariant checker: each broken invariant is reported', () => {
  it('holds in a real game', () => {
    expect(midGame.phase).not.toBe('over');
    expect(checkInvariants(midGame, scores(midGame))).toEqual([]);
  });

  it('a negative resource, a score that its events do not sum to', () => {
    expect(
      problemsAfter((s) => {
        edit(s).players[0]!.resources.wood = -1;
      }),
    ).toEqual(['seat 0 holds -1 wood']);
    const broken = structuredClone(midGame) as GameState;
    expect(
      checkInvariants(
        broken,
        scores(broken).map((score) => score + 1),
      )[0],
    ).toMatch(/^seat 0 score \d+ but score events sum to \d+$/);
  });

  it('a die twice, or a die gone', () => {
    expect(
      problemsAfter((s) => {
        const pool = edit(s).pool;
        pool.push({ ...pool[0]! });
      }),
    ).toEqual([expect.stringMatching(/^dice not conserved: /)]);
    expect(
      problemsAfter((s) => {
        edit(s).pool.pop();
      }),
    ).toEqual([expect.stringMatching(/^dice not conserved: /)]);
    expect(
      problemsAfter((s) => {
        const pool = edit(s).pool;
        pool[0]!.id = pool[1]!.id;
      }),
    ).toEqual([expect.stringMatching(/^dice not conserved: .*distinct/)]);
  });

  it('a building tile, a fishing token or a crate twice or gone', () => {
    expect(
      problemsAfter((s) => {
        edit(s).discardedTiles.push(s.players[0]!.tiles[0]!);
      }),
    ).toEqual([expect.stringMatching(/^building tiles not conserved: /)]);
    expect(
      problemsAfter((s) => {
        edit(s).players[0]!.tiles.pop();
      }),
    ).toEqual([expect.stringMatching(/^building tiles not conserved: /)]);
    expect(
      problemsAfter((s) => {
        const row = edit(s).fjord.find((r) => r.length > 0)!;
        row.push(row[0]!);
      }),
    ).toEqual([expect.stringMatching(/^fishing tokens not conserved: /)]);
    expect(
      problemsAfter((s) => {
        const stack = edit(s).crateStacks.find((c) => c.length > 1)!;
        stack[0] = stack[1]!;
      }),
    ).toEqual([expect.stringMatching(/^crates not conserved: .*distinct/)]);
  });
});
