import { mkdir, readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { ENGINE_VERSION, type GameSetup } from '../engine/index.js';
import { buildHistory, historyRecorder, type GameHistory, type SaveRequest } from '../engine/session/index.js';
import {
  engineSaveCodec,
  loadSave,
  makeSave,
  parseJsonBytes,
  SAVE_LIMITS,
  serializeSave,
} from '../engine/save/index.js';
import { readFileCapped, removeInterruptedWrites, writeFileAtomic } from '../files/atomicFile.js';
import { playerNameSchema, roomCodeSchema } from './wire.js';
import { WriteQueues } from './writeQueues.js';

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
 * Where the server keeps its games: a data folder (FileGameStore) or PostgreSQL (PgGameStore, pgGameStore.ts). The
 * room awaits each write before it answers the move the write holds, so a write resolves only once it is durable.
 */
export interface GameStore {
  /** Where the games are, for the server's start-up line (never a password). */
  readonly description: string;
  /** The codes of every stored game (finished ones included). */
  codes(): Promise<string[]>;
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

const SEATS_BYTES = 64 * 1024;

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

const SEATS_SUFFIX = '.seats.json';
const SAVE_SUFFIX = '.save.json';

/**
 * Every online game in a data folder: its save in the app's save format (a file the desktop app could import) and
 * its seats, each written atomically (files/atomicFile.ts: whatever moment the process dies, a file holds its old
 * content or its new one), so that a server killed at any moment resumes every game with no action lost. Writes of
 * one game go one after another, in the order they were asked.
 */
export class FileGameStore implements GameStore {
  private readonly queues = new WriteQueues();

  private constructor(private readonly folder: string) {}

  /** The data folder (games are in its `games` folder). */
  get description(): string {
    return dirname(this.folder);
  }

  static async open(dataDir: string): Promise<FileGameStore> {
    const folder = join(dataDir, 'games');
    await mkdir(folder, { recursive: true });
    await removeInterruptedWrites(folder);
    return new FileGameStore(folder);
  }

  async codes(): Promise<string[]> {
    const names = await readdir(this.folder);
    return names
      .filter((name) => name.endsWith(SEATS_SUFFIX))
      .map((name) => name.slice(0, -SEATS_SUFFIX.length))
      .filter((code) => roomCodeSchema.safeParse(code).success);
  }

  async has(code: string): Promise<boolean> {
    return (await readFileCapped(this.path(code, SEATS_SUFFIX), SEATS_BYTES)).kind === 'content';
  }

  writeSeats(seats: SeatsFile): Promise<void> {
    return this.queues.queued(seats.code, () =>
      writeFileAtomic(this.path(seats.code, SEATS_SUFFIX), `${JSON.stringify(seats)}\n`, { backups: 1 }),
    );
  }

  writeGame(seats: SeatsFile, request: SaveRequest, writer: string): Promise<void> {
    const { setup, actions, botPlayed, state, revision } = request;
    const save = makeSave({
      engineVersion: ENGINE_VERSION,
      kind: 'autosave',
      setup,
      actions,
      botPlayed,
      state,
      now: new Date(),
      createdAt: seats.createdAt,
      lineage: { gameId: seats.gameId, revision, writer, takenFrom: null },
    });
    // No backup generation: a write replaces the save atomically, and a move is answered only once it is written, so
    // copying the previous save first would only lengthen every answer.
    return this.queues.queued(seats.code, () =>
      writeFileAtomic(this.path(seats.code, SAVE_SUFFIX), serializeSave(save), { backups: 0 }),
    );
  }

  /** A stored game, read whole and checked: its seats file, then its save replayed once into its history. */
  async read(code: string): Promise<StoreRead> {
    const seatsRead = await readFileCapped(this.path(code, SEATS_SUFFIX), SEATS_BYTES);
    if (seatsRead.kind !== 'content') return { ok: false, message: `${code}: no seats file (${seatsRead.kind})` };
    const seats = readSeats(seatsRead.bytes, code, `${code}${SEATS_SUFFIX}`);
    if (!seats.ok) return seats;
    const saveRead = await readFileCapped(this.path(code, SAVE_SUFFIX), SAVE_LIMITS.maxBytes);
    if (saveRead.kind !== 'content') return { ok: false, message: `${code}: no save (${saveRead.kind})` };
    const recorder = historyRecorder(engineSaveCodec);
    const loaded = loadSave(saveRead.bytes, `${code}${SAVE_SUFFIX}`, recorder.codec);
    if (!loaded.ok) return { ok: false, message: loaded.error.message };
    const { save } = loaded.value;
    if (save.gameId !== seats.seats.gameId) return { ok: false, message: `${code}: its save is another game's` };
    const history = recorder.history(save.botPlayed) ?? buildHistory(save.setup, save.actions, save.botPlayed);
    return {
      ok: true,
      game: {
        seats: seats.seats,
        setup: save.setup,
        history,
        revision: save.revision,
        over: save.snapshot.phase === 'over',
      },
    };
  }

  flush(): Promise<void> {
    return this.queues.flush();
  }

  close(): Promise<void> {
    return this.queues.flush();
  }

  private path(code: string, suffix: string): string {
    return join(this.folder, `${code}${suffix}`);
  }
}
