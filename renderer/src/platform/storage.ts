import type { HostPreview } from '../../../engine/authority/index';
import type { Action, GameSetup, GameState } from '../../../engine/index';
import type { SaveCodec, SaveEnvelope } from '../../../engine/save/index';
import type { Profile, Settings } from '../../../engine/formats/index';

export type { Profile, Settings };
export type GameSave = SaveEnvelope<GameSetup, Action, GameState>;

/** One line of the "Continue / load" list, readable without replaying the game. */
export interface SavedGameSummary {
  readonly slot: string;
  readonly updatedAt: string;
  readonly players: readonly string[];
  readonly round: number;
  readonly over: boolean;
  readonly actionCount: number;
  /** A bot played some of a person's decisions, or the game is practice (RULES §13.4): shown as assisted. */
  readonly assisted: boolean;
  /** Set when the save cannot be opened: what is wrong with it, in words. */
  readonly problem?: string;
  /** A damaged (or missing) save whose previous version is there: `restoreGame` puts it back. */
  readonly restorable?: boolean;
}

export interface LoadedGame {
  readonly save: GameSave;
  /** Things worth telling the player (the save was upgraded, or its snapshot was rebuilt); none stopped the load. */
  readonly notices: readonly string[];
}

/**
 * A value, or a problem in words. A write that landed but could not be made durable carries a `warning`; a read of
 * something damaged or missing whose previous version is there is `restorable` (the `restore…` methods).
 */
export type StorageResult<T> =
  | { readonly ok: true; readonly value: T; readonly warning?: string }
  | { readonly ok: false; readonly message: string; readonly restorable?: boolean };

/** Whether the storage could be opened for writing, and what to tell the player if not. */
export interface StorageStatus {
  readonly readOnly: boolean;
  readonly notice: string | null;
}

/**
 * The renderer's one seam to persistence. The browser build uses IndexedDB (indexedDbStorage.ts); the desktop build
 * adapts the Electron preload bridge (electronStorage.ts). How each seat is drawn travels in the setup
 * (SeatSetup.colour), so a save is the engine's envelope and nothing beside it.
 */
export interface GameStorage {
  listGames(): Promise<StorageResult<SavedGameSummary[]>>;
  deleteGame(slot: string): Promise<StorageResult<null>>;
  /** Puts the newest previous version of a damaged or missing save back in its place. */
  restoreGame(slot: string): Promise<StorageResult<SavedGameSummary>>;
  /** A damaged or missing profile or settings record is never taken for a new one: it is reported, restorable. */
  readProfile(): Promise<StorageResult<Profile>>;
  writeProfile(profile: Profile): Promise<StorageResult<Profile>>;
  restoreProfile(): Promise<StorageResult<Profile>>;
  readSettings(): Promise<StorageResult<Settings>>;
  writeSettings(settings: Settings): Promise<StorageResult<Settings>>;
  restoreSettings(): Promise<StorageResult<Settings>>;
  status(): Promise<StorageStatus>;
}

/**
 * A storage that also reads and writes games: the browser's, used whole only by a game's host (the game's worker),
 * where the seed may be; the page itself lists, restores and deletes.
 */
export interface GameRecordStorage extends GameStorage {
  /**
   * Validates, migrates and replays the save (engine/save), so a broken save never half-loads; the replay goes through
   * `replayWith` when given (a codec that keeps the history it replays: the game's one replay on load).
   */
  loadGame(slot: string, replayWith?: SaveCodec<GameSetup, Action, GameState>): Promise<StorageResult<LoadedGame>>;
  saveGame(slot: string, save: GameSave): Promise<StorageResult<SavedGameSummary>>;
  /** The stored position of a save whose seal matches (engine/save/seal.ts), before any replay; null: none. */
  previewGame(slot: string): Promise<HostPreview | null>;
}

/** The list line of a save, read from its envelope: names from the setup, round and phase from the snapshot. */
export function summarize(slot: string, save: GameSave): SavedGameSummary {
  return {
    slot,
    updatedAt: save.updatedAt,
    players: save.setup.seats.map((seat) => seat.name),
    round: save.snapshot.round,
    over: save.snapshot.phase === 'over',
    actionCount: save.actions.length,
    assisted: save.practice || save.botPlayed.length > 0,
  };
}
