import type { Action } from '../actions.js';
import type { GameEvent } from '../events.js';
import type { GameState } from '../types.js';
import { performAction, validate } from './moves.js';
import { Tx, cloneState, copyRoot, type RuleError } from './tx.js';

export type PlayResult =
  | { readonly ok: true; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly error: RuleError };

/**
 * A game played forward in place, for simulations and bots: they play many thousands of actions and need no earlier
 * state, so copying the parts an action writes (what the pure `applyAction` does, and must do for everyone else) is
 * wasted on them. It owns its state, a copy of the one it starts from sharing nothing writable, and plays the same rules through the same
 * code as `applyAction`; engine/rules/playout.test.ts holds the two equal action by action over whole games.
 *
 * With `undoable`, each action keeps the state's root as it was before and copies the parts it writes (as
 * `applyAction` does), so `undo` can put the previous state back exactly; without it nothing is copied.
 * The events an action returns may share lists with the live state: read them before the next action.
 */
export class PlayoutGame {
  readonly state: GameState;
  private readonly before: GameState[] | null;

  constructor(start: GameState, options: { readonly undoable?: boolean } = {}) {
    this.state = cloneState(start);
    this.before = options.undoable ? [] : null;
  }

  /** Plays any action: an illegal one changes nothing and says why (as `applyAction`). */
  play(action: Action): PlayResult {
    const error = validate(this.state, action);
    if (error) return { ok: false, error };
    return { ok: true, events: this.playLegal(action) };
  }

  /** Plays an action taken from this game's own legal actions (not checked again). */
  playLegal(action: Action): readonly GameEvent[] {
    if (this.before) this.before.push(copyRoot(this.state));
    const tx = new Tx(this.state, this.before ? 'liveRoot' : 'inPlace');
    performAction(tx, action);
    return tx.events;
  }

  /** Takes back the last action played (only in an `undoable` game). */
  undo(): void {
    if (!this.before) throw new Error('this playout keeps no undo log');
    const previous = this.before.pop();
    if (!previous) throw new Error('nothing to undo');
    Object.assign(this.state, previous);
  }

  /** Actions that `undo` can still take back. */
  get undoDepth(): number {
    return this.before?.length ?? 0;
  }
}
