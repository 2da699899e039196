import type { MoveExplanation } from '../../../engine/bots/index';
import { LOOK_ONLY, type PaceGrant } from '../../../engine/authority/index';
import { boundaries, stateAt, stepFrom, type GameHistory, type ReplayStep } from '../../../engine/session';
import type { ControllerSnapshot, GameController, ReviewedGame } from './controller';
import { pendingDecision } from './engine';

/**
 * A finished (or unfinished) game looked at again: the table is given the state after the first n actions of its log,
 * read-only — nobody is asked to act, no bot thinks, nothing is saved. It is a GameController, so the replay reuses
 * the game table as it is; the replay bar moves n.
 */
export class ReplayController implements GameController {
  private readonly listeners = new Set<() => void>();
  private readonly history: GameHistory;
  private readonly botPlayed: readonly number[];
  private count: number;
  private snapshot: ControllerSnapshot;

  constructor(
    private readonly reviewed: ReviewedGame,
    start: number = reviewed.history.entries.length,
  ) {
    this.history = reviewed.history;
    this.botPlayed = this.history.entries.flatMap((entry) => (entry.botPlayed ? [entry.index] : []));
    this.count = this.clamp(start);
    this.snapshot = this.makeSnapshot(0);
  }

  /** How many actions of the log have been played at the moment shown. */
  position(): number {
    return this.count;
  }

  /** How many actions the whole log holds. */
  length(): number {
    return this.history.entries.length;
  }

  /** The round and turn starts, for the bar's marks. */
  marks(step: ReplayStep): number[] {
    return boundaries(this.history, step);
  }

  goTo(count: number): void {
    const next = this.clamp(count);
    if (next === this.count) return;
    this.count = next;
    this.publish();
  }

  /** One action, one turn or one round forward (1) or back (-1). */
  step(step: 'action' | ReplayStep, direction: 1 | -1): void {
    this.goTo(step === 'action' ? this.count + direction : stepFrom(this.history, this.count, step, direction));
  }

  getSnapshot(): ControllerSnapshot {
    return this.snapshot;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  review(): ReviewedGame {
    return this.reviewed;
  }

  explain(index: number): Promise<MoveExplanation | null> {
    return this.reviewed.explain(index);
  }

  // A replay answers nothing: every way of playing is a no-op.
  send(): void {}
  undo(): void {}
  pause(): void {}
  resume(): void {}
  suggest(): Promise<null> {
    return Promise.resolve(null);
  }
  autoplayTurn(): void {}
  stopAutoplay(): void {}
  skipToMyTurn(): void {}
  paceGrants(): Promise<readonly PaceGrant[]> {
    return Promise.resolve([]);
  }
  connectTable(): void {}
  animationPlayed(): void {}
  flush(): Promise<void> {
    return Promise.resolve();
  }

  dispose(): void {
    this.listeners.clear();
  }

  private clamp(count: number): number {
    return Math.max(0, Math.min(this.history.entries.length, Math.round(count)));
  }

  private publish(): void {
    this.snapshot = this.makeSnapshot(this.snapshot.revision + 1);
    for (const listener of [...this.listeners]) listener();
  }

  private makeSnapshot(revision: number): ControllerSnapshot {
    const state = stateAt(this.history, this.count);
    // A replay is watched, not played: it answers nothing.
    return {
      ...LOOK_ONLY,
      state,
      pending: pendingDecision(state),
      revision,
      history: this.history,
      botPlayed: this.botPlayed,
      lastError: null,
    };
  }
}
