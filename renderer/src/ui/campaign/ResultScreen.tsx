import { data, type Medal } from '../../game/engine';
import type { SoloOutcome } from '../../game/campaign';
import { MEDAL_COLOURS } from './FjordMap';
import { SPEED_FACTOR } from '../../scene/timing';
import { Trans, useTranslation } from '../../i18n';
import './campaign.css';
import { SCORE_CATEGORIES, challengeTitle, medalName, scoreCategoryName, taskText } from '../../game/names';
import type { VpMark } from '../../../../engine/session';
import type { MotionSettings, SeatLook } from '../../scene/model';
import { VpChart } from '../VpChart';

function MedalBadge({ medal }: { readonly medal: Medal | null }): React.JSX.Element {
  return (
    <svg className="medal-badge" viewBox="0 0 100 120" aria-hidden="true">
      <polygon points="30,0 50,40 70,0 58,0 50,18 42,0" fill={medal ? '#b23a2e' : '#4a5560'} />
      <circle cx="50" cy="72" r="40" fill={medal ? MEDAL_COLOURS[medal] : '#2c343c'} stroke="#0b1e2d" strokeWidth="4" />
      <circle
        cx="50"
        cy="72"
        r="30"
        fill="none"
        stroke={medal ? '#0b1e2d' : '#4a5560'}
        strokeWidth="2"
        opacity="0.35"
      />
      {medal ? (
        <path
          d="M 28 80 q 11 -14 22 0 q 11 14 22 0"
          fill="none"
          stroke="#0b1e2d"
          strokeWidth="4"
          strokeLinecap="round"
        />
      ) : null}
    </svg>
  );
}

/** A medal earned: rays turning behind the badge and its name over it (reduced motion: a still glow; off: nothing). */
function MedalCelebration({
  medal,
  motion,
  children,
}: {
  readonly medal: Medal | null;
  readonly motion: MotionSettings;
  readonly children: React.ReactNode;
}): React.JSX.Element {
  const { t } = useTranslation();
  if (!medal || SPEED_FACTOR[motion.speed] === 0) return <>{children}</>;
  const still = motion.reducedMotion;
  return (
    <div
      className={`medal-celebration${still ? ' still' : ''}`}
      data-testid="medal-celebration"
      data-still={String(still)}
      style={{ '--cheer-s': `${(1.8 * SPEED_FACTOR[motion.speed]).toFixed(2)}s` } as React.CSSProperties}
    >
      <span className="medal-rays" aria-hidden="true" style={{ color: MEDAL_COLOURS[medal] }} />
      {children}
      <span className="medal-cheer" role="status">
        {t('celebrate.medal', { medal: medalName(medal) })}
      </span>
    </div>
  );
}

/**
 * Where the score sits on the medal ladder: the thresholds as marks on one bar, the score as a pointer. An assisted
 * game is graded not at all (RULES §13.4): its bar stays empty and says why (`assisted`), so it never looks like
 * progress.
 */
function MedalLadder({
  total,
  thresholds,
  assisted,
}: {
  readonly total: number;
  readonly thresholds: SoloOutcome['thresholds'];
  /** Why an assisted game earns no medal, in words; null for a graded game. */
  readonly assisted: string | null;
}): React.JSX.Element {
  const top = Math.max(total, thresholds.fjordMaster) * 1.1;
  const at = (value: number): string => `${(100 * value) / top}%`;
  return (
    <div
      className={`medal-ladder${assisted ? ' assisted' : ''}`}
      data-testid="medal-ladder"
      data-assisted={String(assisted !== null)}
    >
      <div className="ladder-bar">
        {assisted ? (
          <div className="ladder-assisted">{assisted}</div>
        ) : (
          <div className="ladder-fill" style={{ width: at(total) }} />
        )}
        {data.MEDALS.map((medal) => (
          <div key={medal} className="ladder-mark" style={{ left: at(thresholds[medal]) }}>
            <span className="medal-dot" style={{ background: MEDAL_COLOURS[medal] }} />
            <span className="ladder-label">
              {medalName(medal)}
              <br />
              {thresholds[medal]}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}

interface ResultProps {
  readonly outcome: SoloOutcome;
  /** A medal earned is celebrated as the animation settings allow: none when they are off, still with reduced motion. */
  readonly motion: MotionSettings;
  /** The game's VP after each round and final scoring, and how its seat is drawn (the chart beside the categories). */
  readonly progress: { readonly marks: readonly VpMark[]; readonly seats: readonly SeatLook[] } | null;
  readonly onCampaign: () => void;
  /** Plays the challenge this result opened. */
  readonly onNext: () => void;
  /** Another game like this one: the same challenge, or a new quick solo deal. */
  readonly onPlayAgain: () => void;
  readonly onMenu: () => void;
  /** Replays the game just finished. */
  readonly onReplay?: () => void;
}

/** The medal earned (or why none), the points, and how far the next medal was. */
function ResultHeadline({ outcome, motion }: Pick<ResultProps, 'outcome' | 'motion'>): React.JSX.Element {
  const { t } = useTranslation();
  const { score, medal } = outcome;
  return (
    <div className="result-headline">
      <MedalCelebration medal={outcome.assisted ? null : medal} motion={motion}>
        <MedalBadge medal={medal} />
      </MedalCelebration>
      <div>
        <h2 data-testid="result-medal" data-medal={medal ?? 'none'} data-assisted={String(outcome.assisted)}>
          {outcome.assisted
            ? t('assisted.headline')
            : medal
              ? t('result.medal', { medal: medalName(medal) })
              : t('common.noMedal')}
        </h2>
        <div className="result-total">
          <Trans
            i18nKey="result.points"
            count={score.total}
            components={{ total: <span data-testid="result-total" /> }}
          />
          {outcome.newBestScore && (
            <span className="new-best" data-testid="result-new-best">
              {t('result.newBest')}
            </span>
          )}
        </div>
        {outcome.assisted && (
          <div className="result-hint" data-testid="result-assisted">
            {t(outcome.botPlayed ? 'assisted.explained' : 'playOn.practiceExplained')}
          </div>
        )}
        {!medal && !outcome.assisted && (
          <div className="result-hint">{t('result.toBronze', { count: outcome.thresholds.bronze - score.total })}</div>
        )}
      </div>
    </div>
  );
}

/** The score by category, and its total. */
function ResultCategories({ score }: { readonly score: SoloOutcome['score'] }): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <table className="score-table result-categories" data-testid="result-categories">
      <tbody>
        {SCORE_CATEGORIES.map((key) => (
          <tr key={key}>
            <th>{scoreCategoryName(key)}</th>
            <td data-testid={`result-${key}`}>{score[key]}</td>
          </tr>
        ))}
        <tr className="total">
          <th>{t('common.total')}</th>
          <td>{score.total}</td>
        </tr>
      </tbody>
    </table>
  );
}

/** Whether the task was met, what is new, and the challenge unlocked. */
function ResultNotes({ outcome }: { readonly outcome: SoloOutcome }): React.JSX.Element {
  const { t } = useTranslation();
  const news = [
    outcome.newBestMedal && outcome.medal ? t('result.newBestMedal') : null,
    outcome.newStar ? t('result.newStar') : null,
    outcome.newBestScore ? t('result.newBestScore') : null,
  ].filter((line) => line !== null);
  return (
    <div className="result-notes">
      {outcome.task && (
        <div
          className={`result-task${outcome.taskMet ? ' met' : ''}`}
          data-testid="result-task"
          data-met={String(outcome.taskMet)}
        >
          <span className="star-mark">{outcome.taskMet ? '★' : '☆'}</span>{' '}
          {t(outcome.taskMet ? 'result.taskMet' : 'result.taskNotMet', { task: taskText(outcome.task) })}
        </div>
      )}
      {news.length > 0 && (
        <ul className="result-news" data-testid="result-news">
          {news.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {outcome.challenge && !outcome.assisted && !outcome.newBestScore && !outcome.newBestMedal && (
        <div className="result-hint">{t('result.bestUnchanged')}</div>
      )}
      {outcome.unlocked && (
        <div className="result-unlocked" data-testid="result-unlocked">
          <Trans
            i18nKey="result.unlocked"
            values={{
              number: data.CAMPAIGN.indexOf(outcome.unlocked) + 1,
              title: challengeTitle(outcome.unlocked),
            }}
            components={{ b: <b /> }}
          />
        </div>
      )}
    </div>
  );
}

/** The ways on: the challenge unlocked, the campaign, another game, the replay, the main menu. */
function ResultActions({ outcome, onNext, onCampaign, onPlayAgain, onReplay, onMenu }: ResultProps): React.JSX.Element {
  const { t } = useTranslation();
  const { challenge } = outcome;
  return (
    <div className="row result-actions">
      {outcome.unlocked && (
        <button type="button" className="primary" data-testid="result-next" onClick={onNext}>
          {t('result.next')}
        </button>
      )}
      {challenge && (
        <button
          type="button"
          className={outcome.unlocked ? '' : 'primary'}
          data-testid="result-campaign"
          onClick={onCampaign}
        >
          {t('common.campaign')}
        </button>
      )}
      <button type="button" data-testid="result-again" onClick={onPlayAgain}>
        {challenge ? t('result.tryAgain') : t('result.anotherQuickSolo')}
      </button>
      {onReplay && (
        <button type="button" data-testid="result-replay" onClick={onReplay}>
          {t('endScreen.replay')}
        </button>
      )}
      <button type="button" data-testid="result-menu" onClick={onMenu}>
        {t('result.mainMenu')}
      </button>
    </div>
  );
}

/** After a solo game: the score by category, the medal against the thresholds, the task, and what is new. */
export function ResultScreen(props: ResultProps): React.JSX.Element {
  const { outcome, motion, progress } = props;
  const { t } = useTranslation();
  const { score, challenge } = outcome;
  const number = challenge ? data.CAMPAIGN.indexOf(challenge) + 1 : 0;
  return (
    <main className="result-screen" data-testid="result-screen">
      <div className="result-card">
        <div className="result-kind">
          {challenge ? t('result.challenge', { number, title: challengeTitle(challenge) }) : t('common.quickSolo')}
        </div>
        <ResultHeadline outcome={outcome} motion={motion} />
        <MedalLadder
          total={score.total}
          thresholds={outcome.thresholds}
          assisted={outcome.assisted ? t(outcome.botPlayed ? 'assisted.noMedal' : 'playOn.practiceNoMedal') : null}
        />
        <div className="result-columns">
          <ResultCategories score={score} />
          {progress && <VpChart marks={progress.marks} seats={progress.seats} />}
          <ResultNotes outcome={outcome} />
        </div>
        <ResultActions {...props} />
      </div>
    </main>
  );
}
