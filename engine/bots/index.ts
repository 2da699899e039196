import type { Action } from '../actions.js';
import { legalActions } from '../rules/legal.js';
import { seedRng } from '../rng.js';
import type { GameState } from '../types.js';
import { determinize } from './determinize.js';
import { evaluate, type Evaluator } from './evaluate.js';
import type { MoveExplanation } from './explain.js';
import { ExpertSearch } from './expert.js';
import { chooseRandom } from './random.js';
import { explainOneStep, SampledSearch } from './sampledSearch.js';
import type { BotThinking } from './thinking.js';
import type { BotLevel } from './protocol.js';
import { EXPERT_BUDGET, SEARCH_BUDGETS, type SearchBudget } from './weights.js';

/**
 * Bot players. A bot sees only a public view (`publicView(state, seat)`: hidden stacks replaced by HIDDEN) and is a
 * pure function of that view and a seed: budgets are counted in evaluations, never in time, so the same view and
 * seed give the same action on any machine. Whenever it searches it samples the hidden pieces (`determinize`).
 *
 * - `random`: a uniformly random legal action (tests, fuzzing);
 * - `easy`: one step — each candidate action is applied once and the resulting position evaluated;
 * - `medium`: beam search over the rest of the turn, stopping where something hidden would be revealed;
 * - `hard`: a wider beam search through the turn's reveals on several samples of the hidden stacks, averaged;
 * - `expert`: the hard search four times as wide, whose best first actions are played on beyond the turn — the
 *   others' turns and its own next one, by the hard bot's search on samples of the hidden pieces — and compared where
 *   those turns leave it; a clearly better one overrules the search's choice (expert.ts).
 *
 * This file is the bots' entry point for the rest of the app: the bots themselves, the messages of the bot worker
 * (engine/bots/worker.ts), and the sampling and evaluation the hint explains its suggestion with.
 */
export {
  BOT_LEVELS,
  isBotLevel,
  readBotReply,
  type BotCancel,
  type BotLevel,
  type BotReply,
  type BotRequest,
} from './protocol.js';
export { determinize, evaluate, type Evaluator };
export type { Achievement, ExplainedAmount, MoveExplanation, Prospect } from './explain.js';
export type { BotThinking } from './thinking.js';

export interface BotOptions {
  /** Asked between search iterations; when it returns true the bot answers with the best action found so far. */
  readonly shouldStop?: () => boolean;
}

/** The easy bot's "search": one step, every candidate kept and evaluated once, on one sample of the hidden stacks. */
const ONE_STEP: SearchBudget = {
  beamWidth: Number.MAX_SAFE_INTEGER,
  perFirstAction: 1,
  maxDepth: 0,
  maxEvaluations: Number.MAX_SAFE_INTEGER,
  determinizations: 1,
  throughReveals: true,
};

const BUDGETS: Readonly<Record<Exclude<BotLevel, 'random' | 'expert'>, SearchBudget>> = {
  easy: ONE_STEP,
  medium: SEARCH_BUDGETS.medium,
  hard: SEARCH_BUDGETS.hard,
};

/** Starts thinking about the pending decision of `seat` in `view`. */
export function startThinking(
  view: GameState,
  seat: number,
  level: BotLevel,
  seed: string | number,
  evaluator: Evaluator = evaluate,
): BotThinking {
  const frame = view.stack[view.stack.length - 1];
  if (!frame || view.phase === 'over') throw new Error('the bot was asked to move in a finished game');
  if (frame.player !== seat) throw new Error(`the pending decision belongs to seat ${frame.player}, not seat ${seat}`);
  const rng = seedRng(seed);
  if (level === 'random') {
    const action = chooseRandom(legalActions(view), rng);
    return {
      step: () => true,
      action: () => action,
      explanation: (explained = action) =>
        explainOneStep(view, seat, explained, seedRng(`${seed}:explain`), 'random', null),
    };
  }
  if (level === 'expert') return new ExpertSearch(view, seat, EXPERT_BUDGET, seed, evaluator);
  return new SampledSearch(view, seat, BUDGETS[level], rng, evaluator);
}

/** The bot's action and why it took it (`explained`: why it would take that action instead; hints, the log). */
export function explainDecision(
  view: GameState,
  seat: number,
  level: BotLevel,
  seed: string | number,
  explained?: Action,
): { readonly action: Action; readonly explanation: MoveExplanation } {
  const thinking = startThinking(view, seat, level, seed);
  while (!thinking.step());
  return { action: thinking.action(), explanation: thinking.explanation(explained) };
}

/** The bot's action for `seat`, which must be the seat whose decision is pending in `view`. */
export function chooseAction(
  view: GameState,
  seat: number,
  level: BotLevel,
  seed: string | number,
  options: BotOptions = {},
): Action {
  const thinking = startThinking(view, seat, level, seed);
  while (!thinking.step()) if (options.shouldStop?.()) break;
  return thinking.action();
}
