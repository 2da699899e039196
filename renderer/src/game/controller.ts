import { createActor, fromCallback, fromPromise } from 'xstate';
import {
  sessionMachine, type BotRequest, type HumanRequest, type SaveRequest, type SessionActor, type SessionEvent, type SessionSnapshot,
} from '../../../engine/session/index';
import {
  decisionSeed, legalActions, pendingDecision, publicView, type Action, type GameEvent, type GameSetup, type GameState,
} from './engine';
import { extendHistory, emptyHistory, type GameHistory } from '../../../engine/session';
import type { BotAnswer, BotThinker } from './botWorker';
import { i18n } from '../i18n';
import { refusalText } from './describe';
import { OPENING_DEAL_BATCH, type AnimationBatch, type AnimationTable, type ControllerSnapshot, type GameController, type GameRecord } from './controllerTypes';
import { PaceLedger, type BotSpeed, type PaceGrant } from './pace';

export { OPENING_DEAL_BATCH, type AnimationBatch, type AnimationTable, type ControllerSnapshot, type GameController, type GameRecord, type Refusal } from './controllerTypes';

export interface SessionControllerOptions {
  readonly setup: GameSetup;
  /** The action log of a saved game (absent: a new game). */
  readonly actions?: readonly Action[];
  /** Which of those actions a bot played for a person. */
  readonly botPlayed?: readonly number[];
  /** The revision the saved game was at (default: its action count). */
  readonly revision?: number;
  /** The bots' thread; the controller owns it and disposes of it with the game. */
  readonly bots: BotThinker;
  /** Writes the game; a rejection becomes the chart's saveError and is retried. */
  readonly autosave: (request: SaveRequest) => Promise<void>;
  /** How long bot turns may take (their pauses and animations, pace.ts); read before each bot decision. */
  readonly botSpeed: () => BotSpeed;
  /** True when animations are switched off (instant speed): batches count as played at once. */
  readonly animationsOff: () => boolean;
}

/** The level of the bot that gives hints and plays a turn for a human (issue 6: "the medium bot's suggestion"). */
export const HINT_BOT_LEVEL = 'medium';

/** What a hint (and "Bot plays my turn") asks the bot for `seat`: seeded per decision, so the same game gets the same hints. */
export function hintQuestion(state: GameState, seat: number): BotRequest {
  const view = publicView(state, seat);
  return { view, seat, level: HINT_BOT_LEVEL, seed: decisionSeed(view, seat, 'hint') };
}

/** An animation never holds the game longer than this, even if the table stops reporting (a hidden tab, a bug). */
const LONGEST_ANIMATION_MS = 12_000;
/** Events after which the turn a human handed to the bot is over. */
const TURN_OVER_EVENTS: ReadonlySet<GameEvent['type']> = new Set(['TurnStarted', 'RoundEnded', 'GameEnded']);

function awaitingHuman(chart: SessionSnapshot): boolean {
  return chart.matches({ game: { round: 'awaitingHuman' } }) || chart.matches({ game: { setup: 'awaitingHuman' } });
}

function animating(chart: SessionSnapshot): boolean {
  return chart.matches({ game: { round: 'animating' } }) || chart.matches({ game: { setup: 'animating' } })
    || chart.matches({ game: 'endOfRound' }) || chart.matches({ game: 'finalScoring' });
}

/** A person's (or the autoplaying bot's) answer as the chart takes it: ending the turn is END_TURN, not an ACTION. */
function answerEvent(action: Action, botPlayed = false): SessionEvent {
  return action.type === 'endTurn' ? { type: 'END_TURN', botPlayed } : { type: 'ACTION', action, botPlayed };
}

function abortable(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0 || signal.aborted) { resolve(); return; }
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, { once: true });
  });
}

/**
 * Plays a game through the session statechart (engine/session/): the chart applies every action, asks bots
 * (thinking in a worker), waits for the table's animations and autosaves. This class only forwards people's input as
 * chart events and publishes the chart's context as snapshots for React; it decides no rule.
 */
export class SessionController implements GameController {
  private readonly actor: SessionActor;
  private readonly listeners = new Set<() => void>();
  private readonly autoplayAbort = new Set<AbortController>();
  private snapshot: ControllerSnapshot;
  private batches: AnimationBatch[] = [];
  private history: GameHistory;
  private playing: { readonly batch: AnimationBatch; readonly finish: () => void } | null = null;
  private table: AnimationTable | null = null;
  /** A person's input that arrived while an animation played: sent once the chart waits for a human again. */
  private queued: SessionEvent | null = null;
  private autoplaySeat: number | null = null;
  /** "Skip to my turn" was asked and no person has had to decide since. */
  private fastForward = false;
  /** Who took the decision whose events are animated next, and whether a bot seat did. */
  private decider: { readonly seat: number; readonly bot: boolean } | null = null;
  /** What each bot pause and each batch was allowed to take (read back through the debug window). */
  readonly pace: PaceLedger;
  /**
   * A new game's opening deal, until the table has shown it (its dice tumbling onto the pool): the first bot to
   * decide waits for it, so the tumble is not cut short by the bot's move. Null for a loaded game, or once shown.
   */
  private opening: { readonly shown: Promise<void>; readonly end: () => void; readonly ms: number } | null = null;
  /** Ends the running bot's pause at once. */
  private cutPause: () => void = () => undefined;
  private disposed = false;

  constructor(private readonly options: SessionControllerOptions) {
    this.pace = new PaceLedger(options.botSpeed);
    const machine = sessionMachine.provide({
      actors: {
        humanInput: fromCallback<SessionEvent, HumanRequest>(({ input, sendBack }) => {
          if (this.autoplaySeat !== input.pending.seat) return undefined;
          const abort = this.autoplayStep(input.state, input.pending.seat, sendBack);
          return () => abort.abort();
        }),
        bot: fromPromise<Action, BotRequest>(async ({ input, signal }) => {
          // "Skip to my turn" cuts a pause short, as the question being withdrawn does.
          const cut = new AbortController();
          signal.addEventListener('abort', () => cut.abort(), { once: true });
          this.cutPause = () => cut.abort();
          const thinking = this.options.bots.think(input, signal);
          await this.openingShown(cut.signal);
          const pause = abortable(this.pace.botPause(input.seat, this.fastForward), cut.signal);
          const { action } = await thinking;
          await pause;
          this.decider = { seat: input.seat, bot: true };
          return action;
        }),
        animator: fromPromise<void, { events: readonly GameEvent[] }>(({ input, signal }) => this.animate(input.events, signal)),
        autosave: fromPromise<void, SaveRequest>(({ input }) => this.options.autosave(input)),
      },
    });
    this.history = emptyHistory(options.setup);
    this.actor = createActor(machine, { input: { setup: options.setup, actions: options.actions ?? [], botPlayed: options.botPlayed ?? [], ...(options.revision === undefined ? {} : { revision: options.revision }) } });
    this.opening = this.openingWait(options);
    this.snapshot = this.makeSnapshot(this.actor.getSnapshot(), 0);
    this.actor.subscribe({
      next: (chart) => this.onChart(chart),
      error: (error) => this.fail(error),
    });
    this.actor.start();
  }

  getSnapshot(): ControllerSnapshot {
    return this.snapshot;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  send(action: Action): void {
    this.deliver(answerEvent(action));
  }

  undo(): void {
    if (!this.snapshot.undoAvailable) return;
    this.deliver({ type: 'UNDO' });
  }

  pause(): void {
    this.stopAutoplay();
    this.actor.send({ type: 'PAUSE' });
  }

  resume(): void {
    this.actor.send({ type: 'RESUME' });
  }

  async suggest(signal: AbortSignal): Promise<BotAnswer | null> {
    const { state, pending, humanToAct } = this.snapshot;
    if (!pending || !humanToAct) return null;
    return this.options.bots.think(hintQuestion(state, pending.seat), signal);
  }

  autoplayTurn(): void {
    const { state, pending, humanToAct } = this.snapshot;
    if (!pending || !humanToAct) return;
    this.autoplaySeat = pending.seat;
    this.publish();
    // The chart is already waiting for this human: its input actor started before the hand-over, so ask from here.
    const chart = this.actor.getSnapshot();
    if (awaitingHuman(chart)) this.autoplayStep(state, pending.seat, (event) => this.actor.send(event));
  }

  stopAutoplay(): void {
    if (this.autoplaySeat === null) return;
    this.autoplaySeat = null;
    for (const abort of this.autoplayAbort) abort.abort();
    this.autoplayAbort.clear();
    this.publish();
  }

  paceGrants(): readonly PaceGrant[] {
    return this.pace.grants();
  }

  skipToMyTurn(): void {
    if (this.snapshot.humanToAct || !this.options.setup.seats.some((seat) => seat.kind === 'human')) return;
    this.fastForward = true;
    this.pace.skipAsked(this.snapshot.pending?.seat ?? this.snapshot.state.current);
    this.cutPause();
    this.opening?.end();
    this.table?.skip();
    this.playing?.finish();
    this.publish();
  }

  connectTable(table: AnimationTable | null): void {
    this.table = table;
    if (!table) this.playing?.finish();
  }

  animationPlayed(batch: number): void {
    if (batch === OPENING_DEAL_BATCH) this.opening?.end();
    if (this.playing?.batch.id === batch) this.playing.finish();
  }

  record(): GameRecord {
    const { context } = this.actor.getSnapshot();
    return { setup: context.setup, actions: context.actions.slice(), botPlayed: context.botPlayed.slice() };
  }

  flush(): Promise<void> {
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

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.stopAutoplay();
    this.opening?.end();
    this.playing?.finish();
    this.actor.stop();
    this.options.bots.dispose();
    this.listeners.clear();
  }

  // ------------------------------------------------------------------------------------------------

  private deliver(event: SessionEvent): void {
    if (this.disposed) return;
    const chart = this.actor.getSnapshot();
    const seat = pendingDecision(chart.context.state)?.seat;
    if (seat !== undefined) this.decider = { seat, bot: false };
    if (awaitingHuman(chart)) {
      this.actor.send(event);
      return;
    }
    if (animating(chart) && this.snapshot.humanToAct) {
      // The person is faster than the animation: finish it, then answer (the chart ignores input while animating).
      this.queued = event;
      this.table?.skip();
      this.playing?.finish();
    }
  }

  private animate(events: readonly GameEvent[], signal: AbortSignal): Promise<void> {
    const id = this.batches.length + 1;
    const decider = this.decider ?? { seat: 0, bot: false };
    const maxMs = events.length === 0 ? null : this.pace.animation(id, decider.seat, decider.bot, events, this.fastForward);
    const batch: AnimationBatch = { id, round: this.actor.getSnapshot().context.state.round, events, maxMs };
    this.batches = [...this.batches, batch];
    if (this.autoplaySeat !== null && events.some((event) => TURN_OVER_EVENTS.has(event.type))) this.stopAutoplay();
    if (events.length === 0 || !this.table || this.options.animationsOff() || maxMs === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const finish = (): void => {
        clearTimeout(timer);
        if (this.playing?.batch === batch) this.playing = null;
        resolve();
      };
      // A batch with a time budget (a bot's turn, the change of round) holds the game no longer than that: what the
      // table still plays then jumps to its end.
      const timer = setTimeout(() => { if (maxMs !== null) this.table?.skip(); finish(); }, maxMs ?? LONGEST_ANIMATION_MS);
      signal.addEventListener('abort', finish, { once: true });
      this.playing = { batch, finish };
    });
  }

  /**
   * A new game whose first decision is a bot's waits for its opening deal to be shown, at most the opening's budget
   * (pace.ts), so a table that never reports it (a hidden tab) holds nothing for long. A person deciding first needs
   * no wait: acting during the tumble ends it, as it ends any animation.
   */
  private openingWait(options: SessionControllerOptions): SessionController['opening'] {
    const state = this.actor.getSnapshot().context.state;
    const seat = pendingDecision(state)?.seat;
    if ((options.actions ?? []).length > 0 || seat === undefined || options.setup.seats[seat]?.kind !== 'bot') return null;
    const ms = this.pace.openingDeal(seat, options.animationsOff());
    let resolve: () => void = () => undefined;
    const shown = new Promise<void>((done) => { resolve = done; });
    return { shown, ms, end: () => { this.opening = null; resolve(); } };
  }

  /** Waits, before a bot decides, for the opening deal to be shown (see openingWait); at once when there is none. */
  private async openingShown(cut: AbortSignal): Promise<void> {
    const opening = this.opening;
    if (!opening) return;
    await Promise.race([opening.shown, abortable(this.fastForward ? 0 : opening.ms, cut)]);
    opening.end();
  }

  /** Asks the medium bot for the human's next decision and answers it; returns the way to withdraw the question. */
  private autoplayStep(state: GameState, seat: number, answer: (event: SessionEvent) => void): AbortController {
    const abort = new AbortController();
    this.autoplayAbort.add(abort);
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
      queueMicrotask(() => { if (!this.disposed) this.actor.send(event); });
    }
    if (this.autoplaySeat !== null && chart.matches({ game: 'paused' })) this.stopAutoplay();
    this.publish(chart);
  }

  private fail(error: unknown): void {
    this.snapshot = { ...this.snapshot, revision: this.snapshot.revision + 1, lastError: i18n.t('app.gameStopped', { reason: error instanceof Error ? error.message : String(error) }) };
    for (const listener of [...this.listeners]) listener();
  }

  private publish(chart: SessionSnapshot = this.actor.getSnapshot()): void {
    this.snapshot = this.makeSnapshot(chart, this.snapshot.revision + 1);
    for (const listener of [...this.listeners]) listener();
  }

  private makeSnapshot(chart: SessionSnapshot, revision: number): ControllerSnapshot {
    const { context } = chart;
    const state = context.state;
    // Most snapshots (an animation played, an autosave written) keep the engine state: keep what is derived from it
    // too, so that the table's memos and the scene see nothing new and redraw nothing.
    const same = this.snapshot?.state === state;
    const pending = same ? this.snapshot.pending : pendingDecision(state);
    const paused = chart.matches({ game: 'paused' });
    const seat = pending ? this.options.setup.seats[pending.seat] : undefined;
    const human = seat?.kind === 'human';
    const autoplaying = this.autoplaySeat !== null;
    this.history = extendHistory(this.history, context.actions, context.botPlayed);
    const humanToAct = pending !== null && human && !paused && !autoplaying;
    // A person must decide: skipping to their turn is over.
    if (human && pending !== null) this.fastForward = false;
    return {
      state,
      pending,
      legal: same ? this.snapshot.legal : pending ? legalActions(state) : [],
      revision,
      batches: this.batches,
      history: this.history,
      playing: this.playing?.batch ?? null,
      humanToAct,
      awaitingInput: humanToAct && awaitingHuman(chart),
      botToAct: pending !== null && seat?.kind === 'bot' && !paused,
      undoAvailable: humanToAct && context.undoStates.length > 0,
      paused,
      autoplaying,
      fastForwarding: this.fastForward,
      ...(this.opening ? { openingDealMs: this.opening.ms } : {}),
      botPlayed: context.botPlayed,
      lastError: context.lastError ? refusalText(context.lastError) : null,
      refusal: context.lastError,
      saveError: context.saveError,
    };
  }
}
