import { useCallback, useEffect, useRef, useState } from 'react';
import { nextPlace, nextSectionStart, type TutorialPlace, type TutorialSectionId } from '../../game/engine';
import type { TutorialProgress } from '../../../../engine/formats/index';
import { FIRST_PLACE, knownPlace } from '../../game/tutorial/guide';
import type { ProgressAccess } from './useTutorialProgress';

/** Where the table was last rebuilt; `generation` counts the rebuilds. */
export interface TutorialStart {
  readonly place: TutorialPlace;
  readonly generation: number;
}

/** Marks `section` as played to its end, unless it was skipped (skipping says so until it is played through). */
const markDone = (
  sections: TutorialProgress['sections'],
  section: TutorialSectionId,
): TutorialProgress['sections'] => ({ ...sections, [section]: 'done' });

/**
 * Where the tutorial stands: the place the table was last rebuilt at and the place shown now (it moves on as the
 * person plays), the "not now" of the last try, and whether the section list is open. `jump` rebuilds the table at a
 * place (resume, skip, restart) and keeps it in the progress.
 */
export function useTutorialPlace({ progress, update }: Pick<ProgressAccess, 'progress' | 'update'>) {
  const [start, setStart] = useState<TutorialStart | null>(null);
  const [place, setPlace] = useState<TutorialPlace>(FIRST_PLACE);
  const [notNow, setNotNow] = useState<string | null>(null);
  const [listOpen, setListOpen] = useState(false);
  const placeRef = useRef(place);
  placeRef.current = place;

  const jump = useCallback(
    (to: TutorialPlace): void => {
      setPlace(to);
      setNotNow(null);
      setListOpen(false);
      setStart((old) => ({ place: to, generation: (old?.generation ?? 0) + 1 }));
      update((stored) => ({ ...stored, at: to }));
    },
    [update],
  );

  // The first time the progress is read: pick up at the step reached, or begin; a finished tutorial shows its list.
  const opened = useRef(false);
  useEffect(() => {
    if (!progress || opened.current) return;
    opened.current = true;
    const reached = knownPlace(progress.at);
    if (reached) {
      setPlace(reached);
      setStart({ place: reached, generation: 1 });
    } else if (Object.keys(progress.sections).length === 0) jump(FIRST_PLACE);
    else setListOpen(true);
  }, [progress, jump]);

  return { start, place, setPlace, placeRef, notNow, setNotNow, listOpen, setListOpen, jump };
}

export type TutorialPlaceState = ReturnType<typeof useTutorialPlace>;

/**
 * Moving on through the tutorial: `advance` to the next step (past a section's last step the section is done, past the
 * last one the tutorial is), `skip` to the next section's start (the section marked skipped unless it was done).
 */
export function useTutorialMoves(
  { placeRef, setPlace, setNotNow, setListOpen, jump }: TutorialPlaceState,
  update: ProgressAccess['update'],
) {
  const advance = useCallback((): void => {
    const from = placeRef.current;
    const to = nextPlace(from);
    setNotNow(null);
    if (!to) {
      update((stored) => ({ at: null, sections: markDone(stored.sections, from.section) }));
      setListOpen(true);
      return;
    }
    setPlace(to);
    update((stored) => ({
      at: to,
      sections: to.section === from.section ? stored.sections : markDone(stored.sections, from.section),
    }));
  }, [placeRef, setPlace, setNotNow, setListOpen, update]);

  const skip = (): void => {
    const section = placeRef.current.section;
    const to = nextSectionStart(section);
    update((stored) => ({
      ...stored,
      sections: stored.sections[section] === 'done' ? stored.sections : { ...stored.sections, [section]: 'skipped' },
    }));
    if (to) jump(to);
    else {
      update((stored) => ({ ...stored, at: null }));
      setListOpen(true);
    }
  };
  return { advance, skip };
}
