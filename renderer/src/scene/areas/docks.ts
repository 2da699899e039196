import { data } from '../../game/engine';
import { boardWords, dockCrateTooltip, dockTooltip } from '../../game/describe';
import { dockRewardIcons } from '../iconUse';
import { rect, type Rect } from '../layout';
import { PALETTE } from '../palette';
import { drawCrate, drawIconRow, label } from '../pieces';
import { NO_TARGETS, infoTarget, type Area } from './area';

/** The viewed player's storage board: four dock rows, each paying its reward per crate when the player retires. */
export const DOCKS = rect(404, 280, 282, 190);
export const dockRowRect = (row: number): Rect => rect(404, 304 + (row - 1) * 41, 282, 38);
export const dockSpaceRect = (row: number, space: number): Rect => rect(480 + space * 34, 306 + (row - 1) * 41, 32, 34);
/** Spaces drawn per dock row: crates beyond them are drawn on the last one. */
export const DOCK_SPACES = 6;

export const docksArea: Area = {
  name: 'docks',
  rects: () => [DOCKS],
  redrawKey: ({ view }) => JSON.stringify([view.viewedSeat, view.viewedDocks]),
  paint: (g, t, { view: { viewed: player, viewedDocks } }) => {
    if (!player) return;
    t.addChild(label(boardWords.docks(), 410, 283, { fontSize: 11, fill: PALETTE.foam }));
    for (const dock of data.DOCKS) {
      const row = dockRowRect(dock.row);
      g.roundRect(row.x + 2, row.y, row.w - 4, row.h, 5).fill({ color: 0x4d3f30 });
      g.roundRect(row.x + 8, row.y + 6, 58, 26, 5).fill({ color: PALETTE.snow, alpha: 0.85 });
      drawIconRow(g, t, dockRewardIcons(dock.reward), row.x + 37, row.y + 19, 14);
      for (let space = 0; space < DOCK_SPACES; space++) {
        const s = dockSpaceRect(dock.row, space);
        g.roundRect(s.x, s.y, s.w, s.h, 4).stroke({ width: 1, color: PALETTE.boardwalk, alpha: 0.5 });
      }
      // A face-down crate (HIDDEN) is drawn as its back: the box without cost or VP.
      (viewedDocks[dock.row - 1] ?? []).forEach((crate, space) => {
        const s = dockSpaceRect(dock.row, Math.min(space, DOCK_SPACES - 1));
        drawCrate(g, t, crate, s.x, s.y, s.w, s.h);
      });
      const count = viewedDocks[dock.row - 1]?.length ?? 0;
      if (count > 0)
        t.addChild(
          label(
            `×${count}`,
            row.x + row.w - 8,
            row.y + row.h - 4,
            { fontSize: 10, fontWeight: '700', fill: PALETTE.foam },
            [1, 1],
          ),
        );
    }
  },
  actingTargets: NO_TARGETS,
  // The row (its reward, and its empty spaces), then each delivered crate over it; crates beyond the last space are
  // drawn on it, so that space tells of them all.
  informationTargets: ({ view: { state, viewed: player, viewedDocks } }) =>
    player
      ? data.DOCKS.flatMap((dock) => {
          const crates = viewedDocks[dock.row - 1] ?? [];
          const spaces = Array.from({ length: Math.min(crates.length, DOCK_SPACES) }, (_, space) => space);
          return [
            infoTarget(`dock-${dock.row}`, dockRowRect(dock.row), dockTooltip(state, player, dock.row)),
            ...spaces.map((space) =>
              infoTarget(
                `dock-${dock.row}-crate-${space}`,
                dockSpaceRect(dock.row, space),
                dockCrateTooltip(
                  dock.row,
                  space === DOCK_SPACES - 1 ? crates.slice(space) : crates.slice(space, space + 1),
                ),
              ),
            ),
          ];
        })
      : [],
};
