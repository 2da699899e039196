import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, type Die, type GameState } from '../index.js';
import {
  act,
  blankGame,
  cellOf,
  eventsOf,
  orangeDie,
  topFrame,
  whiteDie,
  withPlayer,
  withPool,
  withResources,
} from '../testing/scenario.js';

/** A two-player game, player 0 to move, with a chosen pool and fish. */
function table(pool: Die[], fish = 0): GameState {
  return withResources(withPool(blankGame(2), pool), 0, { fish });
}

function rejection(state: GameState, action: Parameters<typeof applyAction>[1]): string {
  const result = applyAction(state, action);
  if (result.ok) throw new Error('expected a rejection');
  return result.error.message;
}

describe('RULES §4.1 take a die: lines entered, fish paid and the limits', () => {
  it('§4.1 a white die of value v enters column v from the top and activates its first building', () => {
    const { state, events } = act(table([whiteDie(0, 1)]), { type: 'takeDie', die: 0, use: 'place', value: 1 });
    expect(eventsOf(events, 'BuildingActivated')[0]).toMatchObject({ cell: cellOf('1,1'), by: 'die' });
    expect(state.players[0]?.resources.fish).toBe(2);
    expect(state.pool).toHaveLength(0);
  });

  it('§4.1 an orange die of value v enters row v from the left', () => {
    const { events } = act(table([orangeDie(6, 5)]), { type: 'takeDie', die: 6, use: 'place', value: 5 });
    expect(eventsOf(events, 'BuildingActivated')[0]).toMatchObject({ cell: cellOf('5,1') });
  });

  it('§4.1 changing a die costs 1 fish per pip, without wrapping (6 → 1 costs 5)', () => {
    const state = table([whiteDie(0, 6)], 5);
    const { state: after, events } = act(state, { type: 'takeDie', die: 0, use: 'place', value: 1 });
    expect(eventsOf(events, 'DieAdjusted')[0]).toMatchObject({ from: 6, to: 1, fishPaid: 5 });
    expect(after.players[0]?.resources.fish).toBe(2); // 5 − 5 + 2 from the fish building at 1,1
    expect(rejection(table([whiteDie(0, 6)], 4), { type: 'takeDie', die: 0, use: 'place', value: 1 })).toBe(
      'Changing this die from 6 to 1 costs 5 fish; you have 4.',
    );
  });

  it('§4.1 setting a die aside gains 1 fish and counts toward the limits', () => {
    const { state, events } = act(table([whiteDie(0, 4)]), { type: 'takeDie', die: 0, use: 'aside' });
    expect(state.players[0]?.resources.fish).toBe(1);
    expect(state.players[0]?.whiteTaken).toBe(1);
    expect(eventsOf(events, 'DieSetAside')).toHaveLength(1);
  });

  it('§4.1 a die set aside is kept beside the village as it showed: its colour and face are state, not a guess', () => {
    const { state } = act(table([orangeDie(6, 5), whiteDie(0, 4)]), { type: 'takeDie', die: 6, use: 'aside' });
    expect(state.players[0]?.asideDice).toEqual([orangeDie(6, 5)]);
    expect(state.players[1]?.asideDice).toEqual([]);
  });

  it('§4.1 at most 3 white dice per round', () => {
    const state = withPlayer(table([whiteDie(0, 1)]), 0, { whiteTaken: 3 });
    expect(rejection(state, { type: 'takeDie', die: 0, use: 'aside' })).toBe(
      'You have already taken 3 white dice this round.',
    );
    expect(legalActions(state).some((a) => a.type === 'takeDie')).toBe(false);
  });

  it('§4.1 at most r orange dice in round r', () => {
    const state = withPlayer(table([orangeDie(6, 1)]), 0, { orangeTaken: 1 });
    expect(rejection(state, { type: 'takeDie', die: 6, use: 'aside' })).toBe(
      'You have already taken 1 orange die this round.',
    );
    const roundTwo = { ...state, round: 2 };
    expect(applyAction(roundTwo, { type: 'takeDie', die: 6, use: 'aside' }).ok).toBe(true);
  });
});

describe('RULES §4.1 take a die: lines, free changes and the one main action', () => {
  it('§5.2 a die whose line starts with no activatable building can only be set aside', () => {
    // Column 4: boardwalk at 1,4 is walked over, then 2,4 is an empty lot.
    const state = table([whiteDie(0, 4)]);
    expect(rejection(state, { type: 'takeDie', die: 0, use: 'place', value: 4 })).toBe(
      'The first building in column 4 is missing or occupied: this die can only be set aside for 1 fish.',
    );
    const dieActions = legalActions(state).filter((a) => a.type === 'takeDie' && a.die === 0);
    expect(dieActions.some((a) => a.type === 'takeDie' && a.use === 'place' && a.value === 4)).toBe(false);
    expect(dieActions.some((a) => a.type === 'takeDie' && a.use === 'aside')).toBe(true);
  });

  it('§9.4 Pilot: once per turn a ±1 change is free', () => {
    const state = withPlayer(table([whiteDie(0, 2)], 0), 0, { abilities: ['pilot'] });
    const { events } = act(state, { type: 'takeDie', die: 0, use: 'place', value: 1 });
    expect(eventsOf(events, 'DieAdjusted')[0]?.fishPaid).toBe(0);
    expect(rejection(table([whiteDie(0, 3)], 0), { type: 'takeDie', die: 0, use: 'place', value: 1 })).toMatch(
      /costs 2 fish/,
    );
  });

  it('§9.2 Craft 3: the first ±1 change each turn is free; a larger change pays the rest', () => {
    const state = withPlayer(table([whiteDie(0, 4)], 2), 0, { tech: { village: 0, seafaring: 0, trade: 0, craft: 3 } });
    const { state: after, events } = act(state, { type: 'takeDie', die: 0, use: 'place', value: 1 });
    expect(eventsOf(events, 'DieAdjusted')[0]?.fishPaid).toBe(2);
    expect(after.players[0]?.resources.fish).toBe(2);
  });

  it('§4 a turn has exactly one main action: a second die is refused, End turn is offered', () => {
    const { state } = act(table([whiteDie(0, 4), whiteDie(1, 4)]), { type: 'takeDie', die: 0, use: 'aside' });
    expect(rejection(state, { type: 'takeDie', die: 1, use: 'aside' })).toBe(
      'You have already taken your main action this turn.',
    );
    expect(legalActions(state)).toContainEqual({ type: 'endTurn' });
    const ended = act(state, { type: 'endTurn' }).state;
    expect(topFrame(ended)).toEqual({ kind: 'turn', player: 1 });
  });

  it('§4 End turn before a main action is refused', () => {
    expect(rejection(table([whiteDie(0, 4)]), { type: 'endTurn' })).toBe(
      'Take a main action first: a die, a large building, or retire.',
    );
  });

  it('§4 a player may always retire, even with nothing else to do', () => {
    const state = withPlayer(table([]), 0, { whiteTaken: 3 });
    expect(legalActions(state).filter((a) => a.type === 'retire')).toHaveLength(5);
  });
});

describe('engine queries for the table', () => {
  it('§4.1 dieAdjustCost tells the fish a change costs, free pips included; chainNextCell the next building (§5.2)', async () => {
    const { dieAdjustCost, chainNextCell } = await import('../index.js');
    const state = table([whiteDie(0, 6)], 5);
    expect(dieAdjustCost(state, 0, 1)).toBe(5);
    expect(dieAdjustCost(withPlayer(state, 0, { abilities: ['pilot'] }), 0, 5)).toBe(0);
    expect(dieAdjustCost(state, 9, 1)).toBeNull();
    expect(chainNextCell(state)).toBeNull();
    const chain = act(table([whiteDie(0, 1)]), { type: 'takeDie', die: 0, use: 'place', value: 1 }).state;
    expect(chainNextCell(chain)).toBe(cellOf('2,1'));
    const placed = act(chain, { type: 'stopChain' }).state;
    expect(placed.players[0]?.placedDice).toEqual([{ die: 0, colour: 'white', value: 1, cell: cellOf('1,1') }]);
  });
});
