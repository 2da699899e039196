import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  actionsBefore,
  nextPlace,
  nextSectionStart,
  tutorialSetup,
  type GameSetup,
  type TutorialPlace,
  type TutorialSectionId,
} from '../../game/engine';
import type { TutorialProgress } from '../../../../engine/formats/index';
import { GuidedController } from '../../game/tutorial/guidedController';
import { FIRST_PLACE, actionCountAt, currentStep, knownPlace, stepHint, verdictOn } from '../../game/tutorial/guide';
import type { GameStorage } from '../../platform/storage';
import type { MotionSettings, SeatLook } from '../../scene/model';
import type { SoundSettings } from '../../sound/director';
import type { GameScreen as GameScreenComponent } from '../GameScreen';
import type { HintState } from '../useHint';
import { useTranslation } from '../../i18n';
import { TutorialPanel } from './TutorialPanel';
import { TutorialSections } from './TutorialSections';
import { useTutorialProgress } from './useTutorialProgress';
import './tutorial.css';

interface Props {
  readonly storage: GameStorage;
  readonly GameScreen: typeof GameScreenComponent;
  readonly lookOf: (setup: GameSetup) => SeatLook[];
  readonly motion: MotionSettings;
  readonly sound: SoundSettings;
  readonly onToggleSound: () => void;
  readonly renderSettings: (back: () => void) => React.ReactNode;
  readonly onLeave: () => void;
}

/** Marks `section` as played to its end, unless it was skipped (skipping says so until it is played through). */
const markDone = (
  sections: TutorialProgress['sections'],
  section: TutorialSectionId,
): TutorialProgress['sections'] => ({ ...sections, [section]: 'done' });

/**
 * The tutorial (a guided first game on a fixed deal): the section list, and the guided game at the place reached.
 * The game is rebuilt from the script whenever the place jumps (resume, skip, restart); between jumps the person plays
 * it move by move.
 */
export function TutorialScreen({
  storage,
  GameScreen,
  lookOf,
  motion,
  sound,
  onToggleSound,
  renderSettings,
  onLeave,
}: Props): React.JSX.Element {
  const { t } = useTranslation();
  const { progress, saved, problem, update } = useTutorialProgress(storage);
  /** Where the table was last rebuilt, and the place shown now (it moves on as the person plays). */
  const [start, setStart] = useState<{ readonly place: TutorialPlace; readonly generation: number } | null>(null);
  const [place, setPlace] = useState<TutorialPlace>(FIRST_PLACE);
  const [notNow, setNotNow] = useState<string | null>(null);
  const [listOpen, setListOpen] = useState(false);
  const placeRef = useRef(place);
  placeRef.current = place;
  const motionRef = useRef(motion);
  motionRef.current = motion;

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

  // The player's name is read when the table is built: a language change keeps the game as it is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the game is rebuilt only when the tutorial jumps
  const controller = useMemo(() => {
    if (!start) return null;
    return new GuidedController(
      tutorialSetup({ name: t('tutorial.playerName'), kind: 'human', colour: 0 }),
      actionsBefore(start.place),
      () => motionRef.current.speed,
      {
        admit: (action, game) => {
          const verdict = verdictOn(currentStep(placeRef.current), game.state, game.legal, action);
          setNotNow(verdict.kind === 'notNow' ? verdict.text : null);
          return verdict.kind === 'send';
        },
        refuse: (what) => setNotNow(t(what === 'undo' ? 'tutorial.noUndo' : 'tutorial.noAutoplay')),
      },
    );
  }, [start]);
  useEffect(() => () => controller?.dispose(), [controller]);

  const game = useSyncExternalStore(
    useCallback((listener: () => void) => controller?.subscribe(listener) ?? (() => undefined), [controller]),
    () => controller?.getSnapshot() ?? null,
  );

  /** On to the next step; past a section's last step the section is done, past the last one the tutorial is. */
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
  }, [update]);

  // The step's own move was played: the game holds one action more than the script before this step.
  useEffect(() => {
    if (!game) return;
    const step = currentStep(place);
    if (step.kind === 'act' && game.state.actionCount > actionCountAt(place)) advance();
  }, [game, place, advance]);

  const skip = (): void => {
    const section = place.section;
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

  const step = currentStep(place);
  const guide: HintState | null = useMemo(
    // Asking for a hint points back at the step: its move is the hint.
    () =>
      game
        ? { current: stepHint(step, game.state), busy: false, ask: () => setNotNow(t('tutorial.hintIsStep')) }
        : null,
    [game, step, t],
  );
  const seats = useMemo(() => (controller ? lookOf(controller.getSnapshot().state.setup) : []), [controller, lookOf]);

  if (!progress)
    return (
      <main className="menu">
        <p>{t('app.opening')}</p>
      </main>
    );
  if (listOpen || !controller || !guide) {
    return (
      <TutorialSections
        progress={progress}
        problem={problem}
        onPlay={(section) =>
          jump(
            section === progress.at?.section ? (knownPlace(progress.at) ?? { section, step: 0 }) : { section, step: 0 },
          )
        }
        {...(controller ? { onBackToGame: () => setListOpen(false) } : {})}
        onLeave={onLeave}
      />
    );
  }
  return (
    <GameScreen
      key={start?.generation}
      controller={controller}
      seats={seats}
      motion={motion}
      sound={sound}
      onToggleSound={onToggleSound}
      onMenu={onLeave}
      renderSettings={renderSettings}
      guide={guide}
      ungraded={t('tutorial.practice')}
      topOverlay={
        <TutorialPanel
          place={place}
          step={step}
          notNow={notNow}
          saved={saved}
          over={game?.state.phase === 'over'}
          problem={problem}
          onContinue={advance}
          onSkip={skip}
          onRestart={() => jump({ section: place.section, step: 0 })}
          onSections={() => setListOpen(true)}
          onLeave={onLeave}
        />
      }
    />
  );
}
