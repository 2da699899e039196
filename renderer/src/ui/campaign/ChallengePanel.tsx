import { data, type GameSetup } from '../../game/engine';
import { campaignSlot, challengeSetup, type ChallengeStanding } from '../../game/campaign';
import type { Profile } from '../../platform/storage';
import { MEDAL_COLOURS } from './FjordMap';
import { Trans, useTranslation } from '../../i18n';
import { challengeIntro, challengeTitle, medalName, taskText } from '../../game/names';

interface PanelProps {
  readonly profile: Profile;
  readonly shown: ChallengeStanding;
  /** How many challenges the campaign has. */
  readonly total: number;
  /** Whether the shown challenge's slot holds a game that is not over: it is resumed rather than started. */
  readonly resumable: boolean;
  readonly onPlay: (setup: GameSetup, slot: string) => void;
  readonly onResume: (slot: string) => void;
  readonly onRestart: (standing: ChallengeStanding) => void;
  readonly onReset: () => void;
}

/** The selected challenge: what it asks, its medals' thresholds and its best result, the ways to play it, and the profile. */
export function ChallengePanel(props: PanelProps): React.JSX.Element {
  const { shown } = props;
  return (
    <aside className="challenge-panel" data-testid="challenge-panel" data-challenge={shown.index + 1}>
      <ChallengeDetails shown={shown} total={props.total} />
      <ChallengeActions {...props} />
      <ProfileStatistics profile={props.profile} onReset={props.onReset} />
    </aside>
  );
}

/** What the challenge asks, the points each medal needs, the best result so far, and whether it is locked. */
function ChallengeDetails({ shown, total }: Pick<PanelProps, 'shown' | 'total'>): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <>
      <div className="challenge-number">{t('campaign.challengeOf', { number: shown.index + 1, total })}</div>
      <h3 data-testid="challenge-title">{challengeTitle(shown.challenge)}</h3>
      <p className="challenge-intro">{challengeIntro(shown.challenge)}</p>
      <div className="challenge-task" data-testid="challenge-task">
        <span className="star-mark">★</span> {t('campaign.task', { task: taskText(shown.challenge.task) })}
      </div>
      <table className="thresholds-table" data-testid="challenge-thresholds">
        <tbody>
          {data.MEDALS.map((medal) => (
            <tr key={medal} className={shown.bestMedal === medal ? 'earned' : ''}>
              <th>
                <span className="medal-dot" style={{ background: MEDAL_COLOURS[medal] }} /> {medalName(medal)}
              </th>
              <td>{t('campaign.threshold', { points: shown.challenge.thresholds[medal] })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="challenge-best" data-testid="challenge-best">
        {shown.attempts === 0
          ? t('campaign.notPlayed')
          : t('campaign.best', {
              medal: shown.bestMedal ? medalName(shown.bestMedal) : t('campaign.bestNoMedal'),
              star: shown.star ? ' ★' : '',
              score: shown.bestScore ?? '',
              count: shown.attempts,
            })}
      </div>
      {!shown.unlocked && (
        <p className="notice" data-testid="challenge-locked">
          {t('campaign.locked', { previous: shown.index })}
        </p>
      )}
    </>
  );
}

/** Start the challenge, play it again, or resume its game in play and restart it. */
function ChallengeActions({ shown, resumable, onPlay, onResume, onRestart }: PanelProps): React.JSX.Element {
  const { t } = useTranslation();
  const slot = campaignSlot(shown.challenge);
  return (
    <div className="row challenge-actions">
      {resumable ? (
        <>
          <button type="button" className="primary" data-testid="challenge-resume" onClick={() => onResume(slot)}>
            {t('common.resume')}
          </button>
          <button type="button" data-testid="challenge-restart" onClick={() => onRestart(shown)}>
            {t('campaign.restart')}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="primary"
          data-testid="challenge-start"
          disabled={!shown.unlocked}
          onClick={() => onPlay(challengeSetup(shown.challenge), slot)}
        >
          {shown.attempts === 0 ? t('common.start') : t('campaign.playAgain')}
        </button>
      )}
    </div>
  );
}

/** The profile's games, best score and medals, and the way to start it over. */
function ProfileStatistics({ profile, onReset }: Pick<PanelProps, 'profile' | 'onReset'>): React.JSX.Element {
  const { t } = useTranslation();
  const medals = data.MEDALS.reduce((n, medal) => n + profile.medals[medal], 0);
  return (
    <section className="profile-statistics" data-testid="statistics" aria-label={t('campaign.statistics')}>
      <h4>{t('campaign.statistics')}</h4>
      <div>
        <Trans
          i18nKey="campaign.gamesPlayed"
          values={{
            games: profile.statistics.gamesPlayed,
            solo: profile.statistics.soloGamesPlayed,
            won: profile.statistics.gamesWon,
          }}
          components={{ b: <b data-testid="stat-games" /> }}
        />
      </div>
      <div>
        <Trans
          i18nKey="campaign.bestScore"
          values={{ score: profile.statistics.bestScore }}
          components={{ b: <b data-testid="stat-best" /> }}
        />
      </div>
      <div className="medal-counts" data-testid="stat-medals">
        {data.MEDALS.map((medal) => (
          <span key={medal}>
            <span className="medal-dot" style={{ background: MEDAL_COLOURS[medal] }} /> {medalName(medal)}{' '}
            {profile.medals[medal]}
          </span>
        ))}
      </div>
      <button
        type="button"
        className="link-button"
        data-testid="reset-profile"
        disabled={profile.statistics.gamesPlayed === 0 && medals === 0}
        onClick={onReset}
      >
        {t('campaign.resetProfile')}
      </button>
    </section>
  );
}
