import { useMemo, useState } from 'react';
import { data, finalScore, type GameSetup, type GameState } from '../game/engine';
import type { LogLine } from '../game/gameLog';
import { vpByRound, type GameHistory } from '../../../engine/session';
import { VpChart } from './VpChart';
import type { SeatLook } from '../scene/model';
import { cssHex } from '../scene/palette';
import type { HitTarget } from './hitTargets';
import { KEY_BINDINGS, keysText } from './keyBindings';
import { isolate, useTranslation } from '../i18n';
import { SCORE_CATEGORIES, medalName, scoreCategoryName, taskText } from '../game/names';
import { GameInfo } from './GameInfo';
import { LogWhy } from './LogWhy';
import { Modal } from './Modal';
import { cancelTo, useDialog } from './useDialog';

/** Why a click on a spot that is not lit up did nothing, beside that spot (in the tooltip's place while it shows). */
export function RefusalBubble({ text, rect }: { text: string; rect: HitTarget['rect'] }): React.JSX.Element {
  const below = rect.y < 360;
  const left = Math.min(Math.max(8, rect.x + rect.w / 2 - 140), 1280 - 288);
  const style = below ? { left, top: rect.y + rect.h + 6 } : { left, bottom: 720 - rect.y + 6 };
  return (
    <div className="refusal-bubble" role="alert" data-testid="refusal" style={style}>
      {text}
    </div>
  );
}

/**
 * The game log, newest first: one line per decision (who, what) with what came of it; a decision the bot took for a
 * person is marked. With `onJump`, each line opens the replay at the moment just after it; with `explain`, a bot's line
 * can say why the bot chose it.
 */
export function LogDrawer({
  lines,
  seats,
  onClose,
  onJump,
  current,
  explain,
}: {
  readonly lines: readonly LogLine[];
  readonly seats: readonly SeatLook[];
  readonly onClose: () => void;
  /** The reason a bot gives for the decision at this position of the action log. */
  readonly explain?: (action: number) => Promise<string | null>;
  readonly onJump?: (actionCount: number) => void;
  /** The replay's position (actions played), to mark the line it stands on. */
  readonly current?: number;
}): React.JSX.Element {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<number | 'all'>('all');
  const shown = lines.filter((line) => filter === 'all' || line.seat === filter);
  return (
    <aside className="log-drawer" data-testid="log" aria-label={t('log.title')}>
      <header>
        <strong>{t('log.title')}</strong>
        <select
          aria-label={t('log.filter')}
          data-testid="log-filter"
          value={String(filter)}
          onChange={(e) => setFilter(e.target.value === 'all' ? 'all' : Number(e.target.value))}
        >
          <option value="all">{t('log.everyone')}</option>
          {seats.map((seat, i) => (
            <option key={i} value={i} dir="auto">
              {seat.name}
            </option>
          ))}
        </select>
        <button type="button" data-testid="log-close" onClick={onClose} aria-label={t('log.close')}>
          ×
        </button>
      </header>
      <ol>
        {shown
          .slice()
          .reverse()
          .map((line) => (
            <li
              key={`${line.action}:${line.round}`}
              data-testid="log-entry"
              data-action={line.action}
              data-bot-played={String(line.botPlayed)}
              className={current === line.action + 1 ? 'current' : undefined}
            >
              <span className="seat-chip" style={{ background: cssHex(seats[line.seat]?.colour ?? 0xffffff) }} />
              <span className="round">{t('log.round', { round: line.round })}</span> <b>{line.text}</b>
              {line.botPlayed && (
                <span className="bot-played" title={t('log.botPlayedTitle')}>
                  {' '}
                  {t('log.botPlayed')}
                </span>
              )}
              {onJump && (
                <button
                  type="button"
                  className="log-jump"
                  data-testid="log-jump"
                  onClick={() => onJump(line.action + 1)}
                >
                  {t('log.jump')}
                </button>
              )}
              {line.results.length > 0 && <div className="log-results">{line.results.join(' ')}</div>}
              {explain && line.explainable && <LogWhy explain={() => explain(line.action)} />}
            </li>
          ))}
      </ol>
    </aside>
  );
}

/** Every key the table answers to, written from the same bindings that handle the presses. */
export function CheatSheet({
  setup,
  onClose,
  onRules,
}: {
  setup: GameSetup;
  onClose: () => void;
  onRules: () => void;
}): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <Modal className="cheat-sheet" label={t('cheatSheet.label')} testId="cheat-sheet" onDismiss={onClose}>
      <h2>{t('cheatSheet.title')}</h2>
      <table>
        <tbody>
          {KEY_BINDINGS.map((binding) => (
            <tr key={binding.id} data-testid={`keys-${binding.id}`}>
              <th>
                <kbd>{keysText(binding, t)}</kbd>
              </th>
              <td>{t(binding.what)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <GameInfo setup={setup} />
      <div className="row">
        <button type="button" onClick={onClose}>
          {t('cheatSheet.close')}
        </button>
        <button type="button" data-testid="open-rules" onClick={onRules}>
          {t('cheatSheet.rules')}
        </button>
      </div>
    </Modal>
  );
}

export function EndScreen({
  state,
  history,
  seats,
  assisted,
  onMenu,
  onClose,
  onReplay,
  ungraded,
  modal = true,
}: {
  readonly state: GameState;
  /** The finished game's history, for the VP-per-round chart beside the scores. */
  readonly history: GameHistory;
  readonly seats: readonly SeatLook[];
  /** RULES §13.4: a bot played some of the person's decisions, or the game is practice: no medal is shown as earned. */
  readonly assisted: boolean;
  readonly onMenu: () => void;
  /** Closes the end screen to look at the final board (Esc does the same). */
  readonly onClose: () => void;
  readonly onReplay?: () => void;
  /** Said in place of the medal and its thresholds when the game earns none whatever its score (the tutorial). */
  readonly ungraded?: string;
  /** False where what lies over it stays in play (the read-only cover, the tutorial's panel, the rules reference). */
  readonly modal?: boolean;
}): React.JSX.Element {
  const { t } = useTranslation();
  const score = finalScore(state);
  const solo = score.solo;
  const medal = assisted ? null : (solo?.medal ?? null);
  const marks = useMemo(() => vpByRound(history), [history]);
  const dialog = useDialog(modal);
  return (
    <dialog ref={dialog} className="modal-backdrop" aria-label={t('endScreen.label')} onCancel={cancelTo(onClose)}>
      <div className="modal end-screen" data-testid="end-screen">
        <h2>
          {t(state.players.length > 1 ? 'endScreen.wins' : 'endScreen.finished', {
            name: isolate(seats[score.winner]?.name ?? t('endScreen.someone')),
          })}
        </h2>
        <div className="end-columns">
          <table className="score-table">
            <thead>
              <tr>
                <th />
                {score.players.map((p) => (
                  <th key={p.seat} style={{ color: cssHex(seats[p.seat]?.colour ?? 0xffffff) }}>
                    <bdi>{seats[p.seat]?.name}</bdi>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {SCORE_CATEGORIES.map((key) => (
                <tr key={key}>
                  <th>{scoreCategoryName(key)}</th>
                  {score.players.map((p) => (
                    <td key={p.seat} data-testid={`score-${key}-${p.seat}`}>
                      {p[key]}
                    </td>
                  ))}
                </tr>
              ))}
              <tr className="total">
                <th>{t('common.total')}</th>
                {score.players.map((p) => (
                  <td key={p.seat} data-testid={`score-total-${p.seat}`}>
                    {p.total}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
          <VpChart marks={marks} seats={seats} />
        </div>
        {solo && ungraded && (
          <div className="solo-result" data-testid="solo-result">
            {ungraded}
          </div>
        )}
        {solo && !ungraded && (
          <div className="solo-result" data-testid="solo-result">
            <div className="medal" data-testid="medal" data-assisted={String(assisted)}>
              {assisted
                ? t('assisted.headline')
                : medal
                  ? t('endScreen.medal', { medal: medalName(medal) })
                  : t('common.noMedal')}
            </div>
            <div className="thresholds">
              {data.MEDALS.map((tier) => (
                <span key={tier} className={medal === tier ? 'earned' : ''}>
                  {medalName(tier)} {solo.thresholds[tier]}
                </span>
              ))}
            </div>
            {solo.task && (
              <div data-testid="task">
                {t('endScreen.task', {
                  task: taskText(solo.task),
                  result: t(solo.taskMet ? 'endScreen.taskMet' : 'endScreen.taskNotMet'),
                })}
              </div>
            )}
          </div>
        )}
        <div className="row">
          <button type="button" className="primary" data-testid="end-to-menu" onClick={onMenu}>
            {t('endScreen.toMenu')}
          </button>
          {onReplay && (
            <button type="button" data-testid="end-replay" onClick={onReplay}>
              {t('endScreen.replay')}
            </button>
          )}
          <button type="button" data-testid="end-close" onClick={onClose} title={t('endScreen.closeTitle')}>
            {t('endScreen.close')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
