import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { OnlineSession, OnlineState } from '../../online/onlineSession';

/** The session's state, redrawn whenever it changes (a lobby, a drop, a reconnection). */
export function useOnlineState(session: OnlineSession): OnlineState {
  return useSyncExternalStore(
    useCallback((listener) => session.subscribe(listener), [session]),
    () => session.getState(),
  );
}

/** The time now, ticking every second while `ticking` (a held seat's countdown), else still. */
export function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}
