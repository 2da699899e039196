import { useCallback, useMemo, useReducer } from 'react';
import { chainNextCell, type Action } from '../game/engine';
import type { ControllerSnapshot, GameController } from '../game/controller';
import {
  highlightsFor,
  openingSelection,
  openingValue,
  placementView,
  placingSelection,
  type PlacementView,
  type Selection,
} from '../game/interaction';
import type { PlacementSource } from '../game/placement';
import { refusalFor } from '../game/refusal';
import type { SeatLook, TableHighlights } from '../scene/model';
import type { HitTarget, TableCommand } from '../scene/areas/area';
import { hitTargets } from '../ui/hitTargets';
import { screenOrder } from '../ui/focusOrder';
import { isolate, useTranslation } from '../i18n';
import {
  INITIAL_INTERACTION,
  answerAwaited,
  interactionReducer,
  sameDecision,
  type InteractionEvent,
  type TableInteraction,
} from './tableInteraction';

/** The pool value a die lies at (its column of the pool on the screen). */
const poolValueOf = (state: ControllerSnapshot['state'], die: number): number | null =>
  state.pool.find((d) => d.id === die)?.value ?? null;

/** What the table shows and does for the interaction state: the game screen renders it and wires its controls to it. */
export interface TableInteractionView {
  readonly interaction: TableInteraction;
  readonly dispatch: (event: InteractionEvent) => void;
  readonly viewedSeat: number;
  readonly actingSeat: number;
  readonly placement: PlacementView | null;
  readonly highlights: TableHighlights;
  /** Every spot of the table, in Tab order. */
  readonly targets: readonly HitTarget[];
  /** The dice that may be taken, in their order on the screen (D goes left to right, as the pool is laid out). */
  readonly takeableDice: readonly number[];
  readonly shownTooltip: HitTarget | null;
  readonly send: (action: Action) => void;
  readonly select: (selection: Selection) => void;
  readonly selectDie: (die: number) => void;
  readonly startPlacement: (source: PlacementSource) => void;
  readonly confirmPlacement: () => void;
  readonly placeSelectedDie: (value?: number) => void;
  readonly runCommand: (command: TableCommand) => void;
  /** A click on a spot that is not lit up: the engine's reason, beside it, until the pointer leaves or the state changes. */
  readonly explain: (target: HitTarget) => void;
}

function useDerived(snapshot: ControllerSnapshot, seats: readonly SeatLook[], interaction: TableInteraction) {
  const { state, pending, legal, humanToAct } = snapshot;
  const { selection } = interaction;
  // Humans see their own village while they act; otherwise the seat to act, unless a village was picked to enlarge.
  const actingSeat = pending?.seat ?? state.current;
  const viewedSeat = interaction.viewOverride ?? actingSeat;
  const placing = selection.kind === 'placing' ? selection : null;
  const placement = useMemo(
    () => (placing && pending ? placementView(state, legal, placing, pending.seat) : null),
    [placing, pending, state, legal],
  );
  const chainCell = useMemo(
    () => (pending?.kind === 'chain' && humanToAct ? chainNextCell(state) : null),
    [pending, humanToAct, state],
  );
  const highlights = useMemo(
    () => highlightsFor(state, pending, legal, selection, humanToAct && viewedSeat === pending?.seat),
    [state, pending, legal, selection, humanToAct, viewedSeat],
  );
  // In Tab order: left to right on the screen, the pool's dice value by value (focusOrder.ts).
  const targets = useMemo(
    () =>
      screenOrder(
        hitTargets({
          state,
          pending,
          legal,
          selection,
          viewedSeat,
          seats,
          humanToAct,
          nextChainCell: chainCell,
          placeableCells: placement?.reachable ?? new Set<number>(),
        }),
        (target) => (target.command.kind === 'selectDie' ? poolValueOf(state, target.command.die) : null),
      ),
    [state, pending, legal, selection, viewedSeat, seats, humanToAct, chainCell, placement],
  );
  const takeableDice = useMemo(() => {
    const takeable = new Set(legal.flatMap((a) => (a.type === 'takeDie' ? [a.die] : [])));
    return targets.flatMap((target) =>
      target.command.kind === 'selectDie' && takeable.has(target.command.die) ? [target.command.die] : [],
    );
  }, [legal, targets]);
  // Shown from this snapshot's targets: gone once its spot is (or the state it was asked in), never an old copy.
  const { tooltip } = interaction;
  const shownTooltip = tooltip?.state === state ? (targets.find((target) => target.id === tooltip.id) ?? null) : null;
  return { actingSeat, viewedSeat, placement, chainCell, highlights, targets, takeableDice, shownTooltip };
}

type Dispatch = (event: InteractionEvent) => void;

/**
 * The moves the prompt and the keys make from what is picked up. What is picked up stays up until the game answers
 * with a new state: a move the tutorial declines ("not now") leaves the die in hand to try again.
 */
function useMoves(
  controller: GameController,
  snapshot: ControllerSnapshot,
  interaction: TableInteraction,
  placement: PlacementView | null,
  dispatch: Dispatch,
) {
  const { t } = useTranslation();
  const { state, pending, legal, awaitingInput } = snapshot;
  const { selection } = interaction;
  const awaited = answerAwaited(interaction, state, awaitingInput);
  const send = useCallback(
    (action: Action): void => {
      if (awaited) return;
      dispatch({ type: 'clearMessage' });
      dispatch({ type: 'moveSent', state });
      controller.send(action);
    },
    [awaited, state, controller, dispatch],
  );
  const select = useCallback((next: Selection): void => dispatch({ type: 'select', selection: next }), [dispatch]);
  const startPlacement = useCallback(
    (source: PlacementSource): void => {
      if (pending) select(placingSelection(state, legal, source, pending.seat));
    },
    [legal, pending, state, select],
  );
  const selectDie = useCallback(
    (die: number): void => {
      if (state.pool.some((d) => d.id === die)) select({ kind: 'die', die, value: openingValue(state, die) });
    },
    [state, select],
  );
  const confirmPlacement = useCallback((): void => {
    if (placement?.action) send(placement.action);
    else dispatch({ type: 'showMessage', message: { message: t('game.cannotPlaceTile') } });
  }, [placement, send, t, dispatch]);
  const placeSelectedDie = useCallback(
    (value?: number): void => {
      if (selection.kind !== 'die') return;
      const wanted = value ?? selection.value;
      const action = legal.find(
        (a) => a.type === 'takeDie' && a.die === selection.die && a.use === 'place' && a.value === wanted,
      );
      if (action) send(action);
      else dispatch({ type: 'showMessage', message: { message: t('game.cannotPlaceDie', { value: wanted }) } });
    },
    [selection, legal, send, t, dispatch],
  );
  return { send, select, startPlacement, selectDie, confirmPlacement, placeSelectedDie };
}

/** What a click (or Enter) on a spot of the table does, and why a spot that is not lit up does nothing. */
function useSpotCommands(
  snapshot: ControllerSnapshot,
  seats: readonly SeatLook[],
  interaction: TableInteraction,
  derived: ReturnType<typeof useDerived>,
  moves: ReturnType<typeof useMoves>,
  dispatch: Dispatch,
  skipAnimations: () => void,
) {
  const { t } = useTranslation();
  const { state, pending, legal, humanToAct } = snapshot;
  const { selection } = interaction;
  const { placement, chainCell, actingSeat } = derived;
  const { send, select, selectDie, startPlacement, confirmPlacement, placeSelectedDie } = moves;
  const onCell = useCallback(
    (cell: number): void => {
      if (selection.kind === 'placing') {
        if (placement?.cells?.includes(cell) && placement.action) confirmPlacement();
        else dispatch({ type: 'pointGhost', cell });
        return;
      }
      if (selection.kind === 'worker') {
        const action = legal.find((a) => a.type === 'placeWorker' && a.cell === cell);
        if (action) send(action);
        return;
      }
      if (chainCell === cell) send({ type: 'continueChain' });
    },
    [selection, placement, confirmPlacement, legal, send, chainCell, dispatch],
  );
  const runCommand = useCallback(
    (command: TableCommand): void => {
      skipAnimations();
      switch (command.kind) {
        case 'selectDie':
          selectDie(command.die);
          return;
        case 'stack':
          startPlacement(command.stack);
          return;
        case 'send':
          send(command.action);
          return;
        case 'entry':
          placeSelectedDie(command.value);
          return;
        case 'resource':
          select({ kind: 'resource', resource: command.resource });
          return;
        case 'view':
          dispatch({ type: 'viewSeat', seat: command.seat === actingSeat ? null : command.seat });
          return;
        case 'cell':
          onCell(command.cell);
          return;
        case 'none':
          return;
      }
    },
    [skipAnimations, selectDie, startPlacement, send, placeSelectedDie, select, actingSeat, onCell, dispatch],
  );
  const explain = useCallback(
    (target: HitTarget): void => {
      const text = humanToAct
        ? refusalFor(state, target.command, selection)
        : pending && t('game.notYourTurn', { name: isolate(seats[pending.seat]?.name ?? '') });
      dispatch({ type: 'explainRefusal', refusal: text ? { text, target } : null });
    },
    [humanToAct, state, selection, pending, seats, t, dispatch],
  );
  return { runCommand, explain };
}

/** The table's interaction state (tableInteraction.ts) for one controller's game, and the commands it answers. */
export function useTableInteraction(
  controller: GameController,
  snapshot: ControllerSnapshot,
  seats: readonly SeatLook[],
  skipAnimations: () => void,
): TableInteractionView {
  const [interaction, dispatch] = useReducer(interactionReducer, INITIAL_INTERACTION);
  const { state, pending, legal, humanToAct } = snapshot;
  // A new decision (a new engine state, the turn handed to or from a person here) clears what was picked up for the
  // last one while this render is made, so React renders again before anything is drawn: no frame shows the last
  // decision's ghost over the new position and no click or key builds from it. Other snapshots (an animation ending,
  // an autosave written) keep the selection.
  const decision = { state, humanToAct };
  if (!sameDecision(interaction.decision, decision))
    dispatch({ type: 'decisionChanged', decision, selection: openingSelection(state, pending, legal, humanToAct) });
  const derived = useDerived(snapshot, seats, interaction);
  const moves = useMoves(controller, snapshot, interaction, derived.placement, dispatch);
  const spots = useSpotCommands(snapshot, seats, interaction, derived, moves, dispatch, skipAnimations);
  return { interaction, dispatch, ...derived, ...moves, ...spots };
}
