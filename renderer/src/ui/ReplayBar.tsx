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

type StepBy = 'action' | 'turn' | 'round';

/** The keys that step the replay: by action (with Shift by turn) or by round, forwards or back. */
const STEP_KEYS: Readonly<Record<string, { readonly byRound: boolean; readonly direction: 1 | -1 }>> = {
  ArrowRight: { byRound: false, direction: 1 },
  ArrowLeft: { byRound: false, direction: -1 },
  PageDown: { byRound: true, direction: 1 },
  PageUp: { byRound: true, direction: -1 },
};

/** The step buttons before Play (backwards) and after it (forwards), in the bar's order. */
const STEP_BUTTONS = {
  back: [
    {
      testId: 'replay-prev-round',
      by: 'round',
      direction: -1,
      label: 'replay.prevRound',
      title: 'replay.prevRoundTitle',
    },
    { testId: 'replay-prev-turn', by: 'turn', direction: -1, label: 'replay.prevTurn', title: 'replay.prevTurnTitle' },
    { testId: 'replay-prev', by: 'action', direction: -1, label: 'replay.previous', title: null },
  ],
  forward: [
    { testId: 'replay-next', by: 'action', direction: 1, label: 'replay.next', title: null },
    { testId: 'replay-next-turn', by: 'turn', direction: 1, label: 'replay.nextTurn', title: 'replay.nextTurnTitle' },
    {
      testId: 'replay-next-round',
      by: 'round',
      direction: 1,
      label: 'replay.nextRound',
      title: 'replay.nextRoundTitle',
    },
  ],
} as const;

/** Auto-play: while playing, one action every tick of the chosen speed, stopping at the end. */
function useAutoPlay(replay: ReplayController, count: number, atEnd: boolean) {
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<ReplaySpeed>('normal');
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
  return { playing, setPlaying, speed, setSpeed };
}

/** Answers a replay key: a step, or Space to play or pause; false for any other key (and in the bar's fields). */
function answerReplayKey(event: KeyboardEvent, replay: ReplayController, togglePlaying: () => void): boolean {
  if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return false;
  const stepKey = STEP_KEYS[event.key];
  if (stepKey) {
    const byAction: StepBy = event.shiftKey ? 'turn' : 'action';
    replay.step(stepKey.byRound ? 'round' : byAction, stepKey.direction);
    return true;
  }
  if (event.key !== ' ') return false;
  togglePlaying();
  return true;
}

/** The replay's keys, ahead of the table's: arrows step (with Shift by turn), Page Up/Down by round, Space plays. */
function useReplayKeys(replay: ReplayController, togglePlaying: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (!answerReplayKey(event, replay, togglePlaying)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [replay, togglePlaying]);
}

/** Buttons that step the replay by an action, a turn or a round; each stops the auto-play first. */
function StepButtons({
  buttons,
  disabled,
  step,
}: {
  readonly buttons: (typeof STEP_BUTTONS)['back' | 'forward'];
  readonly disabled: boolean;
  readonly step: (by: StepBy, direction: 1 | -1) => () => void;
}): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <>
      {buttons.map((button) => (
        <button
          key={button.testId}
          type="button"
          data-testid={button.testId}
          disabled={disabled}
          onClick={step(button.by, button.direction)}
          title={button.title === null ? undefined : t(button.title)}
        >
          {t(button.label)}
        </button>
      ))}
    </>
  );
}

/** The auto-play's speed, and the slider that jumps to any moment. */
function ReplayPosition({
  replay,
  speed,
  setSpeed,
  stop,
}: {
  readonly replay: ReplayController;
  readonly speed: ReplaySpeed;
  readonly setSpeed: (speed: ReplaySpeed) => void;
  readonly stop: () => void;
}): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <>
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
        max={replay.length()}
        value={replay.position()}
        onChange={(e) => {
          stop();
          replay.goTo(Number(e.target.value));
        }}
      />
    </>
  );
}

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
  const count = replay.position();
  const total = replay.length();
  const atEnd = count >= total;
  const { playing, setPlaying, speed, setSpeed } = useAutoPlay(replay, count, atEnd);
  const togglePlaying = useCallback(() => setPlaying((on) => !on), [setPlaying]);
  useReplayKeys(replay, togglePlaying);
  const stop = (): void => setPlaying(false);
  const step = (by: StepBy, direction: 1 | -1) => (): void => {
    stop();
    replay.step(by, direction);
  };
  return (
    <div className="replay-bar" role="toolbar" aria-label={t('replay.label')} data-testid="replay-bar">
      {/* What the table shows, first in the bar and read out as it changes: a replay's moment is not the game now. */}
      <span className="replay-caption" role="status" data-testid="replay-caption" data-count={count} data-total={total}>
        {count === 0
          ? t('replay.captionDeal', { total })
          : t('replay.caption', { count, total, round: snapshot.state.round })}
      </span>
      <StepButtons buttons={STEP_BUTTONS.back} disabled={count === 0} step={step} />
      <button
        type="button"
        className="primary"
        data-testid="replay-play"
        aria-pressed={playing}
        disabled={atEnd && !playing}
        onClick={togglePlaying}
      >
        {playing ? t('replay.pause') : t('replay.play')}
      </button>
      <StepButtons buttons={STEP_BUTTONS.forward} disabled={atEnd} step={step} />
      <ReplayPosition replay={replay} speed={speed} setSpeed={setSpeed} stop={stop} />
      <button
        type="button"
        data-testid="replay-play-on"
        disabled={snapshot.state.phase === 'over'}
        onClick={() => {
          stop();
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
