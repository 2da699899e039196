import type { TutorialPlace, TutorialStep } from '../../game/engine';
import { sectionOf, stepText } from '../../game/tutorial/guide';
import { useTranslation } from '../../i18n';

interface Props {
  readonly place: TutorialPlace;
  readonly step: TutorialStep;
  /** Why the last move was not played, or null. */
  readonly notNow: string | null;
  readonly saved: boolean;
  /** The game is over: its end screen covers the prompt, so the step's words are shown here instead. */
  readonly over: boolean;
  readonly problem: string | null;
  readonly onContinue: () => void;
  readonly onSkip: () => void;
  readonly onRestart: () => void;
  readonly onSections: () => void;
  readonly onLeave: () => void;
}

/**
 * The tutorial's own box on the table: which section and step, Continue where nobody has to decide, and the ways to
 * skip, restart or leave. The step's words are in the prompt's hint box, beside the choices they point at, while the
 * game is on; once it is over (the end screen covers the prompt) they are here.
 */
export function TutorialPanel({
  place,
  step,
  notNow,
  saved,
  over,
  problem,
  onContinue,
  onSkip,
  onRestart,
  onSections,
  onLeave,
}: Props): React.JSX.Element {
  const { t } = useTranslation();
  const { index, count, steps } = sectionOf(place);
  return (
    <section
      className={`tutorial-panel${over ? ' over' : ''}`}
      data-testid="tutorial-panel"
      aria-label={t('tutorial.listTitle')}
      data-section={place.section}
      data-step={step.id}
      data-step-kind={step.kind}
      data-progress-saved={String(saved)}
    >
      <header>
        <strong data-testid="tutorial-section">
          {t('tutorial.sectionOf', { index: index + 1, count, title: t(`tutorial.section.${place.section}.title`) })}
        </strong>
        <span className="tutorial-step-count">{t('tutorial.stepOf', { index: place.step + 1, count: steps })}</span>
      </header>
      {over && (
        <p className="tutorial-words" data-testid="tutorial-words">
          {stepText(step, 'do')} <span className="hint-reason">{stepText(step, 'why')}</span>
        </p>
      )}
      {step.kind === 'note' && (
        <button type="button" className="primary" data-testid="tutorial-continue" onClick={onContinue}>
          {t('tutorial.continue')}
        </button>
      )}
      {notNow && (
        <p className="tutorial-not-now" role="alert" data-testid="tutorial-not-now">
          {notNow}
        </p>
      )}
      {problem && (
        <p className="tutorial-not-now" role="alert">
          {problem}
        </p>
      )}
      <footer>
        <button type="button" data-testid="tutorial-sections" onClick={onSections}>
          {t('tutorial.sections')}
        </button>
        <button type="button" data-testid="tutorial-restart" onClick={onRestart}>
          {t('tutorial.restart')}
        </button>
        <button type="button" data-testid="tutorial-skip" onClick={onSkip}>
          {t('tutorial.skip')}
        </button>
        <button type="button" data-testid="tutorial-leave" onClick={onLeave}>
          {t('tutorial.leave')}
        </button>
      </footer>
    </section>
  );
}
