import { PROMPT_PANEL, TABLE_HEIGHT, TABLE_WIDTH, rect, type Rect } from '../scene/layout';
import { villageCellRect } from '../scene/areas/village';
import type { HitTarget } from '../scene/areas/area';
import { areaOf } from './hitTargets';

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

/** The places beside `avoid` a tooltip of `size` may take inside the table, nearest first (see placeTooltip). */
function placesBeside(avoid: Rect, size: { readonly w: number; readonly h: number }): Rect[] {
  const inX = (x: number): number => clamp(x, MARGIN, TABLE_WIDTH - MARGIN - size.w);
  const inY = (y: number): number => clamp(y, MARGIN, TABLE_HEIGHT - MARGIN - size.h);
  const centreX = inX(avoid.x + avoid.w / 2 - size.w / 2);
  const centreY = inY(avoid.y + avoid.h / 2 - size.h / 2);
  const sides = (offset: number): Rect[] => {
    const below = rect(inX(centreX + offset), avoid.y + avoid.h + GAP, size.w, size.h);
    const above = rect(inX(centreX + offset), avoid.y - GAP - size.h, size.w, size.h);
    const right = rect(avoid.x + avoid.w + GAP, inY(centreY + offset), size.w, size.h);
    const left = rect(avoid.x - GAP - size.w, inY(centreY + offset), size.w, size.h);
    return avoid.y + avoid.h / 2 < TABLE_HEIGHT / 2 ? [below, above, right, left] : [above, below, right, left];
  };
  const candidates: Rect[] = [];
  for (let step = 0; step * SLIDE <= TABLE_WIDTH; step++) {
    candidates.push(...sides(step * SLIDE));
    if (step > 0) candidates.push(...sides(-step * SLIDE));
  }
  return candidates;
}

const fits = (r: Rect): boolean => r.x >= 0 && r.y >= 0 && r.x + r.w <= TABLE_WIDTH && r.y + r.h <= TABLE_HEIGHT;

/** The first of `places` that covers the least of `keepClear`. */
function leastCovering(places: readonly Rect[], keepClear: readonly Rect[]): Rect {
  const cost = (r: Rect): number => keepClear.reduce((sum, clear) => sum + overlapArea(r, clear), 0);
  let best = places[0] as Rect;
  let bestCost = cost(best);
  for (const r of places) {
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
 * Where a tooltip of `size` goes on the 1280×720 table: beside what it explains (below, above, right or left of it,
 * inside the table) and never over it, and over as little as possible of `keepClear` — what the decision is acted on
 * (the entry numbers of the die in hand, the next building of a chain, the tile being placed, the spots that act).
 * What it explains is its `target`, or the wider `explained` the target is part of (the spots a tutorial step points
 * at in its area: the whole pool); when no place beside that is free, it goes beside its target alone, over as little
 * of the rest as it can. Nearest first: centred, then slid along its side step by step; at each step below comes first
 * in the upper half of the table and above in the lower half, as a reader expects. When no side has room without
 * covering the target, the place covering least of it wins.
 */
export function placeTooltip(
  target: Rect,
  size: { readonly w: number; readonly h: number },
  keepClear: readonly Rect[],
  explained: Rect = target,
): Rect {
  for (const avoid of explained === target ? [target] : [explained, target]) {
    const beside = placesBeside(avoid, size).filter(
      (r) => fits(r) && overlapArea(r, avoid) === 0 && overlapArea(r, target) === 0,
    );
    if (beside.length > 0) return leastCovering(beside, [explained, ...keepClear]);
  }
  // No room beside the target (a tooltip taller than the table's free space): inside the table, over it the least.
  const inside = placesBeside(target, size).map((r) =>
    rect(
      clamp(r.x, MARGIN, TABLE_WIDTH - MARGIN - size.w),
      clamp(r.y, MARGIN, TABLE_HEIGHT - MARGIN - size.h),
      r.w,
      r.h,
    ),
  );
  return inside.reduce((best, r) => (overlapArea(r, target) < overlapArea(best, target) ? r : best));
}

/**
 * What a tooltip explains, beyond its own spot: the spots the hint (a tutorial step) points at in the same area of the
 * table, when its spot is one of them — a step about the pool is explained by the tooltip of any die in it, which must
 * leave the rest of the pool in sight.
 */
export function explainedBy(targets: readonly HitTarget[], shown: HitTarget, pointedAt: readonly string[]): Rect {
  if (!pointedAt.includes(shown.id)) return shown.rect;
  const area = areaOf(shown);
  const group = targets.filter((target) => pointedAt.includes(target.id) && areaOf(target) === area);
  if (group.length < 2) return shown.rect;
  const x = Math.min(...group.map((target) => target.rect.x));
  const y = Math.min(...group.map((target) => target.rect.y));
  const right = Math.max(...group.map((target) => target.rect.x + target.rect.w));
  const bottom = Math.max(...group.map((target) => target.rect.y + target.rect.h));
  return rect(x, y, right - x, bottom - y);
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
