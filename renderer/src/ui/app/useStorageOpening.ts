import { useEffect, useState } from 'react';
import { openBrowserStorage } from '../../platform/indexedDbStorage';
import { createElectronStorage, desktopBridge } from '../../platform/electronStorage';
import type { GameStorage, Settings } from '../../platform/storage';
import { applyLanguage, t } from '../../i18n';
import type { RecordOffers } from '../useRestoreOffers';

/** The storage, opened, and what was read from it first. */
export interface OpenedStorage {
  readonly storage: GameStorage;
  /** The settings read, or null when they could not be (the defaults apply). */
  readonly settings: Settings | null;
  /** Every problem found opening the storage and reading the settings and the profile, in one notice. */
  readonly notice: string | null;
  /** The records found damaged or missing whose previous version is there. */
  readonly restorable: RecordOffers;
}

/** The desktop app's files when the Electron bridge is there; the browser's IndexedDB otherwise. */
async function openStorage(): Promise<{ readonly storage: GameStorage; readonly notice: string | null }> {
  const bridge = desktopBridge();
  if (bridge) return { storage: createElectronStorage(bridge), notice: null };
  const { storage, persistent } = await openBrowserStorage();
  return { storage, notice: persistent ? null : t('app.noBrowserStorage') };
}

/** Opens the storage and reads the settings and the profile; the language set is applied before it answers. */
async function openAndRead(): Promise<OpenedStorage> {
  const { storage, notice: openingNotice } = await openStorage();
  const status = await storage.status();
  const [read, profile] = await Promise.all([storage.readSettings(), storage.readProfile()]);
  if (read.ok) await applyLanguage(read.value.language);
  // A damaged or missing profile or settings file is said so, with its previous version on offer; never replaced.
  // A file read with a bad field reset says which (the rest of it was kept).
  const problems = [
    openingNotice,
    status.notice,
    read.ok ? (read.warning ?? null) : read.message,
    profile.ok ? (profile.warning ?? null) : profile.message,
  ];
  const shown = problems.filter((problem): problem is string => problem !== null);
  return {
    storage,
    settings: read.ok ? read.value : null,
    notice: shown.length > 0 ? shown.join(' ') : null,
    restorable: { profile: !profile.ok && profile.restorable === true, settings: !read.ok && read.restorable === true },
  };
}

/**
 * The storage, opened once, with the settings and the profile read: null until all that is done, so that the menu
 * opens in the language set (its catalog loaded first), never for a moment in another.
 */
export function useStorageOpening(): OpenedStorage | null {
  const [opened, setOpened] = useState<OpenedStorage | null>(null);
  useEffect(() => {
    void openAndRead().then(setOpened);
  }, []);
  return opened;
}
