import { z } from 'zod';
import {
  actionSchema,
  type Action,
  type GameEvent,
  type GameSetup,
  type GameState,
  type PendingDecision,
  type RuleError,
} from '../index.js';
import type { MoveExplanation } from '../bots/index.js';
import type { HistoryEntry } from '../session/index.js';
import type { PaceGrant } from './pace.js';

/**
 * The one protocol between a game's authority and whatever shows it (the table in a page, a network client): the
 * table sends intents, the authority answers with views. Both directions cross a thread, a process or a network, so
 * intents are validated here (zod) before anything reads them; messages hold views only — the public view of the seat
 * shown, never the seed, the generator or a face-down stack until the game is over (engine/rules/view.ts).
 */

/** Ids a client gives its questions (a hint, an explanation, a flush) so that their answers find them. */
const requestId = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const BOT_SPEEDS = ['slow', 'normal', 'fast', 'instant'] as const;

/** Everything a client may ask of a game's authority. */
export const intentSchema = z.discriminatedUnion('type', [
  /** A person's answer to the pending decision; `endTurn` ends the turn. */
  z.strictObject({ type: z.literal('act'), action: actionSchema }),
  z.strictObject({ type: z.literal('undo') }),
  z.strictObject({ type: z.literal('pause') }),
  z.strictObject({ type: z.literal('resume') }),
  /** Hands the rest of the person's turn to the hint's bot ("Bot plays my turn": the game is assisted). */
  z.strictObject({ type: z.literal('autoplay') }),
  z.strictObject({ type: z.literal('stopAutoplay') }),
  z.strictObject({ type: z.literal('skipToMyTurn') }),
  /** The table has shown (or skipped) the batch with this id; 0 is a new game's opening deal. */
  z.strictObject({ type: z.literal('animationPlayed'), batch: requestId }),
  /** Whether a table animates the batches (none: they count as played at once). */
  z.strictObject({ type: z.literal('table'), connected: z.boolean() }),
  /** How fast bots move and whether animations are off, as the player's settings say. */
  z.strictObject({ type: z.literal('pace'), botSpeed: z.enum(BOT_SPEEDS), animationsOff: z.boolean() }),
  /** Whether this authority may write the game (a tab that holds the game's lease), from now on. */
  z.strictObject({ type: z.literal('lease'), writable: z.boolean() }),
  z.strictObject({ type: z.literal('hint'), id: requestId }),
  z.strictObject({ type: z.literal('withdraw'), id: requestId }),
  /** Why the decision at `index` of the log was taken, when a bot took it. */
  z.strictObject({ type: z.literal('explain'), id: requestId, index: z.number().int().min(0).max(1_000_000) }),
  /** Answered once every change so far is written (or its write failed). */
  z.strictObject({ type: z.literal('flush'), id: requestId }),
  /** What each bot pause and animation was allowed to take (the pace's ledger, for the debug window of test builds). */
  z.strictObject({ type: z.literal('paceGrants'), id: requestId }),
]);
export type Intent = z.infer<typeof intentSchema>;

/** Events of one committed action (or of an end of round) that the table is asked to animate. */
export interface AnimationBatch {
  readonly id: number;
  /** The round the game is in once the events have happened (the log groups its lines by it). */
  readonly round: number;
  readonly events: readonly GameEvent[];
  /** The longest the table may take to play it, in ms (pace.ts); null: a person's own decision, unbounded. */
  readonly maxMs: number | null;
}

/** What the table shows at one moment, for the seat it shows: the authority's answer to everything. */
export interface TableView {
  /** The public view of the seat shown (the whole game once it is over). */
  readonly state: GameState;
  readonly pending: PendingDecision | null;
  readonly legal: readonly Action[];
  /** Every batch the table was asked to animate, oldest first. */
  readonly batches: readonly AnimationBatch[];
  /** The batch the authority waits for the table to play, or null. */
  readonly playing: AnimationBatch | null;
  readonly humanToAct: boolean;
  readonly awaitingInput: boolean;
  readonly botToAct: boolean;
  readonly undoAvailable: boolean;
  readonly paused: boolean;
  readonly autoplaying: boolean;
  readonly fastForwarding: boolean;
  readonly openingDealMs?: number;
  readonly botPlayed: readonly number[];
  /** Why the last action was refused, or why a bot could not move: a code and its data, worded by the client. */
  readonly refusal: RuleError | null;
  /** Rises with every new refusal (the same words refused twice are two refusals). */
  readonly refusalNumber: number;
  /** Why the last autosave failed (retried), in the player's words. */
  readonly saveError: string | null;
  /** Rises with every change to the game (the save's revision). */
  readonly revision: number;
  /**
   * How many of the client's moves (act, undo, pause, resume, autoplay, stopAutoplay, skipToMyTurn) this view has
   * answered: a table that sent more is still waiting for its answer and takes no input meanwhile.
   */
  readonly answered: number;
}

/** The intents that are moves of the table's player: each is answered by a table view (see `answered`). */
export const MOVE_INTENTS: ReadonlySet<Intent['type']> = new Set([
  'act',
  'undo',
  'pause',
  'resume',
  'autoplay',
  'stopAutoplay',
  'skipToMyTurn',
]);

/** Why a game stopped: a code the client words. */
export type StopCode = 'chart-failed' | 'bad-intent';

/** Everything an authority tells a client. */
export type AuthorityMessage =
  | { readonly type: 'table'; readonly table: TableView }
  /**
   * The log as the seat shown may see it: keep the first `keep` entries, then these. `setup` and `initial` (the game
   * as dealt) come when the log starts anew (the first message, a finished game's whole log, another seat shown); a
   * change of the same log leaves them out, since the client has them and they are as large as a position.
   */
  | {
      readonly type: 'history';
      readonly setup?: GameSetup;
      readonly initial?: GameState;
      readonly keep: number;
      readonly entries: readonly HistoryEntry[];
    }
  /** Jump the running animations to their end (a person acted while they played, or "Skip to my turn"). */
  | { readonly type: 'skip' }
  | {
      readonly type: 'hint';
      readonly id: number;
      readonly answer: { readonly action: Action; readonly explanation: MoveExplanation } | null;
      readonly failure?: string;
    }
  | { readonly type: 'explained'; readonly id: number; readonly explanation: MoveExplanation | null }
  | { readonly type: 'flushed'; readonly id: number; readonly saveError: string | null }
  | { readonly type: 'paceGrants'; readonly id: number; readonly grants: readonly PaceGrant[] }
  /** An intent that could not be read was refused and changed nothing. */
  | { readonly type: 'refused'; readonly code: 'bad-intent'; readonly detail: string }
  | { readonly type: 'stopped'; readonly code: StopCode; readonly reason: string };

/** Reads an intent that crossed a boundary: the intent, or why it is refused (nothing else is read from it). */
export function readIntent(
  raw: unknown,
): { readonly ok: true; readonly intent: Intent } | { readonly ok: false; readonly detail: string } {
  const parsed = intentSchema.safeParse(raw);
  if (parsed.success) return { ok: true, intent: parsed.data };
  return {
    ok: false,
    detail: parsed.error.issues
      .map((issue) => `${issue.path.join('.') || 'intent'}: ${issue.message}`)
      .join('; ')
      .slice(0, 300),
  };
}
