// @vitest-environment happy-dom
// (the hit layer's targets come from the scene's area modules, which import PixiJS.)
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { atFirstTurn } from '../../../engine/testing/index';
import type { ControllerSnapshot, GameController } from '../game/controller';
import { applyAction, createGame, legalActions, pendingDecision, type Action, type GameState } from '../game/engine';
import { PLAYER_STYLES } from '../scene/palette';
import { renderForTest, unmountRendered } from '../ui/renderForTest';
import { useTableInteraction, type TableInteractionView } from './useTableInteraction';

afterEach(unmountRendered);

const SETUP = {
  seats: [{ name: 'Astrid', kind: 'human' as const }],
  seed: 'stale-panel',
  edition: 2 as const,
  villageSide: 'common' as const,
  variant: 'basic' as const,
};
const { state } = atFirstTurn(SETUP);

/** The game at its starting tile: the table takes the tile up for placement as the decision opens. */
function atStartingTile(): GameState {
  let game = createGame(SETUP);
  while (pendingDecision(game)?.kind !== 'startingTile') {
    const result = applyAction(game, legalActions(game)[0] as Action);
    if (!result.ok) throw new Error(result.error.message);
    game = result.state;
  }
  return game;
}
const seats = [
  { name: 'Astrid', colour: PLAYER_STYLES[0]?.colour ?? 0, shape: PLAYER_STYLES[0]?.shape ?? 'circle', bot: false },
];

/** A snapshot of a person's turn, and a controller that only records what is sent (its answer comes later, if ever). */
function table(game: GameState): { snapshot: ControllerSnapshot; controller: GameController; sent: Action[] } {
  const sent: Action[] = [];
  const snapshot = {
    state: game,
    pending: pendingDecision(game),
    legal: legalActions(game),
    humanToAct: true,
    awaitingInput: true,
  } as unknown as ControllerSnapshot;
  const controller = {
    send: (action: Action) => sent.push(action),
    getSnapshot: () => snapshot,
  } as unknown as GameController;
  return { snapshot, controller, sent };
}

/** Renders the hook and hands its latest view to `seen` after every render. */
function Probe({
  controller,
  snapshot,
  seen,
}: {
  controller: GameController;
  snapshot: ControllerSnapshot;
  seen: (view: TableInteractionView) => void;
}): null {
  seen(useTableInteraction(controller, snapshot, seats, () => undefined));
  return null;
}

function mounted(game: GameState): { view: () => TableInteractionView; sent: Action[] } {
  const { snapshot, controller, sent } = table(game);
  let latest: TableInteractionView | null = null;
  renderForTest(
    <Probe
      controller={controller}
      snapshot={snapshot}
      seen={(view) => {
        latest = view;
      }}
    />,
  );
  return { view: () => latest as unknown as TableInteractionView, sent };
}

describe('what is picked up is put down once its move is sent', () => {
  it('a tile built: the placement panel closes at once, before the game answers (no stale "Build here")', () => {
    const { view, sent } = mounted(atStartingTile());
    expect(view().interaction.selection.kind).toBe('placing');
    expect(view().placement?.action).toBeTruthy();
    act(() => view().confirmPlacement());
    expect(sent).toHaveLength(1);
    expect(view().interaction.selection.kind).toBe('idle');
  });

  it('a die placed: the die panel closes at once', () => {
    const place = legalActions(state).find((action) => action.type === 'takeDie' && action.use === 'place') as Extract<
      Action,
      { type: 'takeDie' }
    >;
    const { view, sent } = mounted(state);
    act(() => view().select({ kind: 'die', die: place.die, value: place.use === 'place' ? place.value : 1 }));
    act(() => view().placeSelectedDie());
    expect(sent).toHaveLength(1);
    expect(view().interaction.selection.kind).toBe('idle');
  });
});
