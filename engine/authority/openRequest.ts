import { z } from 'zod';
import { actionSchema, gameSetupSchema, type SeatSetup } from '../index.js';
import { BOT_SPEEDS } from './protocol.js';

/**
 * The first message a client sends a game's host (a page's worker, the desktop's main process): which game to open.
 * It crosses a thread or a process, so it is validated before anything reads it.
 */

/** A slot name as a client may name it (the storage checks it again before it becomes a key or a file name). */
const slotSchema = z.string().min(1).max(200);

export const openRequestSchema = z.strictObject({
  type: z.literal('open'),
  language: z.string().max(35),
  pace: z.strictObject({ botSpeed: z.enum(BOT_SPEEDS), animationsOff: z.boolean() }),
  /** False: this client does not hold the game's lease, so nothing it plays is written. */
  writable: z.boolean(),
  game: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('new'), slot: slotSchema, setup: gameSetupSchema, practice: z.boolean() }),
    z.strictObject({ kind: z.literal('load'), slot: slotSchema }),
    /** A saved game looked at again (replay): shown, never played or written. */
    z.strictObject({ kind: z.literal('review'), slot: slotSchema }),
    /** "Play on from here": the first `at` actions of the game in `from`, played on in `slot` by `seats`. */
    z.strictObject({
      kind: z.literal('fork'),
      from: slotSchema,
      at: z.number().int().min(0).max(1_000_000),
      slot: slotSchema,
      seats: z.array(z.unknown()).max(8),
    }),
    /** A game saved nowhere (the tutorial's): its setup and the script's actions so far. */
    z.strictObject({ kind: z.literal('unsaved'), setup: gameSetupSchema, actions: z.array(actionSchema).max(5000) }),
  ]),
});
type ParsedOpenRequest = z.infer<typeof openRequestSchema>;
export type OpenRequest = Omit<ParsedOpenRequest, 'game'> & {
  readonly game:
    | Exclude<ParsedOpenRequest['game'], { kind: 'fork' }>
    | {
        readonly kind: 'fork';
        readonly from: string;
        readonly at: number;
        readonly slot: string;
        readonly seats: readonly SeatSetup[];
      };
};

export function readOpenRequest(raw: unknown): { ok: true; request: OpenRequest } | { ok: false; detail: string } {
  const parsed = openRequestSchema.safeParse(raw);
  if (!parsed.success)
    return {
      ok: false,
      detail: parsed.error.issues
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; ')
        .slice(0, 300),
    };
  // The fork's seats are checked with the whole setup they make (fork.ts), where the engine's schema can judge them.
  return { ok: true, request: parsed.data as OpenRequest };
}

/**
 * Why a game could not be opened: in the player's words (a storage that words its own problems), or as a code the
 * client words (a store in a process without the catalog; a fork whose seats make no valid game).
 */
export type OpenProblem =
  | { readonly kind: 'worded'; readonly message: string }
  /** `previousFailed`: the current version could not be read and its previous version could not be either. */
  | { readonly kind: 'stored'; readonly code: string; readonly slot: string; readonly previousFailed: boolean }
  | { readonly kind: 'play-on-refused' };

/** What a load found worth telling the player, as facts the client words. */
export interface LoadFacts {
  readonly migratedFrom: number | null;
  readonly snapshotMatched: boolean;
  readonly savedBy: string;
  /** It opened from the previous version: the current one was damaged or missing. */
  readonly fromBackup: boolean;
}

/** What a host tells its client besides the authority's own messages. */
export type HostReply =
  | {
      readonly type: 'opened';
      readonly slot: string | null;
      readonly createdAt: string;
      readonly practice: boolean;
      readonly notices: readonly string[];
      readonly facts: LoadFacts | null;
    }
  | { readonly type: 'openFailed'; readonly problem: OpenProblem; readonly restorable: boolean }
  /** What the load found worth telling, once its replay is done (a game shown from its sealed position first). */
  | { readonly type: 'notices'; readonly notices: readonly string[]; readonly facts: LoadFacts | null }
  /** A save landed but the storage could not confirm it is kept for good: in the player's words, or null (the client words it). */
  | { readonly type: 'warning'; readonly message: string | null };
