import {
  applyAction,
  createGame,
  pendingDecision,
  type Action,
  type GameEvent,
  type GameSetup,
  type GameState,
} from '../index.js';
import type { SaveCodec } from '../save/codec.js';

/**
 * A game's history, rebuilt from what a save holds — its setup and action log — and nothing else: the events of
 * every action (for the game log, identical after a reload, Continue or Load), the state after every action (for
 * replay and "play on from here"), who took each decision, and which of them a bot took for a person.
 * Engine states are immutable (every action returns a new one that shares what it did not change), so keeping one
 * per action costs little.
 */

export interface HistoryEntry {
  /** Position in the action log: this is action `index`, and the state after it is the state after `index + 1` actions. */
  readonly index: number;
  /** The seat that took the decision. */
  readonly seat: number;
  /** The round the decision was taken in. */
  readonly round: number;
  readonly action: Action;
  readonly events: readonly GameEvent[];
  /** A bot took this decision for a person ("Bot plays my turn"). */
  readonly botPlayed: boolean;
  readonly after: GameState;
}

export interface GameHistory {
  readonly setup: GameSetup;
  readonly initial: GameState;
  readonly entries: readonly HistoryEntry[];
  /**
   * How many of the first entries no Undo takes back, whatever the turn: a game played on from a moment of another
   * (renderer/src/game/fork.ts) keeps that game's moves as they were played.
   */
  readonly undoFloor?: number;
}

export function emptyHistory(setup: GameSetup): GameHistory {
  return { setup, initial: createGame(setup), entries: [] };
}

/**
 * The history of `actions`, reusing the entries of `known` for the actions both share at the start (the session adds
 * one action at a time and undo takes the last ones back, so usually all but the newest are reused). Throws on an
 * action the engine refuses: the log comes from a game the engine has already accepted.
 */
export function extendHistory(
  known: GameHistory,
  actions: readonly Action[],
  botPlayed: readonly number[],
): GameHistory {
  const marked = new Set(botPlayed);
  let shared = 0;
  while (shared < known.entries.length && shared < actions.length) {
    const entry = known.entries[shared] as HistoryEntry;
    if (entry.action !== actions[shared] || entry.botPlayed !== marked.has(shared)) break;
    shared++;
  }
  if (shared === actions.length && shared === known.entries.length) return known;
  const entries = known.entries.slice(0, shared);
  let state = entries.at(-1)?.after ?? known.initial;
  for (let index = shared; index < actions.length; index++) {
    const action = actions[index] as Action;
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(`action ${index} (${action.type}) is illegal: ${result.error.message}`);
    const seat = pendingDecision(state)?.seat ?? state.current;
    entries.push({
      index,
      seat,
      round: state.round,
      action,
      events: result.events,
      botPlayed: marked.has(index),
      after: result.state,
    });
    state = result.state;
  }
  return { ...known, entries };
}

/** The history with one more entry at its end (the session commits an action it has just applied). */
export function appendEntry(history: GameHistory, entry: Omit<HistoryEntry, 'index'>): GameHistory {
  return { ...history, entries: [...history.entries, { ...entry, index: history.entries.length }] };
}

/** The history of the first `count` actions (undo takes the last one back; a fork keeps a beginning). */
export function truncateHistory(history: GameHistory, count: number): GameHistory {
  return count >= history.entries.length
    ? history
    : { ...history, entries: history.entries.slice(0, Math.max(0, count)) };
}

export function buildHistory(
  setup: GameSetup,
  actions: readonly Action[],
  botPlayed: readonly number[] = [],
): GameHistory {
  return extendHistory(emptyHistory(setup), actions, botPlayed);
}

/** The state after the first `count` actions (0: the game as dealt), clamped to the history's ends. */
export function stateAt(history: GameHistory, count: number): GameState {
  if (count <= 0) return history.initial;
  return (history.entries[Math.min(count, history.entries.length) - 1] as HistoryEntry).after;
}

export type ReplayStep = 'turn' | 'round';

/** The action counts at which a turn (or a round) starts: 0, and the count after every action that began one. */
export function boundaries(history: GameHistory, step: ReplayStep): number[] {
  const begins: GameEvent['type'] = step === 'turn' ? 'TurnStarted' : 'DiceRolled';
  const out = [0];
  for (const entry of history.entries)
    if (entry.events.some((event) => event.type === begins)) out.push(entry.index + 1);
  return out;
}

/**
 * Where stepping by a turn or a round from `count` lands: the next boundary after it (or the end of the game), or the
 * one before it (or the deal).
 */
export function stepFrom(history: GameHistory, count: number, step: ReplayStep, direction: 1 | -1): number {
  const marks = boundaries(history, step);
  const end = history.entries.length;
  if (direction === 1) return Math.min(end, marks.find((mark) => mark > count) ?? end);
  return [...marks].reverse().find((mark) => mark < count) ?? 0;
}

/**
 * A save codec (engine/save) that keeps the history of the game it replays: a load that checks every action by
 * applying it gets the history from that one replay, instead of applying the log a second time to build it.
 */
export function historyRecorder(
  base: SaveCodec<GameSetup, Action, GameState>,
  apply: typeof applyAction = applyAction,
): {
  readonly codec: SaveCodec<GameSetup, Action, GameState>;
  history(botPlayed: readonly number[]): GameHistory | null;
} {
  let setup: GameSetup | null = null;
  let initial: GameState | null = null;
  const entries: Omit<HistoryEntry, 'botPlayed'>[] = [];
  const codec: SaveCodec<GameSetup, Action, GameState> = {
    ...base,
    createGame(gameSetup) {
      setup = gameSetup;
      initial = base.createGame(gameSetup);
      entries.length = 0;
      return initial;
    },
    applyAction(state, action) {
      const result = apply(state, action);
      if (result.ok)
        entries.push({
          index: entries.length,
          seat: pendingDecision(state)?.seat ?? state.current,
          round: state.round,
          action,
          events: result.events,
          after: result.state,
        });
      return result;
    },
  };
  return {
    codec,
    history(botPlayed) {
      if (setup === null || initial === null) return null;
      const marked = new Set(botPlayed);
      return { setup, initial, entries: entries.map((entry) => ({ ...entry, botPlayed: marked.has(entry.index) })) };
    },
  };
}
