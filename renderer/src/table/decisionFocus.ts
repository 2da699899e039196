import type { Action, PendingDecision } from '../game/engine';
import { promptChoices, type Selection } from '../game/interaction';
import type { HitTarget } from '../scene/areas/area';

/**
 * Where the keyboard focus goes once the table has moved on: to the control that answers the next decision, so that
 * the next Enter answers it. Never End turn: an Enter left there would end the turn by accident (E ends it).
 */

/** An element of the table by its test id: a hit-layer spot, a prompt button, or the prompt itself ("prompt"). */
export interface FocusStop {
  readonly id: string;
}

interface DecisionInputs {
  readonly humanToAct: boolean;
  readonly pending: PendingDecision | null;
  readonly legal: readonly Action[];
  readonly selection: Selection;
  /** The hit layer's spots in Tab order. */
  readonly targets: readonly HitTarget[];
}

/** The prompt: its keys (digits, arrows, Enter, A, Esc) answer a die or a tile in hand wherever the focus is in it. */
const PROMPT: FocusStop = { id: 'prompt' };

/** The element the next decision is answered from, or null when nobody at this table is to act. */
export function decisionFocus({ humanToAct, pending, legal, selection, targets }: DecisionInputs): FocusStop | null {
  if (!humanToAct || !pending) return null;
  if (selection.kind === 'die' || selection.kind === 'placing') return PROMPT;
  if (selection.kind === 'resource') return null;
  const firstSpot = targets.find((target) => target.enabled && target.command.kind !== 'view');
  if (selection.kind === 'worker') return firstSpot ? { id: firstSpot.id } : PROMPT;
  if (pending.kind === 'chain')
    return { id: legal.some((a) => a.type === 'continueChain') ? 'chain-continue' : 'chain-stop' };
  if (promptChoices(pending).length > 0) return { id: 'option-0' };
  // Once the main action is done the lit spots are free extras (resources, a building): the focus waits in the prompt.
  const mainActionOpen = pending.kind !== 'turn' || !pending.canEndTurn;
  return mainActionOpen && firstSpot ? { id: firstSpot.id } : PROMPT;
}

/** A focusable element with the area of the table it belongs to. */
export interface AreaMember {
  readonly id: string;
  readonly area: string;
}

/** The first element of each area, in the order the areas come (the hit layer's, then the prompt and the buttons). */
export function areaStops(members: readonly AreaMember[]): AreaMember[] {
  const seen = new Set<string>();
  const stops: AreaMember[] = [];
  for (const member of members) {
    if (member.area === '' || seen.has(member.area)) continue;
    seen.add(member.area);
    stops.push(member);
  }
  return stops;
}

/** The area one step on from `current` (−1 when the focus is in none), going round. */
export function steppedArea(count: number, current: number, step: 1 | -1): number {
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}

/** Presses of ] or [ from one area to another, the shorter way round. */
export function pressesBetween(count: number, from: number, to: number): number {
  const forward = (to - from + count) % count;
  return Math.min(forward, count - forward);
}
