import { describe, expect, it } from 'vitest';
import { legalActions, type GameState } from '../index.js';
import type { TableRules } from '../data/index.js';
import {
  act,
  actAll,
  blankGame,
  cellOf,
  eventsOf,
  orangeDie,
  topFrame,
  withBuildings,
  withPlayer,
  withPool,
  withResources,
} from '../testing/scenario.js';
import { HOLDS_DIE, HOLDS_WORKER } from './village.js';

const PASS: TableRules = { passOccupied: true, openCrates: false };

/** Row 1 of player 0 filled (F2, F1, Wd, boardwalk, Gr, Bt) with the given cells occupied, an orange 1 in the pool. */
function rowOne(occupied: Readonly<Record<string, number>>, tableRules?: TableRules): GameState {
  const base = blankGame(2, 'table-rules', { edition: 2, ...(tableRules ? { tableRules } : {}) });
  const state = withResources(withBuildings(withPool(base, [orangeDie(6, 1)]), 0, { '1,2': 'F1', '1,5': 'Gr' }), 0, {});
  const occupant = new Array<number>(36).fill(0);
  for (const [rc, what] of Object.entries(occupied)) occupant[cellOf(rc)] = what;
  return withPlayer(state, 0, { occupant });
}

describe('RULES §14.3 table rule "Pass occupied buildings"', () => {
  it('an occupied building is walked over like a boardwalk: the chain goes on to the next vacant building', () => {
    const state = rowOne({ '1,3': HOLDS_WORKER }, PASS);
    const { state: after, events } = actAll(state, [
      { type: 'takeDie', die: 6, use: 'place', value: 1 },
      { type: 'continueChain' },
      { type: 'continueChain' },
      { type: 'continueChain' },
    ]);
    expect(eventsOf(events, 'BuildingActivated').map((e) => e.cell)).toEqual([
      cellOf('1,1'),
      cellOf('1,2'),
      cellOf('1,5'),
      cellOf('1,6'),
    ]);
    expect(after.players[0]?.resources).toMatchObject({ fish: 3, grain: 1, wood: 0 });
    expect(after.players[0]?.occupant[cellOf('1,3')]).toBe(HOLDS_WORKER);
  });

  it('a line whose first building is occupied is entered at the next vacant one', () => {
    const state = rowOne({ '1,1': HOLDS_DIE }, PASS);
    const { events } = act(state, { type: 'takeDie', die: 6, use: 'place', value: 1 });
    expect(eventsOf(events, 'BuildingActivated').map((e) => e.cell)).toEqual([cellOf('1,2')]);
  });

  it('an empty lot still stops the chain, and without the table rule an occupied building does (RULES §5.2)', () => {
    const passing = rowOne({ '1,2': HOLDS_WORKER }, PASS);
    const withGap = withBuildings(passing, 0, { '1,3': null });
    const { state: gapAfter } = act(withGap, { type: 'takeDie', die: 6, use: 'place', value: 1 });
    expect(legalActions(gapAfter)).not.toContainEqual({ type: 'continueChain' });
    const stopping = rowOne({ '1,2': HOLDS_WORKER });
    const { state: stopped, events } = act(stopping, { type: 'takeDie', die: 6, use: 'place', value: 1 });
    expect(eventsOf(events, 'DiePlaced')[0]?.cell).toBe(cellOf('1,1'));
    expect(topFrame(stopped).kind).toBe('turn');
  });
});
