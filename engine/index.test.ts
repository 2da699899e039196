import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  HIDDEN,
  actionSchema,
  applyAction,
  createGame,
  finalScore,
  gameSetupSchema,
  legalActions,
  pendingDecision,
  publicView,
  replay,
  undoFloor,
  type Action,
} from './index.js';
import { describeIssues } from './save/problem.js';
import { EDITION_DATA } from './data/index.js';
import {
  act,
  actAll,
  blankGame,
  cellOf,
  setupFor,
  startedGame,
  whiteDie,
  withPool,
  withResources,
} from './testing/scenario.js';
import { playRandomGame, randomSetup } from '../tools/playout.js';

describe('engine API', () => {
  it('applyAction never changes its input and an illegal action says why in words', () => {
    const state = startedGame(2);
    const before = JSON.stringify(state);
    const result = applyAction(state, { type: 'endTurn' });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'main-action-missing',
        params: {},
        message: 'Take a main action first: a die, a large building, or retire.',
      },
    });
    const legal = legalActions(state)[0] as Action;
    expect(applyAction(state, legal).ok).toBe(true);
    expect(JSON.stringify(state)).toBe(before);
  });

  it('replay(setup, actions) rebuilds the same state, and says which action is illegal', () => {
    const setup = randomSetup(3, 'api-replay');
    const { state, actions } = playRandomGame(setup, 'api-replay');
    expect(JSON.stringify(replay(setup, actions))).toBe(JSON.stringify(state));
    const broken = [...actions.slice(0, 5), { type: 'endTurn' } as Action, { type: 'endTurn' } as Action];
    expect(() => replay(setup, broken)).toThrow(/^Action \d+ \(endTurn\) is illegal: /);
  });

  it('a JSON round trip of a state plays on identically', () => {
    const setup = randomSetup(2, 'api-json');
    const { actions, state } = playRandomGame(setup, 'api-json');
    const half = replay(setup, actions.slice(0, Math.floor(actions.length / 2)));
    let copy = JSON.parse(JSON.stringify(half)) as typeof half;
    for (const action of actions.slice(Math.floor(actions.length / 2))) copy = act(copy, action).state;
    expect(JSON.stringify(copy)).toBe(JSON.stringify(state));
  });

  it('pendingDecision names whose decision it is, in words, with its options as data', () => {
    const state = startedGame(2);
    const decision = pendingDecision(state);
    expect(decision).toMatchObject({ seat: 0, kind: 'turn', freeActionsOpen: true, canEndTurn: false });
    expect(decision?.prompt).toEqual({
      code: 'turnMain',
      params: {},
      message: 'Take a die, build a large building, or retire — free actions are open too.',
    });
    expect(decision?.options.every((a) => ['takeDie', 'build', 'retire', 'placeWorker'].includes(a.type))).toBe(true);
    expect(pendingDecision({ ...state, phase: 'over' })).toBeNull();
  });

  it('finalScore gives each §12 category, the total, the winner, and in solo the medal and task', () => {
    const { state } = playRandomGame(randomSetup(1, 'api-solo'), 'api-solo', { policy: 'eager' });
    const score = finalScore(state);
    const only = score.players[0];
    if (!only) throw new Error('no player');
    expect(only.total).toBe(
      only.duringPlay +
        only.boatTokens +
        only.fish +
        only.crates +
        only.crateSets +
        only.technology +
        only.scoringTiles,
    );
    expect(only.total).toBe(state.players[0]?.score);
    expect(score.solo?.thresholds).toEqual(EDITION_DATA[1].medalThresholds);
    expect(score.winner).toBe(0);
  });
});

describe('undo limit: never across anything random or hidden revealed', () => {
  it('within a turn, actions that reveal nothing can be undone back to the start of the turn', () => {
    const state = withResources(withPool(blankGame(2), [whiteDie(0, 4)]), 0, { wood: 2 });
    const floor = undoFloor(state);
    const after = actAll(state, [
      { type: 'sell', resource: 'wood' },
      { type: 'takeDie', die: 0, use: 'aside' },
    ]).state;
    expect(after.actionCount - undoFloor(after)).toBe(2);
    expect(undoFloor(after)).toBe(floor);
  });

  it('ending the turn, building (a new tile is revealed) and drawing a fishing token are barriers', () => {
    const base = withResources(blankGame(2), 0, { wood: 1, plank: 1 });
    const built = act(base, legalActions(base).find((a) => a.type === 'build') as Action).state;
    expect(undoFloor(built)).toBe(built.actionCount);
    const ended = act(built, { type: 'endTurn' }).state;
    expect(undoFloor(ended)).toBe(ended.actionCount);
    const boat = act(blankGame(2), { type: 'placeWorker', cell: cellOf('1,6') }).state;
    const drawn = act(boat, { type: 'advanceBoat' }).state;
    expect(undoFloor(drawn)).toBe(drawn.actionCount);
  });
});

describe('hidden information (RULES §15)', () => {
  it('publicView hides face-down tokens, crates below the top, tiles below the top and the PRNG', () => {
    const state = startedGame(3);
    const view = publicView(state, 1);
    expect(view.fjord.every((stack) => stack.every((t) => t === HIDDEN))).toBe(true);
    view.crateStacks.forEach((stack, k) => {
      expect(stack[0]).toBe(state.crateStacks[k]?.[0]);
      expect(stack.slice(1).every((c) => c === HIDDEN)).toBe(true);
      expect(stack).toHaveLength(state.crateStacks[k]?.length ?? -1);
    });
    for (const key of ['S1', 'S2', 'S3', 'L1', 'L2'] as const) {
      expect(view.buildingStacks[key][0]).toBe(state.buildingStacks[key][0]);
      expect(view.buildingStacks[key].slice(1).every((t) => t === HIDDEN)).toBe(true);
    }
    expect(view.rng).toEqual([0, 0, 0, 0]);
    expect(view.players).toEqual(state.players);
  });
});

describe('boundary schemas (zod)', () => {
  it('accepts every legal action and valid setups', () => {
    const { actions } = playRandomGame(randomSetup(4, 'schema'), 'schema', { policy: 'eager' });
    for (const action of actions) expect(actionSchema.safeParse(action).success).toBe(true);
    expect(gameSetupSchema.safeParse(setupFor(2)).success).toBe(true);
  });

  it('rejects hostile input: unknown keys, prototype keys, wrong types, out-of-range numbers', () => {
    const bad: unknown[] = [
      { type: 'sell', resource: 'wood', extra: 1 },
      JSON.parse('{"type":"sell","resource":"wood","__proto__":{"polluted":true}}'),
      { type: 'takeDie', die: 0, use: 'aside', value: 3 },
      { type: 'takeDie', die: 0, use: 'place' },
      { type: 'build', stack: 'L9', cells: [1, 2, 3] },
      { type: 'build', stack: 'L1', cells: [1, 2, 3, 4] },
      { type: 'placeWorker', cell: 36 },
      { type: 'retire', tavern: '1' },
      { type: 'nonsense' },
      null,
      42,
      'endTurn',
    ];
    for (const input of bad) expect(actionSchema.safeParse(input).success).toBe(false);
    expect(gameSetupSchema.safeParse({ ...setupFor(2), seats: [] }).success).toBe(false);
    expect(gameSetupSchema.safeParse({ ...setupFor(2), villageSide: 'back' }).success).toBe(false);
  });

  it('a save action of an unknown type, and a known type with a wrong field, are refused saying which field is wrong', () => {
    const refusal = (input: unknown): string => {
      const parsed = actionSchema.safeParse(input);
      if (parsed.success) throw new Error(`${JSON.stringify(input)} was accepted`);
      return describeIssues(parsed.error);
    };
    expect(refusal({ type: 'nonsense' })).toMatch(/^type: .*'takeDie'/);
    expect(refusal({ die: 0, use: 'aside' })).toMatch(/^type: /);
    expect(refusal({ type: 'sell', resource: 'diamonds' })).toMatch(/^resource: .*"wood"/);
    expect(refusal({ type: 'build', stack: 'L1', cells: [99] })).toMatch(/^cells\[0\]: /);
    expect(refusal({ type: 'takeDie', die: 0, use: 'place' })).toBe(
      'a placed die names its value; a die set aside does not',
    );
  });
});

/**
 * The rules engine's own modules under `dir`, tests and benchmarks left out: not the session chart and the game's
 * authority around it, which run the rules with XState (DESIGN "Session statechart"), nor the tools and test helpers.
 */
function engineModules(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (!['tools', 'session', 'authority', 'testing'].includes(name)) files.push(...engineModules(path));
    } else if (path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.endsWith('.bench.ts')) files.push(path);
  }
  return files;
}

describe('engine purity: the engine imports nothing from React, Pixi, XState, Electron or Node', () => {
  it('no rules-engine module imports a forbidden package', () => {
    const root = new URL('.', import.meta.url).pathname;
    const files = engineModules(root);
    expect(files.length).toBeGreaterThan(20);
    const forbidden =
      /from ['"](react|react-dom|pixi\.js|@pixi\/[^'"]*|xstate|@xstate\/[^'"]*|electron|node:[^'"]*|fs|path|os|child_process)['"]/;
    const offenders = files
      .filter((file) => forbidden.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });

  it('a new game is plain JSON data', () => {
    const state = createGame(setupFor(4));
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});
