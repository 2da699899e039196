import type { MoveExplanation } from '../../../engine/bots/index';
import { chainNextCell, type Action, type GameState } from './engine';
import { describeAction } from './describe';
import { explanationText } from './explain';

/** The medium bot's suggestion for a human's decision, as the table shows it. */
export interface Hint {
  /** The decision it answers: a hint is dropped as soon as the game has moved on. */
  readonly actionCount: number;
  /** The move suggested; null when the guide only points at the table (a tutorial's note). */
  readonly action: Action | null;
  /** The box's heading: "Hint" unless the tutorial shows its step there. */
  readonly label?: string;
  /** What to do, in the words of the prompt's buttons. */
  readonly text: string;
  /** One line on why, in a player's words: what the move and the turn it plans bring, and the best other choice. */
  readonly reason: string;
  /** Test ids of the table's spots (and prompt buttons) to point at. */
  readonly targets: readonly string[];
}

/** The spots of the table (hit-layer test ids) where the suggested action is made. */
export function hintTargets(state: GameState, action: Action): string[] {
  switch (action.type) {
    case 'takeDie':
      return [`die-${action.die}`];
    case 'build':
      return [`stack-${action.stack}`, ...action.cells.map((cell) => `cell-${cell}`)];
    case 'placeStartingTile':
      return action.cells.map((cell) => `cell-${cell}`);
    case 'completeOrder':
      return [`crate-${action.stack}`];
    case 'gainTech':
      return [`track-${action.track}`];
    case 'retire':
      return [`tavern-${action.tavern}`];
    case 'takeAbility':
      return [`ability-${action.ability}`];
    case 'placeWorker':
      return ['worker', `cell-${action.cell}`];
    case 'placeWagon':
      return [`cell-${action.cell}`];
    case 'moveWagon':
      return [`cell-${action.from}`, `cell-${action.to}`];
    case 'continueChain': {
      const next = chainNextCell(state);
      return next === null ? ['chain-continue'] : ['chain-continue', `cell-${next}`];
    }
    case 'stopChain':
      return ['chain-stop'];
    case 'endTurn':
      return ['end-turn'];
    case 'sell':
      return [`resource-${action.resource}`];
    case 'improveForFish':
    case 'downgrade':
      return [`resource-${action.from}`];
    case 'throwOverboard': {
      const seat = state.stack[state.stack.length - 1]?.player ?? state.current;
      const slot = state.players[seat]?.boat.slots.indexOf(action.token) ?? -1;
      return slot === -1 ? [] : [`token-slot-${slot}`];
    }
    // The rest are answered with the prompt's buttons, which mark the hinted one themselves.
    default:
      return [];
  }
}

export function makeHint(state: GameState, action: Action, explanation: MoveExplanation): Hint {
  return {
    actionCount: state.actionCount,
    action,
    text: describeAction(action, state),
    reason: explanationText(explanation, state),
    targets: hintTargets(state, action),
  };
}
