import type { Container, Graphics } from 'pixi.js';
import { data, villageLayout, type BuildingCode } from '../../game/engine';
import { boardWords, playerTooltip, showVillageLabel } from '../../game/describe';
import { drawIcon, drawPlayerMarker } from '../icons';
import { PLAYER_ZONES, rect, type Rect } from '../layout';
import { PALETTE } from '../palette';
import { label } from '../pieces';
import type { TableView } from '../tableView';
import { NO_TARGETS, type Area } from './area';

/**
 * The players along the bottom, each with a small village (the viewed one is also drawn large above): the first half
 * of the seats (rounded up) under the village, the others under the right column, sharing each place's width.
 */
export function playerPanelRect(seat: number, seats: number): Rect {
  const onLeft = Math.ceil(seats / 2);
  const [zone, index, count] =
    seat < onLeft ? [PLAYER_ZONES[0], seat, onLeft] : [PLAYER_ZONES[1], seat - onLeft, seats - onLeft];
  const width = (zone.w - (count - 1) * 8) / count;
  return rect(zone.x + index * (width + 8), zone.y, width, zone.h);
}

/**
 * Where a card puts its parts. A wide card has its village at the left and everything else beside it; a narrow one
 * (two seats sharing a place) sets its name across the top and a smaller village under it, so that no word is cut.
 */
interface CardLayout {
  readonly cell: number;
  readonly mini: Rect;
  /** Where the status line and the resources start, and how many resource columns fit. */
  readonly textX: number;
  readonly statusY: number;
  readonly resourcesY: number;
  readonly resourceColumns: number;
  readonly resourceStep: number;
  /** The seat's marker and name, and the crates-and-boat line. */
  readonly nameX: number;
  readonly piecesX: number;
}

const WIDE_CARD = 250;

function cardLayout(panel: Rect): CardLayout {
  if (panel.w >= WIDE_CARD) {
    const mini = rect(panel.x + 6, panel.y + 6, 15 * 6, 15 * 6);
    const textX = mini.x + mini.w + 10;
    return {
      cell: 15,
      mini,
      textX,
      statusY: panel.y + 24,
      resourcesY: panel.y + 52,
      resourceColumns: 4,
      resourceStep: 40,
      nameX: textX,
      piecesX: textX + 2,
    };
  }
  const mini = rect(panel.x + 6, panel.y + 27, 9 * 6, 9 * 6);
  const textX = mini.x + mini.w + 8;
  const resourceColumns = Math.max(1, Math.floor((panel.x + panel.w - textX) / 36));
  return {
    cell: 9,
    mini,
    textX,
    statusY: panel.y + 26,
    resourcesY: panel.y + 50,
    resourceColumns,
    resourceStep: 36,
    nameX: panel.x + 6,
    piecesX: panel.x + 6,
  };
}

export function miniVillageRect(seat: number, seats: number): Rect {
  return cardLayout(playerPanelRect(seat, seats)).mini;
}

const HOLDS_DIE = 1;
const HOLDS_WORKER = 2;

type Player = TableView['state']['players'][number];

/** A seat's card: its panel (ringed while it acts), small village, name, status, resources and pieces. */
function paintCard(g: Graphics, t: Container, view: TableView, seat: number, botThinking: boolean): void {
  const { state } = view;
  const player = state.players[seat];
  if (!player) return;
  const look = view.seats[seat];
  const panel = playerPanelRect(seat, state.players.length);
  const active = state.current === seat && state.phase !== 'over';
  g.roundRect(panel.x, panel.y, panel.w, panel.h, 8)
    .fill({ color: seat === view.viewedSeat ? 0x2f4252 : PALETTE.slateDark })
    .stroke({ width: active ? 3 : 1, color: active ? (look?.colour ?? PALETTE.snow) : PALETTE.slate });
  const card = cardLayout(panel);
  paintMiniVillage(g, card, player, new Set(villageLayout(state.setup, seat).boardwalks.map((w) => w.cell)));
  if (look) drawPlayerMarker(g, look.shape, look.colour, card.nameX + 7, panel.y + 15, 7);
  t.addChild(label(view.names[seat] ?? '', card.nameX + 20, panel.y + 5, { fontSize: 15, fontWeight: '800' }));
  const status = boardWords.playerStatus(player, active, look?.bot ?? false, botThinking);
  t.addChild(
    label(status, card.textX + (card.nameX === card.textX ? 20 : 0), card.statusY, {
      fontSize: 11,
      fill: PALETTE.foam,
      fontStyle: 'italic',
    }),
  );
  paintHeldResources(g, t, card, player);
  t.addChild(
    label(boardWords.playerPieces(player), card.piecesX, panel.y + panel.h - 16, { fontSize: 11, fill: PALETTE.foam }),
  );
}

/** The colour of a cell of a small village: boardwalk, a building's roof, or moss. */
function miniCellColour(boardwalk: boolean, code: BuildingCode | null | undefined): number {
  if (boardwalk) return PALETTE.boardwalk;
  if (!code) return PALETTE.moss;
  return data.BUILDINGS[code].roof === 'resource' ? PALETTE.resourceRoof : PALETTE.actionRoof;
}

/** A seat's village in small: each cell in its colour, with the die or the worker on it. */
function paintMiniVillage(g: Graphics, card: CardLayout, player: Player, boardwalks: ReadonlySet<number>): void {
  const { mini, cell: size } = card;
  const mark = size / 2;
  for (let cell = 0; cell < 36; cell++) {
    const x = mini.x + (cell % 6) * size;
    const y = mini.y + Math.floor(cell / 6) * size;
    g.rect(x + 0.5, y + 0.5, size - 1, size - 1).fill(miniCellColour(boardwalks.has(cell), player.buildings[cell]));
    const occupant = player.occupant[cell] ?? 0;
    if (occupant & HOLDS_DIE)
      g.rect(x + mark / 2, y + mark / 2, mark, mark)
        .fill(PALETTE.whiteDie)
        .stroke({ width: 1, color: PALETTE.ink });
    if (occupant & HOLDS_WORKER) g.circle(x + mark, y + mark, size / 5).fill(0x6a4f8a);
  }
}

/** The resources a seat holds, with their counts, in as many columns as the card fits (two rows at most). */
function paintHeldResources(g: Graphics, t: Container, card: CardLayout, player: Player): void {
  const held = data.RESOURCES.filter((r) => player.resources[r] > 0);
  const columns = card.resourceColumns;
  held.slice(0, columns * 2).forEach((resource, i) => {
    const x = card.textX + 8 + (i % columns) * card.resourceStep;
    const y = card.resourcesY + Math.floor(i / columns) * 22;
    drawIcon(g, resource, x, y, 15);
    t.addChild(label(String(player.resources[resource]), x + 10, y, { fontSize: 12, fontWeight: '700' }, [0, 0.5]));
  });
}

export const playersArea: Area = {
  name: 'players',
  rects: ({ state }) => state.players.map((_, seat) => playerPanelRect(seat, state.players.length)),
  redrawKey: ({ view: { state, viewedSeat, seatsKey }, botThinking }) =>
    JSON.stringify([
      botThinking,
      state.players.map((p) => [
        p.buildings,
        p.occupant,
        p.resources,
        p.retired,
        p.docks.map((d) => d.length),
        p.boat.section,
      ]),
      state.current,
      viewedSeat,
      seatsKey,
    ]),
  paint: (g, t, { view, botThinking }) => {
    for (const seat of view.state.players.keys()) paintCard(g, t, view, seat, botThinking);
  },
  // Every panel enlarges its village when clicked.
  actingTargets: ({ view: { state, names } }) =>
    state.players.map((_, seat) => ({
      id: `player-${seat}`,
      rect: playerPanelRect(seat, state.players.length),
      label: showVillageLabel(names, seat),
      get tooltip() {
        return playerTooltip(state, seat, names);
      },
      enabled: true,
      command: { kind: 'view' as const, seat },
    })),
  informationTargets: NO_TARGETS,
};
