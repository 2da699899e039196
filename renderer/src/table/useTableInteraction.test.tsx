// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseAction } from '../../../engine/bots/index';
import { playGame } from '../../../engine/testing/index';
import { legalActions, pendingDecision, type Action, type GameSetup, type GameState } from '../game/engine';
import type { ControllerSnapshot, GameController } from '../game/controller';
import type { Selection } from '../game/interaction';
import type { SeatLook } from '../scene/model';
import { useTableInteraction, type TableInteractionView } from './useTableInteraction';

afterEach(cleanup);

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

/** The snapshot a person at this table decides in, settled: the state, its decision and its legal actions. */
const snapshotOf = (state: GameState): ControllerSnapshot =>
  ({
    state,
    pending: pendingDecision(state),
    legal: legalActions(state),
    humanToAct: true,
    awaitingInput: true,
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
  publish: ((snapshot: ControllerSnapshot) => void) | null;
}

/** The hook as the game screen uses it, snapshots published from outside; every render committed is written down. */
function Table(props: {
  first: ControllerSnapshot;
  controller: GameController;
  committed: Committed[];
  handles: Handles;
}): null {
  const [snapshot, publish] = useState(props.first);
  const view = useTableInteraction(props.controller, snapshot, SEATS, () => undefined);
  props.handles.view = view;
  props.handles.publish = publish;
  useLayoutEffect(() => {
    props.committed.push({ state: snapshot.state, selection: view.interaction.selection });
  });
  return null;
}

/** A controller that keeps the moves sent and, like the game's client, shows it is waiting for the answer at once. */
function waitingController(handles: Handles, current: () => ControllerSnapshot, sent: Action[]): GameController {
  return {
    send: (action: Action) => {
      sent.push(action);
      handles.publish?.({ ...current(), awaitingInput: false });
    },
  } as unknown as GameController;
}

describe('the table hook: what is picked up belongs to its decision', () => {
  it('a new state is never drawn (nor clicked) with the tile picked up for the last decision', () => {
    const [now, next] = turnWithBuildingAndNext();
    const committed: Committed[] = [];
    const handles: Handles = { view: null, publish: null };
    const controller = { send: () => undefined } as unknown as GameController;
    render(<Table first={snapshotOf(now)} controller={controller} committed={committed} handles={handles} />);
    const build = legalActions(now).find((a) => a.type === 'build');
    act(() => handles.view?.startPlacement(build?.type === 'build' ? build.stack : 'L1'));
    expect(handles.view?.interaction.selection.kind).toBe('placing');
    // The next state arrives (a bot's move, the answer to a move): every render committed for it has nothing in hand.
    act(() => handles.publish?.(snapshotOf(next)));
    const forNext = committed.filter((render) => render.state === next);
    expect(forNext.length).toBeGreaterThan(0);
    expect(forNext.map((render) => render.selection.kind)).toEqual(forNext.map(() => 'idle'));
  });

  it('Build here pressed again before the game answers sends no second move from the same position', () => {
    const [now] = turnWithBuildingAndNext();
    const handles: Handles = { view: null, publish: null };
    const sent: Action[] = [];
    const shown = snapshotOf(now);
    const controller = waitingController(handles, () => shown, sent);
    render(<Table first={shown} controller={controller} committed={[]} handles={handles} />);
    const build = legalActions(now).find((a) => a.type === 'build');
    act(() => handles.view?.startPlacement(build?.type === 'build' ? build.stack : 'L1'));
    act(() => handles.view?.confirmPlacement());
    act(() => handles.view?.confirmPlacement());
    act(() => handles.view?.runCommand({ kind: 'send', action: { type: 'endTurn' } }));
    expect(sent.map((action) => action.type)).toEqual(['build']);
    // A refusal answers it (the same position, awaiting input again): the tile may be built again.
    act(() => handles.publish?.(snapshotOf(now)));
    act(() => handles.view?.confirmPlacement());
    expect(sent.map((action) => action.type)).toEqual(['build', 'build']);
  });
});
