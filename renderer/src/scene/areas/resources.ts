import { data, type PlayerState } from '../../game/engine';
import { boardWords, resourceLabel, resourceTooltip } from '../../game/describe';
import { resourceActions } from '../../game/interaction';
import { drawIcon } from '../icons';
import { rect, type Rect } from '../layout';
import { PALETTE } from '../palette';
import { label } from '../pieces';
import { NO_TARGETS, type Area } from './area';

/** The viewed player's resources, a chip each. */
export const RESOURCES_PANEL = rect(694, 280, 266, 120);

/** The chip of a resource: fish and gold apart, the tier-1 and tier-2 cubes in two rows. */
export function resourceChipRect(resource: keyof PlayerState['resources']): Rect {
  const place: Record<string, [number, number]> = {
    fish: [0, 0],
    wood: [1, 0],
    grain: [2, 0],
    wool: [3, 0],
    gold: [0, 1],
    plank: [1, 1],
    food: [2, 1],
    cloth: [3, 1],
  };
  const [col, row] = place[resource] ?? [0, 0];
  return rect(RESOURCES_PANEL.x + 6 + col * 64, RESOURCES_PANEL.y + 20 + row * 48, 60, 42);
}

export const resourcesArea: Area = {
  name: 'resources',
  rects: () => [RESOURCES_PANEL],
  redrawKey: ({ view }) => JSON.stringify([view.viewedSeat, view.viewed?.resources]),
  paint: (g, t, { view: { viewed: player } }) => {
    if (!player) return;
    const r = RESOURCES_PANEL;
    t.addChild(label(boardWords.resources(), r.x + 6, r.y + 2, { fontSize: 11, fill: PALETTE.foam }));
    for (const resource of data.RESOURCES) {
      const chip = resourceChipRect(resource);
      const amount = player.resources[resource];
      g.roundRect(chip.x, chip.y, chip.w, chip.h, 6)
        .fill({ color: amount > 0 ? 0x33444f : 0x26323b })
        .stroke({ width: 1, color: PALETTE.slateLight, alpha: 0.6 });
      drawIcon(g, resource, chip.x + 16, chip.y + chip.h / 2, 22);
      t.addChild(
        label(
          String(amount),
          chip.x + chip.w - 8,
          chip.y + chip.h / 2,
          { fontSize: 17, fontWeight: '800', fill: amount > 0 ? PALETTE.snow : PALETTE.slateLight },
          [1, 0.5],
        ),
      );
    }
  },
  actingTargets: ({ view: { viewed: player }, legal, viewingActor, humanToAct }) =>
    player
      ? data.RESOURCES.map((resource) => ({
          id: `resource-${resource}`,
          rect: resourceChipRect(resource),
          label: resourceLabel(player, resource),
          get tooltip() {
            return resourceTooltip(resource);
          },
          enabled: viewingActor && humanToAct && resourceActions(legal, resource).length > 0,
          command: { kind: 'resource' as const, resource },
        }))
      : [],
  informationTargets: NO_TARGETS,
};
