import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { ControllerSnapshot, Refusal } from '../game/controller';
import type { MotionSettings, SeatLook } from '../scene/model';
import { motionFactor } from '../scene/timing';
import { SoundDirector, type SoundSettings, type SoundStatus } from '../sound/director';
import { cuesOf, type Cue } from '../sound/eventSounds';
import { afterFrameShown } from './afterFrameShown';

interface GameSoundsInput {
  readonly snapshot: ControllerSnapshot;
  readonly seats: readonly SeatLook[];
  readonly motion: MotionSettings;
  readonly settings: SoundSettings;
  /**
   * The last refusal of something the player tried (by the table or the rules), or null: a new object for each one,
   * so that trying the same refused thing twice buzzes twice.
   */
  readonly refusal: Refusal | null;
}

export interface GameSounds {
  readonly status: SoundStatus;
  /** The table jumped its animations to their end: the sounds they still had due come at once, coalesced. */
  skip(): void;
  /** The table's scene is made: the sounds load once its first frame is on screen (never before, so they never delay it). */
  tableShown(): void;
}

/** Only after a user gesture may a page start audio; one that happened before the table opened counts too. */
function hadUserGesture(): boolean {
  return typeof navigator !== 'undefined' && navigator.userActivation?.hasBeenActive === true;
}

/**
 * The table's sounds: each batch of events the session hands the table sounds as it is animated (eventSounds.ts),
 * refusals buzz, and the Sound settings apply at once. The sound library loads once the table is shown and the
 * player has clicked or pressed a key.
 */
export function useGameSounds({ snapshot, seats, motion, settings, refusal }: GameSoundsInput): GameSounds {
  const [director] = useState(
    () => new SoundDirector(() => import('../sound/pixiBackend').then((module) => module.pixiSoundBackend())),
  );
  const status = useSyncExternalStore(
    useCallback((listener) => director.onStatus(listener), [director]),
    () => director.getStatus(),
  );
  // Batches the session had animated before this table opened (a loaded game's past) make no sound.
  const heard = useRef(snapshot.batches.at(-1)?.id ?? 0);
  const unlock = useRef({ gesture: hadUserGesture(), table: false });

  useEffect(() => () => director.dispose(), [director]);
  useEffect(
    () => director.configure({ enabled: settings.enabled, volume: settings.volume }),
    [director, settings.enabled, settings.volume],
  );

  useEffect(() => {
    if (unlock.current.gesture) return undefined;
    const onGesture = (): void => {
      unlock.current.gesture = true;
      if (unlock.current.table) director.unlock();
      stop();
    };
    const stop = (): void => {
      window.removeEventListener('pointerdown', onGesture, true);
      window.removeEventListener('keydown', onGesture, true);
    };
    window.addEventListener('pointerdown', onGesture, true);
    window.addEventListener('keydown', onGesture, true);
    return stop;
  }, [director]);

  // The table calls tableShown as its scene is made, in the task that paints its first frame: the library (whose
  // import creates an AudioContext and fetches and decodes every sound) waits until that frame is on screen and the
  // page has a moment to spare, so that it never lengthens the first frame.
  const cancelWait = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelWait.current?.(), []);
  const tableShown = useCallback((): void => {
    cancelWait.current?.();
    cancelWait.current = afterFrameShown(() => {
      cancelWait.current = null;
      unlock.current.table = true;
      if (unlock.current.gesture) director.unlock();
    });
  }, [director]);

  const { batches, playing } = snapshot;
  const humanSeats = useMemo(() => new Set(seats.flatMap((seat, i) => (seat.bot ? [] : [i]))), [seats]);
  const factor = motionFactor(motion);
  useEffect(() => {
    const fresh = batches.filter((batch) => batch.id > heard.current);
    if (fresh.length === 0) return;
    heard.current = fresh.at(-1)?.id ?? heard.current;
    // The batch the table animates sounds along with it; any other (instant speed, or played while no table was
    // connected) sounds at once, coalesced.
    const cues: Cue[] = fresh.flatMap((batch) => cuesOf(batch.events, { humanSeats }, batch === playing ? factor : 0));
    director.play(cues);
  }, [director, batches, playing, factor, humanSeats]);

  useEffect(() => {
    if (refusal !== null) director.playNow('refused');
  }, [director, refusal]);

  const skip = useCallback(() => director.skip(), [director]);
  return { status, skip, tableShown };
}
