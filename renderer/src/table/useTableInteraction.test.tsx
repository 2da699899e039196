// @vitest-environment happy-dom
import { act, useLayoutEffect, useMemo, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseAction } from '../../../engine/bots/index';
import { playGame } from '../../../engine/testing/index';
import { legalActions, pendingDecision, type GameSetup, type GameState } from '../game/engine';
import type { ControllerSnapshot, GameController } from '../game/controller';
import type { Selection } from '../game/interaction';
import type { SeatLook } from '../scene/model';
import { renderForTest, unmountRendered } from '../ui/renderForTest';
import { useTableInteraction, type TableInteractionView } from './useTableInteraction';

afterEach(unmountRendered);

const SETUP: GameSetup = {
  seats: [
    { name: 'Astrid', kind: 'human' },
    { name: 'Bjørn', kind: 'human' },
  ],
  seed: 'table-hook',
  edition: 2,
  villageSide: 'common',
  variant: 'basic',
};
const SEATS: readonly SeatLook[] = [
  { name: 'Astrid', colour: 0xd04a3a, shape: 'circle', bot: false },
  { name: 'Bjørn', colour: 0x3a7ad0, shape: 'square', bot: false },
];

/** The snapshot a person at this table decides in: the state, its decision and its legal actions. */
const snapshotOf = (state: GameState): ControllerSnapshot =>
  ({
    state,
    pending: pendingDecision(state),
    legal: legalActions(state),
    humanToAct: true,
  }) as unknown as ControllerSnapshot;

/** Two states of a seeded game in a row: a turn in which a large building may be taken up, and the next one. */
function turnWithBuildingAndNext(): readonly [GameState, GameState] {
  const states: GameState[] = [];
  playGame(SETUP, (state) => {
    states.push(state);
    return chooseAction(state, pendingDecision(state)?.seat ?? 0, 'easy', 'table-hook');
  });
  const at = states.findIndex(
    (state) => pendingDecision(state)?.kind === 'turn' && legalActions(state).some((a) => a.type === 'build'),
  );
  return [states[at], states[at + 1]] as [GameState, GameState];
}

interface Committed {
  readonly state: GameState;
  readonly selection: Selection;
}

interface Handles {
  view: TableInteractionView | null;
  show: ((state: GameState) => void) | null;
}

/** The hook as the game screen uses it, shown states given from outside; every render committed is written down. */
function Table({ first, committed, handles }: { first: GameState; committed: Committed[]; handles: Handles }): null {
  const [state, show] = useState(first);
  const snapshot = useMemo(() => snapshotOf(state), [state]);
  const controller = useMemo(() => ({ send: () => undefined }) as unknown as GameController, []);
  const view = useTableInteraction(controller, snapshot, SEATS, () => undefined);
  handles.view = view;
  handles.show = show;
  useLayoutEffect(() => {
    committed.push({ state, selection: view.interaction.selection });
  });
  return null;
}

describe('the table hook: what is picked up belongs to its decision', () => {
  it('a new state is never drawn (nor clicked) with the tile picked up for the last decision', () => {
    const [now, next] = turnWithBuildingAndNext();
    const committed: Committed[] = [];
    const handles: Handles = { view: null, show: null };
    renderForTest(<Table first={now} committed={committed} handles={handles} />);
    const build = legalActions(now).find((a) => a.type === 'build');
    act(() => handles.view?.startPlacement(build?.type === 'build' ? build.stack : 'L1'));
    expect(handles.view?.interaction.selection.kind).toBe('placing');
    // The next state arrives (a bot's move, the answer to a move): every render committed for it has nothing in hand.
    act(() => handles.show?.(next));
    const forNext = committed.filter((render) => render.state === next);
    expect(forNext.length).toBeGreaterThan(0);
    expect(forNext.map((render) => render.selection.kind)).toEqual(forNext.map(() => 'idle'));
  });
});
