import { mkdir, open, readdir, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { ENGINE_VERSION, type GameSetup } from '../engine/index.js';
import { buildHistory, historyRecorder, type GameHistory, type SaveRequest } from '../engine/session/index.js';
import { z } from 'zod';
import {
  engineSaveCodec,
  loadSave,
  makeSave,
  parseJsonBytes,
  SAVE_LIMITS,
  serializeSave,
} from '../engine/save/index.js';
import { readFileCapped, removeInterruptedWrites, writeFileAtomic } from '../files/atomicFile.js';
import { lineFor, logAfterLines, type KnownLog } from './actionLog.js';
import { readSeats, SEATS_BYTES, type GameStore, type SeatsFile, type StoreRead } from './gameStore.js';
import { roomCodeSchema } from './wire.js';
import { WriteQueues } from './writeQueues.js';

const SEATS_SUFFIX = '.seats.json';
const SAVE_SUFFIX = '.save.json';
const LOG_SUFFIX = '.log.jsonl';
/** The one field of a save that tells a finished game: its position's phase. */
const savedPhaseSchema = z.looseObject({ snapshot: z.looseObject({ phase: z.string() }) });

/**
 * How many writes a game's log takes before the next one saves the whole game again: a resumed game replays at most
 * this many writes' lines on top of its save, and the log stays a few kilobytes.
 */
const LINES_PER_SAVE = 50;

/** The history of a game's log, every action applied once, or why it cannot be. */
function rebuilt(
  code: string,
  setup: GameSetup,
  log: KnownLog,
): { readonly ok: true; readonly history: GameHistory } | { readonly ok: false; readonly message: string } {
  try {
    return { ok: true, history: buildHistory(setup, log.actions, log.botPlayed) };
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { ok: false, message: `${code}: the game cannot be rebuilt from its log: ${why}` };
  }
}

/** A game being played: its log file held open for appending, and what the log holds. */
interface OpenLog {
  readonly handle: FileHandle;
  known: KnownLog;
  lines: number;
}

/**
 * Every online game in a data folder: its save in the app's save format (a file the desktop app could import), the
 * log of the writes since that save (actionLog.ts), and its seats. A write appends one line to the log and flushes
 * it to disk (fdatasync) before it resolves; every LINES_PER_SAVE writes, and when the game ends, the whole game is
 * saved again and the log started afresh. The save and the seats are written atomically (files/atomicFile.ts:
 * whatever moment the process dies, a file holds its old content or its new one) and a line cut off by a kill is one
 * whose write was never answered, so a server killed at any moment resumes every game with no action lost. Writes of
 * one game go one after another, in the order they were asked.
 */
export class FileGameStore implements GameStore {
  private readonly queues = new WriteQueues();
  private readonly logs = new Map<string, OpenLog>();

  private constructor(
    private readonly folder: string,
    private readonly openLogs: number,
  ) {}

  /** The data folder (games are in its `games` folder). */
  get description(): string {
    return dirname(this.folder);
  }

  /**
   * `openLogs`: how many games' logs it holds open at most. Beyond, the game written longest ago lets go of its log
   * (its next write saves it whole): games played turn by turn over days must not each hold a file open.
   */
  static async open(dataDir: string, { openLogs = 256 } = {}): Promise<FileGameStore> {
    const folder = join(dataDir, 'games');
    await mkdir(folder, { recursive: true });
    await removeInterruptedWrites(folder);
    return new FileGameStore(folder, openLogs);
  }

  async unfinishedCodes(): Promise<string[]> {
    const names = await readdir(this.folder);
    const codes = names
      .filter((name) => name.endsWith(SEATS_SUFFIX))
      .map((name) => name.slice(0, -SEATS_SUFFIX.length))
      .filter((code) => roomCodeSchema.safeParse(code).success);
    const over = await Promise.all(codes.map((code) => this.savedOver(code)));
    return codes.filter((_, index) => !over[index]);
  }

  /**
   * Whether the game's save says it is over, read as JSON only: a finished game is saved whole, its log emptied, so
   * its save's position is its last. A save that cannot be read counts as unfinished (its opening says why).
   */
  private async savedOver(code: string): Promise<boolean> {
    const read = await readFileCapped(this.path(code, SAVE_SUFFIX), SAVE_LIMITS.maxBytes);
    if (read.kind !== 'content') return false;
    const json = parseJsonBytes(read.bytes, `${code}${SAVE_SUFFIX}`, SAVE_LIMITS);
    return json.ok && savedPhaseSchema.safeParse(json.value).data?.snapshot.phase === 'over';
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
    return this.queues.queued(seats.code, () => this.write(seats, request, writer));
  }

  /** A stored game, read whole and checked: its seats file, its save and the log after it, replayed once. */
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
    const saved: KnownLog = { revision: save.revision, actions: save.actions, botPlayed: save.botPlayed };
    const log = await this.logAfter(code, saved);
    if (!log.ok) return log;
    // A log that adds nothing leaves the history the save's load recorded; else the whole log is replayed once.
    const recorded = log.log === saved ? recorder.history(save.botPlayed) : null;
    const history = recorded ? { ok: true as const, history: recorded } : rebuilt(code, save.setup, log.log);
    if (!history.ok) return history;
    const last = history.history.entries.at(-1)?.after ?? history.history.initial;
    const game = { seats: seats.seats, setup: save.setup, history: history.history, revision: log.log.revision };
    return { ok: true, game: { ...game, over: last.phase === 'over' } };
  }

  flush(): Promise<void> {
    return this.queues.flush();
  }

  async close(): Promise<void> {
    await this.queues.flush();
    await Promise.all([...this.logs.keys()].map((code) => this.letGo(code)));
  }

  /**
   * Appends the write to the game's open log; saves the whole game instead when this process holds no log of it (its
   * first write here, or after a failed one), when the log is due a save, or when the game is over.
   */
  private async write(seats: SeatsFile, request: SaveRequest, writer: string): Promise<void> {
    const next: KnownLog = { revision: request.revision, actions: request.actions, botPlayed: request.botPlayed };
    const log = this.logs.get(seats.code);
    if (!log || log.lines >= LINES_PER_SAVE || request.state.phase === 'over') {
      await this.saveWhole(seats, request, writer);
      return;
    }
    try {
      await log.handle.write(lineFor(log.known, next));
      await log.handle.datasync();
    } catch (error) {
      // What reached the disk is unknown: the next write saves the whole game, which any partial line is older than.
      await this.letGo(seats.code);
      throw error;
    }
    log.known = next;
    log.lines += 1;
    // Written last: the last whose log is let go of.
    this.logs.delete(seats.code);
    this.logs.set(seats.code, log);
  }

  private async saveWhole(seats: SeatsFile, request: SaveRequest, writer: string): Promise<void> {
    const { code, createdAt, gameId } = seats;
    await this.letGo(code);
    const save = makeSave({
      engineVersion: ENGINE_VERSION,
      kind: 'autosave',
      setup: request.setup,
      actions: request.actions,
      botPlayed: request.botPlayed,
      state: request.state,
      now: new Date(),
      createdAt,
      lineage: { gameId, revision: request.revision, writer, takenFrom: null },
    });
    // No backup generation: a write replaces the save atomically, and a move is answered only once it is written.
    await writeFileAtomic(this.path(code, SAVE_SUFFIX), serializeSave(save), { backups: 0 });
    // Every line of the old log is older than this save, so a kill before the log is emptied loses nothing either.
    await writeFileAtomic(this.path(code, LOG_SUFFIX), '', { backups: 0 });
    if (request.state.phase === 'over') return;
    const handle = await open(this.path(code, LOG_SUFFIX), 'a');
    const known = { revision: request.revision, actions: request.actions, botPlayed: request.botPlayed };
    this.logs.set(code, { handle, known, lines: 0 });
    const oldest = this.logs.size > this.openLogs ? this.logs.keys().next().value : undefined;
    // After that game's writes asked so far, so that none finds its log closed under it.
    if (oldest !== undefined) void this.queues.queued(oldest, () => this.letGo(oldest));
  }

  private async letGo(code: string): Promise<void> {
    const log = this.logs.get(code);
    this.logs.delete(code);
    await log?.handle.close().catch(() => undefined);
  }

  private async logAfter(code: string, saved: KnownLog): Promise<ReturnType<typeof logAfterLines>> {
    const read = await readFileCapped(this.path(code, LOG_SUFFIX), SAVE_LIMITS.maxBytes);
    if (read.kind === 'missing') return { ok: true, log: saved };
    if (read.kind !== 'content') return { ok: false, message: `${code}${LOG_SUFFIX}: cannot be read (${read.kind})` };
    return logAfterLines(saved, Buffer.from(read.bytes).toString('utf8'), `${code}${LOG_SUFFIX}`);
  }

  private path(code: string, suffix: string): string {
    return join(this.folder, `${code}${suffix}`);
  }
}
