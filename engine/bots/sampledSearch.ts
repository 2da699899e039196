import type { Action } from '../actions.js';
import { applyAction } from '../index.js';
import { seedRng, type RngState } from '../rng.js';
import type { GameState } from '../types.js';
import { candidateActions, isFreeResourceAction } from './candidates.js';
import { determinize } from './determinize.js';
import type { Evaluator } from './evaluate.js';
import { explainLine, type MoveExplanation } from './explain.js';
import type { BotThinking } from './thinking.js';
import { TurnSearch } from './turnSearch.js';
import { BOT_LIMITS, type SearchBudget } from './weights.js';

/** An action explained by what it alone brings on one sample of the hidden stacks. */
export function explainOneStep(
  view: GameState,
  seat: number,
  action: Action,
  rng: RngState,
  basis: MoveExplanation['basis'],
  rival: MoveExplanation['rival'],
): MoveExplanation {
  const sample = determinize(view, rng);
  const result = applyAction(sample, action);
  if (!result.ok)
    throw new Error(`cannot explain an illegal action ${JSON.stringify(action)}: ${result.error.message}`);
  return explainLine(view, seat, sample, result.state, basis, 'move', rival);
}

/**
 * Searches the turn on `budget.determinizations` samples of the hidden stacks, one after another, and averages each
 * first action's value over the samples (a first action no line of a sample finished with counts as that sample's
 * worst). One iteration is one level of one sample's search.
 */
export class SampledSearch implements BotThinking {
  readonly firstActions: Action[];
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
    this.firstActions = [
      ...candidates.filter((a) => !isFreeResourceAction(a)),
      ...candidates.filter(isFreeResourceAction),
    ];
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
    values.forEach((value, i) => {
      this.totals[i] = (this.totals[i] as number) + (Number.isFinite(value) ? value : worst);
    });
    this.samples++;
    this.current = null;
    return this.decided();
  }

  private decided(): boolean {
    return this.firstActions.length === 1 || this.samples >= this.budget.determinizations;
  }

  /** Each first action's value so far: the mean over the finished samples, else the sample being searched. */
  values(): readonly number[] {
    if (this.samples > 0) return this.totals.map((total) => total / this.samples);
    return this.current?.best ?? this.totals;
  }

  explanation(action: Action = this.action()): MoveExplanation {
    const key = JSON.stringify(action);
    const chosen = this.firstActions.findIndex((candidate) => JSON.stringify(candidate) === key);
    if (this.firstActions.length === 1)
      return explainOneStep(this.view, this.seat, action, seedRng(`explain:${key}`), 'only', null);
    const values = this.values();
    let rival = -1;
    values.forEach((value, i) => {
      if (i !== chosen && Number.isFinite(value) && (rival === -1 || value > (values[rival] as number))) rival = i;
    });
    const margin = chosen === -1 || rival === -1 ? Number.NaN : (values[chosen] as number) - (values[rival] as number);
    const versus = Number.isFinite(margin) ? { action: this.firstActions[rival] as Action, margin } : null;
    const end = chosen === -1 ? null : this.first?.search.bestEnd[chosen];
    if (!this.first || !end)
      return explainOneStep(this.view, this.seat, action, seedRng(`explain:${key}`), 'plan', versus);
    const horizon = end.actionCount - this.first.root.actionCount > 1 ? 'turn' : 'move';
    return explainLine(this.view, this.seat, this.first.root, end, 'plan', horizon, versus);
  }

  action(): Action {
    if (this.firstActions.length === 1) return this.firstActions[0] as Action;
    const values = this.samples > 0 ? this.totals : (this.current?.best ?? this.totals);
    let bestDecision = -1,
      bestFree = -1;
    this.firstActions.forEach((action, i) => {
      const value = values[i] as number;
      if (isFreeResourceAction(action)) {
        if (bestFree === -1 || value > (values[bestFree] as number)) bestFree = i;
      } else if (bestDecision === -1 || value > (values[bestDecision] as number)) {
        bestDecision = i;
      }
    });
    const margin = BOT_LIMITS.freeActionMargin * Math.max(1, this.samples);
    const useFree =
      bestFree !== -1 &&
      (bestDecision === -1 || (values[bestFree] as number) > (values[bestDecision] as number) + margin);
    return this.firstActions[useFree ? bestFree : bestDecision] as Action;
  }
}
