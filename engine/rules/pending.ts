import type { Action } from '../actions.js';
import type { Frame, GameState } from '../types.js';
import { decisionOptions } from './legal.js';
import type { RuleParams } from './tx.js';
import { describePending } from './validate.js';

/** What is being asked now, of whom, with which options: the renderer builds its prompts from this. */
export interface PendingDecision {
  readonly seat: number;
  readonly kind: Frame['kind'];
  /** What is asked, as a code (the frame's kind, or the turn before or after its main action) and an English sentence. */
  readonly prompt: Prompt;
  readonly frame: Frame;
  /** The decision's own options (free actions not included). */
  readonly options: readonly Action[];
  /** Whether the resource free actions (sell, improve for fish, downgrade, throw overboard) may be taken now. */
  readonly freeActionsOpen: boolean;
  readonly canEndTurn: boolean;
}

/**
 * Which games ask each kind of decision: every game, only the advanced game (its wagons, RULES §14.1), or none — the
 * retire frame runs itself and is never left pending. Keyed by every frame kind, so a new kind must say where it is
 * asked.
 */
const ASKED_IN: Readonly<Record<Frame['kind'], 'every game' | 'advanced game' | 'never'>> = {
  draftPick: 'every game',
  startingTile: 'every game',
  turn: 'every game',
  chain: 'every game',
  improve: 'every game',
  orderOrTech: 'every game',
  buildSmall: 'every game',
  boat: 'every game',
  netsKeep: 'every game',
  boatFull: 'every game',
  tokenSlot: 'every game',
  chooseAbility: 'every game',
  dockTrade: 'every game',
  chooseResource: 'every game',
  placeWagon: 'advanced game',
  moveWagon: 'advanced game',
  retire: 'never',
};
const kindsAskedIn = (games: readonly string[]): readonly Frame['kind'][] =>
  (Object.keys(ASKED_IN) as Frame['kind'][]).filter((kind) => games.includes(ASKED_IN[kind]));

/** Every kind of decision a player may be asked, and those the game without its advanced module asks. */
export const DECISION_KINDS = kindsAskedIn(['every game', 'advanced game']);
export const BASE_GAME_DECISION_KINDS = kindsAskedIn(['every game']);

export function pendingDecision(state: GameState): PendingDecision | null {
  const frame = state.stack[state.stack.length - 1];
  if (!frame || state.phase === 'over') return null;
  const options = decisionOptions(state);
  return {
    seat: frame.player,
    kind: frame.kind,
    prompt: promptFor(state, frame),
    frame,
    options,
    freeActionsOpen: state.phase === 'play',
    canEndTurn: options.some((action) => action.type === 'endTurn'),
  };
}

/** A prompt's code: the kind of the pending frame, the turn split into before and after its main action. */
export type PromptCode = Exclude<Frame['kind'], 'turn'> | 'turnMain' | 'turnAfterMain';

/** What the player is asked: a code the table words in its language, and an English sentence for tools and logs. */
export interface Prompt {
  readonly code: PromptCode;
  readonly params: RuleParams;
  readonly message: string;
}

function promptFor(state: GameState, frame: Frame): Prompt {
  if (frame.kind === 'turn') {
    return state.turn.mainActionDone
      ? { code: 'turnAfterMain', params: {}, message: 'Take free actions or place a worker, then end your turn.' }
      : {
          code: 'turnMain',
          params: {},
          message: 'Take a die, build a large building, or retire — free actions are open too.',
        };
  }
  const text = describePending(frame);
  return { code: frame.kind, params: {}, message: text.charAt(0).toUpperCase() + text.slice(1) + '.' };
}
