import {
  applyAction, createGame, legalActions, pendingDecision, undoFloor,
  type Action, type GameEvent, type GameSetup, type GameState, type PendingDecision,
} from '../../../engine/index';
import { chooseRandom } from '../../../engine/bots/random';
import { seedRng, type RngState } from '../../../engine/rng';
import { rememberDice, type DiceMemory } from './diceMemory';

/** Everything the table shows at one moment: read-only, replaced (never mutated) after each action. */
export interface ControllerSnapshot {
  readonly state: GameState;
  readonly pending: PendingDecision | null;
  readonly legal: readonly Action[];
  /** The dice taken this round with their colour, value and cell (see diceMemory.ts). */
  readonly dice: DiceMemory;
  /** The events of the last action applied (empty after an undo or a load): what the scene animates. */
  readonly lastEvents: readonly GameEvent[];
  /** Counts applied actions and undos, so the scene can tell a new batch of events from a re-render. */
  readonly revision: number;
  /** True when the seat to act is a human and the engine allows stepping back. */
  readonly undoAvailable: boolean;
  /** A bot is thinking: human input is ignored until it is done. */
  readonly busy: boolean;
}

export type SendResult = { readonly ok: true } | { readonly ok: false; readonly message: string };

/**
 * The renderer's only way to play. The session statechart (engine/session) will implement the same interface; until
 * then `LocalController` drives the engine directly.
 */
export interface GameController {
  getSnapshot(): ControllerSnapshot;
  subscribe(listener: () => void): () => void;
  send(action: Action): SendResult;
  /** Back one action, never below `undoFloor(state)`. */
  undo(): void;
  /** The setup and the action log so far: what a save holds. */
  record(): GameRecord;
  /** Stops bot timers; the controller is unusable afterwards. */
  dispose(): void;
}

/** What a save of the current game holds: the setup and every action, in order. */
export interface GameRecord {
  readonly setup: GameSetup;
  readonly actions: readonly Action[];
}

export interface LocalControllerOptions {
  /** Milliseconds a bot waits before acting, read before each bot move so a settings change applies at once. */
  readonly botDelayMs: () => number;
  /** Called after every applied action and every undo, with the game as it now stands (autosave). */
  readonly onRecord?: (record: GameRecord, state: GameState) => void;
}

/**
 * Plays a game with the engine in this thread. Keeps the action log (for saves and replay) and every state since the
 * game began, so that undo is a lookup rather than a replay.
 */
export class LocalController implements GameController {
  private readonly setup: GameSetup;
  private readonly actions: Action[] = [];
  /** states[n] is the state after n actions. */
  private readonly states: GameState[];
  /** dice[n] is the dice memory after n actions. */
  private readonly dice: DiceMemory[] = [[]];
  private readonly listeners = new Set<() => void>();
  private readonly botRng: RngState;
  private snapshot: ControllerSnapshot;
  private botTimer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;

  constructor(setup: GameSetup, private readonly options: LocalControllerOptions, actions: readonly Action[] = []) {
    this.setup = setup;
    this.states = [createGame(setup)];
    for (const action of actions) {
      const result = applyAction(this.current(), action);
      if (!result.ok) throw new Error(`The saved game cannot be continued: ${result.error.message}`);
      this.actions.push(action);
      this.states.push(result.state);
      this.dice.push(rememberDice(this.currentDice(), result.events));
    }
    // Bots of a reloaded game must not replay the same choices as before the reload, nor differ between two runs of
    // the same game: seed them from the game's seed and its length.
    this.botRng = seedRng(`${String(setup.seed)}/bots/${actions.length}`);
    this.snapshot = this.makeSnapshot([]);
    this.scheduleBot();
  }

  getSnapshot(): ControllerSnapshot {
    return this.snapshot;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  record(): GameRecord {
    return { setup: this.setup, actions: this.actions.slice() };
  }

  send(action: Action): SendResult {
    if (this.disposed) return { ok: false, message: 'This game has been closed.' };
    if (this.snapshot.busy) return { ok: false, message: 'Wait for the bot to finish its move.' };
    const pending = this.snapshot.pending;
    if (pending && this.isBotSeat(pending.seat)) return { ok: false, message: 'It is a bot’s turn.' };
    return this.apply(action);
  }

  undo(): void {
    if (!this.snapshot.undoAvailable) return;
    this.actions.pop();
    this.states.pop();
    this.dice.pop();
    this.publish([]);
  }

  dispose(): void {
    this.disposed = true;
    if (this.botTimer !== null) clearTimeout(this.botTimer);
    this.botTimer = null;
    this.listeners.clear();
  }

  private current(): GameState {
    return this.states[this.states.length - 1] as GameState;
  }

  private currentDice(): DiceMemory {
    return this.dice[this.dice.length - 1] as DiceMemory;
  }

  private isBotSeat(seat: number): boolean {
    return this.setup.seats[seat]?.kind === 'bot';
  }

  private apply(action: Action): SendResult {
    const result = applyAction(this.current(), action);
    if (!result.ok) return { ok: false, message: result.error.message };
    this.actions.push(action);
    this.states.push(result.state);
    this.dice.push(rememberDice(this.currentDice(), result.events));
    this.publish(result.events);
    return { ok: true };
  }

  private publish(events: readonly GameEvent[]): void {
    this.snapshot = this.makeSnapshot(events);
    this.options.onRecord?.(this.record(), this.current());
    this.scheduleBot();
    for (const listener of [...this.listeners]) listener();
  }

  private makeSnapshot(events: readonly GameEvent[]): ControllerSnapshot {
    const state = this.current();
    const pending = pendingDecision(state);
    const botToMove = pending !== null && this.isBotSeat(pending.seat);
    return {
      state,
      pending,
      legal: legalActions(state),
      dice: this.currentDice(),
      lastEvents: events,
      revision: (this.snapshot?.revision ?? -1) + 1,
      undoAvailable: pending !== null && !botToMove && state.actionCount > undoFloor(state),
      busy: botToMove,
    };
  }

  /**
   * Bots play with `chooseRandom` until the real bots land. They choose among the decision's own options (never the
   * free resource actions), so a bot turn is a handful of moves rather than a random walk of sells and improves.
   */
  private scheduleBot(): void {
    if (this.disposed || this.botTimer !== null) return;
    const pending = this.snapshot.pending;
    if (!pending || !this.isBotSeat(pending.seat)) return;
    this.botTimer = setTimeout(() => {
      this.botTimer = null;
      if (this.disposed) return;
      const now = this.snapshot.pending;
      if (!now || !this.isBotSeat(now.seat)) return;
      const choices = now.options.length > 0 ? now.options : this.snapshot.legal;
      this.apply(chooseRandom(choices, this.botRng));
    }, this.options.botDelayMs());
  }
}
