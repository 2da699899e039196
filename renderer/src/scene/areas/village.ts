import { refusalFor } from '../../game/refusal';
import { termsText } from '../../game/terms';
import { i18n } from '../../i18n';
import { actionTerms, data, villageLayout, type Action } from '../../game/engine';
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
import { infoTarget, type Area, type HitTarget } from './area';

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
    const look = view.seats[player.seat];
    // A clan board has its own ground and trim (RULES §14.2); the common side is moss.
    const clan = state.setup.villageSide === 'clan' ? state.setup.seats[player.seat]?.clan : undefined;
    const board = clan ? data.CLAN_BOARDS[clan] : undefined;
    const ground = board?.look.ground ?? PALETTE.moss;
    const grid = VILLAGE_GRID;
    g.roundRect(grid.x - 6, grid.y - 6, grid.w + 12, grid.h + 12, 8).fill(board?.look.trim ?? PALETTE.mossDark);
    const walkAt = new Map(layout.boardwalks.map((walk) => [walk.cell, walk] as const));
    const starts = new Set(layout.startCells);
    for (let cell = 0; cell < CELLS; cell++) {
      const r = villageCellRect(cell);
      const walk = walkAt.get(cell);
      const code = player.buildings[cell];
      if (walk) {
        g.rect(r.x + 1, r.y + 1, r.w - 2, r.h - 2).fill(PALETTE.boardwalk);
        for (let i = 1; i < 5; i++)
          g.rect(r.x + 1, r.y + i * (r.h / 5), r.w - 2, 1).fill({ color: PALETTE.boardwalkDark, alpha: 0.8 });
        g.roundRect(r.x + 6, r.y + r.h / 2 - 11, r.w - 12, 22, 6).fill({ color: PALETTE.snow, alpha: 0.85 });
        drawIconRow(g, t, effectIcons(walk.reward), r.x + r.w / 2, r.y + r.h / 2, 15);
      } else {
        g.rect(r.x + 1, r.y + 1, r.w - 2, r.h - 2).fill(ground);
        g.circle(r.x + 12, r.y + 40, 2).fill({ color: 0x7a9b61, alpha: 0.7 });
        g.circle(r.x + 40, r.y + 14, 1.5).fill({ color: 0x7a9b61, alpha: 0.7 });
        if (starts.has(cell) && state.phase === 'draft')
          g.rect(r.x + 5, r.y + 5, r.w - 10, r.h - 10).stroke({ width: 2, color: PALETTE.snow, alpha: 0.6 });
        if (code && !hiddenCells.has(cell)) drawHouse(g, t, code, r.x, r.y, r.w);
      }
      if ((player.occupant[cell] ?? 0) & HOLDS_WORKER) drawIcon(g, 'worker', r.x + r.w - 12, r.y + 14, 18);
    }
    // Completed lines get a bright edge on their boardwalk.
    for (let line = 0; line < 12; line++) {
      if (!(player.completedLines & (1 << line))) continue;
      const index = line % 6;
      if (line < 6)
        g.rect(grid.x - 5, grid.y + index * VILLAGE_CELL + 2, 3, VILLAGE_CELL - 4).fill(PALETTE.resourceRoof);
      else g.rect(grid.x + index * VILLAGE_CELL + 2, grid.y - 5, VILLAGE_CELL - 4, 3).fill(PALETTE.resourceRoof);
    }
    // Entry numbers: white dice above columns, orange dice left of rows.
    for (const i of LINES) {
      const column = columnEntryRect(i);
      g.roundRect(column.x, column.y, column.w, column.h, 5)
        .fill({ color: PALETTE.whiteDie, alpha: 0.18 })
        .stroke({ width: 1, color: PALETTE.whiteDie, alpha: 0.5 });
      t.addChild(
        label(
          String(i),
          column.x + column.w / 2,
          column.y + column.h / 2,
          { fontSize: 13, fontWeight: '700', fill: PALETTE.whiteDie },
          [0.5, 0.5],
        ),
      );
      const row = rowEntryRect(i);
      g.roundRect(row.x, row.y, row.w, row.h, 5)
        .fill({ color: PALETTE.orangeDie, alpha: 0.18 })
        .stroke({ width: 1, color: PALETTE.orangeDie, alpha: 0.6 });
      t.addChild(
        label(
          String(i),
          row.x + row.w / 2,
          row.y + row.h / 2,
          { fontSize: 13, fontWeight: '700', fill: PALETTE.orangeDie },
          [0.5, 0.5],
        ),
      );
    }
    const name = VILLAGE_NAME;
    if (look) drawPlayerMarker(g, look.shape, look.colour, name.x + 16, name.y + 20, 9);
    t.addChild(
      label(boardWords.village(look ? look.name : null), name.x + 32, name.y + 9, { fontSize: 17, fontWeight: '800' }),
    );
    // The clan's name is a proper noun: the same in every language.
    if (board)
      t.addChild(
        label(board.name, name.x + 32, name.y + 29, { fontSize: 11, fontWeight: '700', fill: PALETTE.resourceRoof }),
      );
    if (view.villageDice.some((die) => die.cell === null))
      t.addChild(label(boardWords.setAside(), name.x + 200, name.y + 14, { fontSize: 11, fill: PALETTE.foam }));
  },
  actingTargets: ({ view, selection, viewingActor, humanToAct, can, legal, placeableCells, nextChainCell }) => {
    const { state, viewed: player } = view;
    if (!player) return [];
    const out: HitTarget[] = [];
    for (let cell = 0; cell < CELLS; cell++) {
      const tooltip = cellTooltip(state, player, cell);
      let enabled = false;
      // A wagon (advanced game) is put on, or moved to, the building clicked; the prompt's buttons name every choice too.
      const wagonAction = viewingActor && humanToAct && selection.kind === 'idle' ? wagonActionAt(legal, cell) : null;
      if (viewingActor && humanToAct) {
        if (selection.kind === 'placing') enabled = placeableCells.has(cell);
        else if (selection.kind === 'worker') enabled = can((a) => a.type === 'placeWorker' && a.cell === cell);
        else if (nextChainCell === cell || wagonAction) enabled = true;
      }
      out.push({
        id: `cell-${cell}`,
        rect: villageCellRect(cell),
        label: tooltip.title,
        tooltip,
        enabled,
        command: wagonAction ? { kind: 'send', action: wagonAction } : { kind: 'cell', cell },
        marks: {
          placeable: String(selection.kind === 'placing' && placeableCells.has(cell)),
          next: String(nextChainCell === cell),
        },
      });
    }
    const die = selection.kind === 'die' && viewingActor ? state.pool.find((d) => d.id === selection.die) : undefined;
    if (die)
      for (const value of LINES) {
        const enabled = can((a) => a.type === 'takeDie' && a.die === die.id && a.use === 'place' && a.value === value);
        const command = { kind: 'entry', value } as const;
        // Each line says what entering it costs, in the engine's figures; one the die cannot enter says why instead
        // (the engine's refusal), never a price or "free" for a move that is not there.
        const note =
          (!enabled && refusalFor(state, command, selection)) ||
          termsText(actionTerms(state, { type: 'takeDie', die: die.id, use: 'place', value })) ||
          i18n.t('prompt.free');
        const tooltip = entryTooltip(die.colour, value);
        out.push({
          id: `entry-${value}`,
          rect: die.colour === 'white' ? columnEntryRect(value) : rowEntryRect(value),
          label: `${entryLabel(value)} · ${note}`,
          tooltip: { ...tooltip, body: `${tooltip.body} · ${note}` },
          enabled,
          command,
        });
      }
    return out;
  },
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
