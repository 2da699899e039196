import { useCallback, useEffect, useRef, useState } from 'react';
import { NO_TUTORIAL_PROGRESS, type TutorialProgress } from '../../../../engine/formats/index';
import type { GameStorage } from '../../platform/storage';
import { changeProfile, readProfile } from '../campaign/profileAccess';
import { t } from '../../i18n';

export interface ProgressAccess {
  /** The progress as stored, or null while it is being read. */
  readonly progress: TutorialProgress | null;
  /** Every change asked for so far has been written (the end-to-end specs reload only then). */
  readonly saved: boolean;
  readonly problem: string | null;
  /** Changes the progress here at once and in the profile (read–change–write, queued with every other profile change). */
  readonly update: (change: (progress: TutorialProgress) => TutorialProgress) => void;
}

/** The tutorial's progress in the profile (profile version 3): read once, then kept and written on every change. */
export function useTutorialProgress(storage: GameStorage): ProgressAccess {
  const [progress, setProgress] = useState<TutorialProgress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(0);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    void readProfile(storage).then((read) => {
      if (!mounted.current) return;
      if (read.ok) setProgress(read.value.tutorial);
      else {
        setProblem(read.message);
        setProgress(NO_TUTORIAL_PROGRESS);
      }
    });
    return () => {
      mounted.current = false;
    };
  }, [storage]);

  const update = useCallback(
    (change: (progress: TutorialProgress) => TutorialProgress): void => {
      setProgress((shown) => change(shown ?? NO_TUTORIAL_PROGRESS));
      setPending((n) => n + 1);
      void changeProfile(storage, (profile) => ({
        profile: { ...profile, tutorial: change(profile.tutorial) },
        result: null,
      })).then((written) => {
        if (!mounted.current) return;
        setPending((n) => n - 1);
        if (!written.ok) setProblem(t('tutorial.notKept', { problem: written.message }));
      });
    },
    [storage],
  );

  return { progress, saved: pending === 0, problem, update };
}
