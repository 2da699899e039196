import type { GameState } from '../game/engine';
import type { Hint } from '../game/hint';
import type { HitTarget } from '../scene/areas/area';
import { areaOf } from '../ui/hitTargets';
import type { TableInteractionView } from './useTableInteraction';

interface Props {
  readonly view: TableInteractionView;
  readonly state: GameState;
  readonly hint: Hint | null;
  readonly readOnly: boolean;
}

/** A spot acts when lit up, and a village or a cell under a tile being placed always does (it moves the ghost there). */
function acts(target: HitTarget, view: TableInteractionView): boolean {
  return (
    target.enabled ||
    target.command.kind === 'view' ||
    (target.command.kind === 'cell' && view.interaction.selection.kind === 'placing')
  );
}

/** The DOM buttons over the table's spots, on the rectangles the scene draws them in: what the pointer and Tab reach. */
export function HitLayer({ view, state, hint, readOnly }: Props): React.JSX.Element {
  const { dispatch } = view;
  const pointAt = (target: HitTarget): void => {
    dispatch({ type: 'showTooltip', id: target.id, state });
    if (target.command.kind === 'cell') dispatch({ type: 'pointGhost', cell: target.command.cell });
  };
  return (
    // A click on the table moves no keyboard focus (mousedown is kept from focusing) and drops the focus a key put
    // there: the focus ring shows only while the keyboard is in use, never on the last spot clicked.
    // biome-ignore lint/a11y/noStaticElementInteractions: these handlers manage the focus; the targets inside are the buttons
    <div
      className="hit-layer"
      data-testid="hit-layer"
      data-table-keys
      inert={readOnly}
      onMouseDown={(event) => event.preventDefault()}
      onPointerDown={() => {
        if (document.activeElement instanceof HTMLElement && document.activeElement.closest('.hit-layer') !== null)
          document.activeElement.blur();
      }}
    >
      {view.targets.map((target) => (
        <button
          key={target.id}
          type="button"
          className={`hit${target.enabled ? ' hit-enabled' : ''}${hint?.targets.includes(target.id) ? ' hit-hint' : ''}`}
          data-testid={target.id}
          data-enabled={String(target.enabled)}
          data-area={areaOf(target)}
          {...Object.fromEntries(Object.entries(target.marks ?? {}).map(([k, v]) => [`data-${k}`, v]))}
          aria-label={target.label}
          aria-disabled={!target.enabled}
          style={{ left: target.rect.x, top: target.rect.y, width: target.rect.w, height: target.rect.h }}
          onClick={() => (acts(target, view) ? view.runCommand(target.command) : view.explain(target))}
          onPointerEnter={() => pointAt(target)}
          onPointerMove={() => dispatch({ type: 'showTooltip', id: target.id, state })}
          onPointerLeave={() => dispatch({ type: 'pointerLeft', id: target.id })}
          onFocus={() => pointAt(target)}
          onBlur={() => dispatch({ type: 'blurred', id: target.id })}
        />
      ))}
    </div>
  );
}
