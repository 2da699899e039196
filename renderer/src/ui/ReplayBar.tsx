import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { ReplayController } from '../game/replayController';
import { useTranslation } from '../i18n';
import './replay.css';

/** Auto-play speeds: milliseconds per action, and the catalog key naming each. */
const REPLAY_SPEEDS = {
  slow: { ms: 1200, label: 'replay.speedSlow' },
  normal: { ms: 500, label: 'replay.speedNormal' },
  fast: { ms: 150, label: 'replay.speedFast' },
} as const;
type ReplaySpeed = keyof typeof REPLAY_SPEEDS;

/**
 * The replay's controls over the table: step by action, turn or round, auto-play at a chosen speed, where it stands,
 * and "play on from here". Arrow keys step by action (with Shift by turn), Page Up/Down by round, Space plays/pauses.
 */
export function ReplayBar({
  replay,
  onPlayOn,
  onClose,
}: {
  readonly replay: ReplayController;
  /** Starts a new game from the moment shown; absent when the game is over there. */
  readonly onPlayOn: () => void;
  readonly onClose: () => void;
}): React.JSX.Element {
  const { t } = useTranslation();
  const snapshot = useSyncExternalStore(
    useCallback((listener) => replay.subscribe(listener), [replay]),
    () => replay.getSnapshot(),
  );
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<ReplaySpeed>('normal');
  const count = replay.position();
  const total = replay.length();
  const atEnd = count >= total;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each step (a new count) arms the timer for the next one
  useEffect(() => {
    if (!playing) return undefined;
    if (atEnd) {
      setPlaying(false);
      return undefined;
    }
    const timer = setTimeout(() => replay.step('action', 1), REPLAY_SPEEDS[speed].ms);
    return () => clearTimeout(timer);
  }, [playing, speed, count, atEnd, replay]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
      const by = event.shiftKey ? 'turn' : 'action';
      if (event.key === 'ArrowRight') replay.step(by, 1);
      else if (event.key === 'ArrowLeft') replay.step(by, -1);
      else if (event.key === 'PageDown') replay.step('round', 1);
      else if (event.key === 'PageUp') replay.step('round', -1);
      else if (event.key === ' ') setPlaying((on) => !on);
      else return;
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [replay]);

  const step = (by: 'action' | 'turn' | 'round', direction: 1 | -1) => (): void => {
    setPlaying(false);
    replay.step(by, direction);
  };
  const over = snapshot.state.phase === 'over';
  return (
    <div className="replay-bar" role="toolbar" aria-label={t('replay.label')} data-testid="replay-bar">
      {/* What the table shows, first in the bar and read out as it changes: a replay's moment is not the game now. */}
      <span className="replay-caption" role="status" data-testid="replay-caption" data-count={count} data-total={total}>
        {count === 0
          ? t('replay.captionDeal', { total })
          : t('replay.caption', { count, total, round: snapshot.state.round })}
      </span>
      <button
        type="button"
        data-testid="replay-prev-round"
        disabled={count === 0}
        onClick={step('round', -1)}
        title={t('replay.prevRoundTitle')}
      >
        {t('replay.prevRound')}
      </button>
      <button
        type="button"
        data-testid="replay-prev-turn"
        disabled={count === 0}
        onClick={step('turn', -1)}
        title={t('replay.prevTurnTitle')}
      >
        {t('replay.prevTurn')}
      </button>
      <button type="button" data-testid="replay-prev" disabled={count === 0} onClick={step('action', -1)}>
        {t('replay.previous')}
      </button>
      <button
        type="button"
        className="primary"
        data-testid="replay-play"
        aria-pressed={playing}
        disabled={atEnd && !playing}
        onClick={() => setPlaying((on) => !on)}
      >
        {playing ? t('replay.pause') : t('replay.play')}
      </button>
      <button type="button" data-testid="replay-next" disabled={atEnd} onClick={step('action', 1)}>
        {t('replay.next')}
      </button>
      <button
        type="button"
        data-testid="replay-next-turn"
        disabled={atEnd}
        onClick={step('turn', 1)}
        title={t('replay.nextTurnTitle')}
      >
        {t('replay.nextTurn')}
      </button>
      <button
        type="button"
        data-testid="replay-next-round"
        disabled={atEnd}
        onClick={step('round', 1)}
        title={t('replay.nextRoundTitle')}
      >
        {t('replay.nextRound')}
      </button>
      <select
        aria-label={t('replay.speed')}
        data-testid="replay-speed"
        value={speed}
        onChange={(e) => setSpeed(e.target.value as ReplaySpeed)}
      >
        {(Object.keys(REPLAY_SPEEDS) as ReplaySpeed[]).map((key) => (
          <option key={key} value={key}>
            {t(REPLAY_SPEEDS[key].label)}
          </option>
        ))}
      </select>
      <input
        type="range"
        aria-label={t('replay.scrub')}
        data-testid="replay-scrub"
        min={0}
        max={total}
        value={count}
        onChange={(e) => {
          setPlaying(false);
          replay.goTo(Number(e.target.value));
        }}
      />
      <button
        type="button"
        data-testid="replay-play-on"
        disabled={over}
        onClick={() => {
          setPlaying(false);
          onPlayOn();
        }}
        title={t('replay.playOnTitle')}
      >
        {t('replay.playOn')}
      </button>
      <button type="button" data-testid="replay-close" onClick={onClose}>
        {t('replay.close')}
      </button>
    </div>
  );
}
