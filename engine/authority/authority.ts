import { createActor, fromCallback, fromPromise } from 'xstate';
import { pendingDecision, type Action, type GameEvent, type GameSetup, type GameState } from '../index.js';
import {
  answerEvent,
  sessionMachine,
  type BotRequest,
  type HumanRequest,
  type SaveRequest,
  type SessionActor,
  type SessionEvent,
  type SessionSnapshot,
} from '../session/index.js';
import { abortable } from './abortable.js';
import { explainLoggedDecision } from './explainLogged.js';
import { OpeningDeal } from './openingDeal.js';
import type { AuthorityOptions } from './options.js';
import { PaceLedger, type BotSpeed } from './pace.js';
import { PlayingBatch } from './playingBatch.js';
import { MOVE_INTENTS, readIntent, type AnimationBatch, type Intent } from './protocol.js';
import { animating, awaitingHuman, TableViews } from './tableView.js';
import { hintQuestion } from './views.js';

/** Events after which the turn a person handed to the bot is over. */
const TURN_OVER_EVENTS: ReadonlySet<GameEvent['type']> = new Set(['TurnStarted', 'RoundEnded', 'GameEnded']);

/**
 * The one authority of a game: it owns the engine state, the history and its revisions (inside the session chart),
 * the bots' turns, hints and autosave, and talks to its client only through the protocol (protocol.ts): intents in,
 * views out. The same class runs in a page's worker and, unchanged, in a server room.
 */
export class GameAuthority {
  private readonly actor: SessionActor;
  private readonly views: TableViews;
  private readonly pace: PaceLedger;
  private readonly opening: OpeningDeal;
  private readonly autoplayAbort = new Set<AbortController>();
  private readonly questions = new Map<number, AbortController>();
  private batches: AnimationBatch[] = [];
  private readonly playing = new PlayingBatch();
  private tableConnected = false;
  private botSpeed: BotSpeed = 'normal';
  private animationsOff = false;
  private writable: boolean;
  /** A person's input that arrived while an animation played: sent once the chart waits for a person again. */
  private queued: SessionEvent | null = null;
  private autoplaySeat: number | null = null;
  /** "Skip to my turn" was asked and no person has had to decide since. */
  private fastForward = false;
  /** Who took the decision whose events are animated next, and whether a bot seat did. */
  private decider: { readonly seat: number; readonly bot: boolean } | null = null;
  /** Ends the running bot's pause at once. */
  private cutPause: () => void = () => undefined;
  private disposed = false;
  /** How many of the client's moves have been handled (protocol.ts `answered`). */
  private answered = 0;

  constructor(private readonly options: AuthorityOptions) {
    this.writable = options.writable ?? true;
    this.botSpeed = options.pace?.botSpeed ?? 'normal';
    this.animationsOff = options.pace?.animationsOff ?? false;
    this.pace = new PaceLedger(() => this.botSpeed);
    this.views = new TableViews(options.setup);
    this.actor = createActor(this.machine(), {
      input: {
        setup: options.setup,
        ...(options.history ? { history: options.history } : {}),
        ...(options.revision === undefined ? {} : { revision: options.revision }),
      },
    });
    const state = this.actor.getSnapshot().context.state;
    const first = pendingDecision(state)?.seat;
    const botFirst =
      !options.history?.entries.length && first !== undefined && options.setup.seats[first]?.kind === 'bot';
    this.opening = new OpeningDeal(botFirst ? this.pace.openingDeal(first, this.animationsOff) : null);
    this.actor.subscribe({ next: (chart) => this.onChart(chart), error: (error) => this.stop(error) });
    this.actor.start();
  }

  /** Reads one intent from the client: validated first; a bad one is refused and changes nothing. */
  receive(raw: unknown): void {
    if (this.disposed) return;
    const read = readIntent(raw);
    if (!read.ok) {
      this.options.send({ type: 'refused', code: 'bad-intent', detail: read.detail });
      return;
    }
    this.handle(read.intent);
    // Every move of the player is answered by a view, even one that changed nothing (an Undo with nothing to undo).
    if (MOVE_INTENTS.has(read.intent.type)) {
      this.answered++;
      this.publish();
    }
  }

  /**
   * The whole game, hidden parts included: what a server stores and a test build's debug window reads. Never sent to a
   * client through the protocol.
   */
  fullRecord(): {
    readonly setup: GameSetup;
    readonly actions: readonly Action[];
    readonly botPlayed: readonly number[];
    readonly state: GameState;
  } {
    const { context } = this.actor.getSnapshot();
    return { setup: context.setup, actions: context.actions, botPlayed: context.botPlayed, state: context.state };
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.stopAutoplay();
    this.opening.end();
    this.playing.finish();
    for (const question of this.questions.values()) question.abort();
    this.actor.stop();
    this.options.bots.dispose();
  }

  private handle(intent: Intent): void {
    switch (intent.type) {
      case 'act':
        this.deliver(answerEvent(intent.action));
        return;
      case 'undo':
        this.deliver({ type: 'UNDO' });
        return;
      case 'pause':
        this.stopAutoplay();
        this.actor.send({ type: 'PAUSE' });
        return;
      case 'resume':
        this.actor.send({ type: 'RESUME' });
        return;
      case 'autoplay':
        this.autoplayTurn();
        return;
      case 'stopAutoplay':
        this.stopAutoplay();
        return;
      case 'skipToMyTurn':
        this.skipToMyTurn();
        return;
      case 'animationPlayed':
        this.animationPlayed(intent.batch);
        return;
      case 'table':
        this.tableConnected = intent.connected;
        if (!intent.connected) this.playing.finish();
        return;
      case 'pace':
        this.botSpeed = intent.botSpeed;
        this.animationsOff = intent.animationsOff;
        return;
      case 'lease':
        this.writable = intent.writable;
        return;
      case 'hint':
        this.hint(intent.id);
        return;
      case 'withdraw':
        this.questions.get(intent.id)?.abort();
        return;
      case 'explain':
        this.options.send({
          type: 'explained',
          id: intent.id,
          explanation: explainLoggedDecision(this.actor.getSnapshot().context.history, intent.index),
        });
        return;
      case 'flush':
        void this.flush().then(() =>
          this.options.send({ type: 'flushed', id: intent.id, saveError: this.actor.getSnapshot().context.saveError }),
        );
        return;
      case 'paceGrants':
        this.options.send({ type: 'paceGrants', id: intent.id, grants: this.pace.grants() });
        return;
    }
  }

  private machine() {
    return sessionMachine.provide({
      actors: {
        humanInput: fromCallback<SessionEvent, HumanRequest>(({ input, sendBack }) => {
          if (this.autoplaySeat !== input.pending.seat) return undefined;
          const abort = this.autoplayStep(input.pending.seat, sendBack);
          return () => abort.abort();
        }),
        bot: fromPromise<Action, BotRequest>(async ({ input, signal }) => {
          // "Skip to my turn" cuts a pause short, as the question being withdrawn does.
          const cut = new AbortController();
          signal.addEventListener('abort', () => cut.abort(), { once: true });
          this.cutPause = () => cut.abort();
          const thinking = this.options.bots.think(input, signal);
          await this.opening.shown(this.fastForward, cut.signal);
          const pause = abortable(this.pace.botPause(input.seat, this.fastForward), cut.signal);
          const { action } = await thinking;
          await pause;
          this.decider = { seat: input.seat, bot: true };
          return action;
        }),
        animator: fromPromise<void, { events: readonly GameEvent[] }>(({ input, signal }) =>
          this.animate(input.events, signal),
        ),
        autosave: fromPromise<void, SaveRequest>(({ input }) =>
          this.writable ? this.options.persist(input) : Promise.resolve(),
        ),
      },
    });
  }

  private deliver(event: SessionEvent): void {
    const chart = this.actor.getSnapshot();
    const seat = pendingDecision(chart.context.state)?.seat;
    const human = seat !== undefined && this.options.setup.seats[seat]?.kind === 'human';
    if (!human || this.autoplaySeat !== null || chart.matches({ game: 'paused' })) return;
    this.decider = { seat, bot: false };
    if (awaitingHuman(chart)) {
      this.actor.send(event);
      return;
    }
    if (animating(chart)) {
      // The person is faster than the animation: finish it, then answer (the chart ignores input while animating).
      this.queued = event;
      this.options.send({ type: 'skip' });
      this.playing.finish();
    }
  }

  private autoplayTurn(): void {
    const chart = this.actor.getSnapshot();
    const pending = pendingDecision(chart.context.state);
    if (!pending || this.options.setup.seats[pending.seat]?.kind !== 'human' || this.autoplaySeat !== null) return;
    this.autoplaySeat = pending.seat;
    this.publish();
    // The chart is already waiting for this person: its input actor started before the hand-over, so ask from here.
    if (awaitingHuman(chart)) this.autoplayStep(pending.seat, (event) => this.actor.send(event));
  }

  private stopAutoplay(): void {
    if (this.autoplaySeat === null) return;
    this.autoplaySeat = null;
    for (const abort of this.autoplayAbort) abort.abort();
    this.autoplayAbort.clear();
    this.publish();
  }

  private skipToMyTurn(): void {
    const { state } = this.actor.getSnapshot().context;
    const pending = pendingDecision(state);
    const humanToAct = pending !== null && this.options.setup.seats[pending.seat]?.kind === 'human';
    if (humanToAct || !this.options.setup.seats.some((seat) => seat.kind === 'human')) return;
    this.fastForward = true;
    this.pace.skipAsked(pending?.seat ?? state.current);
    this.cutPause();
    this.opening.end();
    this.options.send({ type: 'skip' });
    this.playing.finish();
    this.publish();
  }

  private animationPlayed(batch: number): void {
    if (batch === 0) this.opening.end();
    this.playing.played(batch);
  }

  /** The hint's bot's choice for the person deciding now (null when no person is to decide). */
  private hint(id: number): void {
    const { state } = this.actor.getSnapshot().context;
    const pending = pendingDecision(state);
    if (!pending || this.options.setup.seats[pending.seat]?.kind !== 'human') {
      this.options.send({ type: 'hint', id, answer: null });
      return;
    }
    const abort = new AbortController();
    this.questions.set(id, abort);
    this.options.bots.think(hintQuestion(state, pending.seat), abort.signal).then(
      (answer) => {
        this.questions.delete(id);
        if (!abort.signal.aborted) this.options.send({ type: 'hint', id, answer });
      },
      (error: unknown) => {
        this.questions.delete(id);
        this.options.send({
          type: 'hint',
          id,
          answer: null,
          failure: error instanceof Error ? error.message : String(error),
        });
      },
    );
  }

  private flush(): Promise<void> {
    const written = (chart: SessionSnapshot): boolean => !chart.matches({ persistence: 'saving' });
    if (written(this.actor.getSnapshot())) return Promise.resolve();
    return new Promise((resolve) => {
      const subscription = this.actor.subscribe((chart) => {
        if (!written(chart)) return;
        subscription.unsubscribe();
        resolve();
      });
    });
  }

  private animate(events: readonly GameEvent[], signal: AbortSignal): Promise<void> {
    const id = this.batches.length + 1;
    const decider = this.decider ?? { seat: 0, bot: false };
    const maxMs =
      events.length === 0 ? null : this.pace.animation(id, decider.seat, decider.bot, events, this.fastForward);
    const batch: AnimationBatch = { id, round: this.actor.getSnapshot().context.state.round, events, maxMs };
    this.batches = [...this.batches, batch];
    if (this.autoplaySeat !== null && events.some((event) => TURN_OVER_EVENTS.has(event.type))) this.stopAutoplay();
    if (events.length === 0 || !this.tableConnected || this.animationsOff || maxMs === 0) return Promise.resolve();
    return this.playing.wait(batch, signal, () => this.options.send({ type: 'skip' }));
  }

  /** Asks the hint's bot for the person's next decision and answers it; returns the way to withdraw the question. */
  private autoplayStep(seat: number, answer: (event: SessionEvent) => void): AbortController {
    const abort = new AbortController();
    this.autoplayAbort.add(abort);
    const { state } = this.actor.getSnapshot().context;
    this.options.bots.think(hintQuestion(state, seat), abort.signal).then(
      ({ action }) => {
        this.autoplayAbort.delete(abort);
        if (abort.signal.aborted || this.autoplaySeat !== seat) return;
        this.decider = { seat, bot: false };
        answer(answerEvent(action, true));
      },
      () => {
        this.autoplayAbort.delete(abort);
        if (!abort.signal.aborted) this.stopAutoplay();
      },
    );
    return abort;
  }

  private onChart(chart: SessionSnapshot): void {
    if (this.disposed) return;
    if (this.queued && awaitingHuman(chart)) {
      const event = this.queued;
      this.queued = null;
      // Sent after this notification, so the chart is not re-entered from inside its own subscriber.
      queueMicrotask(() => {
        if (!this.disposed) this.actor.send(event);
      });
    }
    if (
      this.autoplaySeat !== null &&
      (chart.matches({ game: 'paused' }) || this.decisionLeft(this.autoplaySeat, chart))
    )
      this.stopAutoplay();
    this.publish(chart);
  }

  /**
   * The decision is now another seat's: the bot played the asking person's part (in the opening picks no turn ends
   * between two people's decisions), and the next person decides for themself.
   */
  private decisionLeft(seat: number, chart: SessionSnapshot): boolean {
    const pending = pendingDecision(chart.context.state);
    return pending !== null && pending.seat !== seat;
  }

  private stop(error: unknown): void {
    this.options.send({
      type: 'stopped',
      code: 'chart-failed',
      reason: error instanceof Error ? error.message : String(error),
    });
  }

  private publish(chart: SessionSnapshot = this.actor.getSnapshot()): void {
    if (this.disposed) return;
    const { context } = chart;
    const pending = pendingDecision(context.state);
    // A person must decide: skipping to their turn is over.
    if (pending && this.options.setup.seats[pending.seat]?.kind === 'human') this.fastForward = false;
    const flags = {
      batches: this.batches,
      playing: this.playing.batch,
      autoplaying: this.autoplaySeat !== null,
      fastForwarding: this.fastForward,
      openingDealMs: this.opening.waitingMs(),
      answered: this.answered,
    };
    if (this.options.seatViews) {
      this.options.seatViews.publish(chart, flags);
      return;
    }
    const history = this.views.historyChange(context.history, context.state);
    if (history) this.options.send(history);
    this.options.send({ type: 'table', table: this.views.view(chart, flags) });
  }
}
