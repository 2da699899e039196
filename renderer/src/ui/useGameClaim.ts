import { useCallback, useRef, useState } from 'react';
import { claimGame, type GameLock } from '../platform/gameLock';
import { desktopBridge } from '../platform/electronStorage';
import { summarize, type GameStorage } from '../platform/storage';

export type ElsewhereChoice = 'read-only' | 'take-over' | 'back';

/**
 * The storage a game writes through: the app's own, except that a game open read-only (in another tab) saves
 * nothing — the table says so — and a tab whose game another tab took over stops saving from that moment.
 */
function gameStorage(storage: GameStorage, writable: { current: boolean }): GameStorage {
  return {
    ...storage,
    saveGame: (slot, save) => (writable.current ? storage.saveGame(slot, save) : Promise.resolve({ ok: true, value: summarize(slot, save) })),
  };
}

/**
 * One writer per game in the browser: before a game opens, this tab claims it; when another tab has it, the player
 * chooses to open it read-only, take it over, or go back. The desktop app is one window, so it always writes.
 */
export function useGameClaim(storage: GameStorage | null) {
  const [readOnly, setReadOnly] = useState(false);
  const [asking, setAsking] = useState<((choice: ElsewhereChoice) => void) | null>(null);
  /** The game this tab holds, if any: reopening it (a resume, the next attempt in a campaign slot) keeps the lock. */
  const lock = useRef<{ readonly slot: string; readonly held: GameLock; readonly writable: { current: boolean } } | null>(null);

  /** The storage to open `slot` with, or null when the player went back. */
  const claim = useCallback(async (slot: string, takeOver = false): Promise<GameStorage | null> => {
    if (!storage) return null;
    if (desktopBridge()) return storage;
    const mine = lock.current;
    if (mine && mine.slot === slot && mine.writable.current) {
      setReadOnly(false);
      return gameStorage(storage, mine.writable);
    }
    mine?.held.release();
    lock.current = null;
    let claimed = await claimGame(slot, takeOver);
    if (claimed.kind === 'elsewhere') {
      const choice = await new Promise<ElsewhereChoice>((resolve) => setAsking(() => resolve));
      setAsking(null);
      if (choice === 'back') return null;
      if (choice === 'read-only') {
        setReadOnly(true);
        return gameStorage(storage, { current: false });
      }
      claimed = await claimGame(slot, true);
    }
    const writable = { current: true };
    if (claimed.kind === 'held') {
      const held = claimed.lock;
      lock.current = { slot, held, writable };
      void held.lost.then(() => {
        writable.current = false;
        if (lock.current?.held !== held) return;
        lock.current = null;
        setReadOnly(true);
      });
    }
    setReadOnly(false);
    return gameStorage(storage, writable);
  }, [storage]);

  return { claim, readOnly, asking };
}
