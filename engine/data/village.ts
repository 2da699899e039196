import type { BuildingCode, Effect } from './buildings.js';

/** The 6×6 village grid (RULES §5.1): rows 1–6 top to bottom, columns 1–6 left to right. Cell index = (row-1)*6 + (col-1). */
export const GRID_SIZE = 6;
export const CELL_COUNT = GRID_SIZE * GRID_SIZE;

export function cellIndex(row: number, col: number): number {
  return (row - 1) * GRID_SIZE + (col - 1);
}
export function cellRow(cell: number): number {
  return Math.floor(cell / GRID_SIZE) + 1;
}
export function cellCol(cell: number): number {
  return (cell % GRID_SIZE) + 1;
}

export interface Boardwalk {
  readonly cell: number;
  /** Paid when its row or column becomes complete (RULES §5.3). */
  readonly reward: Effect;
  readonly label: string;
}

export interface VillageLayout {
  readonly id: VillageLayoutId;
  readonly buildings: ReadonlyArray<{ readonly cell: number; readonly code: BuildingCode }>;
  readonly boardwalks: readonly Boardwalk[];
  /** The four marked start cells for the starting building tile (RULES §2.3). */
  readonly startCells: readonly number[];
}

/** Common side (E1), RULES §5.1. */
export const COMMON_VILLAGE: VillageLayout = {
  id: 'common',
  buildings: [
    { cell: cellIndex(1, 1), code: 'F2' },
    { cell: cellIndex(1, 3), code: 'Wd' },
    { cell: cellIndex(1, 6), code: 'Bt' },
    { cell: cellIndex(2, 1), code: 'Bs' },
    { cell: cellIndex(3, 1), code: 'OT' },
    { cell: cellIndex(4, 4), code: 'Up' },
    { cell: cellIndex(5, 1), code: 'Gr' },
  ],
  boardwalks: [
    { cell: cellIndex(1, 4), reward: { kind: 'gain', gain: { fish: 3 } }, label: '3 fish' },
    { cell: cellIndex(2, 6), reward: { kind: 'gain', gain: { plank: 1, fish: 1 } }, label: '1 plank and 1 fish' },
    { cell: cellIndex(3, 5), reward: { kind: 'improve', times: 2 }, label: 'Improve two resources' },
    { cell: cellIndex(4, 3), reward: { kind: 'gain', gain: { cloth: 1 } }, label: '1 cloth' },
    { cell: cellIndex(5, 2), reward: { kind: 'gain', gain: { food: 1 } }, label: '1 food' },
    { cell: cellIndex(6, 1), reward: { kind: 'gain', gain: { vp: 3 } }, label: '3 VP' },
  ],
  startCells: [cellIndex(2, 2), cellIndex(2, 3), cellIndex(3, 2), cellIndex(3, 3)],
};

/** The printed layouts: the common side and the clan boards (clans.ts holds them all, as VILLAGES). */
export type VillageLayoutId = 'common' | ClanId;

/** The side every village board of a game lies on (RULES §2.2: all players use the same side). */
export const VILLAGE_SIDES = ['common', 'clan'] as const;
export type VillageSide = (typeof VILLAGE_SIDES)[number];

/** The four clan boards (RULES §14.2); on the clan side each seat names the clan board it plays. */
export const CLAN_IDS = ['clan1', 'clan2', 'clan3', 'clan4'] as const;
export type ClanId = (typeof CLAN_IDS)[number];
