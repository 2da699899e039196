import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
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
import { roomCodeSchema } from './wire.js';

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

const SEATS_SUFFIX = '.seats.json';
const SAVE_SUFFIX = '.save.json';

/**
 * Every online game in a data folder: its save in the app's save format (a file the desktop app could import) and
 * its seats, each written atomically (files/atomicFile.ts: whatever moment the process dies, a file holds its old
 * content or its new one), so that a server killed at any moment resumes every game with no action lost. Writes of
 * one game go one after another, in the order they were asked.
 */
export class GameStore {
  private readonly queues = new Map<string, Promise<unknown>>();

  private constructor(private readonly folder: string) {}

  static async open(dataDir: string): Promise<GameStore> {
    const folder = join(dataDir, 'games');
    await mkdir(folder, { recursive: true });
    await removeInterruptedWrites(folder);
    return new GameStore(folder);
  }

  /** The codes of every stored game (finished ones included). */
  async codes(): Promise<string[]> {
    const names = await readdir(this.folder);
    return names
      .filter((name) => name.endsWith(SEATS_SUFFIX))
      .map((name) => name.slice(0, -SEATS_SUFFIX.length))
      .filter((code) => roomCodeSchema.safeParse(code).success);
  }

  /** Whether a game of this code is stored (finished or not). */
  async has(code: string): Promise<boolean> {
    return (await readFileCapped(this.path(code, SEATS_SUFFIX), 64 * 1024)).kind === 'content';
  }

  writeSeats(seats: SeatsFile): Promise<void> {
    return this.queued(seats.code, () =>
      writeFileAtomic(this.path(seats.code, SEATS_SUFFIX), `${JSON.stringify(seats)}\n`, { backups: 1 }),
    );
  }

  /** Writes the game as the authority's autosave asks (every change, Undo included, with its revision). */
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
    return this.queued(seats.code, () =>
      writeFileAtomic(this.path(seats.code, SAVE_SUFFIX), serializeSave(save), { backups: 0 }),
    );
  }

  /** A stored game, read whole and checked: its seats file, then its save replayed once into its history. */
  async read(code: string): Promise<StoreRead> {
    const seatsRead = await readFileCapped(this.path(code, SEATS_SUFFIX), 64 * 1024);
    if (seatsRead.kind !== 'content') return { ok: false, message: `${code}: no seats file (${seatsRead.kind})` };
    const json = parseJsonBytes(seatsRead.bytes, `${code}${SEATS_SUFFIX}`, { maxBytes: 64 * 1024, maxDepth: 8 });
    if (!json.ok) return { ok: false, message: json.error.message };
    const seats = seatsFileSchema.safeParse(json.value);
    if (!seats.success || seats.data.code !== code) return { ok: false, message: `${code}: its seats file is not one` };
    const saveRead = await readFileCapped(this.path(code, SAVE_SUFFIX), SAVE_LIMITS.maxBytes);
    if (saveRead.kind !== 'content') return { ok: false, message: `${code}: no save (${saveRead.kind})` };
    const recorder = historyRecorder(engineSaveCodec);
    const loaded = loadSave(saveRead.bytes, `${code}${SAVE_SUFFIX}`, recorder.codec);
    if (!loaded.ok) return { ok: false, message: loaded.error.message };
    const { save } = loaded.value;
    if (save.gameId !== seats.data.gameId) return { ok: false, message: `${code}: its save is another game's` };
    const history = recorder.history(save.botPlayed) ?? buildHistory(save.setup, save.actions, save.botPlayed);
    return {
      ok: true,
      game: {
        seats: seats.data,
        setup: save.setup,
        history,
        revision: save.revision,
        over: save.snapshot.phase === 'over',
      },
    };
  }

  /** Resolves once every write asked so far has landed (or failed). */
  async flush(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.catch(() => undefined)));
  }

  private path(code: string, suffix: string): string {
    return join(this.folder, `${code}${suffix}`);
  }

  private queued(code: string, write: () => Promise<unknown>): Promise<void> {
    const previous = this.queues.get(code) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(write);
    this.queues.set(code, next);
    void next
      .finally(() => {
        if (this.queues.get(code) === next) this.queues.delete(code);
      })
      .catch(() => undefined);
    return next.then(() => undefined);
  }
}
