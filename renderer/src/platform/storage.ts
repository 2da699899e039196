import type { Action, GameSetup, GameState } from '../../../engine/index';
import type { SaveEnvelope } from '../../../engine/save';
import type { Profile } from '../../../electron/profile';
import type { Settings } from '../../../electron/settings';

export type { Profile, Settings };
export type GameSave = SaveEnvelope<GameSetup, Action, GameState>;

/** What the renderer keeps beside a save that the engine does not need: how each seat is drawn. */
export interface SaveMeta {
  /** Index into the player palette for each seat. */
  readonly seatColours: readonly number[];
}

/** One line of the "Continue / load" list, readable without replaying the game. */
export interface SavedGameSummary {
  readonly slot: string;
  readonly updatedAt: string;
  readonly players: readonly string[];
  readonly round: number;
  readonly over: boolean;
  readonly actionCount: number;
}

export interface LoadedGame {
  readonly save: GameSave;
  readonly meta: SaveMeta;
  /** Things worth telling the player (the save was upgraded, or its snapshot was rebuilt); none stopped the load. */
  readonly notices: readonly string[];
}

export type StorageResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/**
 * The renderer's one seam to persistence. The browser build uses IndexedDB (indexedDbStorage.ts); the desktop build
 * will adapt the Electron preload bridge (electron/bridge.ts) to the same interface.
 */
export interface GameStorage {
  listGames(): Promise<StorageResult<SavedGameSummary[]>>;
  /** Validates, migrates and replays the save (engine/save), so a broken save never half-loads. */
  loadGame(slot: string): Promise<StorageResult<LoadedGame>>;
  saveGame(slot: string, save: GameSave, meta: SaveMeta): Promise<StorageResult<SavedGameSummary>>;
  deleteGame(slot: string): Promise<StorageResult<null>>;
  readProfile(): Promise<StorageResult<Profile>>;
  writeProfile(profile: Profile): Promise<StorageResult<Profile>>;
  readSettings(): Promise<StorageResult<Settings>>;
  writeSettings(settings: Settings): Promise<StorageResult<Settings>>;
}

export function summarize(slot: string, save: GameSave): SavedGameSummary {
  return {
    slot,
    updatedAt: save.updatedAt,
    players: save.setup.seats.map((seat) => seat.name),
    round: save.snapshot.round,
    over: save.snapshot.phase === 'over',
    actionCount: save.actions.length,
  };
}
