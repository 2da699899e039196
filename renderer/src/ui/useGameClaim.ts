import { useCallback, useRef, useState } from 'react';
import { claimGame, type Claim, type GameLock } from '../platform/gameLock';
import { desktopBridge } from '../platform/electronStorage';
import type { GameStorage } from '../platform/storage';
import type { GameLease } from '../game/session';

export type ElsewhereChoice = 'read-only' | 'take-over' | 'back';

/** A game open read-only (in another tab) saves nothing — the table says so. */
const READ_ONLY: GameLease = { writable: false, lost: null };

/** The game this tab holds: its slot, its lock, and whether it still writes it (until another tab takes it over). */
interface HeldGame {
  readonly slot: string;
  readonly held: GameLock;
  readonly writable: { current: boolean };
}

/** Claims `slot`; when another tab has it, `ask` the player, who may go back, open it read-only or take it over. */
async function claimOrAsk(
  slot: string,
  takeOver: boolean,
  ask: () => Promise<ElsewhereChoice>,
): Promise<Claim | 'back' | 'read-only'> {
  const claimed = await claimGame(slot, takeOver);
  if (claimed.kind !== 'elsewhere') return claimed;
  const choice = await ask();
  return choice === 'take-over' ? claimGame(slot, true) : choice;
}

/** Keeps `held` as this tab's game until another tab takes it over, when the table becomes read-only. */
function keepLock(lock: React.RefObject<HeldGame | null>, slot: string, held: GameLock, lost: () => void): void {
  const writable = { current: true };
  lock.current = { slot, held, writable };
  void held.lost.then(() => {
    writable.current = false;
    if (lock.current?.held !== held) return;
    lock.current = null;
    lost();
  });
}

/**
 * One writer per game in the browser: before a game opens, this tab claims it; when another tab has it, the player
 * chooses to open it read-only, take it over, or go back. The desktop app is one window, so it always writes.
 */
export function useGameClaim(storage: GameStorage | null) {
  const [readOnly, setReadOnly] = useState(false);
  const [asking, setAsking] = useState<((choice: ElsewhereChoice) => void) | null>(null);
  /** The game this tab holds, if any: reopening it (a resume, the next attempt in a campaign slot) keeps the lock. */
  const lock = useRef<HeldGame | null>(null);

  /**
   * The lease to open `slot` with — whether this tab writes it, until another tab takes it over — or null when the
   * player went back.
   */
  const claim = useCallback(
    async (slot: string, takeOver = false): Promise<GameLease | null> => {
      if (!storage) return null;
      if (desktopBridge()) return { writable: true, lost: null };
      const mine = lock.current;
      if (mine && mine.slot === slot && mine.writable.current) {
        setReadOnly(false);
        return { writable: true, lost: mine.held.lost };
      }
      mine?.held.release();
      lock.current = null;
      const claimed = await claimOrAsk(slot, takeOver, async () => {
        const choice = await new Promise<ElsewhereChoice>((resolve) => setAsking(() => resolve));
        setAsking(null);
        return choice;
      });
      if (claimed === 'back') return null;
      if (claimed === 'read-only') {
        setReadOnly(true);
        return READ_ONLY;
      }
      if (claimed.kind === 'held') keepLock(lock, slot, claimed.lock, () => setReadOnly(true));
      setReadOnly(false);
      return { writable: true, lost: claimed.kind === 'held' ? claimed.lock.lost : null };
    },
    [storage],
  );

  return { claim, readOnly, asking };
}
