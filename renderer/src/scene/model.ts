import type { AbilityId, BuildingCode, StackId, Track } from '../game/engine';
import type { ControllerSnapshot } from '../game/controller';
import type { PlayerShape } from './palette';

/** How a seat is drawn. */
export interface SeatLook {
  readonly name: string;
  readonly colour: number;
  readonly shape: PlayerShape;
  readonly bot: boolean;
}

export type CellMark = 'option' | 'next' | 'entry';

/** What the current decision makes stand out on the table. Derived from the legal actions and the player's selection. */
export interface TableHighlights {
  readonly cells: ReadonlyMap<number, CellMark>;
  readonly ghost: {
    readonly cells: readonly number[];
    readonly codes: readonly BuildingCode[];
    readonly legal: boolean;
  } | null;
  readonly dice: ReadonlySet<number>;
  readonly selectedDie: { readonly die: number; readonly value: number } | null;
  readonly entry: { readonly line: 'row' | 'column'; readonly index: number } | null;
  readonly stacks: ReadonlySet<StackId>;
  readonly crates: ReadonlySet<number>;
  readonly tracks: ReadonlySet<Track>;
  readonly taverns: ReadonlySet<number>;
  readonly abilities: ReadonlySet<AbilityId>;
  readonly boat: boolean;
}

export const NO_HIGHLIGHTS: TableHighlights = {
  cells: new Map(),
  ghost: null,
  dice: new Set(),
  selectedDie: null,
  entry: null,
  stacks: new Set(),
  crates: new Set(),
  tracks: new Set(),
  taverns: new Set(),
  abilities: new Set(),
  boat: false,
};

export type AnimationSpeed = 'slow' | 'normal' | 'fast' | 'instant';

export interface MotionSettings {
  readonly speed: AnimationSpeed;
  readonly reducedMotion: boolean;
}

export interface TableModel {
  readonly snapshot: ControllerSnapshot;
  /** The seat whose village is drawn large. */
  readonly viewedSeat: number;
  readonly seats: readonly SeatLook[];
  readonly highlights: TableHighlights;
  readonly motion: MotionSettings;
  /** The language the table's words are painted in: a change repaints every area. */
  readonly language: string;
}
