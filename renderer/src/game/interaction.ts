import {
  chainNextCell,
  type Action,
  type ActionType,
  type GameState,
  type PendingDecision,
  type Resource,
  type TileDef,
} from './engine';
import { coveredCells, ghostCells, matchPlacement, placementActions, tileFor, type PlacementSource } from './placement';
import type { CellMark, TableHighlights } from '../scene/model';

/**
 * What the player has picked up but not yet committed: a die being turned, a tile being placed, a worker in hand,
 * a resource whose free actions are open. The engine knows nothing of it; it only shapes which action is sent.
 */
export type Selection =
  | { readonly kind: 'idle' }
  | { readonly kind: 'die'; readonly die: number; readonly value: number }
  | {
      readonly kind: 'placing';
      readonly source: PlacementSource;
      readonly orientation: number;
      readonly anchor: number;
    }
  | { readonly kind: 'worker' }
  | { readonly kind: 'resource'; readonly resource: Resource };

export const IDLE: Selection = { kind: 'idle' };

/** Actions answered on the table rather than as buttons: there are too many of them to list (every cell, every value). */
const ON_THE_TABLE: readonly Action['type'][] = [
  'takeDie',
  'build',
  'placeStartingTile',
  'placeWorker',
  'retire',
  'endTurn',
];

/** The decision's choices the prompt lists as buttons, in their order there (the digit keys answer them by it). */
export function promptChoices(pending: PendingDecision | null): readonly Action[] {
  return pending ? pending.options.filter((action) => !ON_THE_TABLE.includes(action.type)) : [];
}

/** The legal ways to use a die: the values it may be placed as, and whether it may be set aside. */
export function dieChoices(legal: readonly Action[], die: number): { values: number[]; aside: boolean } {
  const values: number[] = [];
  let aside = false;
  for (const action of legal) {
    if (action.type !== 'takeDie' || action.die !== die) continue;
    if (action.use === 'aside') aside = true;
    else values.push(action.value);
  }
  return { values: values.sort((a, b) => a - b), aside };
}

/**
 * The value the die picker starts at: the die's face, wherever it may go. The picker's + and − then count pips from
 * the die as it lies (1 fish each, RULES §4.1), as the rules and the tutorial say them; a value the die cannot be placed
 * as is said so beside it, and its Place button stays off.
 */
export function openingValue(state: GameState, die: number): number {
  return state.pool.find((d) => d.id === die)?.value ?? 1;
}

export interface PlacementView {
  readonly tile: TileDef;
  readonly cells: readonly number[] | null;
  readonly action: Action | null;
  /** Cells some legal placement covers: where pointing makes sense. */
  readonly reachable: ReadonlySet<number>;
}

export function placementView(
  state: GameState,
  legal: readonly Action[],
  selection: Extract<Selection, { kind: 'placing' }>,
  seat: number,
): PlacementView | null {
  const tile = tileFor(state, selection.source, seat);
  if (!tile) return null;
  const actions = placementActions(legal, selection.source);
  const cells = ghostCells(tile, selection.anchor, selection.orientation);
  return { tile, cells, action: cells ? matchPlacement(actions, cells, tile) : null, reachable: coveredCells(actions) };
}

/** A good first spot for the ghost: the middle of the first legal placement, so the ghost starts out green. */
export function firstPlacementAnchor(legal: readonly Action[], source: PlacementSource): number {
  const first = placementActions(legal, source)[0];
  if (!first || (first.type !== 'build' && first.type !== 'placeStartingTile')) return 14;
  return first.cells.length === 3 ? (first.cells[1] as number) : (first.cells[0] as number);
}

/** The orientation (0..7) that lays the tile on the first legal placement from that anchor, or 0. */
export function firstPlacementOrientation(
  state: GameState,
  legal: readonly Action[],
  source: PlacementSource,
  seat: number,
  anchor: number,
): number {
  const tile = tileFor(state, source, seat);
  if (!tile) return 0;
  const actions = placementActions(legal, source);
  for (let orientation = 0; orientation < 8; orientation++) {
    const cells = ghostCells(tile, anchor, orientation);
    if (cells && matchPlacement(actions, cells, tile)) return orientation;
  }
  return 0;
}

/** The table's marks the legal actions light up, gathered while going through them. */
type TargetMarks = { readonly cells: Map<number, CellMark> } & {
  readonly [K in 'dice' | 'stacks' | 'crates' | 'tracks' | 'taverns' | 'abilities']: Set<
    TableHighlights[K] extends ReadonlySet<infer Item> ? Item : never
  >;
};

/** What one legal action of a type lights up on the table, given the player's selection. */
type MarkTarget<Type extends ActionType> = (
  action: Extract<Action, { readonly type: Type }>,
  marks: TargetMarks,
  selection: Selection,
) => void;

/**
 * The actions that light up a piece of the table when legal; while a tile is being placed, only what it may go on.
 * The others are answered as buttons or on a cell the selection marks.
 */
const TARGET_MARKS: { readonly [Type in ActionType]?: MarkTarget<Type> } = {
  takeDie: (action, marks, selection) => {
    if (selection.kind !== 'placing') marks.dice.add(action.die);
  },
  build: (action, marks, selection) => {
    if (selection.kind !== 'placing') marks.stacks.add(action.stack);
  },
  completeOrder: (action, marks) => marks.crates.add(action.stack),
  gainTech: (action, marks) => marks.tracks.add(action.track),
  retire: (action, marks, selection) => {
    if (selection.kind !== 'placing' && selection.kind !== 'die') marks.taverns.add(action.tavern);
  },
  takeAbility: (action, marks) => marks.abilities.add(action.ability),
  placeWorker: (action, marks, selection) => {
    if (selection.kind === 'worker') marks.cells.set(action.cell, 'option');
  },
};

function markTarget<Type extends ActionType>(
  action: Extract<Action, { readonly type: Type }>,
  marks: TargetMarks,
  selection: Selection,
): void {
  (TARGET_MARKS as { readonly [T in Type]?: MarkTarget<T> })[action.type as Type]?.(action, marks, selection);
}

/** The selected die and the line of six cells it may enter the village by, marked on `cells`. */
function markEntryLine(
  state: GameState,
  selection: Extract<Selection, { kind: 'die' }>,
  cells: Map<number, CellMark>,
): Pick<TableHighlights, 'selectedDie' | 'entry'> {
  const die = state.pool.find((d) => d.id === selection.die);
  if (!die) return { selectedDie: null, entry: null };
  const line = die.colour === 'white' ? 'column' : 'row';
  for (let i = 0; i < 6; i++)
    cells.set(line === 'column' ? i * 6 + (selection.value - 1) : (selection.value - 1) * 6 + i, 'entry');
  return { selectedDie: { die: die.id, value: selection.value }, entry: { line, index: selection.value } };
}

/** The ghost of the tile being placed, its reachable cells marked on `cells`. */
function markPlacement(
  state: GameState,
  legal: readonly Action[],
  selection: Extract<Selection, { kind: 'placing' }>,
  seat: number,
  cells: Map<number, CellMark>,
): TableHighlights['ghost'] {
  const view = placementView(state, legal, selection, seat);
  if (!view) return null;
  for (const cell of view.reachable) cells.set(cell, 'option');
  return view.cells ? { cells: view.cells, codes: view.tile.cells, legal: view.action !== null } : null;
}

/** The tile from `source` picked up, its ghost on the first legal placement so that it starts out green. */
export function placingSelection(
  state: GameState,
  legal: readonly Action[],
  source: PlacementSource,
  seat: number,
): Selection {
  const anchor = firstPlacementAnchor(legal, source);
  return {
    kind: 'placing',
    source,
    anchor,
    orientation: firstPlacementOrientation(state, legal, source, seat, anchor),
  };
}

/** The selection a new decision opens with: a person's starting tile goes straight into placement, anything else idle. */
export function openingSelection(
  state: GameState,
  pending: PendingDecision | null,
  legal: readonly Action[],
  humanToAct: boolean,
): Selection {
  return pending?.kind === 'startingTile' && humanToAct ? placingSelection(state, legal, 'start', pending.seat) : IDLE;
}

/** What stands out on the table for the pending decision and the player's selection. */
export function highlightsFor(
  state: GameState,
  pending: PendingDecision | null,
  legal: readonly Action[],
  selection: Selection,
  humanToAct: boolean,
): TableHighlights {
  const marks: TargetMarks = {
    cells: new Map(),
    dice: new Set(),
    stacks: new Set(),
    crates: new Set(),
    tracks: new Set(),
    taverns: new Set(),
    abilities: new Set(),
  };
  if (!pending || !humanToAct) return { ...marks, ghost: null, selectedDie: null, entry: null, boat: false };
  for (const action of legal) markTarget(action, marks, selection);
  const die =
    selection.kind === 'die' ? markEntryLine(state, selection, marks.cells) : { selectedDie: null, entry: null };
  const next = pending.kind === 'chain' ? chainNextCell(state) : null;
  if (next !== null) marks.cells.set(next, 'next');
  const ghost = selection.kind === 'placing' ? markPlacement(state, legal, selection, pending.seat, marks.cells) : null;
  return { ...marks, ...die, ghost, boat: pending.kind === 'boat' };
}

/** The free actions open on one resource now (sell, improve for fish, downgrade), from the legal actions. */
export function resourceActions(legal: readonly Action[], resource: Resource): Action[] {
  return legal.filter(
    (action) =>
      (action.type === 'sell' && action.resource === resource) ||
      ((action.type === 'improveForFish' || action.type === 'downgrade') && action.from === resource),
  );
}
