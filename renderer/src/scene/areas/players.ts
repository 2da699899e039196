import { data, villageLayout } from '../../game/engine';
import { boardWords, playerTooltip, showVillageLabel } from '../../game/describe';
import { drawIcon, drawPlayerMarker } from '../icons';
import { rect, type Rect } from '../layout';
import { PALETTE } from '../palette';
import { label } from '../pieces';
import { NO_TARGETS, type Area } from './area';

/** The players along the bottom, each with a small village; the viewed one is also drawn large above. */
export function playerPanelRect(seat: number, seats: number): Rect {
  const width = Math.min(316, (1264 - (seats - 1) * 8) / seats);
  return rect(8 + seat * (width + 8), 610, width, 104);
}
export const MINI_CELL = 15;
export function miniVillageRect(seat: number, seats: number): Rect {
  const panel = playerPanelRect(seat, seats);
  return rect(panel.x + 6, panel.y + 6, MINI_CELL * 6, MINI_CELL * 6);
}

const HOLDS_DIE = 1;
const HOLDS_WORKER = 2;

export const playersArea: Area = {
  name: 'players',
  rects: ({ state }) => state.players.map((_, seat) => playerPanelRect(seat, state.players.length)),
  redrawKey: ({ view: { state, viewedSeat, seatsKey }, botThinking }) => JSON.stringify([botThinking, state.players.map((p) => [p.buildings, p.occupant, p.resources, p.retired, p.docks.map((d) => d.length), p.boat.section]),
    state.current, viewedSeat, seatsKey]),
  paint: (g, t, { view, botThinking }) => {
    const { state } = view;
    const seats = state.players.length;
    state.players.forEach((player, seat) => {
      const walks = new Set(villageLayout(state.setup, seat).boardwalks.map((w) => w.cell));
      const look = view.seats[seat];
      const panel = playerPanelRect(seat, seats);
      const active = state.current === seat && state.phase !== 'over';
      g.roundRect(panel.x, panel.y, panel.w, panel.h, 8).fill({ color: seat === view.viewedSeat ? 0x2f4252 : PALETTE.slateDark })
        .stroke({ width: active ? 3 : 1, color: active ? (look?.colour ?? PALETTE.snow) : PALETTE.slate });
      const mini = miniVillageRect(seat, seats);
      for (let cell = 0; cell < 36; cell++) {
        const x = mini.x + (cell % 6) * MINI_CELL;
        const y = mini.y + Math.floor(cell / 6) * MINI_CELL;
        const code = player.buildings[cell];
        const fill = walks.has(cell) ? PALETTE.boardwalk : code ? (data.BUILDINGS[code].roof === 'resource' ? PALETTE.resourceRoof : PALETTE.actionRoof) : PALETTE.moss;
        g.rect(x + 0.5, y + 0.5, MINI_CELL - 1, MINI_CELL - 1).fill(fill);
        const occupant = player.occupant[cell] ?? 0;
        if (occupant & HOLDS_DIE) g.rect(x + 4, y + 4, 7, 7).fill(PALETTE.whiteDie).stroke({ width: 1, color: PALETTE.ink });
        if (occupant & HOLDS_WORKER) g.circle(x + 7.5, y + 7.5, 3).fill(0x6a4f8a);
      }
      const textX = mini.x + mini.w + 10;
      if (look) drawPlayerMarker(g, look.shape, look.colour, textX + 7, panel.y + 15, 7);
      t.addChild(label(view.names[seat] ?? '', textX + 20, panel.y + 5, { fontSize: 15, fontWeight: '800' }));
      const status = boardWords.playerStatus(player, active, look?.bot ?? false, botThinking);
      t.addChild(label(status, textX + 20, panel.y + 24, { fontSize: 11, fill: PALETTE.foam, fontStyle: 'italic' }));
      const held = data.RESOURCES.filter((r) => player.resources[r] > 0);
      held.slice(0, 8).forEach((resource, i) => {
        const x = textX + 8 + (i % 4) * 40;
        const y = panel.y + 52 + Math.floor(i / 4) * 22;
        drawIcon(g, resource, x, y, 15);
        t.addChild(label(String(player.resources[resource]), x + 10, y, { fontSize: 12, fontWeight: '700' }, [0, 0.5]));
      });
      t.addChild(label(boardWords.playerPieces(player), textX + 2, panel.y + panel.h - 16, { fontSize: 11, fill: PALETTE.foam }));
    });
  },
  // Every panel enlarges its village when clicked.
  actingTargets: ({ view: { state, names } }) => state.players.map((_, seat) => ({
    id: `player-${seat}`, rect: playerPanelRect(seat, state.players.length), label: showVillageLabel(names, seat),
    tooltip: playerTooltip(state, seat, names), enabled: true, command: { kind: 'view' as const, seat },
  })),
  informationTargets: NO_TARGETS,
};

