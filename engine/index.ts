/**
 * The Saltfjord rules engine: the only entry point other parts import. Pure and deterministic — no DOM, no Node, no
 * XState — so that the session, the bots, the renderer and the save store all rely on the same rules.
 */
import type { Action } from './actions.js';
import type { GameEvent } from './events.js';
import type { GameSetup, GameState } from './types.js';
import { ActionList, legalActions, refillLegalActions, decisionOptions } from './rules/legal.js';
import {
  BASE_GAME_DECISION_KINDS,
  DECISION_KINDS,
  pendingDecision,
  type PendingDecision,
  type Prompt,
  type PromptCode,
} from './rules/pending.js';
import { performAction } from './rules/moves.js';
import { PENDING_IN_WORDS, validate } from './rules/validate.js';
import { computeFinalScore, type FinalScore, type ScoreBreakdown } from './rules/scoring.js';
import { createGameState, setupError, setupRefusal } from './rules/setup.js';
import { Tx, ruleError, type RuleError, type RuleParams } from './rules/tx.js';
import { decisionSeed, publicView, HIDDEN } from './rules/view.js';

export type { Action, ActionType } from './actions.js';
export type { ChangeReason, ChangeReasonCode, FinalScoringCategory, GameEvent, GameEventType } from './events.js';
export { CHANGE_REASON_CODES, GAME_EVENT_TYPES } from './events.js';
export type * from './types.js';
export type * from './data/index.js';
export type { PendingDecision, Prompt, PromptCode, FinalScore, ScoreBreakdown, RuleError, RuleParams };
export { ruleError };
export { REFUSAL_CODES, type RefusalCode } from './rules/refusalCodes.js';
export {
  ActionList,
  legalActions,
  refillLegalActions,
  pendingDecision,
  DECISION_KINDS,
  BASE_GAME_DECISION_KINDS,
  decisionOptions,
  publicView,
  decisionSeed,
  HIDDEN,
  setupError,
  setupRefusal,
  PENDING_IN_WORDS,
};
export { chainNextCell, dieAdjustCost } from './rules/queries.js';
export { actionTerms, type ActionTerms } from './rules/outcome.js';
export { gameTracks } from './rules/technology.js';
export { villageLayout } from './rules/village.js';
export { deliveredCratesHidden, editionData, editionOf, tableRulesOf } from './rules/edition.js';
export { isUnlocked, recordOf, recordResult, medalRank } from './rules/campaign.js';
export { soloMedalThresholds, withMedalLadder } from './rules/solo.js';
export type { CampaignProgress, ChallengeRecord, SoloResult, RecordedResult } from './rules/campaign.js';
export {
  TUTORIAL,
  TUTORIAL_SECTION_IDS,
  type TutorialFocus,
  type TutorialSection,
  type TutorialSectionId,
  type TutorialStep,
} from './data/tutorial.js';
export {
  tutorialSetup,
  sectionIndex,
  stepAt,
  actionsBefore,
  nextPlace,
  nextSectionStart,
  matchesStep,
  type TutorialPlace,
} from './rules/tutorial.js';
export { PlayoutGame } from './rules/playout.js';
export { ENGINE_VERSION } from './version.js';
export { seedRng, type RngState } from './rng.js';
export { gameSetupSchema, savedGameSetupSchema, actionSchema } from './schema.js';
export * as data from './data/index.js';

export type ApplyResult =
  | { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly error: RuleError };

/** A new game (RULES §2), waiting for the first starting-set pick. One seat is a solo game (RULES §13). */
export function createGame(setup: GameSetup): GameState {
  return createGameState(setup);
}

/** Applies one action. The input state is never changed; an illegal action changes nothing and says why. */
export function applyAction(state: GameState, action: Action): ApplyResult {
  const error = validate(state, action);
  if (error) return { ok: false, error };
  const tx = new Tx(state);
  performAction(tx, action);
  return { ok: true, state: tx.s, events: tx.events };
}

/**
 * `applyAction` for an action taken from `legalActions(state)` itself, as a bot's search takes them: the same rules,
 * copy-on-write as well, without validating the action again (validate only ever accepts what legalActions lists,
 * engine/consistency.test.ts). Any other action must go through `applyAction`.
 */
export function applyLegalAction(
  state: GameState,
  action: Action,
): { readonly state: GameState; readonly events: readonly GameEvent[] } {
  const tx = new Tx(state);
  performAction(tx, action);
  return { state: tx.s, events: tx.events };
}

/**
 * The action count back to which undo is allowed: the start of the current turn, or the last moment something random
 * or hidden was revealed (dice rolled, a fishing token drawn, a crate or building tile revealed), whichever is later.
 */
export function undoFloor(state: GameState): number {
  return state.undoFloor;
}

/** Rebuilds a game from its setup and action log. Throws, naming the action, if one of them is illegal. */
export function replay(setup: GameSetup, actions: readonly Action[]): GameState {
  let state = createGame(setup);
  actions.forEach((action, index) => {
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(`Action ${index + 1} (${action.type}) is illegal: ${result.error.message}`);
    state = result.state;
  });
  return state;
}

/** Final score (RULES §12): per player and category, winner after tie-break, and in solo the medal and task. */
export function finalScore(state: GameState): FinalScore {
  return state.final ?? computeFinalScore(state);
}

export function isGameOver(state: GameState): boolean {
  return state.phase === 'over';
}
