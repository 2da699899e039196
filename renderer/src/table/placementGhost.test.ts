import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../../engine/bots/index';
import { playGame } from '../../../engine/testing/index';
import {
  applyAction,
  legalActions,
  pendingDecision,
  type Action,
  type GameSetup,
  type GameState,
  type PendingDecision,
  type TileDef,
} from '../game/engine';
import { highlightsFor, openingSelection, placementView, placingSelection, type Selection } from '../game/interaction';
import { ORIENTATIONS, ghostCells, mirror, rotate, tileFor, type PlacementSource } from '../game/placement';
import {
  INITIAL_INTERACTION,
  interactionReducer,
  type InteractionEvent,
  type TableInteraction,
} from './tableInteraction';

type Placement = Extract<Action, { type: 'build' | 'placeStartingTile' }>;
type Placing = Extract<Selection, { kind: 'placing' }>;

const CELLS = 36;
const isPlacement = (action: Action): action is Placement =>
  action.type === 'build' || action.type === 'placeStartingTile';
const sourceOf = (action: Placement): PlacementSource => (action.type === 'build' ? action.stack : 'start');

/** Which building goes on which cell, the tile's codes laid on `cells` in the tile's order. */
const laid = (cells: readonly number[], codes: readonly string[]): string =>
  cells
    .map((cell, i) => `${cell}:${codes[i]}`)
    .sort()
    .join(' ');

/** The pointer cell and orientation whose ghost lays the tile's buildings exactly as `action` builds them. */
function ghostFor(tile: TileDef, action: Placement): { anchor: number; orientation: number } {
  const wanted = laid(action.cells, tile.cells);
  for (let anchor = 0; anchor < CELLS; anchor++)
    for (let orientation = 0; orientation < ORIENTATIONS; orientation++) {
      const cells = ghostCells(tile, anchor, orientation);
      if (cells && laid(cells, tile.cells) === wanted) return { anchor, orientation };
    }
  throw new Error(`no ghost shows ${JSON.stringify(action)}`);
}

/** The keys and the pointer that bring the ghost from where it is to `anchor` in `orientation`: F, R…, the cell. */
function ghostMoves(from: Placing, anchor: number, orientation: number): InteractionEvent[] {
  const events: InteractionEvent[] = [];
  let turned = from.orientation;
  if (turned >= 4 !== orientation >= 4) {
    events.push({ type: 'mirrorGhost' });
    turned = mirror(turned);
  }
  while (turned !== orientation) {
    events.push({ type: 'rotateGhost' });
    turned = rotate(turned);
  }
  events.push({ type: 'pointGhost', cell: anchor });
  return events;
}

/** The table at a person's decision: what it opens with, and the tile from `source` taken up (the stack clicked). */
function pickedUp(opened: TableInteraction, state: GameState, legal: readonly Action[], source: PlacementSource) {
  const seat = pendingDecision(state)?.seat ?? 0;
  if (source === 'start') return opened;
  return interactionReducer(opened, { type: 'select', selection: placingSelection(state, legal, source, seat) });
}

const opening = (from: TableInteraction, state: GameState): TableInteraction =>
  interactionReducer(from, {
    type: 'decisionChanged',
    decision: { state, humanToAct: true },
    selection: openingSelection(state, pendingDecision(state), legalActions(state), true),
  });

/** A placement panel open at `table` for this state: one for this decision's own tile, its ghost on a legal spot. */
function expectNoStalePanel(table: TableInteraction, state: GameState, before: Selection): void {
  const { selection } = table;
  if (selection.kind !== 'placing') return;
  expect(selection, 'the last decision’s tile is not kept in hand').not.toBe(before);
  const pending = pendingDecision(state) as PendingDecision;
  expect(pending.kind, 'only a starting tile opens in hand').toBe('startingTile');
  expect(placementView(state, legalActions(state), selection, pending.seat)?.action).not.toBeNull();
}

/** Shows the ghost of `action` as a player would (the tile taken up, F, R, the pointer), builds it, and checks both. */
function confirmGhostOf(table: TableInteraction, state: GameState, legal: readonly Action[], action: Placement): void {
  const pending = pendingDecision(state) as PendingDecision;
  const source = sourceOf(action);
  const tile = tileFor(state, source, pending.seat) as TileDef;
  const held = pickedUp(table, state, legal, source);
  expect(held.selection.kind, `${pending.kind}: the tile is in hand`).toBe('placing');
  const { anchor, orientation } = ghostFor(tile, action);
  const shown = ghostMoves(held.selection as Placing, anchor, orientation).reduce(interactionReducer, held);
  const selection = shown.selection as Placing;
  const ghost = highlightsFor(state, pending, legal, selection, true).ghost;
  const sent = placementView(state, legal, selection, pending.seat)?.action;
  expect(ghost?.legal, `the ghost of ${JSON.stringify(action)} is green`).toBe(true);
  expect(sent && isPlacement(sent), 'Build here sends a placement').toBe(true);
  if (!ghost || !sent || !isPlacement(sent)) return;
  expect(laid(sent.cells, tile.cells), 'built as the ghost shows it').toBe(laid(ghost.cells, ghost.codes));
  expect(laid(sent.cells, tile.cells)).toBe(laid(action.cells, tile.cells));
  const answered = applyAction(state, sent);
  expect(answered.ok).toBe(true);
  if (answered.ok) expectNoStalePanel(opening(shown, answered.state), answered.state, selection);
}

const SETUPS: readonly GameSetup[] = [
  {
    seats: [
      { name: 'Astrid', kind: 'human' },
      { name: 'Bjørn', kind: 'human' },
    ],
    seed: 'ghost-confirm',
    edition: 2,
    villageSide: 'common',
    variant: 'basic',
  },
  {
    seats: [{ name: 'Astrid', kind: 'human' }],
    seed: 'ghost-confirm-solo',
    edition: 1,
    villageSide: 'common',
    variant: 'basic',
  },
];

describe('a placement confirmed on the table builds exactly the ghost shown', () => {
  it('over every legal placement of seeded games (starting tile, large building, build-small): the ghost reached by the pointer, R and F is what Build here sends, and no panel outlives the decision', () => {
    const kinds = new Set<string>();
    let confirmed = 0;
    for (const setup of SETUPS) {
      let table = INITIAL_INTERACTION;
      const played = playGame(setup, (state, legal) => {
        table = opening(table, state);
        const pending = pendingDecision(state) as PendingDecision;
        for (const action of legal.filter(isPlacement)) {
          confirmGhostOf(table, state, legal, action);
          kinds.add(pending.kind);
          confirmed++;
        }
        return chooseAction(state, pending.seat, 'easy', `ghost-${state.actionCount}`);
      });
      expect(played.problems).toEqual([]);
    }
    expect([...kinds].sort()).toEqual(['buildSmall', 'startingTile', 'turn']);
    expect(confirmed).toBeGreaterThan(100);
  });

  it('a decision changing under a tile in hand (a bot’s move, an Undo, the turn handed over) puts it down; the same decision drawn again keeps it', () => {
    const seen: GameState[] = [];
    playGame(SETUPS[0] as GameSetup, (state) => {
      seen.push(state);
      return chooseAction(state, pendingDecision(state)?.seat ?? 0, 'easy', 'under');
    });
    const at = seen.findIndex(
      (state) => pendingDecision(state)?.kind === 'turn' && legalActions(state).some(isPlacement),
    );
    const [earlier, now, later] = seen.slice(at - 1, at + 2) as [GameState, GameState, GameState];
    const legal = legalActions(now);
    const build = legal.find(isPlacement) as Placement;
    const held = pickedUp(opening(INITIAL_INTERACTION, now), now, legal, sourceOf(build));
    expect(held.selection.kind).toBe('placing');
    const drawnAgain = interactionReducer(held, {
      type: 'decisionChanged',
      decision: { state: now, humanToAct: true },
      selection: { kind: 'idle' },
    });
    expect(drawnAgain).toBe(held);
    for (const [moment, decision] of [
      ['a bot’s move', { state: later, humanToAct: true }],
      ['an Undo', { state: earlier, humanToAct: true }],
      ['the turn handed to the bot', { state: now, humanToAct: false }],
    ] as const) {
      const after = interactionReducer(held, { type: 'decisionChanged', decision, selection: { kind: 'idle' } });
      expect(after.selection, moment).toEqual({ kind: 'idle' });
    }
  });
});
