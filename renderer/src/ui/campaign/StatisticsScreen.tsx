import { useEffect, useState } from 'react';
import { data } from '../../game/engine';
import { campaignStandings } from '../../game/campaign';
import { personScore } from '../../game/playedGames';
import type { GameStorage, Profile } from '../../platform/storage';
import type { PlayedGame, PlayedSeat } from '../../../../engine/formats/index';
import { readProfile } from './profileAccess';
import { MEDAL_COLOURS } from './FjordMap';
import { currentLanguage, isolate, useTranslation } from '../../i18n';
import { challengeTitle, medalName } from '../../game/names';
import './campaign.css';
import '../stats.css';

/** Lines of the history shown at a time: a page fits a 720-pixel-high window without scrolling. */
export const HISTORY_PAGE_SIZE = 10;

const BOT_LEVEL_KEYS = {
  easy: 'newGame.kindEasy',
  medium: 'newGame.kindMedium',
  hard: 'newGame.kindHard',
  expert: 'newGame.kindExpert',
} as const;

/** How a seat reads in the history: its name (a bot's with its level) and its score, as "Astrid · 55 VP". */
function useSeatText(): (seat: PlayedSeat) => string {
  const { t } = useTranslation();
  return (seat) => {
    const level =
      seat.bot === null
        ? null
        : seat.bot in BOT_LEVEL_KEYS
          ? t(BOT_LEVEL_KEYS[seat.bot as keyof typeof BOT_LEVEL_KEYS])
          : t('stats.botLevel', { level: seat.bot });
    return t('stats.seat', {
      name: level === null ? isolate(seat.name) : t('stats.botName', { name: isolate(seat.name), level }),
      count: seat.score,
    });
  };
}

/** The Players cell: one line per seat; in a game of several seats the winner's line is marked (and named so for a screen reader). */
function SeatsCell({ game }: { readonly game: PlayedGame }): React.JSX.Element {
  const { t } = useTranslation();
  const seatText = useSeatText();
  return (
    <td className="history-seats">
      {game.seats.map((seat, index) => {
        const won = index === game.winner && game.seats.length > 1;
        return (
          <div key={index} data-testid="history-seat" className={won ? 'winner' : undefined}>
            <span data-testid="history-seat-text">{seatText(seat)}</span>
            {won && (
              <>
                {' '}
                <span role="img" aria-label={t('stats.winner')} title={t('stats.winner')}>
                  {t('stats.winnerMark')}
                </span>
              </>
            )}
          </div>
        );
      })}
    </td>
  );
}

/** What a game earned: its medal, none, or (an assisted game) the reason it could earn none. */
function MedalCell({ game }: { readonly game: PlayedGame }): React.JSX.Element {
  const { t } = useTranslation();
  if (game.assisted) return <span className="history-assisted">{t('stats.assisted')}</span>;
  if (!game.medal) return <>{t('stats.noMedal')}</>;
  return (
    <>
      <span className="medal-dot" style={{ background: MEDAL_COLOURS[game.medal] }} /> {medalName(game.medal)}
    </>
  );
}

/** One finished game: when, what kind of game, the person's score, the medal (or that it was assisted), everyone's score. */
function HistoryRow({ game }: { readonly game: PlayedGame }): React.JSX.Element {
  const { t } = useTranslation();
  const challenge = game.challenge === null ? undefined : data.CAMPAIGN.findIndex((c) => c.id === game.challenge);
  const mode =
    game.mode === 'campaign'
      ? t('stats.modes.campaign', { number: (challenge ?? 0) + 1 })
      : t(`stats.modes.${game.mode}`);
  const options = [
    game.variant === 'advanced' ? t('stats.advanced') : null,
    game.villageSide === 'clan' ? t('stats.clans') : null,
    t('stats.edition', { edition: game.edition }),
  ]
    .filter((option) => option !== null)
    .join(' · ');
  const date = new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(game.finishedAt),
  );
  return (
    <tr data-testid="history-row" data-mode={game.mode} data-assisted={String(game.assisted)}>
      <td>
        <time dateTime={game.finishedAt}>{date}</time>
      </td>
      <td>
        {mode}
        <div className="history-options">{options}</div>
      </td>
      <td className="history-score" data-testid="history-score">
        {personScore(game)}
      </td>
      <td data-testid="history-medal" data-medal={game.medal ?? 'none'}>
        <MedalCell game={game} />
      </td>
      <SeatsCell game={game} />
    </tr>
  );
}

/** The personal bests: solo and versus scores, games played and won, medals by tier, each challenge's best score. */
function Bests({ profile }: { readonly profile: Profile }): React.JSX.Element {
  const { t } = useTranslation();
  const played = campaignStandings(profile).filter((standing) => standing.bestScore !== null);
  return (
    <section className="stats-bests" aria-labelledby="stats-bests-title">
      <h3 id="stats-bests-title">{t('stats.bests')}</h3>
      <dl>
        <dt>{t('stats.bestSolo')}</dt>
        <dd data-testid="stats-best-solo">{profile.bests.soloScore ?? t('stats.noBest')}</dd>
        <dt>{t('stats.bestVersus')}</dt>
        <dd data-testid="stats-best-versus">{profile.bests.versusScore ?? t('stats.noBest')}</dd>
        <dt>{t('stats.gamesPlayed')}</dt>
        <dd data-testid="stats-games-played">{profile.statistics.gamesPlayed}</dd>
        <dt>{t('stats.gamesWon')}</dt>
        <dd data-testid="stats-games-won">{profile.statistics.gamesWon}</dd>
      </dl>
      <h4>{t('stats.medals')}</h4>
      <ul className="stats-medals">
        {data.MEDALS.map((medal) => (
          <li key={medal} data-testid={`stats-medals-${medal}`}>
            <span className="medal-dot" style={{ background: MEDAL_COLOURS[medal] }} />
            {medalName(medal)}
            <b>{profile.medals[medal]}</b>
          </li>
        ))}
      </ul>
      {played.length > 0 && (
        <>
          <h4>{t('stats.challengeBests')}</h4>
          <ul className="stats-challenges" data-testid="stats-challenges">
            {played.map((standing) => (
              <li key={standing.challenge.id}>
                {t('stats.challenge', { number: standing.index + 1, title: challengeTitle(standing.challenge) })}:{' '}
                <b>{standing.bestScore}</b>
                {standing.bestMedal && <> · {medalName(standing.bestMedal)}</>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The Statistics screen: every finished game the profile keeps, newest first, and the bests. */
export function StatisticsScreen({
  storage,
  onBack,
}: {
  readonly storage: GameStorage;
  readonly onBack: () => void;
}): React.JSX.Element {
  const { t } = useTranslation();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  useEffect(() => {
    let shown = true;
    void readProfile(storage).then((read) => {
      if (!shown) return;
      if (read.ok) setProfile(read.value);
      else setProblem(read.message);
    });
    return () => {
      shown = false;
    };
  }, [storage]);

  if (problem || !profile) {
    return (
      <main className="menu" data-testid="statistics-screen">
        <h2>{t('stats.title')}</h2>
        {problem ? (
          <p className="notice" role="alert">
            {problem}
          </p>
        ) : (
          <p>{t('stats.reading')}</p>
        )}
        <button type="button" onClick={onBack}>
          {t('common.back')}
        </button>
      </main>
    );
  }
  const newestFirst = profile.history.slice().reverse();
  const pages = Math.max(1, Math.ceil(newestFirst.length / HISTORY_PAGE_SIZE));
  const shownPage = Math.min(page, pages - 1);
  const lines = newestFirst.slice(shownPage * HISTORY_PAGE_SIZE, (shownPage + 1) * HISTORY_PAGE_SIZE);
  return (
    <main className="statistics-screen" data-testid="statistics-screen">
      <header className="stats-header">
        <h2>{t('stats.title')}</h2>
        <button type="button" data-testid="stats-back" onClick={onBack}>
          {t('common.back')}
        </button>
      </header>
      <div className="stats-columns">
        <Bests profile={profile} />
        <section className="stats-history" aria-labelledby="stats-history-title">
          <h3 id="stats-history-title">
            {t('stats.history')}{' '}
            <span className="stats-count">{t('stats.historyCount', { count: newestFirst.length })}</span>
          </h3>
          {newestFirst.length === 0 ? (
            <p className="stats-empty" data-testid="stats-empty">
              {t('stats.empty')}
            </p>
          ) : (
            <>
              <table className="score-table history-table" data-testid="history">
                <colgroup>
                  <col className="date" />
                  <col className="mode" />
                  <col className="score" />
                  <col className="medal" />
                  <col />
                </colgroup>
                <thead>
                  <tr>
                    <th scope="col">{t('stats.date')}</th>
                    <th scope="col">{t('stats.mode')}</th>
                    <th scope="col" className="history-score">
                      {t('stats.score')}
                    </th>
                    <th scope="col">{t('stats.medal')}</th>
                    <th scope="col">{t('stats.seats')}</th>
                  </tr>
                </thead>
                <tbody>
                  {lines.map((game, index) => (
                    <HistoryRow key={`${game.finishedAt}:${index}`} game={game} />
                  ))}
                </tbody>
              </table>
              {pages > 1 && (
                <nav className="row stats-pages" aria-label={t('stats.history')}>
                  <button
                    type="button"
                    data-testid="stats-newer"
                    disabled={shownPage === 0}
                    onClick={() => setPage(shownPage - 1)}
                  >
                    {t('stats.newer')}
                  </button>
                  <span data-testid="stats-page">{t('stats.page', { page: shownPage + 1, pages })}</span>
                  <button
                    type="button"
                    data-testid="stats-older"
                    disabled={shownPage === pages - 1}
                    onClick={() => setPage(shownPage + 1)}
                  >
                    {t('stats.older')}
                  </button>
                </nav>
              )}
            </>
          )}
        </section>
      </div>
    </main>
  );
}
