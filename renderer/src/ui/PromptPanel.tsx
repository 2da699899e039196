import { data, dieAdjustCost, type Action } from '../game/engine';
import type { ControllerSnapshot } from '../game/controller';
import { describeAction, describeToken } from '../game/describe';
import type { Hint } from '../game/hint';
import { dieChoices, type PlacementView, type Selection } from '../game/interaction';
import { mirror, rotate } from '../game/placement';
import { PROMPT_PANEL } from '../scene/layout';
import type { SeatLook } from '../scene/model';
import { cssHex } from '../scene/palette';

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
  readonly onSend: (action: Action) => void;
  readonly onSelection: (selection: Selection) => void;
  readonly onPlaceDie: (value?: number) => void;
  readonly onConfirmPlacement: () => void;
  readonly onUndo: () => void;
}

/** Actions shown on the table rather than as buttons: there are too many of them to list (every cell, every value). */
const ON_THE_TABLE: readonly Action['type'][] = ['takeDie', 'build', 'placeStartingTile', 'placeWorker', 'retire', 'endTurn'];

/** Whose turn it is, what is asked (the engine's prompt, in plain words), and the ways to answer. */
export function PromptPanel(props: Props): React.JSX.Element {
  const { snapshot, seats, selection, humanToAct } = props;
  const { state, pending, legal } = snapshot;
  const seat = pending?.seat ?? state.current;
  const look = seats[seat];
  const heading = state.phase === 'over' ? 'The game is over' : `${look?.name ?? ''} · Round ${state.round}${state.phase === 'draft' ? ' · setup' : ''}`;
  const buttons = pending ? pending.options.filter((a) => !ON_THE_TABLE.includes(a.type)) : [];

  return (
    <section
      className="prompt-panel"
      data-testid="prompt"
      data-pending-kind={pending?.kind ?? 'none'}
      data-human={String(humanToAct)}
      data-settled={String(snapshot.awaitingInput)}
      data-selection={selection.kind}
      aria-live="polite"
      style={{ left: PROMPT_PANEL.x, bottom: 720 - PROMPT_PANEL.y - PROMPT_PANEL.h, width: PROMPT_PANEL.w }}
    >
      <header>
        <span className="seat-chip" style={{ background: cssHex(look?.colour ?? 0xffffff) }} />
        <strong data-testid="turn-heading">{heading}</strong>
        <span className="prompt-text" data-testid="prompt-text">
          {pending ? (humanToAct ? pending.prompt : snapshot.autoplaying ? `The bot plays ${look?.name ?? 'your'}’s turn: ${pending.prompt.toLowerCase()}` : `${look?.name ?? 'A bot'} is thinking: ${pending.prompt.toLowerCase()}`) : ''}
        </span>
      </header>
      {props.hint && (
        <div className="hint-box" data-testid="hint" role="status" data-action-json={JSON.stringify(props.hint.action)}>
          <strong>Hint:</strong> <span data-testid="hint-text">{props.hint.text}</span>. <span className="hint-reason" data-testid="hint-reason">{props.hint.reason}</span>
        </div>
      )}
      {humanToAct && pending && (
        <div className="prompt-body">
          {selection.kind === 'die' && <DiePanel {...props} die={selection.die} value={selection.value} />}
          {selection.kind === 'placing' && <PlacementPanel {...props} />}
          {selection.kind === 'worker' && (
            <div className="row"><span>Click a highlighted building for your worker.</span>
              <button type="button" data-testid="cancel-selection" onClick={() => props.onSelection({ kind: 'idle' })}>Cancel (Esc)</button></div>
          )}
          {selection.kind !== 'die' && selection.kind !== 'placing' && (
            <>
              {pending.kind === 'turn' && !state.turn.mainActionDone && (
                <div className="hint">Click a die in the pool, a large stack (L1, L2) to build, or a tavern to retire. D cycles the dice.</div>
              )}
              {pending.kind === 'chain' && (
                <div className="row">
                  <button type="button" data-testid="chain-continue" disabled={!legal.some((a) => a.type === 'continueChain')} onClick={() => props.onSend({ type: 'continueChain' })}>
                    Continue to the highlighted building (C)
                  </button>
                  <button type="button" data-testid="chain-stop" onClick={() => props.onSend({ type: 'stopChain' })}>Stop here (S)</button>
                </div>
              )}
              {pending.kind === 'buildSmall' && <div className="hint">Click a small stack (S1–S3) to place its top tile, or decline.</div>}
              {pending.kind === 'orderOrTech' && <div className="hint">Click an order (crate) or a technology track, or pick below.</div>}
              {pending.kind === 'netsKeep' && <div className="hint">Your nets brought up {pending.frame.kind === 'netsKeep' ? pending.frame.tokens.map(describeToken).join(' and ') : ''}.</div>}
              {pending.kind !== 'chain' && buttons.length > 0 && (
                <div className="options" role="group" aria-label="Choices">
                  {buttons.map((action, i) => (
                    <button
                      key={i} type="button" data-testid={`option-${i}`} data-action={action.type} data-action-json={JSON.stringify(action)} onClick={() => props.onSend(action)}
                      className={props.hint && sameAction(props.hint.action, action) ? 'hinted' : undefined}
                    >
                      {describeAction(action, state)}
                    </button>
                  ))}
                </div>
              )}
            </>
          )}
        </div>
      )}
      {props.message && <div className="prompt-message" role="alert" data-testid="prompt-message">{props.message}</div>}
      {snapshot.lastError && <div className="prompt-message" role="alert" data-testid="rule-error">{snapshot.lastError}</div>}
      {snapshot.saveError && <div className="prompt-message" role="alert" data-testid="save-error">{snapshot.saveError} It is tried again.</div>}
      <footer>
        {snapshot.paused && <button type="button" className="primary" data-testid="resume" onClick={props.onResume} title="Resume (P)">Resume</button>}
        {!snapshot.paused && props.onPause && <button type="button" data-testid="pause" onClick={props.onPause} title="Pause the bots (P)">Pause</button>}
        {snapshot.autoplaying
          ? <button type="button" data-testid="stop-autoplay" onClick={props.onStopAutoplay}>Stop the bot</button>
          : (
            <>
              <button type="button" data-testid="hint-button" disabled={!humanToAct || props.hintBusy} onClick={props.onHint} title="The medium bot’s suggestion (H)">
                {props.hintBusy ? 'Thinking…' : 'Hint'}
              </button>
              <button type="button" data-testid="autoplay-turn" disabled={!humanToAct} onClick={props.onAutoplay} title="Let the bot play the rest of my turn (B)">Bot plays my turn</button>
            </>
          )}
        {humanToAct && legal.some((a) => a.type === 'placeWorker') && selection.kind === 'idle' && (
          <button type="button" data-testid="worker" onClick={() => props.onSelection({ kind: 'worker' })}>Place a worker (W)</button>
        )}
        <button type="button" data-testid="undo" disabled={!snapshot.undoAvailable} onClick={props.onUndo} title="Undo (U or Ctrl+Z)">Undo</button>
        <button type="button" className="primary" data-testid="end-turn" disabled={!humanToAct || !pending?.canEndTurn} onClick={() => props.onSend({ type: 'endTurn' })} title="End turn (E)">
          End turn
        </button>
      </footer>
    </section>
  );
}

function DiePanel(props: Props & { die: number; value: number }): React.JSX.Element {
  const { snapshot, die, value } = props;
  const found = snapshot.state.pool.find((d) => d.id === die);
  const choices = dieChoices(snapshot.legal, die);
  const legalValue = choices.values.includes(value);
  const cost = legalValue ? dieAdjustCost(snapshot.state, die, value) : null;
  const line = found?.colour === 'white' ? 'column' : 'row';
  return (
    <div className="die-panel" data-testid="die-panel">
      <span>{found?.colour} die {found?.value} →</span>
      <button type="button" data-testid="value-down" aria-label="Lower the value" disabled={value <= 1} onClick={() => props.onSelection({ kind: 'die', die, value: value - 1 })}>−</button>
      <strong className="die-value" data-testid="die-value">{value}</strong>
      <button type="button" data-testid="value-up" aria-label="Raise the value" disabled={value >= 6} onClick={() => props.onSelection({ kind: 'die', die, value: value + 1 })}>+</button>
      <span className="cost" data-testid="die-cost">
        {legalValue ? (cost ? `costs ${cost} fish` : 'free') : `cannot enter ${line} ${value}`}
      </span>
      <button type="button" className="primary" data-testid="place-die" disabled={!legalValue} onClick={() => props.onPlaceDie()}>Place in {line} {value} (Enter)</button>
      <button type="button" data-testid="aside-die" disabled={!choices.aside} onClick={() => props.onSend({ type: 'takeDie', die, use: 'aside' })}>Set aside +1 fish (A)</button>
      <button type="button" data-testid="cancel-selection" onClick={() => props.onSelection({ kind: 'idle' })}>Cancel</button>
    </div>
  );
}

function PlacementPanel(props: Props): React.JSX.Element | null {
  const { selection, placement } = props;
  if (selection.kind !== 'placing') return null;
  const tileText = placement?.tile.cells.map((code) => data.BUILDINGS[code].label).join(' | ') ?? '';
  const cancellable = selection.source !== 'start';
  return (
    <div className="placement-panel" data-testid="placement-panel" data-ghost-legal={String(placement?.action != null)} data-ghost-cells={placement?.cells?.join(',') ?? ''}>
      <span className="tile-text">{tileText}</span>
      <span className={placement?.action ? 'ok' : 'bad'} data-testid="ghost-status">{placement?.action ? 'Fits here' : 'Does not fit here'}</span>
      <button type="button" data-testid="rotate" onClick={() => props.onSelection({ ...selection, orientation: rotate(selection.orientation) })}>Rotate (R)</button>
      <button type="button" data-testid="mirror" onClick={() => props.onSelection({ ...selection, orientation: mirror(selection.orientation) })}>Mirror (F)</button>
      <button type="button" className="primary" data-testid="confirm-placement" disabled={!placement?.action} onClick={props.onConfirmPlacement}>Build here (Enter)</button>
      {cancellable && <button type="button" data-testid="cancel-selection" onClick={() => props.onSelection({ kind: 'idle' })}>Cancel</button>}
    </div>
  );
}

/** Two actions are the same answer when they carry the same fields (actions are plain data). */
function sameAction(a: Action, b: Action): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
