import { describe, expect, it } from 'vitest';
import { PlayoutGame, applyAction, createGame, legalActions, type GameState } from '../index.js';
import { nextInt, seedRng } from '../rng.js';
import { VARIED_SETUPS, variedSetup } from '../../tools/playout.js';

const json = (value: unknown): string => JSON.stringify(value);

/**
 * Plays game `game` of the varied setups with seeded random legal actions, by applyAction and by a playout without
 * events side by side, checking after every action that the playout reached the same state and built no event.
 * Returns how many events applyAction built.
 */
function playSilentlyBeside(game: number): number {
  const seed = `playout-silent:${game}`;
  const setup = variedSetup(1 + (game % 4), seed, game);
  const start = createGame(setup);
  // Half the games from a copy of a given state, half set up for the playout itself (nothing copied).
  const silent =
    game % 2 === 0 ? new PlayoutGame(start, { events: false }) : PlayoutGame.newGame(setup, { events: false });
  const rng = seedRng(seed);
  let pure: GameState = start;
  let eventsApplyActionBuilt = 0;
  while (pure.phase !== 'over') {
    const legal = legalActions(pure);
    const action = legal[nextInt(rng, legal.length)];
    if (!action) throw new Error(`no legal action in game ${game}`);
    const result = applyAction(pure, action);
    if (!result.ok) throw new Error(result.error.message);
    eventsApplyActionBuilt += result.events.length;
    expect(silent.playLegal(action)).toEqual([]);
    expect(json(silent.state), `game ${game}, action ${pure.actionCount + 1} (${action.type})`).toBe(
      json(result.state),
    );
    pure = result.state;
  }
  return eventsApplyActionBuilt;
}

/**
 * A playout that reads no events turns them off (tools/playout.ts does for random games): the rules must still
 * play exactly as applyAction plays them, and the game builds no event at all.
 */
describe("PlayoutGame without events (RULES §4: the same rules, only the table's events left out)", () => {
  it("reaches applyAction's state after every action of whole games, and returns no events", () => {
    for (let game = 0; game < VARIED_SETUPS; game++) expect(playSilentlyBeside(game)).toBeGreaterThan(50);
  });
});
