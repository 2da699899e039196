import { useCallback, useEffect, useState } from 'react';
import { data, type GameSetup } from '../../game/engine';
import { campaignSlot, campaignStandings, challengeSetup, type ChallengeStanding } from '../../game/campaign';
import type { GameStorage, Profile } from '../../platform/storage';
import { FjordMap, MEDAL_COLOURS } from './FjordMap';
import { ConfirmDialog } from './ConfirmDialog';
import { readProfile, resetProfile } from './profileAccess';
import { Trans, useTranslation } from '../../i18n';
import './campaign.css';
import { challengeIntro, challengeTitle, medalName, taskText } from '../../game/names';

interface Props {
  readonly storage: GameStorage;
  /** Starts a new game of `setup` in `slot` (replacing whatever game that slot held). */
  readonly onPlay: (setup: GameSetup, slot: string) => void;
  readonly onResume: (slot: string) => void;
  readonly onBack: () => void;
}

type Asking = { readonly kind: 'restart'; readonly standing: ChallengeStanding } | { readonly kind: 'reset' } | null;

/** The first challenge still to earn a medal in (or the last one, once all have one): where the player goes next. */
function nextChallenge(standings: readonly ChallengeStanding[]): number {
  const open = standings.filter((s) => s.unlocked);
  return (open.find((s) => s.bestMedal === null) ?? open[open.length - 1] ?? standings[0])?.index ?? 0;
}

/** RULES §13.4: the twelve challenges along the fjord, each with its best result, and what the selected one asks. */
export function CampaignScreen({ storage, onPlay, onResume, onBack }: Props): React.JSX.Element {
  const { t } = useTranslation();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** Challenge slots holding a game that is not over: those challenges are resumed rather than started. */
  const [inPlay, setInPlay] = useState<ReadonlySet<string>>(new Set());
  const [selected, setSelected] = useState<number | null>(null);
  const [asking, setAsking] = useState<Asking>(null);

  const load = useCallback(async (): Promise<void> => {
    const [read, listed] = await Promise.all([readProfile(storage), storage.listGames()]);
    if (read.ok) setProfile(read.value);
    else setProblem(read.message);
    if (listed.ok)
      setInPlay(new Set(listed.value.filter((game) => !game.over && !game.problem).map((game) => game.slot)));
  }, [storage]);
  useEffect(() => {
    void load();
  }, [load]);

  if (problem) {
    return (
      <main className="menu" data-testid="campaign">
        <h2>{t('common.campaign')}</h2>
        <p className="notice" role="alert">
          {problem}
        </p>
        <button type="button" onClick={onBack}>
          {t('common.back')}
        </button>
      </main>
    );
  }
  if (!profile)
    return (
      <main className="menu" data-testid="campaign">
        <p>{t('campaign.reading')}</p>
      </main>
    );

  const standings = campaignStandings(profile);
  const shown = standings[selected ?? nextChallenge(standings)] as ChallengeStanding;
  const slot = campaignSlot(shown.challenge);
  const resumable = shown.unlocked && inPlay.has(slot);
  const medals = data.MEDALS.reduce((n, medal) => n + profile.medals[medal], 0);

  const confirm = async (): Promise<void> => {
    if (asking?.kind === 'restart')
      onPlay(challengeSetup(asking.standing.challenge), campaignSlot(asking.standing.challenge));
    if (asking?.kind === 'reset') {
      const reset = await resetProfile(storage);
      // Unfinished challenge games belong to the progress being reset: they go with it.
      await Promise.all(
        standings.map((s) =>
          inPlay.has(campaignSlot(s.challenge)) ? storage.deleteGame(campaignSlot(s.challenge)) : null,
        ),
      );
      if (!reset.ok) setProblem(reset.message);
      setSelected(null);
      setAsking(null);
      await load();
    }
  };

  return (
    <main className="campaign-screen" data-testid="campaign">
      <header className="campaign-header">
        <button type="button" onClick={onBack} data-testid="campaign-back">
          {t('common.back')}
        </button>
        <h2>{t('campaign.title')}</h2>
        <span className="campaign-progress" data-testid="campaign-progress">
          {t('campaign.progress', {
            won: standings.filter((s) => s.bestMedal).length,
            total: standings.length,
            stars: standings.filter((s) => s.star).length,
          })}
        </span>
      </header>
      <div className="campaign-body">
        <FjordMap standings={standings} selected={shown.index} onSelect={setSelected} />
        <aside className="challenge-panel" data-testid="challenge-panel" data-challenge={shown.index + 1}>
          <div className="challenge-number">
            {t('campaign.challengeOf', { number: shown.index + 1, total: standings.length })}
          </div>
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
          <div className="row challenge-actions">
            {resumable ? (
              <>
                <button type="button" className="primary" data-testid="challenge-resume" onClick={() => onResume(slot)}>
                  {t('common.resume')}
                </button>
                <button
                  type="button"
                  data-testid="challenge-restart"
                  onClick={() => setAsking({ kind: 'restart', standing: shown })}
                >
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
              onClick={() => setAsking({ kind: 'reset' })}
            >
              {t('campaign.resetProfile')}
            </button>
          </section>
        </aside>
      </div>
      {asking?.kind === 'restart' && (
        <ConfirmDialog
          title={t('campaign.restartTitle', { number: asking.standing.index + 1 })}
          text={t('campaign.restartText')}
          confirm={t('campaign.restartConfirm')}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(null)}
        />
      )}
      {asking?.kind === 'reset' && (
        <ConfirmDialog
          title={t('campaign.resetTitle')}
          text={t('campaign.resetText')}
          confirm={t('campaign.resetConfirm')}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(null)}
        />
      )}
    </main>
  );
}
