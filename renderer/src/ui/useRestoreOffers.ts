import { useCallback, useRef, useState } from 'react';
import type { GameStorage, Settings } from '../platform/storage';
import { isolate, useTranslation } from '../i18n';

/** A button of the main menu that puts a record's previous version back. */
export interface RestoreOffer {
  readonly id: string;
  readonly label: string;
  readonly onRestore: () => void;
}

/** Which of the two records beside the games were found damaged or missing with a previous version there. */
export interface RecordOffers {
  readonly profile: boolean;
  readonly settings: boolean;
}

/**
 * Runs a restore at most once at a time per id — a second click while one runs does nothing — and says how it went in
 * `onNotice`; `done` follows a restore that worked.
 */
function useOneRestoreAtATime(
  onNotice: (notice: string) => void,
): (id: string, restore: () => Promise<string | null>, done: () => void) => void {
  const { t } = useTranslation();
  const running = useRef(new Set<string>());
  return useCallback(
    (id: string, restore: () => Promise<string | null>, done: () => void): void => {
      if (running.current.has(id)) return;
      running.current.add(id);
      void restore().then((problem) => {
        running.current.delete(id);
        if (problem !== null) {
          onNotice(problem);
          return;
        }
        done();
        onNotice(t('app.restored'));
      });
    },
    [onNotice, t],
  );
}

/** Puts the previous version of the profile or the settings back; the problem in words, or null when it worked. */
async function restoreRecordVersion(
  storage: GameStorage,
  which: 'profile' | 'settings',
  onSettings: (settings: Settings) => void,
): Promise<string | null> {
  if (which === 'profile') {
    const restored = await storage.restoreProfile();
    return restored.ok ? null : restored.message;
  }
  const restored = await storage.restoreSettings();
  if (restored.ok) onSettings(restored.value);
  return restored.ok ? null : restored.message;
}

/**
 * The main menu's offers to put a previous version back: the profile's and the settings' when they were found damaged
 * at start (`found`), and a saved game's when it could not be opened (a damaged log, an illegal move in it) and its previous
 * version is there. Each is done once at a time — a second click while one runs does nothing — and the storage itself
 * never replaces a record that loads; each says how it went in `onNotice`.
 */
export function useRestoreOffers(
  storage: GameStorage | null,
  onNotice: (notice: string) => void,
  onSettings: (settings: Settings) => void,
  onGameRestored: () => void,
  found: RecordOffers = { profile: false, settings: false },
) {
  const { t } = useTranslation();
  const [records, setRecords] = useState<RecordOffers>(found);
  const [games, setGames] = useState<readonly string[]>([]);
  const once = useOneRestoreAtATime(onNotice);

  const restoreRecord = (which: 'profile' | 'settings'): void => {
    if (!storage) return;
    once(
      which,
      () => restoreRecordVersion(storage, which, onSettings),
      () => setRecords((offers) => ({ ...offers, [which]: false })),
    );
  };

  const restoreGame = (slot: string): void => {
    if (!storage) return;
    once(
      `game-${slot}`,
      async () => {
        const restored = await storage.restoreGame(slot);
        return restored.ok ? null : restored.message;
      },
      () => {
        setGames((slots) => slots.filter((other) => other !== slot));
        onGameRestored();
      },
    );
  };

  const offers: RestoreOffer[] = [
    ...(records.profile
      ? [{ id: 'profile', label: t('app.restoreProfile'), onRestore: () => restoreRecord('profile') }]
      : []),
    ...(records.settings
      ? [{ id: 'settings', label: t('app.restoreSettings'), onRestore: () => restoreRecord('settings') }]
      : []),
    ...games.map((slot) => ({
      id: `game-${slot}`,
      label: t('app.restoreGame', { slot: isolate(slot) }),
      onRestore: () => restoreGame(slot),
    })),
  ];
  /** A game that could not be opened whose previous version is there: the menu offers to put it back. */
  const offerGame = useCallback(
    (slot: string): void => setGames((slots) => (slots.includes(slot) ? slots : [...slots, slot])),
    [],
  );
  return { offers, offerGame };
}
