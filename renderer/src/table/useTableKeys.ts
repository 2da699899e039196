import { useEffect } from 'react';
import type { ControllerSnapshot, GameController } from '../game/controller';
import { handleKey, type KeyContext } from '../ui/keyBindings';
import { shortcutApplies } from '../ui/keyRouting';
import { keyboardTaken } from './tableInteraction';
import type { TableInteractionView } from './useTableInteraction';

interface TableKeyInputs {
  readonly controller: GameController;
  readonly snapshot: ControllerSnapshot;
  readonly view: TableInteractionView;
  readonly askHint: () => void;
  /** "Bot plays my turn" was asked for (B): the table asks before handing the turn over. */
  readonly askAutoplay: () => void;
  /** The question was answered yes (B again): the bot plays the rest of the turn. */
  readonly confirmAutoplay: () => void;
  readonly toggleSound: () => void;
  readonly skipAnimations: () => void;
  readonly replay: boolean;
}

/** The key context of one moment of the table: what the bindings (keyBindings.ts) read and ask for. */
function keyContext({
  controller,
  snapshot,
  view,
  askHint,
  askAutoplay,
  toggleSound,
  skipAnimations,
  replay,
}: Omit<TableKeyInputs, 'confirmAutoplay'>): KeyContext {
  const { dispatch } = view;
  return {
    humanToAct: snapshot.humanToAct,
    pending: snapshot.pending,
    selection: view.interaction.selection,
    legal: snapshot.legal,
    takeableDice: view.takeableDice,
    toggleSheet: () => dispatch({ type: 'toggle', panel: 'help' }),
    escape: () => dispatch({ type: 'escape', gameOver: snapshot.state.phase === 'over', replay }),
    undo: () => controller.undo(),
    askHint,
    autoplay: askAutoplay,
    togglePause: () => {
      if (snapshot.paused) controller.resume();
      else controller.pause();
    },
    toggleLog: () => dispatch({ type: 'toggle', panel: 'log' }),
    toggleSound,
    skipAnimations,
    skipToMyTurn: () => controller.skipToMyTurn(),
    select: view.select,
    selectDie: view.selectDie,
    send: view.send,
    placeSelectedDie: () => view.placeSelectedDie(),
    moveGhost: (step) => dispatch({ type: 'moveGhost', step }),
    rotateGhost: () => dispatch({ type: 'rotateGhost' }),
    mirrorGhost: () => dispatch({ type: 'mirrorGhost' }),
    confirmPlacement: view.confirmPlacement,
    startPlacement: view.startPlacement,
    endTurn: () => view.send({ type: 'endTurn' }),
    focusArea: (step) => dispatch({ type: 'focusArea', step }),
  };
}

/** A key pressed while the game menu or the bot's-turn question is open: Escape closes it, B answers the question yes. */
function answerPanelKey(key: string, { view, confirmAutoplay }: TableKeyInputs): void {
  const asking = view.interaction.open.autoplayConfirm && !view.interaction.open.menu;
  if (key === 'Escape') view.dispatch({ type: 'closePanel', panel: asking ? 'autoplayConfirm' : 'menu' });
  else if (asking && key.toLowerCase() === 'b') confirmAutoplay();
}

function onTableKey(event: KeyboardEvent, inputs: TableKeyInputs, context: KeyContext): void {
  const { view, snapshot } = inputs;
  // A focused control keeps its own keys (Space and Enter press the focused button, a text field takes every key).
  if (!shortcutApplies(event.target, event.key)) return;
  // A read-only table takes no key; the rules reference keeps the keyboard (its Escape returns to the game); the
  // game menu and the bot's-turn question keep every key but Escape, which closes them.
  if (snapshot.readOnly || view.interaction.open.rules) return;
  if (keyboardTaken(view.interaction)) answerPanelKey(event.key, inputs);
  else if (handleKey(event, context) && event.key !== 'Tab') event.preventDefault();
}

/** The table's keyboard: one table of bindings (keyBindings.ts) handles the keys and writes the cheat sheet (?). */
export function useTableKeys(inputs: TableKeyInputs): void {
  useEffect(() => {
    const context = keyContext(inputs);
    const onKey = (event: KeyboardEvent): void => onTableKey(event, inputs, context);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [inputs]);
}
