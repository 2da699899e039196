import { TUTORIAL, type TutorialSectionId } from '../../game/engine';
import type { TutorialProgress } from '../../../../engine/formats/index';
import { useTranslation } from '../../i18n';

interface Props {
  readonly progress: TutorialProgress;
  readonly problem: string | null;
  /** Plays a section: the one in progress from where it was left, any other from its start. */
  readonly onPlay: (section: TutorialSectionId) => void;
  /** Back to the table as it was (only while a tutorial game is open). */
  readonly onBackToGame?: () => void;
  readonly onLeave: () => void;
}

/** The tutorial's sections, each with how far the person got in it, to start, resume or play again. */
export function TutorialSections({ progress, problem, onPlay, onBackToGame, onLeave }: Props): React.JSX.Element {
  const { t } = useTranslation();
  const finished = progress.at === null && TUTORIAL.every((section) => progress.sections[section.id] !== undefined);
  return (
    <main className="menu tutorial-sections" data-testid="tutorial-sections-screen">
      <h2>{t('tutorial.listTitle')}</h2>
      <p>{t('tutorial.listIntro')}</p>
      <p className="tutorial-practice">{t('tutorial.practice')}</p>
      {finished && (
        <p className="notice" role="status" data-testid="tutorial-finished">
          {t('tutorial.finished')}
        </p>
      )}
      {problem && (
        <p className="notice" role="alert">
          {problem}
        </p>
      )}
      <ol>
        {TUTORIAL.map((section) => {
          const current = progress.at?.section === section.id;
          const mark = progress.sections[section.id];
          const status = current ? 'current' : (mark ?? 'new');
          return (
            <li key={section.id} data-testid={`tutorial-row-${section.id}`} data-status={status}>
              <div>
                <strong>{t(`tutorial.section.${section.id}.title`)}</strong>
                <span className="tutorial-summary">{t(`tutorial.section.${section.id}.summary`)}</span>
              </div>
              <span className="tutorial-status">
                {t(
                  status === 'current'
                    ? 'tutorial.statusCurrent'
                    : status === 'done'
                      ? 'tutorial.statusDone'
                      : status === 'skipped'
                        ? 'tutorial.statusSkipped'
                        : 'tutorial.statusNew',
                )}
              </span>
              <button
                type="button"
                className={current ? 'primary' : undefined}
                data-testid={`tutorial-play-${section.id}`}
                onClick={() => onPlay(section.id)}
              >
                {t(current ? 'tutorial.resume' : 'tutorial.play')}
              </button>
            </li>
          );
        })}
      </ol>
      <div className="row">
        {onBackToGame && (
          <button type="button" data-testid="tutorial-back-to-game" onClick={onBackToGame}>
            {t('tutorial.back')}
          </button>
        )}
        <button type="button" data-testid="tutorial-leave" onClick={onLeave}>
          {t('tutorial.leave')}
        </button>
      </div>
    </main>
  );
}
