import type { GameState } from '../game/engine';
import type { Refusal } from '../game/controller';
import { IDLE, type Selection } from '../game/interaction';
import { mirror, rotate } from '../game/placement';
import type { HitTarget } from '../scene/areas/area';

/**
 * The table's interaction state, beside the session chart: what the player has picked up for the decision (a die and
 * its value, a tile with its anchor and orientation, a worker, a resource), what the table previews (the village
 * enlarged, the tooltip, the refusal bubble), which panels are open, and where the keyboard focus is to go next. The
 * engine knows nothing of it; it is a plain reducer so every transition can be tested without a browser, and the game
 * screen only renders from it and sends it events.
 */

/** The panels the table opens over itself. */
export type Panel = 'log' | 'help' | 'rules' | 'menu' | 'autoplayConfirm';

/** Where a focus request sends the keyboard focus: the next decision's first control, or one area of the table. */
export type FocusTarget = { readonly kind: 'decision' } | { readonly kind: 'area'; readonly step: 1 | -1 };

/**
 * The moment a selection is made for: an engine state, and whether a person at this table decides in it. Another one
 * (an answer, a bot's move, an Undo, the turn handed to the bot) makes whatever was picked up for the last stale.
 */
export interface Decision {
  readonly state: GameState | null;
  readonly humanToAct: boolean;
}

export interface TableInteraction {
  /** The decision the selection (and the message, the bubble, an enlarged village) belong to. */
  readonly decision: Decision;
  /** The state this table's last move was sent from; null once a new decision is drawn. */
  readonly sentFrom: GameState | null;
  readonly selection: Selection;
  /** The seat whose village is shown large instead of the one deciding; null: the one deciding. */
  readonly viewOverride: number | null;
  /** Why the last thing tried on the table was refused, shown in the prompt. */
  readonly message: Refusal | null;
  /** The reason a spot that is not lit up was clicked in vain, in a bubble beside it. */
  readonly refusal: { readonly text: string; readonly target: HitTarget } | null;
  /** The spot whose tooltip is up, and the state it was asked in: a new state puts it away (it would be stale). */
  readonly tooltip: { readonly id: string; readonly state: GameState } | null;
  readonly open: Readonly<Record<Panel, boolean>>;
  /** The end screen was closed to look at the final board; "Result" brings it back. */
  readonly endClosed: boolean;
  /** The last focus request; `count` grows with each, so asking for the same target again moves the focus again. */
  readonly focus: { readonly target: FocusTarget; readonly count: number };
}

export type InteractionEvent =
  /**
   * The table is drawn for `decision`: if it is a new one, what was picked up for the last is put down and `selection`
   * (the starting tile taken up, else nothing) is what it opens with; the same decision again changes nothing.
   */
  | { readonly type: 'decisionChanged'; readonly decision: Decision; readonly selection: Selection }
  /** A move was sent to the game from `state`. */
  | { readonly type: 'moveSent'; readonly state: GameState }
  | { readonly type: 'select'; readonly selection: Selection }
  | { readonly type: 'cancelSelection' }
  | { readonly type: 'setDieValue'; readonly value: number }
  | { readonly type: 'stepDieValue'; readonly step: number }
  | { readonly type: 'pointGhost'; readonly cell: number }
  | { readonly type: 'moveGhost'; readonly step: number }
  | { readonly type: 'rotateGhost' }
  | { readonly type: 'mirrorGhost' }
  | { readonly type: 'showMessage'; readonly message: Refusal }
  | { readonly type: 'clearMessage' }
  | { readonly type: 'viewSeat'; readonly seat: number | null }
  | { readonly type: 'explainRefusal'; readonly refusal: TableInteraction['refusal'] }
  | { readonly type: 'showTooltip'; readonly id: string; readonly state: GameState }
  | { readonly type: 'pointerLeft'; readonly id: string }
  | { readonly type: 'blurred'; readonly id: string }
  | { readonly type: 'toggle'; readonly panel: Panel }
  | { readonly type: 'openPanel'; readonly panel: Panel }
  | { readonly type: 'closePanel'; readonly panel: Panel }
  | { readonly type: 'showRules' }
  | { readonly type: 'escape'; readonly gameOver: boolean; readonly replay: boolean }
  | { readonly type: 'closeEndScreen' }
  | { readonly type: 'showEndScreen' }
  | { readonly type: 'focusArea'; readonly step: 1 | -1 }
  | { readonly type: 'focusDecision' };

const CLOSED: Readonly<Record<Panel, boolean>> = {
  log: false,
  help: false,
  rules: false,
  menu: false,
  autoplayConfirm: false,
};

export const INITIAL_INTERACTION: TableInteraction = {
  decision: { state: null, humanToAct: false },
  sentFrom: null,
  selection: IDLE,
  viewOverride: null,
  message: null,
  refusal: null,
  tooltip: null,
  open: CLOSED,
  endClosed: false,
  focus: { target: { kind: 'decision' }, count: 0 },
};

export function sameDecision(a: Decision, b: Decision): boolean {
  return a.state === b.state && a.humanToAct === b.humanToAct;
}

const GRID = 6;

/** The ghost's anchor one step on (an arrow key), or null when that would leave the village grid or wrap a row. */
export function steppedAnchor(anchor: number, step: number): number | null {
  const next = anchor + step;
  const sameRow = Math.abs(step) !== 1 || Math.floor(next / GRID) === Math.floor(anchor / GRID);
  return next >= 0 && next < GRID * GRID && sameRow ? next : null;
}

const clampValue = (value: number): number => Math.min(6, Math.max(1, value));

function focusing(state: TableInteraction, target: FocusTarget): TableInteraction {
  return { ...state, focus: { target, count: state.focus.count + 1 } };
}

/** What is picked up changes: the focus follows it to the control that answers it (a die's value, the ghost). */
function selecting(state: TableInteraction, selection: Selection): TableInteraction {
  return focusing({ ...state, selection }, { kind: 'decision' });
}

/** Esc: closes the innermost thing open, puts down what is picked up, closes the end screen, else the game menu. */
function closeInnermost(state: TableInteraction, gameOver: boolean, replay: boolean): TableInteraction {
  const { open } = state;
  if (open.autoplayConfirm)
    return focusing({ ...state, open: { ...open, autoplayConfirm: false } }, { kind: 'decision' });
  if (open.help) return { ...state, open: { ...open, help: false } };
  if (open.log) return { ...state, open: { ...open, log: false } };
  if (state.selection.kind !== 'idle') return selecting(state, IDLE);
  if (gameOver && !state.endClosed && !replay) return { ...state, endClosed: true };
  return { ...state, open: { ...open, menu: !open.menu } };
}

type InteractionType = InteractionEvent['type'];

/** What one kind of event does to the table's interaction state. */
type InteractionHandler<Type extends InteractionType> = (
  state: TableInteraction,
  event: Extract<InteractionEvent, { readonly type: Type }>,
) => TableInteraction;

/** Every event's transition, keyed by its type, so that a new event cannot be left unhandled. */
const INTERACTION_HANDLERS: { readonly [Type in InteractionType]: InteractionHandler<Type> } = {
  // The bubble, the message and an enlarged village belonged to the last decision; the focus goes to the new one.
  decisionChanged: (state, event) =>
    sameDecision(state.decision, event.decision)
      ? state
      : focusing(
          {
            ...state,
            decision: event.decision,
            sentFrom: null,
            selection: event.selection,
            message: null,
            refusal: null,
            viewOverride: null,
          },
          { kind: 'decision' },
        ),
  moveSent: (state, event) => ({ ...state, sentFrom: event.state }),
  select: (state, event) => selecting(state, event.selection),
  cancelSelection: (state) => selecting(state, IDLE),
  setDieValue: (state, event) =>
    state.selection.kind === 'die'
      ? { ...state, selection: { ...state.selection, value: clampValue(event.value) } }
      : state,
  stepDieValue: (state, event) =>
    state.selection.kind === 'die'
      ? { ...state, selection: { ...state.selection, value: clampValue(state.selection.value + event.step) } }
      : state,
  pointGhost: (state, event) =>
    state.selection.kind === 'placing' && state.selection.anchor !== event.cell
      ? { ...state, selection: { ...state.selection, anchor: event.cell } }
      : state,
  moveGhost: (state, event) => {
    if (state.selection.kind !== 'placing') return state;
    const anchor = steppedAnchor(state.selection.anchor, event.step);
    return anchor === null ? state : { ...state, selection: { ...state.selection, anchor } };
  },
  rotateGhost: (state) =>
    state.selection.kind === 'placing'
      ? { ...state, selection: { ...state.selection, orientation: rotate(state.selection.orientation) } }
      : state,
  mirrorGhost: (state) =>
    state.selection.kind === 'placing'
      ? { ...state, selection: { ...state.selection, orientation: mirror(state.selection.orientation) } }
      : state,
  showMessage: (state, event) => ({ ...state, message: event.message }),
  clearMessage: (state) => (state.message === null ? state : { ...state, message: null }),
  viewSeat: (state, event) => ({ ...state, viewOverride: event.seat }),
  explainRefusal: (state, event) => ({ ...state, refusal: event.refusal }),
  showTooltip: (state, event) =>
    state.tooltip?.id === event.id && state.tooltip.state === event.state
      ? state
      : { ...state, tooltip: { id: event.id, state: event.state } },
  pointerLeft: (state, event) => ({
    ...state,
    refusal: null,
    tooltip: state.tooltip?.id === event.id ? null : state.tooltip,
  }),
  blurred: (state, event) => (state.tooltip?.id === event.id ? { ...state, tooltip: null } : state),
  toggle: (state, event) => ({ ...state, open: { ...state.open, [event.panel]: !state.open[event.panel] } }),
  openPanel: (state, event) => ({ ...state, open: { ...state.open, [event.panel]: true } }),
  closePanel: (state, event) => {
    const closed = { ...state, open: { ...state.open, [event.panel]: false } };
    return event.panel === 'autoplayConfirm' ? focusing(closed, { kind: 'decision' }) : closed;
  },
  showRules: (state) => ({ ...state, open: { ...state.open, help: false, menu: false, rules: true } }),
  escape: (state, event) => closeInnermost(state, event.gameOver, event.replay),
  closeEndScreen: (state) => ({ ...state, endClosed: true }),
  showEndScreen: (state) => ({ ...state, endClosed: false }),
  focusArea: (state, event) => focusing(state, { kind: 'area', step: event.step }),
  focusDecision: (state) => focusing(state, { kind: 'decision' }),
};

function handle<Type extends InteractionType>(
  state: TableInteraction,
  event: Extract<InteractionEvent, { readonly type: Type }>,
): TableInteraction {
  return (INTERACTION_HANDLERS as { readonly [T in Type]: InteractionHandler<T> })[event.type as Type](state, event);
}

export function interactionReducer(state: TableInteraction, event: InteractionEvent): TableInteraction {
  return handle(state, event);
}

/**
 * Whether the game has yet to answer the move this table sent from `state`: the table shows it is waiting (not awaiting
 * input) on the very position the move was made from. Meanwhile no second move is sent — a second press of Build here
 * would otherwise be played on whatever position the first one leads to (the next seat's starting tile, say). A
 * refusal answers with the same position awaiting input again; a move held back before it was sent never stops it.
 */
export function answerAwaited(interaction: TableInteraction, state: GameState, awaitingInput: boolean): boolean {
  return interaction.sentFrom === state && !awaitingInput;
}

/** Whether any panel that keeps the keyboard for itself is open over the table. */
export function keyboardTaken(state: TableInteraction): boolean {
  return state.open.rules || state.open.menu || state.open.autoplayConfirm;
}
