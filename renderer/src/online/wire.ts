import { z } from 'zod';
import type { AuthorityMessage, CompactDecoder, CompactMessage } from '../../../engine/authority/index';

/**
 * The online server's messages as the page reads them. The server's own definition is server/wire.ts, which the page
 * may not import (the server is an entry point of its own); scripts/onlineWire.test.ts checks that the names and the
 * code's letters here are the server's. Every message from a server is read through these schemas before anything
 * looks at it: a server is an address the player typed, and may be anyone's.
 */

/** The name the server defines every game's room under. */
export const GAME_ROOM = 'game';
export const CLIENT_MESSAGES = { intent: 'intent', standIn: 'standIn' } as const;
export const SERVER_MESSAGES = {
  welcome: 'welcome',
  lobby: 'lobby',
  authority: 'authority',
  refused: 'refused',
} as const;

/** The letters of a room code (no digits, none read as another: I, L, O) and its length. */
export const CODE_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ';
export const CODE_LENGTH = 8;
export const roomCodeSchema = z
  .string()
  .length(CODE_LENGTH)
  .regex(new RegExp(`^[${CODE_LETTERS}]+$`));
export const seatTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** A code as a person may type it: any case, spaces and dashes between groups; null when it cannot be one. */
export function readRoomCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  return roomCodeSchema.safeParse(code).success ? code : null;
}

/** The longest name a player joins under (in UTF-16 units, as a text field counts), and what a name may not hold. */
export const PLAYER_NAME_LENGTH = 24;
const NOT_IN_A_NAME = /[\p{Cc}\p{Zl}\p{Zp}]/u;
/** A name as the server takes it with a join: one line of 1 to 24 characters once trimmed, no control characters. */
export const playerNameSchema = z
  .string()
  .refine((name) => !NOT_IN_A_NAME.test(name))
  .trim()
  .min(1)
  .max(PLAYER_NAME_LENGTH);

/**
 * A name as a person types it to join under: none when left blank (the seat keeps the name the host gave it), else
 * the name as the server will read it; not ok when the server would refuse it.
 */
export function readPlayerName(typed: string): { readonly ok: true; readonly name?: string } | { readonly ok: false } {
  if (typed.trim() === '') return { ok: true };
  const name = playerNameSchema.safeParse(typed);
  return name.success ? { ok: true, name: name.data } : { ok: false };
}

const seatNumber = z.number().int().min(0).max(3);

export const welcomeSchema = z.object({
  code: roomCodeSchema,
  seat: seatNumber.nullable(),
  host: z.boolean(),
  seatToken: seatTokenSchema.optional(),
});
export type Welcome = z.infer<typeof welcomeSchema>;

export const seatInLobbySchema = z.object({
  seat: seatNumber,
  name: z.string().max(80),
  kind: z.enum(['human', 'bot']),
  taken: z.boolean(),
  connected: z.boolean(),
  heldUntil: z.number().finite().nullable(),
  standIn: z.boolean(),
});
export type SeatInLobby = z.infer<typeof seatInLobbySchema>;

export const lobbySchema = z.object({
  code: roomCodeSchema,
  seats: z.array(seatInLobbySchema).min(1).max(4),
  spectators: z.number().int().min(0).max(1000),
});
export type Lobby = z.infer<typeof lobbySchema>;

export const roomRefusalSchema = z.object({ code: z.string().max(40), detail: z.string().max(300).optional() });
export type RoomRefusal = z.infer<typeof roomRefusalSchema>;

const questionId = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/**
 * Only the frame of an authority's message is checked: its type, the ids its answers are matched by, and the fields
 * the page's own code counts or slices with (a view's `answered` and its state's `phase`, a log change's `keep` and
 * `entries`). The views inside are taken as the engine's types without a schema of their own: they are built by the
 * server's copy of this very engine from its own state, are only drawn and worded by the page (never run, never
 * written to a save), and a schema of the whole game state would be as large as the engine's types and re-read the
 * whole position on every move. A server that sent a wrong position could show a wrong table, but nothing more.
 */
const authorityFrameSchema = z.discriminatedUnion('type', [
  z.looseObject({
    type: z.literal('table'),
    table: z.looseObject({
      answered: z.number().int().min(0),
      state: z.looseObject({
        phase: z.string(),
        setup: z.looseObject({
          seats: z
            .array(z.looseObject({ name: z.string() }))
            .min(1)
            .max(4),
        }),
      }),
      pending: z.looseObject({ seat: seatNumber }).nullable(),
      legal: z.array(z.unknown()),
      batches: z.array(z.unknown()),
    }),
  }),
  z.looseObject({
    type: z.literal('history'),
    keep: z.number().int().min(0),
    entries: z.array(z.unknown()),
    setup: z.looseObject({}).optional(),
    initial: z.looseObject({}).optional(),
  }),
  z.looseObject({ type: z.enum(['hint', 'explained', 'flushed', 'paceGrants']), id: questionId }),
  z.looseObject({ type: z.enum(['skip', 'refused', 'stopped']) }),
]);

/** What the server sends compact (engine/authority/compactViews.ts): a view as its changes, log entries as theirs. */
const compactFrameSchema = z.union([
  z.looseObject({ type: z.literal('tableChange'), changes: z.array(z.unknown()) }),
  z.looseObject({ type: z.literal('history'), keep: z.number().int().min(0), entries: z.array(z.looseObject({})) }),
  authorityFrameSchema,
]);

/**
 * The authority's message inside an `authority` message: rebuilt from its compact form by this connection's
 * `decoder` (which checks the changes), then its frame read (see authorityFrameSchema); null when it is none.
 */
export function readAuthorityMessage(raw: unknown, decoder: CompactDecoder): AuthorityMessage | null {
  if (!compactFrameSchema.safeParse(raw).success) return null;
  const message = decoder.decode(raw as CompactMessage);
  return message !== null && authorityFrameSchema.safeParse(message).success ? message : null;
}
