import { determinize, evaluate } from '../../../engine/bots/index';
import { applyAction, chainNextCell, decisionSeed, publicView, seedRng, type Action, type GameState, type Resource } from './engine';
import { i18n } from '../i18n';
import { amount } from './names';
import { describeAction } from './describe';

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
  /** One line on why: how the bots' evaluation of the position changes, and what the move yields at once. */
  readonly reason: string;
  /** Test ids of the table's spots (and prompt buttons) to point at. */
  readonly targets: readonly string[];
}

/** A signed number of points with one decimal, in the language's own digits: "+1,5 SP". */
function signedVp(value: number): string {
  return `${value >= 0 ? '+' : '−'}${i18n.t('hint.points', { points: Math.abs(value) })}`;
}

/**
 * Why the bot likes `action`, worked out on what the player can see: the public view with the hidden stacks filled
 * in by one sample (as the bots themselves do), evaluated before and after the move by the bots' own evaluation.
 */
export function explainHint(state: GameState, seat: number, action: Action): string {
  const view = publicView(state, seat);
  const sample = determinize(view, seedRng(decisionSeed(view, seat, 'explain')));
  const result = applyAction(sample, action);
  if (!result.ok) return i18n.t('hint.botsPick');
  const gain = evaluate(result.state, seat) - evaluate(sample, seat);
  const gained: string[] = [];
  for (const event of result.events) {
    if (event.type === 'ScoreChanged' && event.player === seat && event.delta !== 0) gained.push(`${event.delta > 0 ? '+' : '−'}${amount('vp', Math.abs(event.delta))}`);
    if (event.type === 'ResourcesChanged' && event.player === seat) {
      for (const [resource, n] of Object.entries(event.delta)) if (n) gained.push(`${n > 0 ? '+' : '−'}${amount(resource as Resource, Math.abs(n))}`);
    }
  }
  const now = gained.length > 0 ? i18n.t('hint.rightAway', { gains: gained.slice(0, 5).join(', ') }) : '';
  return i18n.t(gain >= 0 ? 'hint.rises' : 'hint.dips', { change: signedVp(gain), now });
}

/** The spots of the table (hit-layer test ids) where the suggested action is made. */
export function hintTargets(state: GameState, action: Action): string[] {
  switch (action.type) {
    case 'takeDie': return [`die-${action.die}`];
    case 'build': return [`stack-${action.stack}`, ...action.cells.map((cell) => `cell-${cell}`)];
    case 'placeStartingTile': return action.cells.map((cell) => `cell-${cell}`);
    case 'completeOrder': return [`crate-${action.stack}`];
    case 'gainTech': return [`track-${action.track}`];
    case 'retire': return [`tavern-${action.tavern}`];
    case 'takeAbility': return [`ability-${action.ability}`];
    case 'placeWorker': return ['worker', `cell-${action.cell}`];
    case 'placeWagon': return [`cell-${action.cell}`];
    case 'moveWagon': return [`cell-${action.from}`, `cell-${action.to}`];
    case 'continueChain': {
      const next = chainNextCell(state);
      return next === null ? ['chain-continue'] : ['chain-continue', `cell-${next}`];
    }
    case 'stopChain': return ['chain-stop'];
    case 'endTurn': return ['end-turn'];
    case 'sell': return [`resource-${action.resource}`];
    case 'improveForFish': case 'downgrade': return [`resource-${action.from}`];
    case 'throwOverboard': {
      const seat = state.stack[state.stack.length - 1]?.player ?? state.current;
      const slot = state.players[seat]?.boat.slots.indexOf(action.token) ?? -1;
      return slot === -1 ? [] : [`token-slot-${slot}`];
    }
    // The rest are answered with the prompt's buttons, which mark the hinted one themselves.
    default: return [];
  }
}

export function makeHint(state: GameState, seat: number, action: Action): Hint {
  return {
    actionCount: state.actionCount,
    action,
    text: describeAction(action, state),
    reason: explainHint(state, seat, action),
    targets: hintTargets(state, action),
  };
}
