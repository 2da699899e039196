import { chooseAction, isBotLevel } from '../../engine/bots/index';
import { hintQuestion } from '../../engine/authority/index';
import {
  applyAction,
  createGame,
  legalActions,
  pendingDecision,
  publicView,
  type Action,
  type GameSetup,
  type GameState,
} from '../../engine/index';

/**
 * How the end-to-end games choose their moves (the campaign spec's policy is at the end of this file).
 *
 * The solo spec's game: the medium bot, steered toward the fjord (Seafaring first, the boat
 * always sails on, the ×2 slot, crates for the grain dock, dock trades paid) so that one game meets every kind of
 * decision — nets, a full boat, the ×2 slot, an ability and dock trades included — and answers in every way once. The
 * spec carries each choice out by clicking the table, after replaying the same policy headless (solo.spec.ts
 * `kindsMetHeadless`) to show that its seed meets them all.
 *
 * `used` names the ways of answering already taken.
 */
export function coverageChoice(state: GameState, used: ReadonlySet<string>): Action {
  const pending = pendingDecision(state);
  if (!pending) throw new Error('the game asks nothing');
  const legal = legalActions(state);
  const bot = (): Action =>
    chooseAction(publicView(state, pending.seat), pending.seat, 'medium', `coverage:${state.actionCount}`);
  const find = (predicate: (action: Action) => boolean): Action | undefined => legal.find(predicate);
  const first = pending.options[0] ?? legal[0];
  if (!first) throw new Error('no legal action');

  switch (pending.kind) {
    case 'orderOrTech': {
      // Seafaring up to the boat upgrade (nets on the way), then crates for the grain dock (dock trades on retiring).
      const seafaring = state.players[pending.seat]?.tech.seafaring ?? 0;
      return (
        (seafaring < 3 ? find((a) => a.type === 'gainTech' && a.track === 'seafaring') : undefined) ??
        find((a) => a.type === 'completeOrder' && a.stack === 4 && !a.substitute) ??
        bot()
      );
    }
    case 'chain':
      return !used.has('stopChain') && state.round === 3 ? { type: 'stopChain' } : bot();
    case 'boat':
      return find((a) => a.type === 'advanceBoat') ?? first;
    case 'tokenSlot':
      return find((a) => a.type === 'slotToken' && a.slot === 'double') ?? first;
    case 'dockTrade':
      return pending.options.find((a) => a.type === 'dockTrade') ?? first;
    case 'turn':
      return extraChoice(state, legal, used) ?? bot();
    default:
      return bot();
  }
}

/** Once each: a die set aside (in round 3), and after a main action a worker placed and a cube sold — answers the bot may never give. */
function extraChoice(state: GameState, legal: readonly Action[], used: ReadonlySet<string>): Action | undefined {
  if (!state.turn.mainActionDone) {
    return !used.has('setAside') && state.round === 3
      ? legal.find((a) => a.type === 'takeDie' && a.use === 'aside')
      : undefined;
  }
  if (!used.has('placeWorker')) {
    const worker = legal.find((a) => a.type === 'placeWorker');
    if (worker) return worker;
  }
  if (!used.has('sell')) return legal.find((a) => a.type === 'sell' && a.resource !== 'fish');
  return undefined;
}

/** The name under which `used` records an action: its type, with turned dice told apart. */
export function usageOf(action: Action, state: GameState): string {
  if (action.type === 'takeDie' && action.use === 'place') {
    const die = state.pool.find((d) => d.id === action.die);
    return die && die.value !== action.value ? 'adjustDie' : 'placeDie';
  }
  if (action.type === 'takeDie') return 'setAside';
  return action.type;
}

// ------------------------------------------------------------------------------------------------------------------
// The campaign spec: a person who follows the hints, playing every decision by hand (hints are not assistance)

/** The hint's answer to the pending decision (the medium bot's suggestion, as the table's Hint asks for it). */
export function hintedAction(state: GameState): Action {
  const question = hintQuestion(state, pendingDecision(state)?.seat ?? 0);
  if (!isBotLevel(question.level)) throw new Error(`no bot level ${question.level}`);
  return chooseAction(question.view, question.seat, question.level, question.seed);
}

/**
 * The campaign spec's person: follows the hint, except that inside a choice that is not a turn (an order or
 * technology, a boat move, …) they do not trade resources first, and take the choice's first option instead.
 */
export function handPlayedAction(state: GameState): Action {
  const hint = hintedAction(state);
  const pending = pendingDecision(state);
  const trade = hint.type === 'sell' || hint.type === 'improveForFish' || hint.type === 'downgrade';
  return trade && pending && pending.kind !== 'turn' ? (pending.options[0] ?? hint) : hint;
}

/** A turn that has not begun: the rules ask for a main action. */
export function isFreshTurn(state: GameState): boolean {
  return state.phase === 'play' && state.stack.at(-1)?.kind === 'turn' && !state.turn.mainActionDone;
}

/**
 * The campaign spec's game played headless (about a second): every decision as `handPlayedAction` takes it. Tells a deal or
 * thresholds on which the policy earns no Bronze from a broken table.
 */
export function hintedGameHeadless(setup: GameSetup): GameState {
  let state = createGame(setup);
  while (state.phase !== 'over') {
    const result = applyAction(state, handPlayedAction(state));
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
  return state;
}
