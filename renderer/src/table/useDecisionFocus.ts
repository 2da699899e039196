import { useEffect, useRef } from 'react';
import type { ControllerSnapshot } from '../game/controller';
import { areaStops, decisionFocus, steppedArea } from './decisionFocus';
import type { TableInteractionView } from './useTableInteraction';

/** Whether the keyboard, not the pointer, was used last: only then is the focus moved for the player. */
function useKeyboardInUse(): React.RefObject<boolean> {
  const inUse = useRef(false);
  useEffect(() => {
    const onKey = (): void => {
      inUse.current = true;
    };
    const onPointer = (): void => {
      inUse.current = false;
    };
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('pointerdown', onPointer, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('pointerdown', onPointer, true);
    };
  }, []);
  return inUse;
}

const byTestId = (id: string): HTMLElement | null =>
  document.querySelector<HTMLElement>(`.game-screen [data-testid="${id}"]`);

/** The first focusable element of each area of the table, in the order ] visits them. */
function areaElements(): HTMLElement[] {
  const members = [...document.querySelectorAll<HTMLElement>('.game-screen [data-area]')].flatMap((element) => {
    if (element.closest('[inert]') !== null) return [];
    if (element.classList.contains('hit'))
      return [{ id: element.dataset.testid ?? '', area: element.dataset.area ?? '', element }];
    const first =
      element.dataset.area === 'prompt'
        ? element.querySelector<HTMLElement>('[data-testid="prompt"]')
        : element.querySelector<HTMLElement>('button:not(:disabled)');
    return first ? [{ id: first.dataset.testid ?? '', area: element.dataset.area ?? '', element: first }] : [];
  });
  const stops = areaStops(members);
  return stops
    .map((stop) => members.find((member) => member === stop)?.element)
    .filter((element): element is HTMLElement => element !== undefined);
}

function focusArea(step: 1 | -1): void {
  const stops = areaElements();
  if (stops.length === 0) return;
  const active = document.activeElement;
  const activeArea =
    active instanceof HTMLElement ? (active.closest<HTMLElement>('[data-area]')?.dataset.area ?? null) : null;
  const current = stops.findIndex(
    (stop) => (stop.closest<HTMLElement>('[data-area]')?.dataset.area ?? '') === activeArea,
  );
  stops[steppedArea(stops.length, current, step)]?.focus();
}

/**
 * Carries out the interaction state's focus requests: after each action the focus goes to the next decision (for a
 * player using the keyboard), and ] or [ move it from area to area. A focus left on End turn is dropped either way,
 * so that no Enter ends a turn the player meant to go on with.
 */
export function useDecisionFocus(view: TableInteractionView, snapshot: ControllerSnapshot): void {
  const keyboardInUse = useKeyboardInUse();
  const { focus, open, selection } = view.interaction;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a focus request is carried out once, when it is made
  useEffect(() => {
    if (focus.target.kind === 'area') {
      focusArea(focus.target.step);
      return;
    }
    if (open.log || open.help || open.menu || open.rules || open.autoplayConfirm) return;
    const endTurn = byTestId('end-turn');
    if (endTurn !== null && document.activeElement === endTurn) endTurn.blur();
    if (!keyboardInUse.current) return;
    const stop = decisionFocus({
      humanToAct: snapshot.humanToAct,
      pending: snapshot.pending,
      legal: snapshot.legal,
      selection,
      targets: view.targets,
    });
    if (stop) byTestId(stop.id)?.focus();
  }, [focus.count]);
}
