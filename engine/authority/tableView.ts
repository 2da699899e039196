import {
  legalActions,
  pendingDecision,
  type Action,
  type GameSetup,
  type GameState,
  type PendingDecision,
} from '../index.js';
import type { GameHistory, HistoryEntry, SessionSnapshot } from '../session/index.js';
import type { AnimationBatch, AuthorityMessage, TableView } from './protocol.js';
import { entryView, seatView, setupView, shownSeat } from './views.js';

export function awaitingHuman(chart: SessionSnapshot): boolean {
  return chart.matches({ game: { round: 'awaitingHuman' } }) || chart.matches({ game: { setup: 'awaitingHuman' } });
}

export function animating(chart: SessionSnapshot): boolean {
  return (
    chart.matches({ game: { round: 'animating' } }) ||
    chart.matches({ game: { setup: 'animating' } }) ||
    chart.matches({ game: 'endOfRound' }) ||
    chart.matches({ game: 'finalScoring' })
  );
}

/** The parts of the table view the session adds to the chart's own (who acts, animations, autoplay). */
export interface SessionFlags {
  readonly batches: readonly AnimationBatch[];
  readonly playing: AnimationBatch | null;
  readonly autoplaying: boolean;
  readonly fastForwarding: boolean;
  readonly openingDealMs: number | null;
  readonly answered: number;
}

interface Shown {
  readonly state: GameState;
  readonly seat: number;
  readonly view: GameState;
  readonly pending: PendingDecision | null;
  readonly legal: readonly Action[];
}

/**
 * The part of a table view that shows a position and answers nothing: no legal action, no input awaited, no animation,
 * nobody to act. A preview before the replay has started the authority, and a replay's positions, are shown so.
 */
export const LOOK_ONLY = {
  legal: [],
  batches: [],
  playing: null,
  humanToAct: false,
  awaitingInput: false,
  botToAct: false,
  undoAvailable: false,
  paused: false,
  autoplaying: false,
  fastForwarding: false,
  refusal: null,
  saveError: null,
  // Nothing the player sends is answered here.
  answered: 0,
} as const satisfies Partial<TableView>;

/**
 * What a table shows of a saved game while its log is still being replayed: the stored position as the seat shown may
 * see it, answering nothing (no legal action, no input awaited) until the authority's own first view replaces it.
 */
export function previewView(
  setup: GameSetup,
  position: GameState,
  revision: number,
  botPlayed: readonly number[],
): TableView {
  const seat = shownSeat(setup, position, null);
  const view = seatView(position, seat, position.phase === 'over');
  return { ...LOOK_ONLY, state: view, pending: pendingDecision(view), botPlayed, refusalNumber: 0, revision };
}

/**
 * Turns the chart's positions into what one table may see, and remembers what it last sent, so that a position that
 * did not change (an animation played, a save written) reuses its view, and the log goes out one new entry at a time.
 */
export class TableViews {
  private shown: Shown | null = null;
  private sentHistory: GameHistory | null = null;
  private sentOver = false;
  private sentSeat: number | null = null;
  /** Counts the chart's refusals, so that a client can tell a new refusal from the same one sent again. */
  private refusals: { readonly error: unknown; readonly number: number } = { error: null, number: 0 };

  /** `seat`: the one seat this table always shows (a player's own screen online); absent, a hot-seat table's turn. */
  constructor(
    private readonly setup: GameSetup,
    private readonly fixedSeat?: number,
  ) {}

  /** The seat the table shows now. */
  seat(state: GameState): number {
    return this.fixedSeat ?? shownSeat(this.setup, state, this.shown?.seat ?? null);
  }

  view(chart: SessionSnapshot, flags: SessionFlags): TableView {
    const { context } = chart;
    const shown = this.show(context.state);
    const paused = chart.matches({ game: 'paused' });
    const deciding = pendingDecision(context.state);
    const seat = deciding ? this.setup.seats[deciding.seat] : undefined;
    const human = seat?.kind === 'human';
    const humanToAct = deciding !== null && human && !paused && !flags.autoplaying;
    return {
      state: shown.view,
      pending: shown.pending,
      legal: humanToAct && deciding?.seat === shown.seat ? shown.legal : [],
      batches: flags.batches,
      playing: flags.playing,
      humanToAct,
      awaitingInput: humanToAct && awaitingHuman(chart),
      botToAct: deciding !== null && seat?.kind === 'bot' && !paused,
      undoAvailable: humanToAct && context.undoStates.length > 0,
      paused,
      autoplaying: flags.autoplaying,
      fastForwarding: flags.fastForwarding,
      ...(flags.openingDealMs === null ? {} : { openingDealMs: flags.openingDealMs }),
      botPlayed: context.botPlayed,
      refusal: context.lastError,
      refusalNumber: this.refusalNumber(context.lastError),
      saveError: context.saveError,
      revision: context.revision,
      answered: flags.answered,
    };
  }

  /** The log's change since it was last sent, as a message; null when nothing changed. */
  historyChange(history: GameHistory, state: GameState): AuthorityMessage | null {
    const over = state.phase === 'over';
    const seat = this.seat(state);
    if (history === this.sentHistory && over === this.sentOver) return null;
    // A finished game is sent again whole, every state shown; otherwise only what is new since the last message
    // (an Undo keeps fewer entries). A hot-seat table that passes to the next player keeps the entries it has.
    const known = this.sentHistory && over === this.sentOver ? this.sentHistory.entries : [];
    let keep = 0;
    while (keep < known.length && keep < history.entries.length && known[keep] === history.entries[keep]) keep++;
    const first = this.sentHistory === null || over !== this.sentOver || seat !== this.sentSeat;
    this.sentHistory = history;
    this.sentOver = over;
    this.sentSeat = seat;
    const entries: HistoryEntry[] = history.entries.slice(keep).map((entry) => entryView(entry, seat, over));
    if (first) return { type: 'history', ...setupView(history, seat, over), keep, entries };
    return entries.length > 0 || keep < known.length ? { type: 'history', keep, entries } : null;
  }

  private refusalNumber(error: unknown): number {
    if (error !== null && error !== this.refusals.error) this.refusals = { error, number: this.refusals.number + 1 };
    return this.refusals.number;
  }

  private show(state: GameState): Shown {
    const seat = this.seat(state);
    if (this.shown?.state === state && this.shown.seat === seat) return this.shown;
    const view = seatView(state, seat, state.phase === 'over');
    const deciding = pendingDecision(state);
    this.shown = {
      state,
      seat,
      view,
      pending: deciding ? pendingDecision(view) : null,
      legal: deciding ? legalActions(state) : [],
    };
    return this.shown;
  }
}
