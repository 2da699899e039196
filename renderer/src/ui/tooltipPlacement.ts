import { PROMPT_PANEL, TABLE_HEIGHT, TABLE_WIDTH, rect, type Rect } from '../scene/layout';
import { villageCellRect } from '../scene/areas/village';
import type { HitTarget } from '../scene/areas/area';

/** The gap between a tooltip and the spot it tells of. */
const GAP = 6;
/** How near the table's edge a tooltip may come. */
const MARGIN = 4;

const clamp = (value: number, low: number, high: number): number => Math.min(Math.max(value, low), Math.max(low, high));
const overlapArea = (a: Rect, b: Rect): number =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

/** How far a tooltip slides along its side, per step, to get off what must stay clear. */
const SLIDE = 20;

/**
 * Where a tooltip of `size` goes on the 1280×720 table: beside its target (below, above, right or left of it, inside
 * the table) and never over it, and over as little as possible of `keepClear` — what the decision is acted on (the
 * entry numbers of the die in hand, the next building of a chain, the tile being placed, the spots that act). Nearest
 * first: centred on its target, then slid along its side step by step; at each step below comes first in the upper
 * half of the table and above in the lower half, as a reader expects. When no side has room without covering the
 * target, the place covering least of it wins.
 */
export function placeTooltip(
  target: Rect,
  size: { readonly w: number; readonly h: number },
  keepClear: readonly Rect[],
): Rect {
  const centreX = clamp(target.x + target.w / 2 - size.w / 2, MARGIN, TABLE_WIDTH - MARGIN - size.w);
  const centreY = clamp(target.y + target.h / 2 - size.h / 2, MARGIN, TABLE_HEIGHT - MARGIN - size.h);
  const inX = (x: number): number => clamp(x, MARGIN, TABLE_WIDTH - MARGIN - size.w);
  const inY = (y: number): number => clamp(y, MARGIN, TABLE_HEIGHT - MARGIN - size.h);
  const sides = (offset: number): Rect[] => {
    const below = rect(inX(centreX + offset), target.y + target.h + GAP, size.w, size.h);
    const above = rect(inX(centreX + offset), target.y - GAP - size.h, size.w, size.h);
    const right = rect(target.x + target.w + GAP, inY(centreY + offset), size.w, size.h);
    const left = rect(target.x - GAP - size.w, inY(centreY + offset), size.w, size.h);
    return target.y + target.h / 2 < TABLE_HEIGHT / 2 ? [below, above, right, left] : [above, below, right, left];
  };
  const candidates: Rect[] = [];
  for (let step = 0; step * SLIDE <= TABLE_WIDTH; step++) {
    candidates.push(...sides(step * SLIDE));
    if (step > 0) candidates.push(...sides(-step * SLIDE));
  }
  const fits = (r: Rect): boolean => r.x >= 0 && r.y >= 0 && r.x + r.w <= TABLE_WIDTH && r.y + r.h <= TABLE_HEIGHT;
  const beside = candidates.filter((r) => fits(r) && overlapArea(r, target) === 0);
  if (beside.length === 0) {
    // No room beside the target (a tooltip taller than the table's free space): inside the table, over it the least.
    const inside = candidates.map((r) => rect(inX(r.x), inY(r.y), r.w, r.h));
    return inside.reduce((best, r) => (overlapArea(r, target) < overlapArea(best, target) ? r : best));
  }
  const cost = (r: Rect): number => keepClear.reduce((sum, clear) => sum + overlapArea(r, clear), 0);
  let best = beside[0] as Rect;
  let bestCost = cost(best);
  for (const r of beside) {
    if (bestCost === 0) break;
    const c = cost(r);
    if (c < bestCost) {
      best = r;
      bestCost = c;
    }
  }
  return best;
}

/**
 * What a tooltip keeps clear of: the spots the decision can be answered on (but the seats' panels, which always
 * enlarge a village), the cells of the tile being placed, and the prompt dock, whose choices and buttons (Undo, End
 * turn, Skip to my turn) answer it as well.
 */
export function keepClearOf(targets: readonly HitTarget[], shown: string, ghostCells: readonly number[]): Rect[] {
  const acting = targets
    .filter((target) => target.enabled && target.id !== shown && target.command.kind !== 'view')
    .map((target) => target.rect);
  return [...acting, ...ghostCells.map(villageCellRect), PROMPT_PANEL];
}
