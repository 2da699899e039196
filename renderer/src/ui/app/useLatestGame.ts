import { useCallback, useEffect, useState } from 'react';
import type { GameStorage, SavedGameSummary } from '../../platform/storage';
import type { ScreenName } from '../screens/navigation';

/**
 * The latest saved game still in play, which the main menu's Continue opens: looked for again on every screen but the
 * table's, and when `refresh` is called (a game restored may be continued).
 */
export function useLatestGame(storage: GameStorage | null, shown: ScreenName) {
  const [latest, setLatest] = useState<SavedGameSummary | null>(null);
  const refresh = useCallback(async (): Promise<SavedGameSummary | null> => {
    if (!storage) return null;
    const listed = await storage.listGames();
    const found = listed.ok ? (listed.value.find((saved) => !saved.over && !saved.problem) ?? null) : null;
    setLatest(found);
    return found;
  }, [storage]);
  useEffect(() => {
    if (shown !== 'game') void refresh();
  }, [refresh, shown]);
  return { latest, refresh };
}
