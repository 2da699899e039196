import { chooseAction, evaluate, isBotLevel } from '../../engine/bots/index';
import { hintQuestion } from '../src/game/controller';
import { applyAction, createGame, legalActions, pendingDecision, publicView, type Action, type GameSetup, type GameState } from '../../engine/index';

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
  const bot = (): Action => chooseAction(publicView(state, pending.seat), pending.seat, 'medium', `coverage:${state.actionCount}`);
  const find = (predicate: (action: Action) => boolean): Action | undefined => legal.find(predicate);
  const first = pending.options[0] ?? legal[0];
  if (!first) throw new Error('no legal action');

  switch (pending.kind) {
    case 'orderOrTech': {
      // Seafaring up to the boat upgrade (nets on the way), then crates for the grain dock (dock trades on retiring).
      const seafaring = state.players[pending.seat]?.tech.seafaring ?? 0;
      return (seafaring < 3 ? find((a) => a.type === 'gainTech' && a.track === 'seafaring') : undefined)
        ?? find((a) => a.type === 'completeOrder' && a.stack === 4 && !a.substitute)
        ?? bot();
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
    return !used.has('setAside') && state.round === 3 ? legal.find((a) => a.type === 'takeDie' && a.use === 'aside') : undefined;
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
// The campaign spec: a game played by "Bot plays my turn", with one turn of each main action played by hand

/** The main actions (RULES §4.1–4.3) already played by hand. */
export interface HandPlayed {
  takeDie: boolean;
  buildLarge: boolean;
  retire: boolean;
}

/** The action "Bot plays my turn" takes for the pending decision: the table's question, asked of the bot here. */
export function hintedAction(state: GameState): Action {
  const question = hintQuestion(state, pendingDecision(state)?.seat ?? 0);
  if (!isBotLevel(question.level)) throw new Error(`no bot level ${question.level}`);
  return chooseAction(question.view, question.seat, question.level, question.seed);
}

function apply(state: GameState, action: Action): GameState {
  const result = applyAction(state, action);
  if (!result.ok) throw new Error(`${JSON.stringify(action)}: ${result.error.message}`);
  return result.state;
}

type ResourceAction = Extract<Action, { type: 'sell' | 'improveForFish' | 'downgrade' }>;

function isResourceAction(action: Action): action is ResourceAction {
  return action.type === 'sell' || action.type === 'improveForFish' || action.type === 'downgrade';
}

/** Free actions enough to pay for a large building from any holding the game allows (8 fish buy wood + plank in 3). */
const MAX_FREE_ACTIONS = 4;

/** The bot's own way through the turn when it is free actions (§4.4) and then a large building (§4.2), else null. */
function botsLargeBuild(state: GameState): Action[] | null {
  const line: Action[] = [];
  for (let current = state; line.length <= MAX_FREE_ACTIONS;) {
    const action = hintedAction(current);
    line.push(action);
    if (action.type === 'build') return line;
    if (!isResourceAction(action)) return null;
    current = apply(current, action);
  }
  return null;
}

/**
 * The fewest free actions (§4.4: sell, improve for fish, downgrade) after which a large building can be paid, breadth
 * first in the engine's order of legal actions, then the large building the bots' evaluation likes best; null when
 * none can be afforded this way.
 */
function convertedLargeBuild(state: GameState): Action[] | null {
  const seat = pendingDecision(state)?.seat ?? 0;
  const seen = new Set([JSON.stringify(state.players[seat]?.resources)]);
  let layer: { state: GameState; line: Action[] }[] = [{ state, line: [] }];
  for (let depth = 0; depth <= MAX_FREE_ACTIONS && layer.length > 0; depth++) {
    for (const node of layer) {
      const builds = legalActions(node.state).filter((a) => a.type === 'build');
      const best = builds.map((build) => ({ build, value: evaluate(apply(node.state, build), seat) })).sort((a, b) => b.value - a.value)[0];
      if (best) return [...node.line, best.build];
    }
    const next: typeof layer = [];
    for (const node of layer) {
      for (const action of legalActions(node.state).filter(isResourceAction)) {
        const after = apply(node.state, action);
        const key = JSON.stringify(after.players[seat]?.resources);
        if (seen.has(key)) continue;
        seen.add(key);
        next.push({ state: after, line: [...node.line, action] });
      }
    }
    layer = next;
  }
  return null;
}

/**
 * What to play by hand in the turn now beginning (a fresh turn: no main action yet), ending with its main action; an
 * empty list hands the turn to "Bot plays my turn". The large building comes first, as soon as one can be paid: the
 * bot's own line when it builds, else the fewest free actions that pay for one. The die and the retirement are
 * played by hand the first time the bot's choice is one.
 */
export function handPlayedTurn(state: GameState, done: Readonly<HandPlayed>): Action[] {
  if (!done.buildLarge) {
    const build = botsLargeBuild(state) ?? convertedLargeBuild(state);
    if (build) return build;
  }
  const choice = hintedAction(state);
  if ((choice.type === 'takeDie' && !done.takeDie) || (choice.type === 'retire' && !done.retire)) return [choice];
  return [];
}

/** Which main action a hand-played turn ends with. */
export function handPlayedKind(main: Action): keyof HandPlayed {
  if (main.type === 'takeDie') return 'takeDie';
  if (main.type === 'build') return 'buildLarge';
  if (main.type === 'retire') return 'retire';
  throw new Error(`${main.type} is no main action`);
}

/** A turn that has not begun: the rules ask for a main action. */
export function isFreshTurn(state: GameState): boolean {
  return state.phase === 'play' && state.stack.at(-1)?.kind === 'turn' && !state.turn.mainActionDone;
}

/**
 * The campaign spec's game played headless (about a second): the turns `handPlayedTurn` picks played as it says, every
 * other decision as "Bot plays my turn" answers it. Tells a deal on which the policy cannot work from a broken table.
 */
export function handPlayedGameHeadless(setup: GameSetup): { readonly done: HandPlayed; readonly state: GameState } {
  const done: HandPlayed = { takeDie: false, buildLarge: false, retire: false };
  let state = createGame(setup);
  while (state.phase !== 'over') {
    const hand = isFreshTurn(state) ? handPlayedTurn(state, done) : [];
    const main = hand.at(-1);
    if (main) done[handPlayedKind(main)] = true;
    for (const action of main ? hand : [hintedAction(state)]) state = apply(state, action);
  }
  return { done, state };
}
