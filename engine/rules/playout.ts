import type { Action } from '../actions.js';
import type { GameEvent } from '../events.js';
import type { GameSetup, GameState } from '../types.js';
import { performAction } from './moves.js';
import { createGameState } from './setup.js';
import { Tx, cloneState, copyRoot } from './tx.js';

/** Passed only by `PlayoutGame.newGame`: the state was made for this game, and nobody else holds it. */
const OWN_STATE = Symbol('own state');

export interface PlayoutOptions {
  /** Keep an undo log, so that `undo` can take actions back. */
  readonly undoable?: boolean;
  /** Build the events of each action (default); without them `playLegal` returns an empty list. */
  readonly events?: boolean;
}

/**
 * A game played forward in place, for simulations and bots: they play many thousands of actions and need no earlier
 * state, so copying the parts an action writes (what the pure `applyAction` does, and must do for everyone else) is
 * wasted on them. It owns its state, a copy of the one it starts from sharing nothing writable (or, from `newGame`, the
 * state set up for it), and plays the same rules through the same code as `applyAction`; engine/rules/playout.test.ts holds the two equal action by action over whole games.
 *
 * With `events: false`, no event is built (a random playout that reads none allocates none) and `playLegal` returns
 * an empty list; the state it reaches is the same.
 *
 * With `undoable`, each action keeps the state's root as it was before and copies the parts it writes (as
 * `applyAction` does), so `undo` can put the previous state back exactly; without it nothing is copied.
 * The events an action returns may share lists with the live state: read them before the next action. Only actions
 * taken from `legalActions(state)` may be played (nothing is validated again), and only by code that keeps no state
 * of it from one action to the next: a kept state changes under it (so bots, which remember values by the identity
 * of a state's arrays, search on applyAction's states).
 */
export class PlayoutGame {
  readonly state: GameState;
  private readonly before: GameState[] | null;
  private readonly events: boolean;
  /** Without an undo log, one in-place transaction plays every action. */
  private readonly inPlace: Tx | null;

  constructor(start: GameState, options: PlayoutOptions = {}, own?: typeof OWN_STATE) {
    this.state = own === OWN_STATE ? start : cloneState(start);
    this.before = options.undoable ? [] : null;
    this.events = options.events ?? true;
    this.inPlace = this.before ? null : new Tx(this.state, 'inPlace', this.events);
  }

  /** A new game of `setup` (as `createGame` sets it up), played in place from its first decision: nothing to copy. */
  static newGame(setup: GameSetup, options: PlayoutOptions = {}): PlayoutGame {
    return new PlayoutGame(createGameState(setup), options, OWN_STATE);
  }

  /** Plays an action taken from this game's own legal actions (not checked again); its events, unless turned off. */
  playLegal(action: Action): readonly GameEvent[] {
    let tx = this.inPlace;
    if (tx) {
      tx.nextAction();
    } else {
      this.before?.push(copyRoot(this.state));
      tx = new Tx(this.state, 'liveRoot', this.events);
    }
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
