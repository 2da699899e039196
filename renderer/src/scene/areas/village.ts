import { refusalFor } from '../../game/refusal';
import { termsText } from '../../game/terms';
import { t } from '../../i18n';
import type { Container, Graphics } from 'pixi.js';
import { actionTerms, data, villageLayout, type Action, type BuildingCode } from '../../game/engine';
import {
  boardWords,
  cellTooltip,
  entryLabel,
  entryTooltip,
  villageLineTooltip,
  villageNameTooltip,
} from '../../game/describe';
import { drawIcon, drawPlayerMarker } from '../icons';
import { effectIcons } from '../iconUse';
import { rect, type Rect } from '../layout';
import { PALETTE } from '../palette';
import { drawHouse, drawIconRow, label } from '../pieces';
import type { TableView } from '../tableView';
import { infoTarget, type Area, type HitContext, type HitTarget } from './area';

/** The viewed village, large: its 6×6 cells, the entry numbers of the dice and its name. */
export const VILLAGE_CELL = 56;
export const VILLAGE_GRID = rect(52, 220, VILLAGE_CELL * 6, VILLAGE_CELL * 6);
export const VILLAGE_PANEL = rect(8, 182, 388, 418);
export const villageCellRect = (cell: number): Rect =>
  rect(
    VILLAGE_GRID.x + (cell % 6) * VILLAGE_CELL,
    VILLAGE_GRID.y + Math.floor(cell / 6) * VILLAGE_CELL,
    VILLAGE_CELL,
    VILLAGE_CELL,
  );
/** White dice enter above column v, orange dice left of row v (RULES §4.1). */
export const columnEntryRect = (column: number): Rect =>
  rect(VILLAGE_GRID.x + (column - 1) * VILLAGE_CELL + 14, 192, 28, 26);
export const rowEntryRect = (row: number): Rect => rect(20, VILLAGE_GRID.y + (row - 1) * VILLAGE_CELL + 14, 30, 28);
export const VILLAGE_NAME = rect(8, 560, 388, 40);
/** Dice set aside this round wait beside the village name. */
export const asideSlot = (index: number): { x: number; y: number } => ({ x: 268 + index * 24, y: 580 });
/** A wagon standing on a building: its upper left corner (a die takes the lower left, a worker the upper right). */
export function wagonOnCell(cell: number): { x: number; y: number } {
  const r = villageCellRect(cell);
  return { x: r.x + 14, y: r.y + 14 };
}
/** A die standing on a building: its lower left corner. */
export function dieOnCell(cell: number): { x: number; y: number } {
  const r = villageCellRect(cell);
  return { x: r.x + 14, y: r.y + r.h - 14 };
}

const HOLDS_WORKER = 2;
const CELLS = 36;
const LINES = [1, 2, 3, 4, 5, 6] as const;

/** The one wagon action that ends on `cell` (placing there, or the only wagon that may move there), or null. */
function wagonActionAt(legal: readonly Action[], cell: number): Action | null {
  const here = legal.filter(
    (a) => (a.type === 'placeWagon' && a.cell === cell) || (a.type === 'moveWagon' && a.to === cell),
  );
  return here.length === 1 ? (here[0] as Action) : null;
}

/** The ground of the cells that are not boardwalk: its colour, the start cells marked while drafting, and the cells
 * whose building is still flying in. */
interface Ground {
  readonly colour: number;
  readonly starts: ReadonlySet<number>;
  readonly hiddenCells: ReadonlySet<number>;
}

/** A boardwalk cell: planks, and the reward for completing its line on a light plate. */
function paintBoardwalk(g: Graphics, t: Container, cell: number, reward: Parameters<typeof effectIcons>[0]): void {
  const r = villageCellRect(cell);
  g.rect(r.x + 1, r.y + 1, r.w - 2, r.h - 2).fill(PALETTE.boardwalk);
  for (let i = 1; i < 5; i++)
    g.rect(r.x + 1, r.y + i * (r.h / 5), r.w - 2, 1).fill({ color: PALETTE.boardwalkDark, alpha: 0.8 });
  g.roundRect(r.x + 6, r.y + r.h / 2 - 11, r.w - 12, 22, 6).fill({ color: PALETTE.snow, alpha: 0.85 });
  drawIconRow(g, t, effectIcons(reward), r.x + r.w / 2, r.y + r.h / 2, 15);
}

/** A cell of ground: grass, the start mark while drafting, and its building unless that is still flying in. */
function paintGround(
  g: Graphics,
  t: Container,
  cell: number,
  code: BuildingCode | null | undefined,
  ground: Ground,
): void {
  const r = villageCellRect(cell);
  g.rect(r.x + 1, r.y + 1, r.w - 2, r.h - 2).fill(ground.colour);
  g.circle(r.x + 12, r.y + 40, 2).fill({ color: 0x7a9b61, alpha: 0.7 });
  g.circle(r.x + 40, r.y + 14, 1.5).fill({ color: 0x7a9b61, alpha: 0.7 });
  if (ground.starts.has(cell))
    g.rect(r.x + 5, r.y + 5, r.w - 10, r.h - 10).stroke({ width: 2, color: PALETTE.snow, alpha: 0.6 });
  if (code && !ground.hiddenCells.has(cell)) drawHouse(g, t, code, r.x, r.y, r.w);
}

/** Completed lines get a bright edge on their boardwalk: rows (bits 0–5) on the left, columns (6–11) on top. */
function paintCompletedLines(g: Graphics, completedLines: number): void {
  const grid = VILLAGE_GRID;
  for (let line = 0; line < 12; line++) {
    if (!(completedLines & (1 << line))) continue;
    const index = line % 6;
    if (line < 6) g.rect(grid.x - 5, grid.y + index * VILLAGE_CELL + 2, 3, VILLAGE_CELL - 4).fill(PALETTE.resourceRoof);
    else g.rect(grid.x + index * VILLAGE_CELL + 2, grid.y - 5, VILLAGE_CELL - 4, 3).fill(PALETTE.resourceRoof);
  }
}

/** An entry number: white dice above the columns, orange dice left of the rows. */
function paintEntry(g: Graphics, t: Container, words: string, r: Rect, colour: number, edgeAlpha: number): void {
  g.roundRect(r.x, r.y, r.w, r.h, 5)
    .fill({ color: colour, alpha: 0.18 })
    .stroke({ width: 1, color: colour, alpha: edgeAlpha });
  t.addChild(label(words, r.x + r.w / 2, r.y + r.h / 2, { fontSize: 13, fontWeight: '700', fill: colour }, [0.5, 0.5]));
}

/** The village's owner (marker and name), its clan's name on a clan board, and whether dice wait set aside. */
function paintVillageName(g: Graphics, t: Container, view: TableView, seat: number, clanName: string | null): void {
  const name = VILLAGE_NAME;
  const look = view.seats[seat];
  if (look) drawPlayerMarker(g, look.shape, look.colour, name.x + 16, name.y + 20, 9);
  t.addChild(
    label(boardWords.village(look ? look.name : null), name.x + 32, name.y + 9, { fontSize: 17, fontWeight: '800' }),
  );
  // The clan's name is a proper noun: the same in every language.
  if (clanName)
    t.addChild(
      label(clanName, name.x + 32, name.y + 29, { fontSize: 11, fontWeight: '700', fill: PALETTE.resourceRoof }),
    );
  if (view.villageDice.some((die) => die.cell === null))
    t.addChild(label(boardWords.setAside(), name.x + 200, name.y + 14, { fontSize: 11, fill: PALETTE.foam }));
}

/** Whether clicking `cell` may act now: where the tile in hand fits, a worker may go, or the chain or a wagon goes. */
function cellEnabled(context: HitContext, cell: number, wagonAction: Action | null): boolean {
  const { selection, viewingActor, humanToAct, can, placeableCells, nextChainCell } = context;
  if (!(viewingActor && humanToAct)) return false;
  if (selection.kind === 'placing') return placeableCells.has(cell);
  if (selection.kind === 'worker') return can((a) => a.type === 'placeWorker' && a.cell === cell);
  return nextChainCell === cell || wagonAction !== null;
}

/** The 36 cells of the viewed village. */
function cellTargets(context: HitContext): HitTarget[] {
  const { view, selection, viewingActor, humanToAct, legal, placeableCells, nextChainCell } = context;
  const { state, viewed: player } = view;
  if (!player) return [];
  return Array.from({ length: CELLS }, (_, cell) => {
    const tooltip = cellTooltip(state, player, cell);
    // A wagon (advanced game) is put on, or moved to, the building clicked; the prompt's buttons name every choice too.
    const wagonAction = viewingActor && humanToAct && selection.kind === 'idle' ? wagonActionAt(legal, cell) : null;
    return {
      id: `cell-${cell}`,
      rect: villageCellRect(cell),
      label: tooltip.title,
      tooltip,
      enabled: cellEnabled(context, cell, wagonAction),
      command: wagonAction ? { kind: 'send', action: wagonAction } : { kind: 'cell', cell },
      marks: {
        placeable: String(selection.kind === 'placing' && placeableCells.has(cell)),
        next: String(nextChainCell === cell),
      },
    };
  });
}

/** With a die in hand: the lines it may enter by, each saying what entering it costs, in the engine's figures. */
function entryTargets({ view, selection, viewingActor, can }: HitContext): HitTarget[] {
  const { state, viewed: player } = view;
  const die = selection.kind === 'die' && viewingActor ? state.pool.find((d) => d.id === selection.die) : undefined;
  if (!player || !die) return [];
  return LINES.map((value) => {
    const enabled = can((a) => a.type === 'takeDie' && a.die === die.id && a.use === 'place' && a.value === value);
    const command = { kind: 'entry', value } as const;
    // Each line says what entering it costs, in the engine's figures; one the die cannot enter says why instead (the
    // engine's refusal), never a price or "free" for a move that is not there.
    const note =
      (!enabled && refusalFor(state, command, selection)) ||
      termsText(actionTerms(state, { type: 'takeDie', die: die.id, use: 'place', value })) ||
      t('prompt.free');
    const tooltip = entryTooltip(die.colour, value);
    return {
      id: `entry-${value}`,
      rect: die.colour === 'white' ? columnEntryRect(value) : rowEntryRect(value),
      label: `${entryLabel(value)} · ${note}`,
      tooltip: { ...tooltip, body: `${tooltip.body} · ${note}` },
      enabled,
      command,
    };
  });
}

export const villageArea: Area = {
  name: 'village',
  rects: () => [VILLAGE_PANEL],
  redrawKey: ({ view, hiddenCells }) =>
    JSON.stringify([
      view.viewedSeat,
      view.viewed?.buildings,
      view.viewed?.occupant,
      view.viewed?.completedLines,
      [...hiddenCells],
      view.seatsKey,
      view.state.phase,
      view.state.setup.villageSide,
      view.villageDice.some((die) => die.cell === null),
    ]),
  paint: (g, t, { view, hiddenCells }) => {
    const { state, viewed: player } = view;
    if (!player) return;
    const layout = villageLayout(state.setup, player.seat);
    // A clan board has its own ground and trim (RULES §14.2); the common side is moss.
    const clan = state.setup.villageSide === 'clan' ? state.setup.seats[player.seat]?.clan : undefined;
    const board = clan ? data.CLAN_BOARDS[clan] : undefined;
    const grid = VILLAGE_GRID;
    g.roundRect(grid.x - 6, grid.y - 6, grid.w + 12, grid.h + 12, 8).fill(board?.look.trim ?? PALETTE.mossDark);
    const walkAt = new Map(layout.boardwalks.map((walk) => [walk.cell, walk] as const));
    const ground: Ground = {
      colour: board?.look.ground ?? PALETTE.moss,
      starts: state.phase === 'draft' ? new Set(layout.startCells) : new Set(),
      hiddenCells,
    };
    for (let cell = 0; cell < CELLS; cell++) {
      const walk = walkAt.get(cell);
      if (walk) paintBoardwalk(g, t, cell, walk.reward);
      else paintGround(g, t, cell, player.buildings[cell], ground);
      const r = villageCellRect(cell);
      if ((player.occupant[cell] ?? 0) & HOLDS_WORKER) drawIcon(g, 'worker', r.x + r.w - 12, r.y + 14, 18);
    }
    paintCompletedLines(g, player.completedLines);
    for (const i of LINES) {
      paintEntry(g, t, String(i), columnEntryRect(i), PALETTE.whiteDie, 0.5);
      paintEntry(g, t, String(i), rowEntryRect(i), PALETTE.orangeDie, 0.6);
    }
    paintVillageName(g, t, view, player.seat, board?.name ?? null);
  },
  actingTargets: (context) => [...cellTargets(context), ...entryTargets(context)],
  informationTargets: ({ view, selection, pending }) => {
    const { state, viewed: player } = view;
    if (!player) return [];
    // The entry numbers, while no die is in hand (then they are the places to put it, among the acting targets).
    const choosingEntry = selection.kind === 'die' && pending !== null && view.viewedSeat === pending.seat;
    const lines = choosingEntry
      ? []
      : LINES.flatMap((index) => [
          infoTarget(
            `village-column-${index}`,
            columnEntryRect(index),
            villageLineTooltip(state, player, 'column', index),
          ),
          infoTarget(`village-row-${index}`, rowEntryRect(index), villageLineTooltip(state, player, 'row', index)),
        ]);
    return [
      ...lines,
      infoTarget('village-name', VILLAGE_NAME, villageNameTooltip(state, player, view.names[view.viewedSeat] ?? '')),
    ];
  },
};
