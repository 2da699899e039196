import { Graphics } from 'pixi.js';
import { dieLabel, dieTooltip, poolValueTooltip } from '../../game/describe';
import { drawDieFace } from '../icons';
import { rect, type Rect } from '../layout';
import { PALETTE } from '../palette';
import type { PoolDie } from '../tableView';
import { infoTarget, type Area } from './area';

/** The dice pool along the main board, one area per value. */
export const POOL = rect(8, 116, 952, 60);
export const poolValueArea = (value: number): Rect => rect(8 + (value - 1) * 159, 116, 153, 60);
export const DIE_SIZE = 22;

/** The die face printed at the left of a pool area: its dice lie right of it (see `poolSlot`). */
export const poolValueRect = (value: number): Rect => {
  const area = poolValueArea(value);
  return rect(area.x, area.y, 28, area.h);
};

/** Where a pool die lies: its slot in the area of its value, in two rows, squeezed when many dice share a value. */
export function poolDieSpot({ die, slot, ofSlots }: PoolDie): { x: number; y: number } {
  const area = poolValueArea(die.value);
  const columns = Math.max(5, Math.ceil(ofSlots / 2));
  const step = Math.min(24, (area.w - 50) / (columns - 1));
  return { x: area.x + 40 + (slot % columns) * step, y: area.y + 17 + Math.floor(slot / columns) * 27 };
}

const VALUES = [1, 2, 3, 4, 5, 6] as const;

export const poolArea: Area = {
  name: 'pool',
  rects: () => [POOL],
  redrawKey: () => 'static',
  paint: (g, t) => {
    for (const value of VALUES) {
      const r = poolValueArea(value);
      g.roundRect(r.x, r.y, r.w, r.h, 6)
        .fill({ color: 0x2a3a46 })
        .stroke({ width: 1, color: PALETTE.slateLight, alpha: 0.6 });
      const face = new Graphics();
      drawDieFace(face, 'white', value, 18);
      face.alpha = 0.5;
      face.position.set(r.x + 15, r.y + r.h / 2);
      t.addChild(face);
      g.rect(r.x + 28, r.y + 8, 1, r.h - 16).fill({ color: PALETTE.slateLight, alpha: 0.5 });
    }
  },
  actingTargets: ({ view, can }) =>
    view.poolDice.map((pooled) => {
      const { die } = pooled;
      const spot = poolDieSpot(pooled);
      const enabled = can((a) => a.type === 'takeDie' && a.die === die.id);
      return {
        id: `die-${die.id}`,
        rect: rect(spot.x - 12, spot.y - 12, 24, 24),
        label: dieLabel(die, enabled),
        get tooltip() {
          return dieTooltip(die);
        },
        enabled,
        command: { kind: 'selectDie', die: die.id },
      };
    }),
  informationTargets: ({ state }) =>
    VALUES.map((value) => infoTarget(`pool-value-${value}`, poolValueRect(value), poolValueTooltip(state, value))),
};
