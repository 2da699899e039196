import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import type { GameController } from '../game/controller';
import { logLines } from '../game/gameLog';
import { sinceLastTurn } from '../game/sinceLastTurn';
import type { SeatLook } from '../scene/model';
import { cssHex } from '../scene/palette';
import { isolate, useTranslation } from '../i18n';
import './pace.css';

/**
 * At the start of a person's turn: what every other player did since that person's last decision, one line per
 * decision in the log's words, each with a way to look at the game just after it (the replay, which comes back here).
 * It shows until the person decides or hides it, in the prompt dock under the prompt panel (GameScreen's
 * promptCompanion), in the room the prompt leaves: it covers nothing of the table.
 */
export function SinceLastTurnPanel({
  controller,
  seats,
  onReplay,
}: {
  readonly controller: GameController;
  readonly seats: readonly SeatLook[];
  /** Opens the replay after that many actions of the log. */
  readonly onReplay: (count: number) => void;
}): React.JSX.Element | null {
  const { t, i18n } = useTranslation();
  const snapshot = useSyncExternalStore(
    useCallback((listener) => controller.subscribe(listener), [controller]),
    () => controller.getSnapshot(),
  );
  const { history, pending, humanToAct, state } = snapshot;
  const names = useMemo(() => seats.map((seat) => isolate(seat.name)), [seats]);
  const lines = useMemo(() => logLines(history, names, i18n.language), [history, names, i18n.language]);
  /** The panel the person hid, by its seat and the moment it starts at: a later turn shows again. */
  const [hidden, setHidden] = useState<string | null>(null);
  if (!humanToAct || !pending || state.phase === 'over') return null;
  const { since, lines: shown } = sinceLastTurn(history, lines, pending.seat);
  const key = `${pending.seat}:${since}`;
  if (shown.length === 0) return null;
  const name = isolate(seats[pending.seat]?.name ?? '');
  if (hidden === key) {
    return (
      <button type="button" className="since-last-show" data-testid="since-last-show" onClick={() => setHidden(null)}>
        {t('sinceLast.show', { count: shown.length })}
      </button>
    );
  }
  return (
    <aside className="since-last" data-testid="since-last" data-since={since} aria-label={t('sinceLast.label')}>
      <header>
        <strong>{t('sinceLast.title', { name })}</strong>
        <button type="button" data-testid="since-last-hide" onClick={() => setHidden(key)}>
          {t('sinceLast.hide')}
        </button>
      </header>
      <ol>
        {shown.map((line) => (
          <li key={`${line.action}:${line.round}`} data-testid="since-last-line" data-action={line.action}>
            <span className="seat-chip" style={{ background: cssHex(seats[line.seat]?.colour ?? 0xffffff) }} />
            <span className="since-last-text">{line.text}</span>
            <button
              type="button"
              className="since-last-replay"
              data-testid="since-last-replay"
              title={t('sinceLast.replayTitle')}
              onClick={() => onReplay(line.action + 1)}
            >
              {t('sinceLast.replay')}
            </button>
            {line.results.length > 0 && <div className="since-last-results">{line.results.join(' ')}</div>}
          </li>
        ))}
      </ol>
    </aside>
  );
}
