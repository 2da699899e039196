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

type SectionStatus = 'current' | NonNullable<TutorialProgress['sections'][TutorialSectionId]> | 'new';

/** How each status of a section reads in its row. */
const STATUS_WORDS = {
  current: 'tutorial.statusCurrent',
  done: 'tutorial.statusDone',
  skipped: 'tutorial.statusSkipped',
  new: 'tutorial.statusNew',
} as const satisfies Record<SectionStatus, string>;

/** One section: its title and summary, how far the person got in it, and the button that plays it. */
function SectionRow({
  section,
  progress,
  onPlay,
}: {
  readonly section: TutorialSectionId;
  readonly progress: TutorialProgress;
  readonly onPlay: (section: TutorialSectionId) => void;
}): React.JSX.Element {
  const { t } = useTranslation();
  const current = progress.at?.section === section;
  const status: SectionStatus = current ? 'current' : (progress.sections[section] ?? 'new');
  return (
    <li data-testid={`tutorial-row-${section}`} data-status={status}>
      <div>
        <strong>{t(`tutorial.section.${section}.title`)}</strong>
        <span className="tutorial-summary">{t(`tutorial.section.${section}.summary`)}</span>
      </div>
      <span className="tutorial-status">{t(STATUS_WORDS[status])}</span>
      <button
        type="button"
        className={current ? 'primary' : undefined}
        data-testid={`tutorial-play-${section}`}
        onClick={() => onPlay(section)}
      >
        {t(current ? 'tutorial.resume' : 'tutorial.play')}
      </button>
    </li>
  );
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
        {TUTORIAL.map((section) => (
          <SectionRow key={section.id} section={section.id} progress={progress} onPlay={onPlay} />
        ))}
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
