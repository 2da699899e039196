import type { Action } from '../actions.js';
import { applyAction, applyLegalAction } from '../index.js';
import { seedRng, type RngState } from '../rng.js';
import type { GameState } from '../types.js';
import { isFreeResourceAction } from './candidates.js';
import { determinize } from './determinize.js';
import type { Evaluator } from './evaluate.js';
import type { MoveExplanation } from './explain.js';
import { SampledSearch } from './sampledSearch.js';
import type { BotThinking } from './thinking.js';
import type { ExpertBudget } from './weights.js';

/**
 * The expert bot: plans beyond its own turn. A turn search (the hard bot's, wider: several samples of the hidden
 * pieces, the turn searched through its reveals) values every first action; the best few are then each played on,
 * on the same `rollouts` samples of the hidden pieces and the dice still to roll, through the rest of this turn,
 * every other seat's turns and the bot's own next turn(s), every seat played by the hard bot's search. Where a
 * rollout ends, the bot's evaluation minus the best other seat's is that candidate's value on that sample. What a
 * turn search cannot see — which dice the others take from what it leaves them, the orders they complete first, what
 * its next turn can make of it — overrules the search's choice when another candidate's mean is clearly (the
 * budget's `overruleMargin`) better.
 *
 * Honest: it only ever reads the public view, which the samples fill in (determinize.ts). Deterministic per seed:
 * the budget counts samples, decisions and evaluations, never time. Cancellable: one iteration is one search level
 * or one rollout.
 */
export class ExpertSearch implements BotThinking {
  private readonly search: SampledSearch;
  private readonly sampleRng: RngState;
  /** Indices into the search's first actions of the candidates played on; null until the search is done. */
  private candidates: number[] | null = null;
  /** Sum over the finished samples of each candidate's rollout value. */
  private totals: number[] = [];
  /** The sample being played, and the values its candidates got so far. */
  private sample: GameState | null = null;
  private sampleValues: number[] = [];
  private finishedSamples = 0;
  /** Evaluations the rollouts' searches have made. */
  private rolloutEvaluations = 0;
  private readonly countingEvaluator: Evaluator;

  constructor(
    private readonly view: GameState,
    private readonly seat: number,
    private readonly budget: ExpertBudget,
    private readonly seed: string | number,
    private readonly evaluator: Evaluator,
  ) {
    this.search = new SampledSearch(view, seat, budget.search, seedRng(seed), evaluator);
    this.sampleRng = seedRng(`${seed}:expert`);
    this.countingEvaluator = (state, forSeat) => {
      this.rolloutEvaluations++;
      return evaluator(state, forSeat);
    };
  }

  step(): boolean {
    if (!this.candidates) {
      if (!this.search.step()) return false;
      this.candidates = this.pickCandidates();
      this.totals = this.candidates.map(() => 0);
      return this.decided();
    }
    if (this.decided()) return true;
    this.sample ??= determinize(this.view, this.sampleRng);
    const candidate = this.candidates[this.sampleValues.length] as number;
    this.sampleValues.push(this.rollout(this.sample, this.search.firstActions[candidate] as Action));
    if (this.sampleValues.length === this.candidates.length) {
      this.sampleValues.forEach((value, i) => {
        this.totals[i] = (this.totals[i] as number) + value;
      });
      this.finishedSamples++;
      this.sample = null;
      this.sampleValues = [];
    }
    return this.decided();
  }

  private decided(): boolean {
    if (this.candidates === null) return false;
    if (this.candidates.length < 2 || this.finishedSamples >= this.budget.rollouts) return true;
    return (
      this.finishedSamples > 0 &&
      this.sampleValues.length === 0 &&
      this.rolloutEvaluations >= this.budget.maxRolloutEvaluations
    );
  }

  /** The search's choice first, then its best-valued other decisions within the margin (never a free action). */
  private pickCandidates(): number[] {
    const values = this.search.values();
    const actions = this.search.firstActions;
    const choice = actions.indexOf(this.search.action());
    const floor = (values[choice] as number) - this.budget.candidateMargin;
    const others = actions
      .map((_, i) => i)
      .filter(
        (i) =>
          i !== choice &&
          !isFreeResourceAction(actions[i] as Action) &&
          Number.isFinite(values[i]) &&
          (values[i] as number) >= floor,
      )
      .sort((a, b) => (values[b] as number) - (values[a] as number) || a - b);
    return [choice, ...others.slice(0, this.budget.candidates - 1)];
  }

  /**
   * Plays `first` on `sample`, then every seat with the policy until the bot has ended `ownTurnsAhead` more turns
   * (or the game ends), and values where it got to. Each candidate of a sample gets the same policy seed, so their
   * rollouts differ only by what the candidates change.
   */
  private rollout(sample: GameState, first: Action): number {
    const played = applyAction(sample, first);
    // The first actions were listed on the public view, not on this sample of it.
    if (!played.ok) throw new Error(`expert: a first action is illegal on a sample: ${played.error.message}`);
    let state = played.state;
    let turnsEnded = endsOwnTurn(first, sample, this.seat) ? 1 : 0;
    const policySeed = `${this.seed}:rollout:${this.finishedSamples}`;
    for (
      let decisions = 0;
      decisions < this.budget.maxRolloutDecisions && turnsEnded <= this.budget.ownTurnsAhead;
      decisions++
    ) {
      const frame = state.stack[state.stack.length - 1];
      if (!frame || state.phase === 'over') break;
      const policy = new SampledSearch(
        state,
        frame.player,
        this.budget.policy,
        seedRng(`${policySeed}:${decisions}`),
        this.countingEvaluator,
      );
      while (!policy.step());
      const action = policy.action();
      if (endsOwnTurn(action, state, this.seat)) turnsEnded++;
      state = applyLegalAction(state, action).state;
    }
    return this.standing(state);
  }

  /** The bot's evaluation ahead of the best other seat (alone at the table: its own evaluation). */
  private standing(state: GameState): number {
    const own = this.evaluator(state, this.seat);
    let best = -Infinity;
    for (let other = 0; other < state.players.length; other++)
      if (other !== this.seat) best = Math.max(best, this.evaluator(state, other));
    return Number.isFinite(best) ? own - best : own;
  }

  action(): Action {
    if (!this.candidates || this.finishedSamples === 0) return this.search.action();
    // Candidate 0 is the search's choice: another must beat it by the margin on the mean.
    let best = 0;
    const bar = (this.totals[0] as number) + this.budget.overruleMargin * this.finishedSamples;
    this.totals.forEach((total, i) => {
      if (i > 0 && total >= bar && total > (this.totals[best] as number)) best = i;
    });
    return this.search.firstActions[this.candidates[best] as number] as Action;
  }

  /**
   * The search's plan for `action` (what the turn brings); when `action` is another candidate than the search's
   * choice, with the rival and margin of the rollouts: how many VP further ahead of the others its next turns leave
   * the bot.
   */
  explanation(action: Action = this.action()): MoveExplanation {
    const plan = this.search.explanation(action);
    if (!this.candidates || this.finishedSamples === 0 || this.candidates.length < 2) return plan;
    const key = JSON.stringify(action);
    const chosen = this.candidates.findIndex(
      (candidate) => JSON.stringify(this.search.firstActions[candidate]) === key,
    );
    // The search's own choice stands unless overruled: its plan and rival tell why.
    if (chosen <= 0) return plan;
    let rival = -1;
    this.totals.forEach((total, i) => {
      if (i !== chosen && (rival === -1 || total > (this.totals[rival] as number))) rival = i;
    });
    const margin = ((this.totals[chosen] as number) - (this.totals[rival] as number)) / this.finishedSamples;
    return { ...plan, rival: { action: this.search.firstActions[this.candidates[rival] as number] as Action, margin } };
  }
}

/** Whether `action`, taken in `state`, ends one of `seat`'s turns (End turn, or retiring for the round). */
function endsOwnTurn(action: Action, state: GameState, seat: number): boolean {
  const frame = state.stack[state.stack.length - 1];
  return frame?.player === seat && (action.type === 'endTurn' || action.type === 'retire');
}
