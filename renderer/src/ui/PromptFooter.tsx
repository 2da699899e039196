import { undoOffAfterBuild } from '../game/undoReason';
import { useTranslation } from '../i18n';
import type { PromptProps } from './promptProps';

/** The buttons under the prompt: the bots' pace, help with the turn, and the turn's own (worker, undo, end turn). */
export function PromptFooter(props: PromptProps): React.JSX.Element {
  return (
    <footer>
      <PaceButtons {...props} />
      <HelpButtons {...props} />
      <TurnButtons {...props} />
    </footer>
  );
}

/** Resume or pause the bots, and skip ahead to the person's turn. */
function PaceButtons({ snapshot, humanToAct, onResume, onPause, onSkipToMyTurn }: PromptProps): React.JSX.Element {
  const { t } = useTranslation();
  const canSkip = !snapshot.paused && !humanToAct && onSkipToMyTurn && snapshot.state.phase !== 'over';
  return (
    <>
      {snapshot.paused && !snapshot.readOnly && (
        <button
          type="button"
          className="primary"
          data-testid="resume"
          onClick={onResume}
          title={t('prompt.resumeTitle')}
        >
          {t('common.resume')}
        </button>
      )}
      {!snapshot.paused && onPause && (
        <button type="button" data-testid="pause" onClick={onPause} title={t('prompt.pauseTitle')}>
          {t('prompt.pause')}
        </button>
      )}
      {canSkip && (
        <button
          type="button"
          data-testid="skip-to-my-turn"
          aria-pressed={snapshot.fastForwarding}
          disabled={snapshot.fastForwarding}
          onClick={onSkipToMyTurn}
          title={t('pace.skipToMyTurnTitle')}
        >
          {snapshot.fastForwarding ? t('pace.skipping') : t('pace.skipToMyTurn')}
        </button>
      )}
    </>
  );
}

/** A hint and "bot plays my turn", or the way to stop the bot playing it. */
function HelpButtons({
  snapshot,
  humanToAct,
  hintBusy,
  onHint,
  onAutoplay,
  onStopAutoplay,
}: PromptProps): React.JSX.Element {
  const { t } = useTranslation();
  if (snapshot.autoplaying)
    return (
      <button type="button" data-testid="stop-autoplay" onClick={onStopAutoplay}>
        {t('prompt.stopAutoplay')}
      </button>
    );
  return (
    <>
      <button
        type="button"
        data-testid="hint-button"
        disabled={!humanToAct || hintBusy}
        onClick={onHint}
        title={t('prompt.hintTitle')}
      >
        {hintBusy ? t('prompt.thinking') : t('prompt.hintButton')}
      </button>
      <button
        type="button"
        data-testid="autoplay-turn"
        disabled={!humanToAct}
        onClick={onAutoplay}
        title={t('prompt.autoplayTitle')}
      >
        {t('prompt.autoplay')}
      </button>
    </>
  );
}

/** The turn's own buttons: a worker to place, undo, end the turn. */
function TurnButtons({ snapshot, selection, humanToAct, onSelection, onUndo, onSend }: PromptProps): React.JSX.Element {
  const { t } = useTranslation();
  const workerToPlace = humanToAct && snapshot.legal.some((a) => a.type === 'placeWorker') && selection.kind === 'idle';
  return (
    <>
      {workerToPlace && (
        <button type="button" data-testid="worker" onClick={() => onSelection({ kind: 'worker' })}>
          {t('prompt.worker')}
        </button>
      )}
      <button
        type="button"
        data-testid="undo"
        disabled={!snapshot.undoAvailable}
        onClick={onUndo}
        title={undoOffAfterBuild(snapshot) ? t('keyboard.undoOffAfterBuild') : t('prompt.undoTitle')}
      >
        {t('prompt.undo')}
      </button>
      <button
        type="button"
        className="primary"
        data-testid="end-turn"
        disabled={!humanToAct}
        aria-disabled={!snapshot.pending?.canEndTurn}
        onClick={() => onSend({ type: 'endTurn' })}
        title={t('prompt.endTurnTitle')}
      >
        {t('prompt.endTurn')}
      </button>
    </>
  );
}
