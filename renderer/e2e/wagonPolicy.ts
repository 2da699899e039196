import { chooseAction } from '../../engine/bots/index';
import {
  applyAction,
  createGame,
  legalActions,
  pendingDecision,
  publicView,
  type Action,
  type GameEvent,
  type GameSetup,
  type GameState,
} from '../../engine/index';

/**
 * The advanced-game spec's policy: the medium bot, steered up the advanced Trade track (whenever a technology step
 * is on offer and Trade can be paid) and always moving a wagon when one may move, so that a short game places a
 * wagon and moves it onto a building it activates (RULES §14.1).
 */
export function wagonChoice(state: GameState): Action {
  const pending = pendingDecision(state);
  if (!pending) throw new Error('the game asks nothing');
  const legal = legalActions(state);
  if (pending.kind === 'orderOrTech') {
    const trade = legal.find((a) => a.type === 'gainTech' && a.track === 'trade');
    if (trade) return trade;
  }
  if (pending.kind === 'moveWagon') {
    const move = legal.find((a) => a.type === 'moveWagon');
    if (move) return move;
  }
  return chooseAction(publicView(state, pending.seat), pending.seat, 'medium', `wagons:${state.actionCount}`);
}

/** How many decisions the policy takes on `setup` until a wagon has moved, with the move's events; null if it never does. */
export function stepsToWagonMove(
  setup: GameSetup,
  maxSteps: number,
): { steps: number; events: readonly GameEvent[] } | null {
  let state = createGame(setup);
  for (let step = 1; step <= maxSteps && state.phase !== 'over'; step++) {
    const result = applyAction(state, wagonChoice(state));
    if (!result.ok) throw new Error(result.error.message);
    if (result.events.some((event) => event.type === 'WagonMoved')) return { steps: step, events: result.events };
    state = result.state;
  }
  return null;
}
