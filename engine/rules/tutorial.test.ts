import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  finalScore,
  isGameOver,
  legalActions,
  pendingDecision,
  replay,
  type Action,
  type GameState,
} from '../index.js';
import { TUTORIAL, TUTORIAL_SECTION_IDS } from '../data/tutorial.js';
import { actionsBefore, matchesStep, nextPlace, tutorialSetup, type TutorialPlace } from './tutorial.js';

const SEAT = { name: 'Player', kind: 'human' as const, colour: 0 };

/** Every place of the script, in order, with the step found there. */
function places(): TutorialPlace[] {
  const out: TutorialPlace[] = [];
  for (let place: TutorialPlace | null = { section: TUTORIAL[0]!.id, step: 0 }; place; place = nextPlace(place))
    out.push(place);
  return out;
}

describe('the tutorial script on its fixed deal', () => {
  it('has the seven sections in teaching order, each with at least one step the player acts on', () => {
    expect(TUTORIAL.map((section) => section.id)).toEqual([...TUTORIAL_SECTION_IDS]);
    for (const section of TUTORIAL) expect(section.steps.some((step) => step.kind === 'act')).toBe(true);
    const ids = TUTORIAL.flatMap((section) => section.steps.map((step) => step.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('plays to the end of the game through the real engine: each expected action is legal at its step (RULES §4, §13.1)', () => {
    let state: GameState = createGame(tutorialSetup(SEAT));
    for (const place of places()) {
      const step = TUTORIAL.find((s) => s.id === place.section)!.steps[place.step]!;
      if (step.kind === 'note') continue;
      const legal = legalActions(state);
      // The one legal action the step accepts: the deal or the rules changing under the script fails here, named.
      expect(
        legal.some((action) => matchesStep(step.expect, action)),
        `${place.section}/${step.id}: ${JSON.stringify(step.expect)} legal`,
      ).toBe(true);
      const result = applyAction(state, step.expect);
      if (!result.ok) throw new Error(`${step.id}: ${result.error.message}`);
      state = result.state;
    }
    expect(isGameOver(state)).toBe(true);
    expect(finalScore(state).solo?.task ?? null).toBeNull();
  });

  it('waits for the person at every step it asks them to act on, and only they decide (RULES §13.1: solo)', () => {
    let state: GameState = createGame(tutorialSetup(SEAT));
    for (const place of places()) {
      const step = TUTORIAL.find((s) => s.id === place.section)!.steps[place.step]!;
      if (step.kind === 'note') continue;
      expect(pendingDecision(state)?.seat, step.id).toBe(0);
      state = replay(state.setup, [...actionsBefore(place), step.expect]);
    }
  });

  it('rebuilds the table at the start of any section from the actions before it (restart and skip)', () => {
    const first = actionsBefore({ section: 'fishing', step: 0 });
    expect(first.at(-1)).toEqual({ type: 'endTurn' });
    const state = replay(tutorialSetup(SEAT), first);
    expect(pendingDecision(state)?.kind).toBe('turn');
    expect(state.players[0]?.buildings[1]).toBe('Wd');
    expect(actionsBefore({ section: 'dice', step: 0 })).toEqual([]);
  });

  it("accepts exactly the step's action: a tile turned round (its buildings swapped) is another placement", () => {
    const expected: Action = { type: 'placeStartingTile', cells: [7, 8] };
    expect(matchesStep(expected, { type: 'placeStartingTile', cells: [7, 8] })).toBe(true);
    expect(matchesStep(expected, { type: 'placeStartingTile', cells: [8, 7] })).toBe(false);
    expect(matchesStep(expected, { type: 'placeStartingTile', cells: [7, 13] })).toBe(false);
    expect(
      matchesStep(
        { type: 'takeDie', die: 5, use: 'place', value: 1 },
        { type: 'takeDie', die: 5, use: 'place', value: 2 },
      ),
    ).toBe(false);
    expect(
      matchesStep({ type: 'takeDie', die: 5, use: 'place', value: 1 }, { type: 'takeDie', die: 5, use: 'aside' }),
    ).toBe(false);
    expect(matchesStep({ type: 'endTurn' }, { type: 'endTurn' })).toBe(true);
  });
});
