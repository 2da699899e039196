import type { Action } from '../game/engine';
import { AREAS } from '../scene/areas';
import type { HitContext, HitInputs, HitTarget } from '../scene/areas/area';
import { tableViewOf } from '../scene/tableView';

export type { HitInputs, HitTarget, TableCommand } from '../scene/areas/area';

/**
 * Every spot of the table, on the same rectangles the scene draws, from the same list of areas (scene/areas): first
 * the spots that act, area by area (the order Tab visits them), then the pieces that only inform. A later button
 * lies over an earlier one, so the pieces that only inform come after every spot that acts and never cover one.
 */
export function hitTargets(input: HitInputs): HitTarget[] {
  return [...actingTargets(input), ...informationTargets(input)];
}

/**
 * The area each target was listed by (the keyboard's area keys jump from area to area). Kept aside rather than copied
 * into the target: a target's tooltip is a getter, worded only when it is read.
 */
const AREA_OF = new WeakMap<HitTarget, string>();

/** The name of the board area (areas/index.ts) a target of `hitTargets` belongs to. */
export function areaOf(target: HitTarget): string {
  return AREA_OF.get(target) ?? '';
}

function tagged(area: string, targets: readonly HitTarget[]): readonly HitTarget[] {
  for (const target of targets) AREA_OF.set(target, area);
  return targets;
}

/** The spots that do something when clicked (or may, once the decision allows it). */
export function actingTargets(input: HitInputs): HitTarget[] {
  const context = contextOf(input);
  return AREAS.flatMap((area) => tagged(area.name, area.actingTargets(context)));
}

/** Every other piece the table draws, for its tooltip only: enabled false and command none. */
export function informationTargets(input: HitInputs): HitTarget[] {
  const context = contextOf(input);
  return AREAS.flatMap((area) => tagged(area.name, area.informationTargets(context)));
}

function contextOf(input: HitInputs): HitContext {
  return {
    ...input,
    view: tableViewOf(input.state, input.viewedSeat, input.seats),
    can: (predicate: (action: Action) => boolean): boolean => input.humanToAct && input.legal.some(predicate),
    viewingActor: input.pending !== null && input.viewedSeat === input.pending.seat,
  };
}
