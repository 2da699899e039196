import {
  MOVE_INTENTS,
  type AuthorityMessage,
  type BotAnswer,
  type BotSpeed,
  type Intent,
  type PaceGrant,
  type TableView,
} from '../../../engine/authority/index';
import type { MoveExplanation } from '../../../engine/bots/index';
import type { GameHistory } from '../../../engine/session';
import type { Action } from './engine';
import { jsonEqual } from '../../../engine/save/index';
import { t } from '../i18n';
import { refusalText } from './describe';
import type { AnimationTable, ControllerSnapshot, GameController, ReviewedGame } from './controllerTypes';

/** How the client reaches its authority: a worker's port in the page (a network room online). */
export interface AuthorityPort {
  post(intent: Intent): void;
  /** Starts delivering the authority's messages; returns the way to stop. */
  listen(receive: (message: AuthorityMessage) => void): void;
  close(): void;
}

type Waiting<T> = Map<number, (value: T) => void>;

/** What a read-only table's every view says: nobody acts here, nothing is offered. */
const LOOK_ONLY = {
  readOnly: true,
  humanToAct: false,
  awaitingInput: false,
  undoAvailable: false,
  autoplaying: false,
  legal: [],
} as const;

/**
 * The table's side of the protocol: it holds what its authority sent — the seat's view, the log as that seat may see
 * it — and sends intents back. It keeps no copy of the game, decides no rule and applies no action.
 */
export class AuthorityClient implements GameController {
  private readonly listeners = new Set<() => void>();
  private readonly hints: Waiting<BotAnswer | null> = new Map();
  private readonly explanations: Waiting<MoveExplanation | null> = new Map();
  private readonly flushes: Waiting<string | null> = new Map();
  private readonly grants: Waiting<readonly PaceGrant[]> = new Map();
  private nextId = 1;
  private table: AnimationTable | null = null;
  private history: GameHistory | null = null;
  private snapshot: ControllerSnapshot | null = null;
  private stopped: string | null = null;
  private refusalNumber = 0;
  /** How many of the player's moves were sent (the authority's views say how many they answer). */
  private moves = 0;
  private disposed = false;
  /** Another tab plays the game (or it was opened only to be looked at): this table sends no move and offers none. */
  private lookOnly = false;
  /** Resolves once the first view has arrived (the game can be shown). */
  readonly ready: Promise<void>;
  private markReady: () => void = () => undefined;

  constructor(
    private readonly port: AuthorityPort,
    private readonly slot: string | null,
  ) {
    this.ready = new Promise((resolve) => {
      this.markReady = resolve;
    });
    port.listen((message) => this.receive(message));
  }

  getSnapshot(): ControllerSnapshot {
    if (!this.snapshot) throw new Error('The game has not been shown yet.');
    return this.snapshot;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  send(action: Action): void {
    this.post({ type: 'act', action });
  }
  undo(): void {
    if (this.snapshot?.undoAvailable) this.post({ type: 'undo' });
  }
  pause(): void {
    this.post({ type: 'pause' });
  }
  resume(): void {
    this.post({ type: 'resume' });
  }
  autoplayTurn(): void {
    this.post({ type: 'autoplay' });
  }
  stopAutoplay(): void {
    this.post({ type: 'stopAutoplay' });
  }
  skipToMyTurn(): void {
    this.post({ type: 'skipToMyTurn' });
  }
  animationPlayed(batch: number): void {
    this.post({ type: 'animationPlayed', batch });
  }
  setPace(botSpeed: BotSpeed, animationsOff: boolean): void {
    this.post({ type: 'pace', botSpeed, animationsOff });
  }

  connectTable(table: AnimationTable | null): void {
    this.table = table;
    this.post({ type: 'table', connected: table !== null });
  }

  suggest(signal: AbortSignal): Promise<BotAnswer | null> {
    if (!this.snapshot?.humanToAct) return Promise.resolve(null);
    const id = this.ask(this.hints, (resolve) => resolve(null));
    signal.addEventListener(
      'abort',
      () => {
        this.post({ type: 'withdraw', id: id.id });
        this.hints.get(id.id)?.(null);
        this.hints.delete(id.id);
      },
      { once: true },
    );
    this.post({ type: 'hint', id: id.id });
    return id.answer;
  }

  explain(index: number): Promise<MoveExplanation | null> {
    const { id, answer } = this.ask(this.explanations, (resolve) => resolve(null));
    this.post({ type: 'explain', id, index });
    return answer;
  }

  flush(): Promise<void> {
    const { id, answer } = this.ask(this.flushes, (resolve) => resolve(null));
    this.post({ type: 'flush', id });
    return answer.then(() => undefined);
  }

  paceGrants(): Promise<readonly PaceGrant[]> {
    const { id, answer } = this.ask(this.grants, (resolve) => resolve([]));
    this.post({ type: 'paceGrants', id });
    return answer;
  }

  review(): ReviewedGame {
    return { history: this.getSnapshot().history, slot: this.slot, explain: (index) => this.explain(index) };
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.port.close();
    for (const waiting of [this.hints, this.explanations, this.flushes])
      for (const resolve of waiting.values()) resolve(null);
    for (const resolve of this.grants.values()) resolve([]);
    this.listeners.clear();
  }

  /**
   * From now on the table only shows the game: its bots are paused (the game goes on in the tab that holds it, not
   * here), no move, Undo or hand-over is sent, and every view says that nobody may act at this table.
   */
  readOnly(): void {
    if (this.lookOnly) return;
    this.post({ type: 'pause' });
    this.lookOnly = true;
    if (this.snapshot) this.publish(this.snapshot);
  }

  /** The game stopped (its authority failed, or its worker is gone): the table says why and plays on no more. */
  stop(reason: string): void {
    this.stopped = reason;
    if (this.snapshot) this.publish({ ...this.snapshot, awaitingInput: false, humanToAct: false });
  }

  private post(intent: Intent): void {
    if (this.disposed || (this.lookOnly && MOVE_INTENTS.has(intent.type))) return;
    this.port.post(intent);
    if (!MOVE_INTENTS.has(intent.type)) return;
    // Until the authority answers, the table shows it is waiting: no second move is taken from a position gone stale.
    this.moves++;
    if (this.snapshot?.awaitingInput) this.publish({ ...this.snapshot, awaitingInput: false });
  }

  /** A question with an id whose answer arrives as a message; answered with `fallback` once the client is disposed. */
  private ask<T>(
    waiting: Waiting<T>,
    fallback: (resolve: (value: T) => void) => void,
  ): { id: number; answer: Promise<T> } {
    const id = this.nextId++;
    const answer = new Promise<T>((resolve) => {
      if (this.disposed) {
        fallback(resolve);
        return;
      }
      waiting.set(id, resolve);
    });
    return { id, answer };
  }

  private answer<T>(waiting: Waiting<T>, id: number, value: T): void {
    waiting.get(id)?.(value);
    waiting.delete(id);
  }

  private receive(message: AuthorityMessage): void {
    if (this.disposed) return;
    switch (message.type) {
      case 'table':
        this.show(message.table);
        return;
      case 'history':
        this.extend(message);
        return;
      case 'skip':
        this.table?.skip();
        return;
      case 'hint':
        this.answer(this.hints, message.id, message.answer);
        return;
      case 'explained':
        this.answer(this.explanations, message.id, message.explanation);
        return;
      case 'flushed':
        this.answer(this.flushes, message.id, message.saveError);
        return;
      case 'paceGrants':
        this.answer(this.grants, message.id, message.grants);
        return;
      case 'refused':
        return;
      case 'stopped':
        this.stop(t('app.gameStopped', { reason: message.reason }));
        return;
    }
  }

  private extend(message: Extract<AuthorityMessage, { type: 'history' }>): void {
    const { setup, initial } = message.setup && message.initial ? message : (this.history ?? {});
    // A change of a log the client was never sent whole cannot be applied: the authority always sends the whole first.
    if (!setup || !initial) return;
    const known = this.history?.entries.slice(0, message.keep) ?? [];
    this.history = { setup, initial, entries: [...known, ...message.entries] };
    if (this.snapshot) this.publish({ ...this.snapshot, history: this.history });
  }

  /**
   * Takes a new table view, keeping the objects of the last one that did not change (a new message is a new copy of
   * everything), so that the table's memos and the scene redraw only what moved.
   */
  private show(view: TableView): void {
    const kept = keepUnchanged(this.snapshot, view, this.refusalNumber);
    this.refusalNumber = view.refusalNumber;
    this.publish({
      ...view,
      ...kept,
      awaitingInput: view.awaitingInput && view.answered >= this.moves,
      playing: view.playing ? (kept.batches.find((batch) => batch.id === view.playing?.id) ?? view.playing) : null,
      history: this.history ?? { setup: view.state.setup, initial: view.state, entries: [] },
      lastError: view.refusal ? refusalText(view.refusal) : null,
    });
  }

  /** Publishes `snapshot` as the next one (its revision one above the last), for the table's subscribers. */
  private publish(snapshot: Omit<ControllerSnapshot, 'revision'> & { readonly revision?: number }): void {
    const revision = (this.snapshot?.revision ?? 0) + 1;
    this.snapshot = {
      ...snapshot,
      revision,
      ...(this.stopped ? { lastError: this.stopped } : {}),
      ...(this.lookOnly ? LOOK_ONLY : {}),
    };
    if (revision === 1) this.markReady();
    for (const listener of [...this.listeners]) listener();
  }
}

/**
 * The parts of `view` that did not change since `last`, as `last`'s objects; the refusal is the last one while its
 * number, `refusalNumber`, is the same.
 */
function keepUnchanged(
  last: ControllerSnapshot | null,
  view: TableView,
  refusalNumber: number,
): Pick<ControllerSnapshot, 'state' | 'pending' | 'legal' | 'batches' | 'refusal'> {
  if (!last)
    return {
      state: view.state,
      pending: view.pending,
      legal: view.legal,
      batches: view.batches,
      refusal: view.refusal,
    };
  const same = jsonEqual(last.state, view.state);
  return {
    state: same ? last.state : view.state,
    pending: same ? last.pending : view.pending,
    legal: same && jsonEqual(last.legal, view.legal) ? last.legal : view.legal,
    batches: last.batches.length === view.batches.length ? last.batches : view.batches,
    refusal: view.refusalNumber === refusalNumber ? last.refusal : view.refusal,
  };
}
