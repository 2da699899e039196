// @vitest-environment happy-dom
// (the hit layer's targets come from the scene's area modules, which import PixiJS.)
import { describe, expect, it } from 'vitest';
import { atFirstTurn } from '../../../engine/testing/index';
import {
  applyAction,
  chainNextCell,
  createGame,
  legalActions,
  pendingDecision,
  type Action,
  type GameState,
} from '../game/engine';
import { IDLE, type Selection } from '../game/interaction';
import { PLAYER_STYLES } from '../scene/palette';
import { areaOf, hitTargets } from '../ui/hitTargets';
import { screenOrder } from '../ui/focusOrder';
import { areaStops, decisionFocus, pressesBetween } from './decisionFocus';

const setup = {
  seats: [
    { name: 'Astrid', kind: 'human' as const },
    { name: 'Bjørn', kind: 'bot' as const, bot: 'easy' as const },
  ],
  seed: 'focus-unit',
  edition: 2 as const,
  villageSide: 'common' as const,
  variant: 'basic' as const,
};

function focusIn(state: GameState, selection: Selection = IDLE, humanToAct = true) {
  const pending = pendingDecision(state);
  const legal = legalActions(state);
  const seats = state.players.map((_, seat) => ({
    name: `P${seat}`,
    colour: PLAYER_STYLES[seat]?.colour ?? 0,
    shape: PLAYER_STYLES[seat]?.shape ?? 'circle',
    bot: false,
  }));
  const targets = screenOrder(
    hitTargets({
      state,
      pending,
      legal,
      selection,
      viewedSeat: pending?.seat ?? 0,
      seats,
      humanToAct,
      placeableCells: new Set(),
      nextChainCell: chainNextCell(state),
    }),
  );
  return { focus: decisionFocus({ humanToAct, pending, legal, selection, targets }), targets };
}

describe('after each action the focus goes to the next decision, never to End turn', () => {
  it('a draft pick: the first choice of the prompt', () => {
    const state = createGame(setup);
    expect(pendingDecision(state)?.kind).toBe('draftPick');
    expect(focusIn(state).focus).toEqual({ id: 'option-0' });
  });

  it('a turn before its main action: the first die that may be taken', () => {
    const { state } = atFirstTurn(setup);
    const { focus, targets } = focusIn(state);
    const firstDie = targets.find((target) => target.enabled && target.command.kind === 'selectDie');
    expect(focus).toEqual({ id: firstDie?.id });
  });

  it('a die or a tile in hand: the prompt, where the digits, the arrows and Enter answer it', () => {
    const { state } = atFirstTurn(setup);
    const die = state.pool[0]?.id ?? 0;
    expect(focusIn(state, { kind: 'die', die, value: 3 }).focus).toEqual({ id: 'prompt' });
    expect(focusIn(state, { kind: 'placing', source: 'S1', anchor: 14, orientation: 0 }).focus).toEqual({
      id: 'prompt',
    });
  });

  it('after the main action, with only the end of the turn or free actions left: the prompt, never End turn', () => {
    let { state } = atFirstTurn(setup);
    const take = legalActions(state).find((action) => action.type === 'takeDie' && action.use === 'aside') as Action;
    state = (applyAction(state, take) as { ok: true; state: GameState }).state;
    for (let guard = 0; guard < 10 && pendingDecision(state)?.kind !== 'turn'; guard++) {
      state = (applyAction(state, legalActions(state)[0] as Action) as { ok: true; state: GameState }).state;
    }
    expect(pendingDecision(state)?.canEndTurn).toBe(true);
    expect(focusIn(state).focus?.id).not.toBe('end-turn');
  });

  it('nobody to act at this table: the focus is left where it is', () => {
    const { state } = atFirstTurn(setup);
    expect(focusIn(state, IDLE, false).focus).toBeNull();
  });
});

describe('the area keys reach every area of the table in at most 10 presses', () => {
  it('from any area to any other, going the shorter way round', () => {
    const { state } = atFirstTurn(setup);
    const { targets } = focusIn(state);
    const stops = areaStops([
      ...targets.map((target) => ({ id: target.id, area: areaOf(target) })),
      { id: 'prompt', area: 'prompt' },
      { id: 'open-log', area: 'hud' },
    ]);
    expect(stops.length).toBeGreaterThan(8);
    expect(new Set(stops.map((stop) => stop.area)).size).toBe(stops.length);
    for (let from = 0; from < stops.length; from++)
      for (let to = 0; to < stops.length; to++) expect(pressesBetween(stops.length, from, to)).toBeLessThanOrEqual(10);
  });
});
