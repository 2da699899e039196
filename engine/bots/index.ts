import type { Action } from '../actions.js';
import { applyAction } from '../index.js';
import { legalActions } from '../rules/legal.js';
import { seedRng, type RngState } from '../rng.js';
import type { GameState } from '../types.js';
import { candidateActions, isFreeResourceAction } from './candidates.js';
import { determinize } from './determinize.js';
import { evaluate, type Evaluator } from './evaluate.js';
import { explainLine, type MoveExplanation } from './explain.js';
import { chooseRandom } from './random.js';
import { TurnSearch } from './turnSearch.js';
import type { BotLevel } from './protocol.js';
import { BOT_LIMITS, SEARCH_BUDGETS, type SearchBudget } from './weights.js';

/**
 * Bot players. A bot sees only a public view (`publicView(state, seat)`: hidden stacks replaced by HIDDEN) and is a
 * pure function of that view and a seed: budgets are counted in evaluations, never in time, so the same view and
 * seed give the same action on any machine. Whenever it searches it samples the hidden pieces (`determinize`).
 *
 * - `random`: a uniformly random legal action (tests, fuzzing);
 * - `easy`: one step — each candidate action is applied once and the resulting position evaluated;
 * - `medium`: beam search over the rest of the turn, stopping where something hidden would be revealed;
 * - `hard`: a wider beam search through the turn's reveals on several samples of the hidden stacks, averaged.
 *
 * This file is the bots' entry point for the rest of the app: the bots themselves, the messages of the bot worker
 * (engine/bots/worker.ts), and the sampling and evaluation the hint explains its suggestion with.
 */
export { BOT_LEVELS, isBotLevel, readBotReply, type BotCancel, type BotLevel, type BotReply, type BotRequest } from './protocol.js';
export { determinize, evaluate, type Evaluator };
export type { Achievement, ExplainedAmount, MoveExplanation, Prospect } from './explain.js';

export interface BotOptions {
  /** Asked between search iterations; when it returns true the bot answers with the best action found so far. */
  readonly shouldStop?: () => boolean;
}

/** A decision being thought about one search iteration at a time (the worker yields to its messages in between). */
export interface BotThinking {
  /** Does one iteration; true once the decision is made. */
  step(): boolean;
  /** The best action found so far: always one of `legalActions(view)`. */
  action(): Action;
  /**
   * Why the bot likes `action` (by default its own choice) as far as it has thought: what it and the rest of the
   * turn planned after it bring, and the best other choice.
   */
  explanation(action?: Action): MoveExplanation;
}

/** The easy bot's "search": one step, every candidate kept and evaluated once, on one sample of the hidden stacks. */
const ONE_STEP: SearchBudget = {
  beamWidth: Number.MAX_SAFE_INTEGER, perFirstAction: 1, maxDepth: 0, maxEvaluations: Number.MAX_SAFE_INTEGER,
  determinizations: 1, throughReveals: true,
};

const BUDGETS: Readonly<Record<Exclude<BotLevel, 'random'>, SearchBudget>> = {
  easy: ONE_STEP,
  medium: SEARCH_BUDGETS.medium,
  hard: SEARCH_BUDGETS.hard,
};

/** Starts thinking about the pending decision of `seat` in `view`. */
export function startThinking(view: GameState, seat: number, level: BotLevel, seed: string | number, evaluator: Evaluator = evaluate): BotThinking {
  const frame = view.stack[view.stack.length - 1];
  if (!frame || view.phase === 'over') throw new Error('the bot was asked to move in a finished game');
  if (frame.player !== seat) throw new Error(`the pending decision belongs to seat ${frame.player}, not seat ${seat}`);
  const rng = seedRng(seed);
  if (level === 'random') {
    const action = chooseRandom(legalActions(view), rng);
    return {
      step: () => true,
      action: () => action,
      explanation: (explained = action) => explainOneStep(view, seat, explained, seedRng(`${seed}:explain`), 'random', null),
    };
  }
  return new SampledSearch(view, seat, BUDGETS[level], rng, evaluator);
}

/** The bot's action and why it took it (`explained`: why it would take that action instead; hints, the log). */
export function explainDecision(view: GameState, seat: number, level: BotLevel, seed: string | number, explained?: Action): { readonly action: Action; readonly explanation: MoveExplanation } {
  const thinking = startThinking(view, seat, level, seed);
  while (!thinking.step());
  return { action: thinking.action(), explanation: thinking.explanation(explained) };
}

/** An action explained by what it alone brings on one sample of the hidden stacks. */
function explainOneStep(view: GameState, seat: number, action: Action, rng: RngState, basis: MoveExplanation['basis'], rival: MoveExplanation['rival']): MoveExplanation {
  const sample = determinize(view, rng);
  const result = applyAction(sample, action);
  if (!result.ok) throw new Error(`cannot explain an illegal action ${JSON.stringify(action)}: ${result.error.message}`);
  return explainLine(view, seat, sample, result.state, basis, 'move', rival);
}

/** The bot's action for `seat`, which must be the seat whose decision is pending in `view`. */
export function chooseAction(view: GameState, seat: number, level: BotLevel, seed: string | number, options: BotOptions = {}): Action {
  const thinking = startThinking(view, seat, level, seed);
  while (!thinking.step()) if (options.shouldStop?.()) break;
  return thinking.action();
}

/**
 * Searches the turn on `budget.determinizations` samples of the hidden stacks, one after another, and averages each
 * first action's value over the samples (a first action no line of a sample finished with counts as that sample's
 * worst). One iteration is one level of one sample's search.
 */
class SampledSearch implements BotThinking {
  private readonly firstActions: Action[];
  private readonly totals: number[];
  private samples = 0;
  private current: TurnSearch | null = null;
  /** The first sample and its search: the plan an explanation tells. */
  private first: { readonly root: GameState; readonly search: TurnSearch } | null = null;

  constructor(
    private readonly view: GameState,
    private readonly seat: number,
    private readonly budget: SearchBudget,
    private readonly rng: RngState,
    private readonly evaluator: Evaluator,
  ) {
    // Decision options first, so that on equal values a free action never wins.
    const candidates = candidateActions(view, true);
    this.firstActions = [...candidates.filter((a) => !isFreeResourceAction(a)), ...candidates.filter(isFreeResourceAction)];
    if (this.firstActions.length === 0) throw new Error('no legal action for the bot');
    this.totals = this.firstActions.map(() => 0);
  }

  step(): boolean {
    if (this.decided()) return true;
    if (!this.current) {
      const root = determinize(this.view, this.rng);
      this.current = new TurnSearch(root, this.seat, this.firstActions, this.budget, this.evaluator);
      this.first ??= { root, search: this.current };
      return false;
    }
    if (!this.current.step()) return false;
    const values = this.current.best;
    const worst = Math.min(...values.filter(Number.isFinite), 0);
    values.forEach((value, i) => { this.totals[i] = (this.totals[i] as number) + (Number.isFinite(value) ? value : worst); });
    this.samples++;
    this.current = null;
    return this.decided();
  }

  private decided(): boolean {
    return this.firstActions.length === 1 || this.samples >= this.budget.determinizations;
  }

  /** Each first action's value so far: the mean over the finished samples, else the sample being searched. */
  private values(): readonly number[] {
    if (this.samples > 0) return this.totals.map((total) => total / this.samples);
    return this.current?.best ?? this.totals;
  }

  explanation(action: Action = this.action()): MoveExplanation {
    const key = JSON.stringify(action);
    const chosen = this.firstActions.findIndex((candidate) => JSON.stringify(candidate) === key);
    if (this.firstActions.length === 1) return explainOneStep(this.view, this.seat, action, seedRng(`explain:${key}`), 'only', null);
    const values = this.values();
    let rival = -1;
    values.forEach((value, i) => {
      if (i !== chosen && Number.isFinite(value) && (rival === -1 || value > (values[rival] as number))) rival = i;
    });
    const margin = chosen === -1 || rival === -1 ? Number.NaN : (values[chosen] as number) - (values[rival] as number);
    const versus = Number.isFinite(margin) ? { action: this.firstActions[rival] as Action, margin } : null;
    const end = chosen === -1 ? null : this.first?.search.bestEnd[chosen];
    if (!this.first || !end) return explainOneStep(this.view, this.seat, action, seedRng(`explain:${key}`), 'plan', versus);
    const horizon = end.actionCount - this.first.root.actionCount > 1 ? 'turn' : 'move';
    return explainLine(this.view, this.seat, this.first.root, end, 'plan', horizon, versus);
  }

  action(): Action {
    if (this.firstActions.length === 1) return this.firstActions[0] as Action;
    const values = this.samples > 0 ? this.totals : this.current?.best ?? this.totals;
    let bestDecision = -1, bestFree = -1;
    this.firstActions.forEach((action, i) => {
      const value = values[i] as number;
      if (isFreeResourceAction(action)) {
        if (bestFree === -1 || value > (values[bestFree] as number)) bestFree = i;
      } else if (bestDecision === -1 || value > (values[bestDecision] as number)) {
        bestDecision = i;
      }
    });
    const margin = BOT_LIMITS.freeActionMargin * Math.max(1, this.samples);
    const useFree = bestFree !== -1 && (bestDecision === -1 || (values[bestFree] as number) > (values[bestDecision] as number) + margin);
    return this.firstActions[useFree ? bestFree : bestDecision] as Action;
  }
}
