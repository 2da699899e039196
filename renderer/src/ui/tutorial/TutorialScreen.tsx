import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { actionsBefore, tutorialSetup, type GameSetup, type TutorialPlace } from '../../game/engine';
import { GuidedController } from '../../game/tutorial/guidedController';
import { actionCountAt, currentStep, knownPlace, stepHint, verdictOn } from '../../game/tutorial/guide';
import type { GameStorage } from '../../platform/storage';
import type { MotionSettings, SeatLook } from '../../scene/model';
import type { SoundSettings } from '../../sound/director';
import type { GameScreen as GameScreenComponent } from '../GameScreen';
import type { HintState } from '../useHint';
import { useTranslation } from '../../i18n';
import { TutorialPanel } from './TutorialPanel';
import { TutorialSections } from './TutorialSections';
import { useTutorialProgress } from './useTutorialProgress';
import { useTutorialMoves, useTutorialPlace, type TutorialPlaceState, type TutorialStart } from './useTutorialPlace';
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

/**
 * The guided game, rebuilt from the script at `start` (null: none yet): each action is first held to the step at
 * `placeRef`, and what is refused now is said through `setNotNow`. The player's name is read when the table is built:
 * a language change keeps the game as it is.
 */
function useGuidedGame(
  start: TutorialStart | null,
  { placeRef, setNotNow }: Pick<TutorialPlaceState, 'placeRef' | 'setNotNow'>,
  motion: MotionSettings,
) {
  const { t } = useTranslation();
  const motionRef = useRef(motion);
  motionRef.current = motion;
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
  return { controller, game };
}

/**
 * The step at `place` as the table's guide: its move is the hint (asking for one points back at the step), and
 * playing the step's own move (the game then holds one action more than the script before this step) moves on.
 */
function useStepGuide(
  game: ReturnType<typeof useGuidedGame>['game'],
  place: TutorialPlace,
  advance: () => void,
  setNotNow: (notNow: string | null) => void,
) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!game) return;
    const step = currentStep(place);
    if (step.kind === 'act' && game.state.actionCount > actionCountAt(place)) advance();
  }, [game, place, advance]);
  const step = currentStep(place);
  const guide: HintState | null = useMemo(
    () =>
      game
        ? { current: stepHint(step, game.state), busy: false, ask: () => setNotNow(t('tutorial.hintIsStep')) }
        : null,
    [game, step, t, setNotNow],
  );
  return { step, guide };
}

/**
 * The tutorial (a guided first game on a fixed deal): the section list, and the guided game at the place reached.
 * The game is rebuilt from the script whenever the place jumps (resume, skip, restart); between jumps the person plays
 * it move by move.
 */
export function TutorialScreen(props: Props): React.JSX.Element {
  const { storage, GameScreen, lookOf, motion, sound, onToggleSound, renderSettings, onLeave } = props;
  const { t } = useTranslation();
  const { progress, saved, problem, update } = useTutorialProgress(storage);
  const tutorial = useTutorialPlace({ progress, update });
  const { start, place, notNow, setNotNow, listOpen, setListOpen, jump } = tutorial;
  const { controller, game } = useGuidedGame(start, tutorial, motion);
  const { advance, skip } = useTutorialMoves(tutorial, update);

  const { step, guide } = useStepGuide(game, place, advance, setNotNow);
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
