import { z } from 'zod';
import type { AuthorityMessage, SeatRefusalCode } from '../engine/authority/index.js';

/**
 * What crosses the network between the online server and its clients, besides the protocol of a game's authority
 * (engine/authority/protocol.ts), which travels inside it unchanged. Every byte a client sends is read through these
 * schemas before anything else looks at it. docs/online.md lists the messages with their payloads.
 */

/** The name every game's room is defined under: clients create and join games through it. */
export const GAME_ROOM = 'game';

/** Letters a room code is made of: no digits, and none of the letters read as another (I, L, O). */
export const CODE_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ';
/** 8 letters of 23: over 36 bits, so that codes cannot be guessed at the rate joins are allowed. */
export const CODE_LENGTH = 8;
export const roomCodeSchema = z
  .string()
  .length(CODE_LENGTH)
  .regex(new RegExp(`^[${CODE_LETTERS}]+$`));

/** A seat token as the server hands it out: 32 random bytes in base64url (256 bits). */
export const seatTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** The longest name a player joins under (in UTF-16 units, as a text field counts): it is drawn beside the others. */
export const PLAYER_NAME_LENGTH = 24;
/** Control characters (C0, DEL, C1) and the line and paragraph separators: a name is one line of plain text. */
const NOT_IN_A_NAME = /[\p{Cc}\p{Zl}\p{Zp}]/u;
/** The name a player joins under, trimmed: what the table, the log and the lobby call that player's seat. */
export const playerNameSchema = z
  .string('a name is text')
  .refine((name) => !NOT_IN_A_NAME.test(name), 'a name has no control characters')
  .trim()
  .min(1, `a name has 1 to ${PLAYER_NAME_LENGTH} characters`)
  .max(PLAYER_NAME_LENGTH, `a name has 1 to ${PLAYER_NAME_LENGTH} characters`);

/** The options of a matchmaking request: create a game, or join one by its code as a seat or a spectator. */
export const roomOptionsSchema = z.union([
  /** The host's setup form, as offline but without the seed: read by `readSetupForm` (setupForm.ts). */
  z.strictObject({ create: z.record(z.string().max(40), z.unknown()) }),
  /** Takes the seat this token belongs to (a returning player, on any device, after any restart of the server). */
  z.strictObject({ code: roomCodeSchema, seatToken: seatTokenSchema }),
  /**
   * Takes a person's seat nobody has taken yet: this one, or the first free one, under the player's own name (without
   * one, the seat keeps the name the host's form gave it). The host's own name is the one in the form.
   */
  z.strictObject({
    code: roomCodeSchema,
    claim: z.number().int().min(0).max(3).optional(),
    name: playerNameSchema.optional(),
  }),
  z.strictObject({ code: roomCodeSchema, watch: z.literal(true) }),
]);
export type RoomOptions = z.infer<typeof roomOptionsSchema>;

/** The options of a matchmaking request read, or why not: a bad name has a code of its own, to say what to change. */
export function readRoomOptions(
  raw: unknown,
):
  | { readonly ok: true; readonly options: RoomOptions }
  | { readonly ok: false; readonly code: 'bad-options' | 'bad-name'; readonly detail: string | undefined } {
  const parsed = roomOptionsSchema.safeParse(raw);
  if (parsed.success) return { ok: true, options: parsed.data };
  const named = typeof raw === 'object' && raw !== null && 'name' in raw;
  const name = named ? playerNameSchema.safeParse(raw.name) : null;
  if (name && !name.success) return { ok: false, code: 'bad-name', detail: name.error.issues[0]?.message };
  return { ok: false, code: 'bad-options', detail: parsed.error.issues[0]?.message };
}

/** The room's own requests (the game's intents travel as `intent`, in the authority's protocol). */
export const standInSchema = z.strictObject({ seat: z.number().int().min(0).max(3) });

/** Message types a client sends. */
export const CLIENT_MESSAGES = { intent: 'intent', standIn: 'standIn' } as const;
/** Message types the server sends. */
export const SERVER_MESSAGES = {
  welcome: 'welcome',
  lobby: 'lobby',
  authority: 'authority',
  refused: 'refused',
} as const;

/** Why the room refused a client's message (it changed nothing): a code the client words. */
export type RoomRefusalCode =
  | SeatRefusalCode
  | 'bad-intent'
  | 'unknown-message'
  | 'too-fast'
  | 'not-host'
  | 'seat-connected';

/** Why a join was refused: the matchmaking error's message (its HTTP status is 4xx). */
export type JoinRefusalCode =
  | 'bad-options'
  | 'bad-name'
  | 'too-many-joins'
  | 'no-such-game'
  | 'bad-token'
  | 'no-free-seat'
  | 'server-full';

export interface SeatInLobby {
  readonly seat: number;
  readonly name: string;
  readonly kind: 'human' | 'bot';
  /** A person has taken this seat (with its token). */
  readonly taken: boolean;
  readonly connected: boolean;
  /** While the seat's connection is dropped and held for it: when the hold ends (ms since the epoch), else null. */
  readonly heldUntil: number | null;
  /** The host gave this person's seat to a bot until its player comes back; the moves it makes are marked. */
  readonly standIn: boolean;
}

export interface Lobby {
  readonly code: string;
  readonly seats: readonly SeatInLobby[];
  readonly spectators: number;
}

export interface Welcome {
  readonly code: string;
  /** The seat this connection plays, or null for a spectator. */
  readonly seat: number | null;
  readonly host: boolean;
  /** Only when a seat was taken by this join: the token to keep (it is never sent again). */
  readonly seatToken?: string;
}

export interface ServerMessages {
  readonly welcome: Welcome;
  readonly lobby: Lobby;
  readonly authority: AuthorityMessage;
  readonly refused: { readonly code: RoomRefusalCode; readonly detail?: string };
}
