import { data, villageLayout } from '../../game/engine';
import { boardWords, playerTooltip, showVillageLabel } from '../../game/describe';
import { drawIcon, drawPlayerMarker } from '../icons';
import { PLAYER_ZONES, rect, type Rect } from '../layout';
import { PALETTE } from '../palette';
import { label } from '../pieces';
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
    const { state } = view;
    const seats = state.players.length;
    state.players.forEach((player, seat) => {
      const walks = new Set(villageLayout(state.setup, seat).boardwalks.map((w) => w.cell));
      const look = view.seats[seat];
      const panel = playerPanelRect(seat, seats);
      const active = state.current === seat && state.phase !== 'over';
      g.roundRect(panel.x, panel.y, panel.w, panel.h, 8)
        .fill({ color: seat === view.viewedSeat ? 0x2f4252 : PALETTE.slateDark })
        .stroke({ width: active ? 3 : 1, color: active ? (look?.colour ?? PALETTE.snow) : PALETTE.slate });
      const card = cardLayout(panel);
      const { mini, cell: size } = card;
      for (let cell = 0; cell < 36; cell++) {
        const x = mini.x + (cell % 6) * size;
        const y = mini.y + Math.floor(cell / 6) * size;
        const code = player.buildings[cell];
        const fill = walks.has(cell)
          ? PALETTE.boardwalk
          : code
            ? data.BUILDINGS[code].roof === 'resource'
              ? PALETTE.resourceRoof
              : PALETTE.actionRoof
            : PALETTE.moss;
        g.rect(x + 0.5, y + 0.5, size - 1, size - 1).fill(fill);
        const occupant = player.occupant[cell] ?? 0;
        const mark = size / 2;
        if (occupant & HOLDS_DIE)
          g.rect(x + mark / 2, y + mark / 2, mark, mark)
            .fill(PALETTE.whiteDie)
            .stroke({ width: 1, color: PALETTE.ink });
        if (occupant & HOLDS_WORKER) g.circle(x + mark, y + mark, size / 5).fill(0x6a4f8a);
      }
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
      const held = data.RESOURCES.filter((r) => player.resources[r] > 0);
      const columns = card.resourceColumns;
      held.slice(0, columns * 2).forEach((resource, i) => {
        const x = card.textX + 8 + (i % columns) * card.resourceStep;
        const y = card.resourcesY + Math.floor(i / columns) * 22;
        drawIcon(g, resource, x, y, 15);
        t.addChild(label(String(player.resources[resource]), x + 10, y, { fontSize: 12, fontWeight: '700' }, [0, 0.5]));
      });
      t.addChild(
        label(boardWords.playerPieces(player), card.piecesX, panel.y + panel.h - 16, {
          fontSize: 11,
          fill: PALETTE.foam,
        }),
      );
    });
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
