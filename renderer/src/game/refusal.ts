import { applyAction, type Action, type GameState } from './engine';
import type { Selection } from './interaction';
import { refusalText } from './describe/engineWords';
import type { TableCommand } from '../scene/areas/area';

/**
 * Why a spot of the table that is not lit up does nothing: the engine's own refusal of the action the spot stands
 * for, so the table never invents a rule. Null when the spot only informs (nothing to refuse) or the engine would in
 * fact take the action.
 */
export function refusalFor(state: GameState, command: TableCommand, selection: Selection): string | null {
  const action = actionOf(command, selection);
  if (!action) return null;
  const result = applyAction(state, action);
  return result.ok ? null : refusalText(result.error);
}

/** The action a click on the spot asks for, as the engine would be sent it (a stack: building its top tile). */
function actionOf(command: TableCommand, selection: Selection): Action | null {
  switch (command.kind) {
    case 'send':
      return command.action;
    // Taking a die at all: its limits, or the turn's main action, refuse it whatever its value.
    case 'selectDie':
      return { type: 'takeDie', die: command.die, use: 'aside' };
    case 'entry':
      return selection.kind === 'die'
        ? { type: 'takeDie', die: selection.die, use: 'place', value: command.value }
        : null;
    case 'stack':
      return { type: 'build', stack: command.stack, cells: [] };
    case 'cell':
      return selection.kind === 'worker' ? { type: 'placeWorker', cell: command.cell } : null;
    case 'resource':
      return { type: 'sell', resource: command.resource };
    case 'view':
    case 'none':
      return null;
  }
}
