import { z } from 'zod';
import type { GameSetup } from '../engine/index.js';
import type { GameHistory, SaveRequest } from '../engine/session/index.js';
import { parseJsonBytes } from '../engine/save/index.js';
import { playerNameSchema, roomCodeSchema } from './wire.js';

/**
 * Who may play the seats of a game: the digest of each taken seat's token (null: not taken yet), and who hosts.
 * Kept beside the game's save, in its own file, because it changes only when a seat is taken.
 */
export const seatsFileSchema = z.strictObject({
  format: z.literal('saltfjord-online-seats'),
  version: z.literal(1),
  code: roomCodeSchema,
  host: z.number().int().min(0).max(3),
  /** Per seat: the SHA-256 (hex) of its token, or null while nobody has taken it. */
  tokens: z
    .array(
      z
        .string()
        .regex(/^[0-9a-f]{64}$/)
        .nullable(),
    )
    .min(1)
    .max(4),
  createdAt: z.string().max(40),
  gameId: z.string().min(1).max(100),
  /**
   * Per seat: the name its player joined under, or null (the name the host's form gave it). Absent until a player
   * joins under a name, so every file written before names were kept reads as it did: the version stays 1.
   */
  names: z.array(playerNameSchema.nullable()).min(1).max(4).optional(),
});
export type SeatsFile = z.infer<typeof seatsFileSchema>;

/** A game as the store gives it back: its seats and its history, rebuilt by applying each action of its log once. */
export interface StoredGame {
  readonly seats: SeatsFile;
  readonly setup: GameSetup;
  readonly history: GameHistory;
  readonly revision: number;
  readonly over: boolean;
}

export type StoreRead =
  | { readonly ok: true; readonly game: StoredGame }
  | { readonly ok: false; readonly message: string };

/**
 * Where the server keeps its games: a data folder (FileGameStore, fileGameStore.ts) or PostgreSQL (PgGameStore, pgGameStore.ts). The
 * room awaits each write before it answers the move the write holds, so a write resolves only once it is durable.
 */
export interface GameStore {
  /** Where the games are, for the server's start-up line (never a password). */
  readonly description: string;
  /**
   * The codes of the stored games not over, told apart without rebuilding any: a server opens these when it starts,
   * and a store of years of finished games must not replay each of them to find out.
   */
  unfinishedCodes(): Promise<string[]>;
  /** Whether a game of this code is stored (finished or not). */
  has(code: string): Promise<boolean>;
  writeSeats(seats: SeatsFile): Promise<void>;
  /** Writes the game as the authority's autosave asks (every change, Undo included, with its revision). */
  writeGame(seats: SeatsFile, request: SaveRequest, writer: string): Promise<void>;
  /** A stored game, read whole and checked, or why it cannot be played. */
  read(code: string): Promise<StoreRead>;
  /** Resolves once every write asked so far has landed (or failed). */
  flush(): Promise<void>;
  /** Flushes, then lets go of what the store holds open. */
  close(): Promise<void>;
}

/** A seats file's bytes at most. */
export const SEATS_BYTES = 64 * 1024;

/** A game's seats as stored (`source` names where, for the message), checked to be the seats of the game `code`. */
export function readSeats(
  bytes: Uint8Array,
  code: string,
  source: string,
): { readonly ok: true; readonly seats: SeatsFile } | { readonly ok: false; readonly message: string } {
  const json = parseJsonBytes(bytes, source, { maxBytes: SEATS_BYTES, maxDepth: 8 });
  if (!json.ok) return { ok: false, message: json.error.message };
  const seats = seatsFileSchema.safeParse(json.value);
  if (!seats.success || seats.data.code !== code) return { ok: false, message: `${source}: not the seats of ${code}` };
  return { ok: true, seats: seats.data };
}
