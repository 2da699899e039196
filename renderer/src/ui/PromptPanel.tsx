import { jsonEqual } from '../../../engine/save/index';
import { actionTerms, dieAdjustCost, type Action } from '../game/engine';
import { termsText } from '../game/terms';
import { undoOffAfterBuild } from '../game/undoReason';
import type { ControllerSnapshot } from '../game/controller';
import { describeAction, describeTile, describeToken, promptText } from '../game/describe';
import type { Hint } from '../game/hint';
import { dieChoices, promptChoices, type PlacementView, type Selection } from '../game/interaction';
import { mirror, rotate } from '../game/placement';
import type { SeatLook } from '../scene/model';
import { cssHex } from '../scene/palette';
import { isolate, useTranslation } from '../i18n';

interface Props {
  readonly snapshot: ControllerSnapshot;
  readonly seats: readonly SeatLook[];
  readonly selection: Selection;
  readonly placement: PlacementView | null;
  readonly humanToAct: boolean;
  readonly message: string | null;
  readonly hint: Hint | null;
  readonly hintBusy: boolean;
  readonly onHint: () => void;
  readonly onAutoplay: () => void;
  readonly onStopAutoplay: () => void;
  /** Pausing stops the bots thinking; null in a game without bots. */
  readonly onPause: (() => void) | null;
  readonly onResume: () => void;
  /** "Skip to my turn": the bots play at once until a person must decide; null without both bots and people. */
  readonly onSkipToMyTurn: (() => void) | null;
  readonly onSend: (action: Action) => void;
  readonly onSelection: (selection: Selection) => void;
  readonly onPlaceDie: (value?: number) => void;
  readonly onConfirmPlacement: () => void;
  readonly onUndo: () => void;
}

/**
 * Above this many choices (three or four orders, four tracks and Decline on an order-or-technology choice) they are
 * set a size smaller, so the panel still shows every one whole at 1024×640.
 */
const MANY_CHOICES = 7;

/** Whose turn it is, what is asked (the engine's prompt, in plain words), and the ways to answer. */
export function PromptPanel(props: Props): React.JSX.Element {
  const { t } = useTranslation();
  const { snapshot, seats, selection, humanToAct } = props;
  const { state, pending, legal } = snapshot;
  const seat = pending?.seat ?? state.current;
  const look = seats[seat];
  const heading =
    state.phase === 'over'
      ? t('prompt.over')
      : t(state.phase === 'draft' ? 'prompt.headingSetup' : 'prompt.heading', {
          name: isolate(look?.name ?? ''),
          round: state.round,
        });
  const buttons = promptChoices(pending);

  return (
    <section
      className="prompt-panel"
      data-testid="prompt"
      // Focusable by the table (not by Tab): with a die or a tile in hand the keys answer it from here.
      tabIndex={-1}
      data-pending-kind={pending?.kind ?? 'none'}
      data-human={String(humanToAct)}
      data-settled={String(snapshot.awaitingInput)}
      data-selection={selection.kind}
      aria-live="polite"
    >
      <header>
        <span className="seat-chip" style={{ background: cssHex(look?.colour ?? 0xffffff) }} />
        <strong data-testid="turn-heading">{heading}</strong>
        <span className="prompt-text" data-testid="prompt-text">
          {snapshot.readOnly
            ? t('app.readOnlyGame')
            : pending
              ? humanToAct
                ? promptText(pending.prompt)
                : snapshot.autoplaying
                  ? t('prompt.autoplaying', {
                      name: look ? isolate(look.name) : t('prompt.autoplayingNobody'),
                      prompt: t(`engine.pending.${pending.kind}`),
                    })
                  : t('prompt.botThinking', {
                      name: look ? isolate(look.name) : t('prompt.botThinkingNobody'),
                      prompt: t(`engine.pending.${pending.kind}`),
                    })
              : ''}
        </span>
      </header>
      {props.hint && (
        <div className="hint-box" data-testid="hint" role="status" data-action-json={JSON.stringify(props.hint.action)}>
          <strong>{props.hint.label ?? t('prompt.hint')}</strong> <span data-testid="hint-text">{props.hint.text}</span>
          .{' '}
          <span className="hint-reason" data-testid="hint-reason">
            {props.hint.reason}
          </span>
        </div>
      )}
      {humanToAct && pending && (
        <div className="prompt-body">
          {selection.kind === 'die' && <DiePanel {...props} die={selection.die} value={selection.value} />}
          {selection.kind === 'placing' && <PlacementPanel {...props} />}
          {selection.kind === 'worker' && (
            <div className="row">
              <span>{t('prompt.workerHint')}</span>
              <button type="button" data-testid="cancel-selection" onClick={() => props.onSelection({ kind: 'idle' })}>
                {t('prompt.cancelEsc')}
              </button>
            </div>
          )}
          {selection.kind !== 'die' && selection.kind !== 'placing' && (
            <>
              {pending.kind === 'turn' && !state.turn.mainActionDone && (
                <div className="hint turn-hint">{t('prompt.turnHint')}</div>
              )}
              {pending.kind === 'chain' && (
                <div className="row">
                  <button
                    type="button"
                    data-testid="chain-continue"
                    disabled={!legal.some((a) => a.type === 'continueChain')}
                    onClick={() => props.onSend({ type: 'continueChain' })}
                  >
                    {t('prompt.chainContinue')}
                  </button>
                  <button type="button" data-testid="chain-stop" onClick={() => props.onSend({ type: 'stopChain' })}>
                    {t('prompt.chainStop')}
                  </button>
                </div>
              )}
              {pending.kind === 'buildSmall' && <div className="hint">{t('prompt.buildSmallHint')}</div>}
              {/* The hint box, when open, already says what to take: the panel keeps its room for the choices. */}
              {pending.kind === 'orderOrTech' && !props.hint && (
                <div className="hint">{t('prompt.orderOrTechHint')}</div>
              )}
              {pending.kind === 'netsKeep' && (
                <div className="hint">
                  {t('prompt.netsKeep', {
                    tokens:
                      pending.frame.kind === 'netsKeep'
                        ? pending.frame.tokens.map(describeToken).join(t('prompt.and'))
                        : '',
                  })}
                </div>
              )}
              {pending.kind !== 'chain' && buttons.length > 0 && (
                <div
                  className={buttons.length > MANY_CHOICES ? 'options many' : 'options'}
                  role="group"
                  aria-label={t('prompt.choices')}
                >
                  {buttons.map((action, i) => (
                    <button
                      key={i}
                      type="button"
                      data-testid={`option-${i}`}
                      data-action={action.type}
                      data-action-json={JSON.stringify(action)}
                      onClick={() => props.onSend(action)}
                      className={props.hint?.action && jsonEqual(props.hint.action, action) ? 'hinted' : undefined}
                    >
                      {describeAction(action, state)}
                      <Terms text={termsText(actionTerms(state, action))} />
                    </button>
                  ))}
                </div>
              )}
            </>
          )}
        </div>
      )}
      {props.message && (
        <div className="prompt-message" role="alert" data-testid="prompt-message">
          {props.message}
        </div>
      )}
      {snapshot.lastError && (
        <div className="prompt-message" role="alert" data-testid="rule-error">
          {snapshot.lastError}
        </div>
      )}
      {snapshot.saveError && (
        <div className="prompt-message" role="alert" data-testid="save-error">
          {t('prompt.saveError', { error: snapshot.saveError })}
        </div>
      )}
      <footer>
        {snapshot.paused && !snapshot.readOnly && (
          <button
            type="button"
            className="primary"
            data-testid="resume"
            onClick={props.onResume}
            title={t('prompt.resumeTitle')}
          >
            {t('common.resume')}
          </button>
        )}
        {!snapshot.paused && props.onPause && (
          <button type="button" data-testid="pause" onClick={props.onPause} title={t('prompt.pauseTitle')}>
            {t('prompt.pause')}
          </button>
        )}
        {!snapshot.paused && !humanToAct && props.onSkipToMyTurn && state.phase !== 'over' && (
          <button
            type="button"
            data-testid="skip-to-my-turn"
            aria-pressed={snapshot.fastForwarding}
            disabled={snapshot.fastForwarding}
            onClick={props.onSkipToMyTurn}
            title={t('pace.skipToMyTurnTitle')}
          >
            {snapshot.fastForwarding ? t('pace.skipping') : t('pace.skipToMyTurn')}
          </button>
        )}
        {snapshot.autoplaying ? (
          <button type="button" data-testid="stop-autoplay" onClick={props.onStopAutoplay}>
            {t('prompt.stopAutoplay')}
          </button>
        ) : (
          <>
            <button
              type="button"
              data-testid="hint-button"
              disabled={!humanToAct || props.hintBusy}
              onClick={props.onHint}
              title={t('prompt.hintTitle')}
            >
              {props.hintBusy ? t('prompt.thinking') : t('prompt.hintButton')}
            </button>
            <button
              type="button"
              data-testid="autoplay-turn"
              disabled={!humanToAct}
              onClick={props.onAutoplay}
              title={t('prompt.autoplayTitle')}
            >
              {t('prompt.autoplay')}
            </button>
          </>
        )}
        {humanToAct && legal.some((a) => a.type === 'placeWorker') && selection.kind === 'idle' && (
          <button type="button" data-testid="worker" onClick={() => props.onSelection({ kind: 'worker' })}>
            {t('prompt.worker')}
          </button>
        )}
        <button
          type="button"
          data-testid="undo"
          disabled={!snapshot.undoAvailable}
          onClick={props.onUndo}
          title={undoOffAfterBuild(snapshot) ? t('keyboard.undoOffAfterBuild') : t('prompt.undoTitle')}
        >
          {t('prompt.undo')}
        </button>
        <button
          type="button"
          className="primary"
          data-testid="end-turn"
          disabled={!humanToAct}
          aria-disabled={!pending?.canEndTurn}
          onClick={() => props.onSend({ type: 'endTurn' })}
          title={t('prompt.endTurnTitle')}
        >
          {t('prompt.endTurn')}
        </button>
      </footer>
    </section>
  );
}

/** A choice's cost and result after its name, when the engine names any. */
function Terms({ text }: { text: string }): React.JSX.Element | null {
  return text ? <span className="terms"> · {text}</span> : null;
}

function DiePanel(props: Props & { die: number; value: number }): React.JSX.Element {
  const { t } = useTranslation();
  const { snapshot, die, value } = props;
  const found = snapshot.state.pool.find((d) => d.id === die);
  const choices = dieChoices(snapshot.legal, die);
  const legalValue = choices.values.includes(value);
  const cost = legalValue ? dieAdjustCost(snapshot.state, die, value) : null;
  const white = found?.colour === 'white';
  return (
    <div className="die-panel" data-testid="die-panel">
      <span>{t(white ? 'prompt.dieWhite' : 'prompt.dieOrange', { value: found?.value ?? '' })}</span>
      <button
        type="button"
        data-testid="value-down"
        aria-label={t('prompt.lower')}
        disabled={value <= 1}
        onClick={() => props.onSelection({ kind: 'die', die, value: value - 1 })}
      >
        −
      </button>
      <strong className="die-value" data-testid="die-value">
        {value}
      </strong>
      <button
        type="button"
        data-testid="value-up"
        aria-label={t('prompt.raise')}
        disabled={value >= 6}
        onClick={() => props.onSelection({ kind: 'die', die, value: value + 1 })}
      >
        +
      </button>
      <span className="cost" data-testid="die-cost" data-fish={cost ?? 0}>
        {legalValue
          ? cost
            ? t('prompt.cost', { count: cost })
            : t('prompt.free')
          : t(white ? 'prompt.cannotEnterColumn' : 'prompt.cannotEnterRow', { value })}
      </span>
      <button
        type="button"
        className="primary"
        data-testid="place-die"
        disabled={!legalValue}
        onClick={() => props.onPlaceDie()}
      >
        {t(white ? 'prompt.placeInColumn' : 'prompt.placeInRow', { value })}
      </button>
      <button
        type="button"
        data-testid="aside-die"
        disabled={!choices.aside}
        onClick={() => props.onSend({ type: 'takeDie', die, use: 'aside' })}
      >
        {t('prompt.aside')}
      </button>
      <button type="button" data-testid="cancel-selection" onClick={() => props.onSelection({ kind: 'idle' })}>
        {t('common.cancel')}
      </button>
    </div>
  );
}

function PlacementPanel(props: Props): React.JSX.Element | null {
  const { t } = useTranslation();
  const { selection, placement } = props;
  if (selection.kind !== 'placing') return null;
  const tileText = placement ? describeTile(placement.tile.id) : '';
  const cancellable = selection.source !== 'start';
  return (
    <div
      className="placement-panel"
      data-testid="placement-panel"
      data-ghost-legal={String(placement?.action != null)}
      data-ghost-cells={placement?.cells?.join(',') ?? ''}
    >
      <span className="tile-text">{tileText}</span>
      <span className={placement?.action ? 'ok' : 'bad'} data-testid="ghost-status">
        {placement?.action ? t('prompt.fits') : t('prompt.doesNotFit')}
      </span>
      <button
        type="button"
        data-testid="rotate"
        onClick={() => props.onSelection({ ...selection, orientation: rotate(selection.orientation) })}
      >
        {t('prompt.rotate')}
      </button>
      <button
        type="button"
        data-testid="mirror"
        onClick={() => props.onSelection({ ...selection, orientation: mirror(selection.orientation) })}
      >
        {t('prompt.mirror')}
      </button>
      <button
        type="button"
        className="primary"
        data-testid="confirm-placement"
        disabled={!placement?.action}
        onClick={props.onConfirmPlacement}
      >
        {t('prompt.build')}
      </button>
      {cancellable && (
        <button type="button" data-testid="cancel-selection" onClick={() => props.onSelection({ kind: 'idle' })}>
          {t('common.cancel')}
        </button>
      )}
    </div>
  );
}
