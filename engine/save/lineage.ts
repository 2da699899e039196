import { z } from 'zod';

/**
 * Whose write a save is. A game keeps one identity for its whole life; every change to it — an action, an Undo, a bot's
 * move — raises its revision by one; and each session that plays it (a tab, a window) writes under a writer name of its
 * own. So the store can tell an owner's rewind (an Undo: fewer actions, a higher revision) from a stranger's stale copy
 * (a second tab, a window left open), which an action count cannot.
 */
export interface SaveLineage {
  /** The game's identity, chosen when it is created; a game played on from another has its own. */
  readonly gameId: string;
  /** Rises by one with every change to the game, Undo included. */
  readonly revision: number;
  /** The session writing: a fresh name each time a game is opened to be played. */
  readonly writer: string;
  /** The writer whose save this session opened and continues (a reload, a take-over), or null for a new game. */
  readonly takenFrom: string | null;
}

const nameSchema = z.string().min(1).max(80);

export const lineageFields = {
  gameId: nameSchema,
  revision: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  writer: nameSchema,
  takenFrom: nameSchema.nullable(),
} as const;

/** The writer name of saves written before saves had writers: whichever session opens such a game takes it from it. */
export const WRITER_BEFORE_LINEAGE = 'before-lineage';

/** The identity of a game saved before games had one: its creation time was what told it from later games in its slot. */
export function legacyGameId(createdAt: string): string {
  return `created:${createdAt}`;
}

export type ReplaceVerdict =
  | { readonly ok: true }
  | { readonly ok: false; readonly storedRevision: number; readonly revision: number };

/**
 * May `next` replace `stored` in a slot? Another game may (the slot is reused); the same game only by its owner —
 * the writer of the stored save, or the session that opened that very save and continues it — and never with a
 * revision older than the stored one, so a write still in flight from a session that was overtaken cannot land.
 */
export function replaceVerdict(stored: SaveLineage | null, next: SaveLineage): ReplaceVerdict {
  if (stored === null || stored.gameId !== next.gameId) return { ok: true };
  const owner = next.writer === stored.writer || next.takenFrom === stored.writer;
  const current = next.writer === stored.writer ? next.revision >= stored.revision : next.revision > stored.revision;
  return owner && current ? { ok: true } : { ok: false, storedRevision: stored.revision, revision: next.revision };
}

/** Just the lineage of a save (the envelope carries it beside the game). */
export function lineageOf(save: SaveLineage): SaveLineage {
  return { gameId: save.gameId, revision: save.revision, writer: save.writer, takenFrom: save.takenFrom };
}
