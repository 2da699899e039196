import { useEffect, useMemo, useRef, useState } from 'react';
import type { GameStorage, Settings } from '../../platform/storage';
import { DEFAULT_SETTINGS } from '../../../../engine/formats/index';
import type { MotionSettings } from '../../scene/model';
import type { SoundSettings } from '../../sound/director';
import { applyLanguage } from '../../i18n';

/** The settings as every screen reads them, and the ways to change them. */
export interface AppSettings {
  readonly current: Settings;
  /** The settings as set now, for a game that reads them as it plays (they can change during the game). */
  readonly latest: React.RefObject<Settings>;
  /** A change made by the player: applied at once and written to the storage. */
  readonly change: (next: Settings) => void;
  /** Settings put back from the storage (their previous version restored): applied, not written again. */
  readonly replace: (restored: Settings) => void;
  readonly toggleSound: () => void;
  readonly motion: MotionSettings;
  readonly sound: SoundSettings;
}

/** A reduced-motion preference of the system counts as the setting being on. */
function systemPrefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The settings: those read from the storage (`read`; the defaults when none could be), each change applied at once
 * (the language to every screen and the table, the UI scale to the page) and written, a failed or uncertain write said
 * in `onNotice`.
 */
export function useAppSettings(
  storage: GameStorage,
  read: Settings | null,
  onNotice: (notice: string) => void,
): AppSettings {
  const [settings, setSettings] = useState<Settings>(read ?? DEFAULT_SETTINGS);
  const latest = useRef(settings);
  latest.current = settings;

  // The language setting applies at once, to every screen and to the table (which redraws its labels).
  useEffect(() => {
    void applyLanguage(settings.language);
  }, [settings.language]);
  // The UI scale enlarges the page's text and controls (styles.css reads --ui-scale); the table itself fits the window.
  useEffect(
    () => document.documentElement.style.setProperty('--ui-scale', String(settings.uiScale)),
    [settings.uiScale],
  );

  const change = (next: Settings): void => {
    setSettings(next);
    // Every failed write is reported; one that landed but may not be on disk for good says so too.
    void storage.writeSettings(next).then((written) => {
      if (!written.ok) onNotice(written.message);
      else if (written.warning !== undefined) onNotice(written.warning);
    });
  };
  const toggleSound = (): void => change({ ...latest.current, sound: !latest.current.sound });

  const motion: MotionSettings = useMemo(
    () => ({ speed: settings.animationSpeed, reducedMotion: settings.reducedMotion || systemPrefersReducedMotion() }),
    [settings.animationSpeed, settings.reducedMotion],
  );
  const sound: SoundSettings = useMemo(
    () => ({ enabled: settings.sound, volume: settings.volume }),
    [settings.sound, settings.volume],
  );
  return { current: settings, latest, change, replace: setSettings, toggleSound, motion, sound };
}
