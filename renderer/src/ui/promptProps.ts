import type { Action } from '../game/engine';
import type { ControllerSnapshot } from '../game/controller';
import type { Hint } from '../game/hint';
import type { PlacementView, Selection } from '../game/interaction';
import type { SeatLook } from '../scene/model';

/** What the prompt panel shows and the ways it answers, shared by its parts. */
export interface PromptProps {
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
