import { data, type Medal } from '../../game/engine';
import type { SoloOutcome } from '../../game/campaign';
import { MEDAL_COLOURS } from './FjordMap';
import './campaign.css';

/** The score categories of RULES §12, in the order final scoring adds them. */
const CATEGORIES = [
  ['duringPlay', 'Points during play'],
  ['boatTokens', 'Tokens still on the boat'],
  ['fish', 'Fish and sold goods (1 per 3 fish)'],
  ['crates', 'Crates'],
  ['crateSets', 'Crate sets'],
  ['technology', 'Technology tracks'],
  ['scoringTiles', 'Scoring tiles'],
] as const;

function MedalBadge({ medal }: { readonly medal: Medal | null }): React.JSX.Element {
  return (
    <svg className="medal-badge" viewBox="0 0 100 120" aria-hidden="true">
      <polygon points="30,0 50,40 70,0 58,0 50,18 42,0" fill={medal ? '#b23a2e' : '#4a5560'} />
      <circle cx="50" cy="72" r="40" fill={medal ? MEDAL_COLOURS[medal] : '#2c343c'} stroke="#0b1e2d" strokeWidth="4" />
      <circle cx="50" cy="72" r="30" fill="none" stroke={medal ? '#0b1e2d' : '#4a5560'} strokeWidth="2" opacity="0.35" />
      {medal ? <path d="M 28 80 q 11 -14 22 0 q 11 14 22 0" fill="none" stroke="#0b1e2d" strokeWidth="4" strokeLinecap="round" /> : null}
    </svg>
  );
}

/** Where the score sits on the medal ladder: the thresholds as marks on one bar, the score as a pointer. */
function MedalLadder({ total, thresholds }: { readonly total: number; readonly thresholds: SoloOutcome['thresholds'] }): React.JSX.Element {
  const top = Math.max(total, thresholds.fjordMaster) * 1.1;
  const at = (value: number): string => `${(100 * value) / top}%`;
  return (
    <div className="medal-ladder" data-testid="medal-ladder">
      <div className="ladder-bar">
        <div className="ladder-fill" style={{ width: at(total) }} />
        {data.MEDALS.map((medal) => (
          <div key={medal} className="ladder-mark" style={{ left: at(thresholds[medal]) }}>
            <span className="medal-dot" style={{ background: MEDAL_COLOURS[medal] }} />
            <span className="ladder-label">{data.MEDAL_NAMES[medal]}<br />{thresholds[medal]}</span>
          </div>
        ))}
      </div>
    </div>
  );
}

/** After a solo game (issue 6): the score by category, the medal against the thresholds, the task, and what is new. */
export function ResultScreen({ outcome, onCampaign, onNext, onPlayAgain, onMenu }: {
  readonly outcome: SoloOutcome;
  readonly onCampaign: () => void;
  /** Plays the challenge this result opened. */
  readonly onNext: () => void;
  /** Another game like this one: the same challenge, or a new quick solo deal. */
  readonly onPlayAgain: () => void;
  readonly onMenu: () => void;
}): React.JSX.Element {
  const { score, medal, challenge } = outcome;
  const number = challenge ? data.CAMPAIGN.indexOf(challenge) + 1 : 0;
  const news = [
    outcome.newBestMedal && medal ? `Best medal in this challenge` : null,
    outcome.newStar ? 'First star in this challenge' : null,
    outcome.newBestScore ? 'New best score' : null,
  ].filter((line): line is string => line !== null);
  return (
    <main className="result-screen" data-testid="result-screen">
      <div className="result-card">
        <div className="result-kind">{challenge ? `Challenge ${number} · ${challenge.title}` : 'Quick solo'}</div>
        <div className="result-headline">
          <MedalBadge medal={medal} />
          <div>
            <h2 data-testid="result-medal" data-medal={medal ?? 'none'}>{medal ? `${data.MEDAL_NAMES[medal]} medal` : 'No medal this time'}</h2>
            <div className="result-total">
              <span data-testid="result-total">{score.total}</span> points
              {outcome.newBestScore && <span className="new-best" data-testid="result-new-best">New best!</span>}
            </div>
            {!medal && <div className="result-hint">{outcome.thresholds.bronze - score.total} more points would have earned Bronze.</div>}
          </div>
        </div>
        <MedalLadder total={score.total} thresholds={outcome.thresholds} />
        <div className="result-columns">
          <table className="score-table result-categories" data-testid="result-categories">
            <tbody>
              {CATEGORIES.map(([key, name]) => (
                <tr key={key}><th>{name}</th><td data-testid={`result-${key}`}>{score[key]}</td></tr>
              ))}
              <tr className="total"><th>Total</th><td>{score.total}</td></tr>
            </tbody>
          </table>
          <div className="result-notes">
            {outcome.task && (
              <div className={`result-task${outcome.taskMet ? ' met' : ''}`} data-testid="result-task" data-met={String(outcome.taskMet)}>
                <span className="star-mark">{outcome.taskMet ? '★' : '☆'}</span> {data.TASKS[outcome.task].text}: {outcome.taskMet ? 'met — star earned' : 'not met'}
              </div>
            )}
            {news.length > 0 && <ul className="result-news" data-testid="result-news">{news.map((line) => <li key={line}>{line}</li>)}</ul>}
            {challenge && !outcome.newBestScore && !outcome.newBestMedal && <div className="result-hint">Your best in this challenge stays as it was.</div>}
            {outcome.unlocked && (
              <div className="result-unlocked" data-testid="result-unlocked">
                Challenge {data.CAMPAIGN.indexOf(outcome.unlocked) + 1}, <b>{outcome.unlocked.title}</b>, is now open.
              </div>
            )}
          </div>
        </div>
        <div className="row result-actions">
          {outcome.unlocked && <button type="button" className="primary" data-testid="result-next" onClick={onNext}>Next challenge</button>}
          {challenge && <button type="button" className={outcome.unlocked ? '' : 'primary'} data-testid="result-campaign" onClick={onCampaign}>Campaign</button>}
          <button type="button" data-testid="result-again" onClick={onPlayAgain}>{challenge ? 'Try again' : 'Another quick solo'}</button>
          <button type="button" data-testid="result-menu" onClick={onMenu}>Main menu</button>
        </div>
      </div>
    </main>
  );
}
