import type { Action } from '../actions.js';
import { applyAction, applyLegalAction } from '../index.js';
import type { GameState } from '../types.js';
import { candidateActions, isFreeResourceAction } from './candidates.js';
import type { Evaluator } from './evaluate.js';
import { BOT_LIMITS, type SearchBudget } from './weights.js';

/** A partial turn: where it has got to, which first action it started with, and how good it looks. */
interface Line {
  readonly state: GameState;
  readonly first: number;
  readonly value: number;
  readonly freeActions: number;
}

/**
 * Beam search over the rest of the current turn, on a state with nothing hidden (a determinization). Each level
 * expands the kept partial turns by one decision; a line ends at End turn, at the end of the game, when the decision
 * passes to someone else, or (unless the budget plays through reveals) when something random or hidden is revealed.
 * The result is, for each first action, the best evaluation of a finished line that starts with it.
 *
 * `step()` does one level, so that a caller can stop between levels (cancellation) without losing what was found.
 */
export class TurnSearch {
  /** Best evaluation of a finished line per first action; -Infinity where none finished. */
  readonly best: number[];
  /** Where that best line ended, per first action; null where none finished. */
  readonly bestEnd: (GameState | null)[];
  private frontier: Line[];
  private depth = 0;
  private evaluations = 0;
  private finished = false;

  constructor(
    root: GameState,
    private readonly seat: number,
    firstActions: readonly Action[],
    private readonly budget: SearchBudget,
    private readonly evaluator: Evaluator,
  ) {
    this.best = firstActions.map(() => -Infinity);
    this.bestEnd = firstActions.map(() => null);
    const children: Line[] = [];
    // The first actions were listed on the public view, not on this sample of it: they are checked on the sample.
    firstActions.forEach((action, first) => this.expand(root, action, first, 0, children, false));
    this.frontier = this.select(children);
  }

  get done(): boolean {
    return this.finished;
  }

  /** Expands one more decision of every kept line. Returns true once the search is over. */
  step(): boolean {
    if (this.finished) return true;
    if (
      this.frontier.length === 0 ||
      this.depth >= this.budget.maxDepth ||
      this.evaluations >= this.budget.maxEvaluations
    ) {
      this.finish(this.frontier);
      return true;
    }
    const children: Line[] = [];
    const unexpanded: Line[] = [];
    for (const line of this.frontier) {
      if (this.evaluations >= this.budget.maxEvaluations) {
        unexpanded.push(line);
        continue;
      }
      const allowFree = line.freeActions < BOT_LIMITS.freeActionsPerLine;
      for (const action of candidateActions(line.state, allowFree))
        this.expand(line.state, action, line.first, line.freeActions, children, true);
    }
    this.depth++;
    this.frontier = this.select(children);
    if (unexpanded.length > 0) this.finish([...unexpanded, ...this.frontier]);
    return this.finished;
  }

  /** Lines cut short by the depth or the budget count with their evaluation as it stands. */
  private finish(lines: readonly Line[]): void {
    for (const line of lines) this.record(line.first, line.value, line.state);
    this.frontier = [];
    this.finished = true;
  }

  private record(first: number, value: number, end: GameState): void {
    if (value <= (this.best[first] as number)) return;
    this.best[first] = value;
    this.bestEnd[first] = end;
  }

  /** `listed`: the action was taken from legalActions(state) itself (candidates.ts), so it needs no validation. */
  private expand(
    state: GameState,
    action: Action,
    first: number,
    freeActions: number,
    into: Line[],
    listed: boolean,
  ): void {
    const after = listed ? applyLegalAction(state, action).state : checkedApply(state, action);
    this.evaluations++;
    const value = this.evaluator(after, this.seat);
    if (this.endsLine(state, action, after)) {
      this.record(first, value, after);
      return;
    }
    into.push({ state: after, first, value, freeActions: freeActions + (isFreeResourceAction(action) ? 1 : 0) });
  }

  private endsLine(before: GameState, action: Action, after: GameState): boolean {
    if (before.phase !== 'play' || after.phase !== 'play' || action.type === 'endTurn') return true;
    const top = after.stack[after.stack.length - 1];
    if (!top || top.player !== this.seat) return true;
    return !this.budget.throughReveals && after.undoFloor === after.actionCount;
  }

  /**
   * The lines kept for the next level: best first, the same position reached twice kept once, at most
   * `perFirstAction` lines per first action, at most `beamWidth` in all.
   */
  private select(lines: Line[]): Line[] {
    lines.sort((a, b) => b.value - a.value || a.first - b.first);
    const kept: Line[] = [];
    // Positions told apart by their value, then the depth and kind of their pending decision.
    const seen = new Map<number, Line[]>();
    const perFirst = new Map<number, number>();
    for (const line of lines) {
      if (kept.length >= this.budget.beamWidth) break;
      const same = seen.get(line.value);
      if (same?.some((other) => samePending(other.state, line.state))) continue;
      const count = perFirst.get(line.first) ?? 0;
      if (count >= this.budget.perFirstAction) continue;
      if (same) same.push(line);
      else seen.set(line.value, [line]);
      perFirst.set(line.first, count + 1);
      kept.push(line);
    }
    return kept;
  }
}

/** Whether two positions wait on the same depth of decisions, topped by the same kind. */
function samePending(a: GameState, b: GameState): boolean {
  return a.stack.length === b.stack.length && a.stack[a.stack.length - 1]?.kind === b.stack[b.stack.length - 1]?.kind;
}

function checkedApply(state: GameState, action: Action): GameState {
  const result = applyAction(state, action);
  if (!result.ok)
    throw new Error(`bot search produced an illegal action ${JSON.stringify(action)}: ${result.error.message}`);
  return result.state;
}
