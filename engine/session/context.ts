import {
  decisionSeed,
  pendingDecision,
  publicView,
  undoFloor,
  type Action,
  type ApplyResult,
  type GameEvent,
  type GameSetup,
  type GameState,
  type PendingDecision,
  type RuleError,
} from '../index.js';
import { buildHistory, stateAt, type GameHistory } from './history.js';

/**
 * What the session chart (machine.ts) holds and what it asks its actors: its context, its events, and the requests
 * a bot, a person and the autosave are given.
 */

export interface BotRequest {
  /** What the bot may know: the public view of its seat, never the real state. */
  readonly view: GameState;
  readonly seat: number;
  readonly level: string;
  /** Deterministic per decision, so the same game with the same bots replays identically. */
  readonly seed: string;
}

export interface HumanRequest {
  readonly state: GameState;
  readonly pending: PendingDecision;
}

export interface SaveRequest {
  readonly setup: GameSetup;
  /** Rises with every change to the game, Undo included (the save's lineage, engine/save/lineage.ts). */
  readonly revision: number;
  readonly actions: readonly Action[];
  /** Indices into `actions` of the decisions a bot took for a person. */
  readonly botPlayed: readonly number[];
  readonly state: GameState;
  /** Undo stops here: the moment a game played on from another began (its history's floor), kept across a reload. */
  readonly undoFloor?: number;
}

export interface SessionInput {
  readonly setup: GameSetup;
  /**
   * A saved game's history, as its load rebuilt it (each action applied once there): the chart starts from it without
   * applying anything again. Absent: `actions` are applied here (tools and tests), or a new game.
   */
  readonly history?: GameHistory;
  /** The action log of a saved game, when no history is given (empty or absent: a new game). */
  readonly actions?: readonly Action[];
  /** Which of those actions a bot played for a person (restored with them). */
  readonly botPlayed?: readonly number[];
  /** The revision the game was saved at (default: its action count). */
  readonly revision?: number;
}

/**
 * A person's answer. `botPlayed` marks one the bot chose for the person ("Bot plays my turn"): it makes the game
 * assisted (RULES §13.4). A hint the person then follows is the person's own decision, and carries no mark.
 */
export type SessionEvent =
  | { readonly type: 'ACTION'; readonly action: Action; readonly botPlayed?: boolean }
  | { readonly type: 'END_TURN'; readonly botPlayed?: boolean }
  | { readonly type: 'UNDO' }
  | { readonly type: 'PAUSE' }
  | { readonly type: 'RESUME' }
  | { readonly type: 'COMMITTED' }
  /** Raised by the chart itself once a person's answer is judged (see awaitingHuman). */
  | { readonly type: 'JUDGED' };

/** A person's (or the autoplaying bot's) answer as the chart takes it: ending the turn is END_TURN, not an ACTION. */
export function answerEvent(action: Action, botPlayed = false): SessionEvent {
  return action.type === 'endTurn' ? { type: 'END_TURN', botPlayed } : { type: 'ACTION', action, botPlayed };
}

/** An action as the engine judged it, waiting for the chart to commit or refuse it: applied once, here. */
export interface Judged {
  readonly action: Action;
  readonly result: ApplyResult;
  readonly botPlayed: boolean;
}

export interface SessionContext {
  readonly setup: GameSetup;
  state: GameState;
  /** The game so far: every action with its events and the state after it (the log, replay and undo read it). */
  history: GameHistory;
  /** Rises with every change to the game: each committed action and each Undo. */
  revision: number;
  actions: Action[];
  /** Indices into `actions` of the decisions a bot took for a person, rising. */
  botPlayed: number[];
  /** The states before each undoable action of the current turn, oldest first. */
  undoStates: GameState[];
  /** Events of the last committed action still to be animated. */
  toAnimate: GameEvent[];
  /** Why the last human or bot action was refused (cleared by the next accepted one). */
  lastError: RuleError | null;
  saveError: string | null;
  /** A commit arrived while a save was being written: save again when it finishes. */
  saveAgain: boolean;
  /** The last action taken, judged by the engine, until the chart commits or refuses it. */
  judged: Judged | null;
}

/** Events up to and including the round's end belong to the turn; the rest to the end of round or final scoring. */
export function splitAtRoundEnd(events: readonly GameEvent[]): { turn: GameEvent[]; after: GameEvent[] } {
  const end = events.findIndex((event) => event.type === 'RoundEnded');
  if (end === -1) return { turn: events.slice(), after: [] };
  return { turn: events.slice(0, end + 1), after: events.slice(end + 1) };
}

/** The engine state and the turn's undo states of a history (none below its undo floor): nothing applied again. */
export function restore(history: GameHistory): { state: GameState; undoStates: GameState[] } {
  const count = history.entries.length;
  const state = stateAt(history, count);
  const undoStates: GameState[] = [];
  for (let index = Math.max(undoFloor(state), history.undoFloor ?? 0); index < count; index++)
    undoStates.push(stateAt(history, index));
  return { state, undoStates };
}

/** The chart's starting context: a saved game's history as given, or one built by applying the input's actions. */
export function initialContext(input: SessionInput): SessionContext {
  const history = input.history ?? buildHistory(input.setup, input.actions ?? [], input.botPlayed ?? []);
  const { state, undoStates } = restore(history);
  const actions = history.entries.map((entry) => entry.action);
  const botPlayed = history.entries.flatMap((entry) => (entry.botPlayed ? [entry.index] : []));
  return {
    setup: input.setup,
    state,
    history,
    revision: input.revision ?? actions.length,
    actions,
    botPlayed,
    undoStates,
    toAnimate: [],
    lastError: null,
    saveError: null,
    saveAgain: false,
    judged: null,
  };
}

/** What the autosave writes: the setup, the action log and a snapshot, with the undo floor when the history has one. */
export function saveRequest(context: SessionContext): SaveRequest {
  return {
    setup: context.setup,
    revision: context.revision,
    actions: context.actions,
    botPlayed: context.botPlayed,
    state: context.state,
    ...(context.history.undoFloor === undefined ? {} : { undoFloor: context.history.undoFloor }),
  };
}

export function isBotSeat(context: SessionContext, seat: number): boolean {
  return context.setup.seats[seat]?.kind === 'bot';
}

export function decidingSeat(context: SessionContext): number | null {
  return pendingDecision(context.state)?.seat ?? null;
}

export function humanRequest(context: SessionContext): HumanRequest {
  return { state: context.state, pending: pendingDecision(context.state) as PendingDecision };
}

export function botRequest(context: SessionContext): BotRequest {
  return seatBotRequest(context.setup, context.state, decidingSeat(context) ?? 0);
}

/**
 * What the bot of `seat` is asked in `state`: its public view, its level and a seed from the view alone, so that the
 * same decision can be asked again later (the game log explains a bot's move by asking it again).
 */
export function seatBotRequest(setup: GameSetup, state: GameState, seat: number): BotRequest {
  const view = publicView(state, seat);
  return { view, seat, level: setup.seats[seat]?.bot ?? 'medium', seed: decisionSeed(view, seat, 'bot') };
}
