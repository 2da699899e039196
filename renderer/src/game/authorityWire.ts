import { z } from 'zod';
import { BOT_SPEEDS } from '../../../engine/authority/index';
import { actionSchema, gameSetupSchema, type SeatSetup } from './engine';

/** A slot name as the page may name it (the storage checks it again before it becomes a key or a file name). */
const slotSchema = z.string().min(1).max(200);

/** What the page asks the game's worker to open, validated before anything reads it (it crosses a thread). */
export const openRequestSchema = z.strictObject({
  type: z.literal('open'),
  language: z.string().max(35),
  pace: z.strictObject({ botSpeed: z.enum(BOT_SPEEDS), animationsOff: z.boolean() }),
  /** False: this tab does not hold the game's lease, so nothing it plays is written. */
  writable: z.boolean(),
  /** Where saves live: the worker's own IndexedDB in a browser, or the page's desktop bridge (relayed). */
  storage: z.enum(['browser', 'relayed']),
  game: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('new'), slot: slotSchema, setup: gameSetupSchema, practice: z.boolean() }),
    z.strictObject({ kind: z.literal('load'), slot: slotSchema }),
    /** A saved game looked at again (replay): shown, never played or written. */
    z.strictObject({ kind: z.literal('review'), slot: slotSchema }),
    /** "Play on from here": the first `at` actions of the game in `from`, played on in `slot` by `seats`. */
    z.strictObject({ kind: z.literal('fork'), from: slotSchema, at: z.number().int().min(0).max(1_000_000), slot: slotSchema, seats: z.array(z.unknown()).max(8) }),
    /** A game saved nowhere (the tutorial's): its setup and the script's actions so far. */
    z.strictObject({ kind: z.literal('unsaved'), setup: gameSetupSchema, actions: z.array(actionSchema).max(5000) }),
  ]),
});
export type OpenRequest = Omit<z.infer<typeof openRequestSchema>, 'game'> & {
  readonly game: Exclude<z.infer<typeof openRequestSchema>['game'], { kind: 'fork' }> | { readonly kind: 'fork'; readonly from: string; readonly at: number; readonly slot: string; readonly seats: readonly SeatSetup[] };
};

export function readOpenRequest(raw: unknown): { ok: true; request: OpenRequest } | { ok: false; detail: string } {
  const parsed = openRequestSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, detail: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ').slice(0, 300) };
  // The fork's seats are checked with the whole setup they make (fork.ts), where the engine's schema can judge them.
  return { ok: true, request: parsed.data as OpenRequest };
}

/** What the worker tells the page besides the authority's own messages. */
export type WorkerReply =
  | { readonly type: 'opened'; readonly slot: string | null; readonly createdAt: string; readonly practice: boolean; readonly notices: readonly string[] }
  | { readonly type: 'openFailed'; readonly message: string; readonly restorable: boolean }
  /** A save landed but the storage could not confirm it is kept for good. */
  | { readonly type: 'warning'; readonly message: string }
  /** A storage call the worker asks the page to make (the desktop bridge lives in the page). */
  | { readonly type: 'storage'; readonly id: number; readonly method: 'loadGame' | 'saveGame'; readonly args: readonly unknown[] }
  /** A test build's answer to its debug window. */
  | { readonly type: 'debug'; readonly id: number; readonly value: unknown };
