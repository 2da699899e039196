import { describe, expect, it } from 'vitest';
import { finalScore, type GameState, type PlayerState } from '../index.js';
import { GAME, RESOURCES, SELL_VALUE } from '../data/index.js';
import { boatContents } from '../rules/fishing.js';
import { fishAtEnd, scoreBreakdown, scoreWithoutFish } from '../rules/scoring.js';
import { blankGame, withBuildings, withPlayer, withResources } from '../testing/scenario.js';
import { playRandomGame, randomSetup, variedSetup } from '../../tools/playout.js';
import { candidateActions } from './candidates.js';
import { evaluate, makeEvaluator } from './evaluate.js';
import { EVALUATION_WEIGHTS } from './weights.js';

/**
 * The evaluation's final-score term as it was first built: the breakdown's total without its whole fish VP, plus every
 * fish (after RULES §12.1 and selling everything) at 1/3 VP.
 */
function finalScoreTermFromBreakdown(state: GameState, player: PlayerState): number {
  const breakdown = scoreBreakdown(state, player);
  const contents = boatContents(player).resources;
  let fish = 0;
  for (const resource of RESOURCES) {
    const held = player.resources[resource] + (contents[resource] ?? 0);
    fish += resource === 'fish' ? held : held * SELL_VALUE[resource];
  }
  return breakdown.total - breakdown.fish + fish / GAME.fishPerFinalVp;
}

describe('evaluation: projected final score plus the worth of what is not scored yet', () => {
  it('is the final score once the game is over', () => {
    for (const players of [1, 2, 3, 4]) {
      const { state } = playRandomGame(randomSetup(players, `evaluate:${players}`), `evaluate:${players}`, {
        policy: 'eager',
      });
      const totals = finalScore(state).players.map((p) => p.total);
      expect(state.players.map((_, seat) => evaluate(state, seat))).toEqual(totals);
    }
  });

  it('RULES §12: its final-score term, built without score objects, equals the one read from the score breakdown on every state of seeded games', () => {
    let compared = 0;
    for (let game = 0; game < 8; game++) {
      const players = (game % 4) + 1;
      const seed = `evaluate-score:${game}`;
      playRandomGame(variedSetup(players, seed, game), seed, {
        policy: 'eager',
        onAction: (_before, _action, after) => {
          for (const player of after.players) {
            expect(scoreWithoutFish(after, player) + fishAtEnd(player) / GAME.fishPerFinalVp).toBe(
              finalScoreTermFromBreakdown(after, player),
            );
            compared++;
          }
        },
      });
    }
    expect(compared).toBeGreaterThan(3000);
  });

  it('values a cube above its sale value while there is time to use it, and at its sale value once there is none', () => {
    const early = withResources(blankGame(2, 'cubes'), 0, { fish: 3 });
    const woodEarly = evaluate(withResources(early, 0, { fish: 3, wood: 1 }), 0) - evaluate(early, 0);
    expect(woodEarly).toBeGreaterThan(1 / 3 + 0.5);
    // Round 3, retired: no die, no retire, nothing left to spend a cube on; it sells for 1 fish = 1/3 VP (RULES §12.2).
    const over = (state: GameState): GameState => ({ ...withPlayer(state, 0, { retired: true }), round: 3 });
    const woodLate = evaluate(over(withResources(early, 0, { fish: 3, wood: 1 })), 0) - evaluate(over(early), 0);
    expect(woodLate).toBeCloseTo(1 / 3, 9);
  });

  it('values a building that extends a line a die can enter above one no chain reaches', () => {
    const base = blankGame(2, 'village');
    // Row 1 holds F2 at 1,1, a lot at 1,2, Wd at 1,3: a building at 1,2 joins the chain; one at 6,6 stands alone.
    const extends_ = withBuildings(base, 0, { '1,2': 'OT' });
    const alone = withBuildings(base, 0, { '6,6': 'OT' });
    expect(evaluate(extends_, 0)).toBeGreaterThan(evaluate(alone, 0));
    expect(evaluate(alone, 0)).toBeGreaterThanOrEqual(evaluate(base, 0));
  });
});

describe('evaluation: a function of the position alone', () => {
  it('is a function of the position alone: whatever was evaluated before, each position gets the value a fresh evaluator gives it', () => {
    // The evaluator remembers the last village it read per seat; seeded games of every kind, their positions taken
    // out of order and for every seat, must not see a value left from another position or another game.
    const positions: GameState[] = [];
    for (let game = 0; game < 8; game++) {
      const seed = `evaluate-memory:${game}`;
      playRandomGame(variedSetup((game % 4) + 1, seed, game), seed, {
        policy: 'eager',
        onAction: (_b, _a, after) => {
          positions.push(after);
        },
      });
    }
    // The same buildings and occupancy under another chain rule (RULES §14.3, "Pass occupied buildings"): another
    // geometry, at a position where it changes the value.
    const fresh = (state: GameState, seat: number): number => makeEvaluator(EVALUATION_WEIGHTS)(state, seat);
    const otherRule = (state: GameState): GameState => ({
      ...state,
      setup: {
        ...state.setup,
        tableRules: {
          openCrates: false,
          ...state.setup.tableRules,
          passOccupied: !state.setup.tableRules?.passOccupied,
        },
      },
    });
    const pivot = positions.find((state) =>
      state.players.some((_, seat) => fresh(state, seat) !== fresh(otherRule(state), seat)),
    );
    if (!pivot) throw new Error('no position whose value depends on the chain rule');
    const order = positions.map((_, i) => (i * 7919) % positions.length);
    const shuffled = [...order.map((i) => positions[i] as GameState), pivot, otherRule(pivot), pivot];
    let differing = 0;
    for (const state of shuffled) {
      for (let seat = 0; seat < state.players.length; seat++) {
        if (evaluate(state, seat) !== fresh(state, seat)) differing++;
      }
    }
    expect(shuffled.length).toBeGreaterThan(1000);
    expect(differing).toBe(0);
  });
});

describe('candidate actions (keeping bots from wandering)', () => {
  it('offers resource free actions only toward a cube something asks for, and each kind of die once', () => {
    const state = withResources(blankGame(2, 'candidates'), 0, { fish: 6, wool: 1, cloth: 1, gold: 1 });
    const free = candidateActions(state, true).filter((a) => ['sell', 'improveForFish', 'downgrade'].includes(a.type));
    // Fish → wood pays the first Village and Craft steps; nothing asks for a second cloth or for a sold gold's fish…
    expect(free).toContainEqual({ type: 'improveForFish', from: 'fish', to: 'wood' });
    expect(free).not.toContainEqual({ type: 'improveForFish', from: 'wool', to: 'cloth' });
    expect(
      candidateActions(state, false).filter((a) => ['sell', 'improveForFish', 'downgrade'].includes(a.type)),
    ).toEqual([]);
    const dice = candidateActions(state, false).filter((a) => a.type === 'takeDie');
    const kinds = new Set(
      dice.map((a) => {
        const die = state.pool.find((d) => d.id === a.die);
        return `${die?.colour}:${die?.value}:${a.type === 'takeDie' && a.use === 'place' ? a.value : 'aside'}`;
      }),
    );
    expect(kinds.size).toBe(dice.length);
  });
});
