import { CELL_COUNT, GRID_SIZE, cellCol, cellRow } from '../data/index.js';
import type { Frame, GameState, Line, PlayerState } from '../types.js';
import { ruleError, type RuleError, type Tx } from './tx.js';
import { VACANT } from './village.js';

/**
 * RULES §14.1: wagons (advanced game only). A wagon stands on one of its owner's buildings for the rest of the game and
 * never makes it occupied. After a die's chain in a row, each wagon in that row may move one cell up or down; after a
 * column chain, one cell left or right — onto a vacant building without a wagon, which is then activated.
 * Where the rules are silent, engine/data/DECISIONS.md ("Wagons") says what was chosen and why.
 */

type MoveFrame = Extract<Frame, { kind: 'moveWagon' }>;

/** Whether a wagon may go on this cell: one of the player's buildings without their other wagon. */
export function canPlaceWagon(player: PlayerState, cell: number): boolean {
  return (
    Number.isInteger(cell) &&
    cell >= 0 &&
    cell < CELL_COUNT &&
    player.buildings[cell] !== null &&
    !player.wagons.includes(cell)
  );
}

export function placeWagonError(player: PlayerState, cell: number): RuleError | null {
  if (canPlaceWagon(player, cell)) return null;
  if (!Number.isInteger(cell) || cell < 0 || cell >= CELL_COUNT || player.buildings[cell] === null) {
    return ruleError('wagon-no-building', 'A wagon goes on one of your buildings.');
  }
  if (player.wagons.includes(cell))
    return ruleError('wagon-there', 'Your other wagon already stands on that building.');
  return null;
}

/** The Trade reward of the advanced tile: asks where the wagon goes (RULES §14.1 "Place wagon"). */
export function offerWagon(tx: Tx, seat: number, wagon: 1 | 2): void {
  tx.push({ kind: 'placeWagon', player: seat, wagon });
}

export function placeWagon(tx: Tx, seat: number, wagon: number, cell: number): void {
  tx.part(seat, 'wagons').push(cell);
  if (tx.recording) tx.emit({ type: 'WagonPlaced', player: seat, wagon, cell });
}

/** Whether the cell lies in the line a die's chain just ran along. */
function inLine(cell: number, line: Line, index: number): boolean {
  return line === 'row' ? cellRow(cell) === index : cellCol(cell) === index;
}

/**
 * Where a wagon may move after a chain along `line`: the neighbouring cells across the line (up/down after a row,
 * left/right after a column) that hold a vacant building with no wagon on it.
 */
export function wagonDestinations(player: PlayerState, from: number, line: Line): number[] {
  const row = cellRow(from),
    col = cellCol(from);
  const steps: readonly (readonly [number, number])[] =
    line === 'row'
      ? [
          [-1, 0],
          [1, 0],
        ]
      : [
          [0, -1],
          [0, 1],
        ];
  const out: number[] = [];
  for (const [dr, dc] of steps) {
    const r = row + dr,
      c = col + dc;
    if (r < 1 || r > GRID_SIZE || c < 1 || c > GRID_SIZE) continue;
    const cell = (r - 1) * GRID_SIZE + (c - 1);
    if (player.buildings[cell] !== null && player.occupant[cell] === VACANT && !player.wagons.includes(cell))
      out.push(cell);
  }
  return out;
}

/** After a die's chain has ended (its die placed): offers a move to every wagon standing in that line. */
export function offerWagonMoves(tx: Tx, seat: number, line: Line, index: number): void {
  const wagons = (tx.s.players[seat] as PlayerState).wagons.filter((cell) => inLine(cell, line, index));
  if (wagons.length > 0) tx.push({ kind: 'moveWagon', player: seat, line, index, wagons });
}

/** Whether any wagon the frame still offers a move to has somewhere to go (else the question is skipped). */
export function wagonMoveOpen(state: GameState, frame: MoveFrame): boolean {
  const player = state.players[frame.player] as PlayerState;
  return frame.wagons.some((from) => wagonDestinations(player, from, frame.line).length > 0);
}

export function moveWagonError(frame: MoveFrame, player: PlayerState, from: number, to: number): RuleError | null {
  if (!frame.wagons.includes(from)) {
    return ruleError(
      'wagon-not-in-line',
      `No wagon of yours in this ${frame.line} may move now: the chain ran along ${frame.line} ${frame.index}.`,
      { context: frame.line === 'row' ? 'row' : 'column', index: frame.index },
    );
  }
  if (!wagonDestinations(player, from, frame.line).includes(to)) {
    const message =
      frame.line === 'row'
        ? 'After a row chain a wagon moves one square up or down, onto a vacant building without a wagon.'
        : 'After a column chain a wagon moves one square left or right, onto a vacant building without a wagon.';
    return ruleError('wagon-bad-move', message, { context: frame.line === 'row' ? 'row' : 'column' });
  }
  return null;
}

/**
 * Moves the wagon; the caller then activates the building it reached (moves.ts). The other wagons of the line may
 * still move afterwards.
 */
export function moveWagon(tx: Tx, frame: MoveFrame, from: number, to: number): void {
  const rest = frame.wagons.filter((cell) => cell !== from);
  if (rest.length > 0)
    tx.replaceTop({ kind: 'moveWagon', player: frame.player, line: frame.line, index: frame.index, wagons: rest });
  else tx.pop();
  const wagons = tx.part(frame.player, 'wagons');
  const wagon = wagons.indexOf(from);
  wagons[wagon] = to;
  if (tx.recording) tx.emit({ type: 'WagonMoved', player: frame.player, wagon: wagon + 1, from, to });
}
