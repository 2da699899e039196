/// <reference lib="webworker" />
import type { Action, GameSetup, GameState } from './engine';
import type { SaveCodec } from '../../../engine/save/index';
import type { GameSave, GameStorage, LoadedGame, SavedGameSummary, StorageResult } from '../platform/storage';

/** What a game's worker needs of the storage: its own game, read and written. */
export type GameSaves = Pick<GameStorage, 'loadGame' | 'saveGame'>;

/**
 * The desktop app's saves live behind the page's bridge to the main process, which a worker cannot reach: the worker
 * asks the page to load and save for it. The main process replays every save it is given before it keeps it.
 */
export function relayedStorage(scope: DedicatedWorkerGlobalScope): GameSaves {
  let nextId = 1;
  const waiting = new Map<number, (result: unknown) => void>();
  scope.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown; id?: unknown; result?: unknown } | null;
    if (data?.type !== 'storageAnswer' || typeof data.id !== 'number') return;
    waiting.get(data.id)?.(data.result);
    waiting.delete(data.id);
  });
  const ask = <T>(method: 'loadGame' | 'saveGame', args: readonly unknown[]): Promise<T> => new Promise((resolve) => {
    const id = nextId++;
    waiting.set(id, (result) => resolve(result as T));
    scope.postMessage({ type: 'storage', id, method, args });
  });
  return {
    loadGame: (slot: string, _replayWith?: SaveCodec<GameSetup, Action, GameState>) => ask<StorageResult<LoadedGame>>('loadGame', [slot]),
    saveGame: (slot: string, save: GameSave) => ask<StorageResult<SavedGameSummary>>('saveGame', [slot, save]),
  };
}
