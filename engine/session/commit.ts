import {
  applyAction,
  pendingDecision,
  ruleError,
  undoFloor,
  type Action,
  type GameState,
  type RuleError,
} from '../index.js';
import { appendEntry, truncateHistory } from './history.js';
import type { Judged, SessionContext } from './context.js';

/**
 * How the session chart (machine.ts) changes the game: an action judged once by the engine, then committed or
 * refused, and Undo back to the state before the turn's last action.
 */

/** The engine's judgement of `action` in the current state: the one time it is applied. */
export function judge(context: SessionContext, action: Action, botPlayed: boolean): { judged: Judged } {
  return { judged: { action, result: applyAction(context.state, action), botPlayed } };
}

export function judgedError(context: SessionContext): RuleError | null {
  const result = context.judged?.result;
  return result && !result.ok ? result.error : null;
}

/** Commits an accepted engine result: new state, log, history, undo states, events to animate, a new revision. */
export function committed(context: SessionContext, judged: Judged): Partial<SessionContext> {
  if (!judged.result.ok) return {};
  const { state, events } = judged.result;
  const barrier = undoFloor(state) === state.actionCount;
  const seat = pendingDecision(context.state)?.seat ?? context.state.current;
  return {
    state,
    history: appendEntry(context.history, {
      seat,
      round: context.state.round,
      action: judged.action,
      events,
      botPlayed: judged.botPlayed,
      after: state,
    }),
    revision: context.revision + 1,
    actions: [...context.actions, judged.action],
    botPlayed: judged.botPlayed ? [...context.botPlayed, context.actions.length] : context.botPlayed,
    undoStates: barrier ? [] : [...context.undoStates, context.state],
    toAnimate: events.slice(),
    lastError: null,
    judged: null,
  };
}

/** Takes back the last action: the state before it, and the log and history without it, at a new revision. */
export function undone(context: SessionContext): Partial<SessionContext> {
  return {
    state: context.undoStates[context.undoStates.length - 1] as GameState,
    history: truncateHistory(context.history, context.actions.length - 1),
    revision: context.revision + 1,
    actions: context.actions.slice(0, -1),
    botPlayed: context.botPlayed.filter((index) => index < context.actions.length - 1),
    undoStates: context.undoStates.slice(0, -1),
    toAnimate: [],
    lastError: null,
  };
}

/** A bot's illegal choice, reported with the engine's refusal so the paused game can say what the bot got wrong. */
export function botRefusal(context: SessionContext): Partial<SessionContext> {
  const error = judgedError(context);
  const lastError = error
    ? ruleError('bot-illegal', `The bot chose an illegal action: ${error.message}`, {
        ...error.params,
        refusal: error.code,
      })
    : null;
  return { lastError, judged: null };
}

/**
 * A bot that could not decide, in the thinker's own words (the page's bot worker says them in the player's language),
 * not "Error: …".
 */
export function botFailure(error: unknown): Partial<SessionContext> {
  return {
    lastError: ruleError('bot-failed', `The bot could not decide: ${reasonOf(error)}`, { reason: reasonOf(error) }),
  };
}

/** What a rejection says: an Error's message (not "Error: …"), anything else as text. */
export function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
