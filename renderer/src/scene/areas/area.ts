import type { Container, Graphics } from 'pixi.js';
import type { Action, PendingDecision, Resource, StackId } from '../../game/engine';
import { spokenTooltip, type Tooltip } from '../../game/describe';
import type { Selection } from '../../game/interaction';
import type { Rect } from '../layout';
import type { TableView } from '../tableView';

/** What clicking (or pressing Enter on) a spot of the table asks for. The game screen turns it into an action. */
export type TableCommand =
  | { readonly kind: 'selectDie'; readonly die: number }
  | { readonly kind: 'cell'; readonly cell: number }
  | { readonly kind: 'entry'; readonly value: number }
  | { readonly kind: 'stack'; readonly stack: StackId }
  | { readonly kind: 'send'; readonly action: Action }
  | { readonly kind: 'resource'; readonly resource: Resource }
  | { readonly kind: 'view'; readonly seat: number }
  | { readonly kind: 'none' };

/** A spot of the table in the DOM hit layer: a button on the rectangle the scene draws it in. */
export interface HitTarget {
  readonly id: string;
  readonly rect: Rect;
  /** Accessible name: what the spot is, and what activating it does. */
  readonly label: string;
  /**
   * What the tooltip says. A spot that acts words it when it is read (a getter): only the one under the pointer or
   * the focus is shown, and the hit layer lists every spot again at every change of the game.
   */
  readonly tooltip: Tooltip;
  readonly enabled: boolean;
  readonly command: TableCommand;
  /** Extra data attributes (e.g. whether a cell is part of a legal placement) for tests and styling. */
  readonly marks?: Readonly<Record<string, string>>;
}

/** What the hit layer knows beyond the table's view: the decision, and what the player has picked up for it. */
export interface HitInputs {
  readonly state: TableView['state'];
  readonly pending: PendingDecision | null;
  readonly legal: readonly Action[];
  readonly selection: Selection;
  readonly viewedSeat: number;
  readonly seats: TableView['seats'];
  readonly humanToAct: boolean;
  readonly placeableCells: ReadonlySet<number>;
  readonly nextChainCell: number | null;
}

/** The hit inputs with the snapshot's table view, and the two questions most targets ask. */
export interface HitContext extends HitInputs {
  readonly view: TableView;
  /** The person to act may send one of the legal actions that `predicate` picks. */
  readonly can: (predicate: (action: Action) => boolean) => boolean;
  /** The village shown large is the one of the seat that decides. */
  readonly viewingActor: boolean;
}

/** What a painting is drawn from: the view, and the village cells whose building is still flying in (drawn on landing). */
export interface PaintFrame {
  readonly view: TableView;
  readonly hiddenCells: ReadonlySet<number>;
  /** The language of the words painted: part of every area's redraw key (see BoardCompositor.paintArea). */
  readonly language: string;
  /** A bot seat is deciding now (never in a replay, which shows recorded moments): its card says it is thinking. */
  readonly botThinking: boolean;
}

/**
 * One area of the board (the fjord, the pool, the village, the docks…): where it lies, how it is painted and when
 * it must be painted again, and the spots of it the hit layer offers, with their tooltips. The scene paints the areas
 * and the hit layer lists their targets in the order of `AREAS` (areas/index.ts).
 */
export interface Area {
  readonly name: string;
  /** The rectangles it covers on the 1280×720 table. */
  readonly rects: (view: TableView) => readonly Rect[];
  /** Everything its painting shows: it is painted again (or taken from the region cache) when this changes. */
  readonly redrawKey: (frame: PaintFrame) => string;
  /** Draws the area's static shapes into `g` and its labels (and nested pieces) into `texts`. */
  readonly paint: (g: Graphics, texts: Container, frame: PaintFrame) => void;
  /** The spots that act (or may, once the decision allows it). */
  readonly actingTargets: (context: HitContext) => HitTarget[];
  /** The pieces that only inform: their tooltips, after every spot that acts (see ui/hitTargets.ts). */
  readonly informationTargets: (context: HitContext) => HitTarget[];
}

export const NO_TARGETS = (): HitTarget[] => [];

/** A piece that only informs: read out as its tooltip, doing nothing when clicked. */
export function infoTarget(id: string, rect: Rect, tooltip: Tooltip): HitTarget {
  return { id, rect, label: spokenTooltip(tooltip), tooltip, enabled: false, command: { kind: 'none' } };
}
