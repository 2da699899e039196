import { jsonEqual } from '../../../engine/save/index';
import { actionTerms, dieAdjustCost, type Action, type PendingDecision } from '../game/engine';
import { termsText } from '../game/terms';
import { describeAction, describeTile, describeToken } from '../game/describe';
import { dieChoices, promptChoices } from '../game/interaction';
import { mirror, rotate } from '../game/placement';
import { useTranslation } from '../i18n';
import type { PromptProps } from './promptProps';

/**
 * Above this many choices (three or four orders, four tracks and Decline on an order-or-technology choice) they are
 * set a size smaller, so the panel still shows every one whole at 1024×640.
 */
const MANY_CHOICES = 7;

/** The ways to answer the decision a person has to make: with what is in hand, or from the decision's choices. */
export function PromptAnswers(props: PromptProps & { readonly pending: PendingDecision }): React.JSX.Element {
  const { t } = useTranslation();
  const { selection } = props;
  return (
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
      {selection.kind !== 'die' && selection.kind !== 'placing' && <DecisionChoices {...props} />}
    </div>
  );
}

/** What the decision asks with nothing in hand: a word on how to answer it, and its choices. */
function DecisionChoices(props: PromptProps & { readonly pending: PendingDecision }): React.JSX.Element {
  const { t } = useTranslation();
  const { pending, snapshot } = props;
  return (
    <>
      {pending.kind === 'turn' && !snapshot.state.turn.mainActionDone && (
        <div className="hint turn-hint">{t('prompt.turnHint')}</div>
      )}
      {pending.kind === 'chain' && <ChainChoices {...props} />}
      {pending.kind === 'buildSmall' && <div className="hint">{t('prompt.buildSmallHint')}</div>}
      {/* The hint box, when open, already says what to take: the panel keeps its room for the choices. */}
      {pending.kind === 'orderOrTech' && !props.hint && <div className="hint">{t('prompt.orderOrTechHint')}</div>}
      {pending.kind === 'netsKeep' && (
        <div className="hint">
          {t('prompt.netsKeep', {
            tokens:
              pending.frame.kind === 'netsKeep' ? pending.frame.tokens.map(describeToken).join(t('prompt.and')) : '',
          })}
        </div>
      )}
      {pending.kind !== 'chain' && <ChoiceButtons {...props} />}
    </>
  );
}

/** A chain of activations: go on to the next building, or stop. */
function ChainChoices({ snapshot, onSend }: PromptProps): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <div className="row">
      <button
        type="button"
        data-testid="chain-continue"
        disabled={!snapshot.legal.some((a) => a.type === 'continueChain')}
        onClick={() => onSend({ type: 'continueChain' })}
      >
        {t('prompt.chainContinue')}
      </button>
      <button type="button" data-testid="chain-stop" onClick={() => onSend({ type: 'stopChain' })}>
        {t('prompt.chainStop')}
      </button>
    </div>
  );
}

/** The decision's choices answered as buttons, the hinted one marked. */
function ChoiceButtons({
  pending,
  snapshot,
  hint,
  onSend,
}: PromptProps & { readonly pending: PendingDecision }): React.JSX.Element | null {
  const { t } = useTranslation();
  const buttons = promptChoices(pending);
  if (buttons.length === 0) return null;
  return (
    <div
      className={buttons.length > MANY_CHOICES ? 'options many' : 'options'}
      role="group"
      aria-label={t('prompt.choices')}
    >
      {buttons.map((action: Action, i) => (
        <button
          key={i}
          type="button"
          data-testid={`option-${i}`}
          data-action={action.type}
          data-action-json={JSON.stringify(action)}
          onClick={() => onSend(action)}
          className={hint?.action && jsonEqual(hint.action, action) ? 'hinted' : undefined}
        >
          {describeAction(action, snapshot.state)}
          <Terms text={termsText(actionTerms(snapshot.state, action))} />
        </button>
      ))}
    </div>
  );
}

/** A choice's cost and result after its name, when the engine names any. */
function Terms({ text }: { text: string }): React.JSX.Element | null {
  return text ? <span className="terms"> · {text}</span> : null;
}

/** A die in hand: its value turned up and down, then placed or set aside. */
function DiePanel(props: PromptProps & { die: number; value: number }): React.JSX.Element {
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

/** A tile in hand: turned and mirrored over the village, then built where it fits. */
function PlacementPanel(props: PromptProps): React.JSX.Element | null {
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
