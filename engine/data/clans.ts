import { BUILDING_CODES, type BuildingCode, type Effect } from './buildings.js';
import {
  CLAN_IDS, COMMON_VILLAGE, GRID_SIZE, cellIndex, type Boardwalk, type ClanId, type VillageLayout, type VillageLayoutId,
} from './village.js';

/**
 * The clan side of the four village boards (RULES §14.2), designed for this edition: each clan has its own 7
 * printed buildings, one boardwalk per row and column, and 4 marked start cells. The layouts were iterated until
 * the hard bot's solo mean on each is within 3 VP of the common side's and no clan wins more than 55% of
 * hard-vs-hard games against another (tables and commands: engine/data/DECISIONS.md, "Clan boards").
 */

/** A clan board's identity on the table: its name and the colours its board is drawn in. */
export interface ClanBoard {
  readonly id: ClanId;
  /** Invented, Nordic-sounding; shown wherever the board is named. */
  readonly name: string;
  /** The board's own look: its ground and trim colours (0xRRGGBB). */
  readonly look: { readonly ground: number; readonly trim: number };
  readonly layout: VillageLayout;
}

const gain = (label: string, g: Extract<Effect, { kind: 'gain' }>['gain']): readonly [Effect, string] => [{ kind: 'gain', gain: g }, label];
const IMPROVE_TWICE: readonly [Effect, string] = [{ kind: 'improve', times: 2 }, 'Improve two resources'];

/**
 * A board drawn as six rows of six cells, top row first: a building code, `=` a boardwalk, `S` a marked start cell
 * (an empty lot), `.` an empty lot. `walks` are the boardwalks' rewards, one per row, top to bottom.
 */
function drawn(id: ClanId, rows: readonly string[], walks: readonly (readonly [Effect, string])[]): VillageLayout {
  if (rows.length !== GRID_SIZE || walks.length !== GRID_SIZE) throw new Error(`${id}: a board has ${GRID_SIZE} rows and ${GRID_SIZE} boardwalks`);
  const buildings: { cell: number; code: BuildingCode }[] = [];
  const boardwalks: Boardwalk[] = [];
  const startCells: number[] = [];
  rows.forEach((text, r) => {
    const cells = text.trim().split(/\s+/);
    if (cells.length !== GRID_SIZE) throw new Error(`${id}: row ${r + 1} has ${cells.length} cells`);
    cells.forEach((mark, c) => {
      const cell = cellIndex(r + 1, c + 1);
      if (mark === '=') {
        const [reward, label] = walks[r] as readonly [Effect, string];
        boardwalks.push({ cell, reward, label });
      } else if (mark === 'S') startCells.push(cell);
      else if (mark !== '.') {
        if (!(BUILDING_CODES as readonly string[]).includes(mark)) throw new Error(`${id}: unknown building "${mark}"`);
        buildings.push({ cell, code: mark as BuildingCode });
      }
    });
  });
  return { id, buildings, boardwalks, startCells };
}

export const CLAN_BOARDS: Readonly<Record<ClanId, ClanBoard>> = {
  clan1: {
    id: 'clan1', name: 'Ravnsund',
    look: { ground: 0x3f6f8c, trim: 0x1f3440 },
    layout: drawn('clan1', [
      'Bt F2 Wd =  .  .',
      'Bs S  S  .  .  =',
      'OT S  S  .  =  .',
      '=  .  .  .  Bt .',
      '.  .  =  .  .  .',
      '.  =  .  Up .  .',
    ], [
      gain('3 fish', { fish: 3 }), gain('1 cloth and 1 fish', { cloth: 1, fish: 1 }), IMPROVE_TWICE,
      gain('1 plank', { plank: 1 }), gain('1 food', { food: 1 }), gain('3 VP', { vp: 3 }),
    ]),
  },
  clan2: {
    id: 'clan2', name: 'Tindholm',
    look: { ground: 0x8c6a3f, trim: 0x40301c },
    layout: drawn('clan2', [
      'Wd Bs .  .  .  =',
      'OT S  S  =  .  .',
      'Bs S  S  .  =  Bt',
      '.  .  =  .  .  .',
      '=  Up .  .  .  .',
      '.  =  .  .  Gr .',
    ], [
      gain('1 plank and 1 fish', { plank: 1, fish: 1 }), gain('3 fish', { fish: 3 }), gain('1 wood and 1 grain', { wood: 1, grain: 1 }),
      IMPROVE_TWICE, gain('1 cloth', { cloth: 1 }), gain('3 VP', { vp: 3 }),
    ]),
  },
  clan3: {
    id: 'clan3', name: 'Skarvik',
    look: { ground: 0x2f7f76, trim: 0x173d39 },
    layout: drawn('clan3', [
      'Wd .  =  .  OT Bt',
      'Bs S  S  .  =  .',
      'OT S  S  =  .  .',
      'F2 .  .  .  .  =',
      '.  =  .  .  .  .',
      '=  .  .  Gr .  .',
    ], [
      gain('1 grain and 2 fish', { grain: 1, fish: 2 }), gain('1 food', { food: 1 }), IMPROVE_TWICE,
      gain('1 plank and 1 fish', { plank: 1, fish: 1 }), gain('3 fish', { fish: 3 }), gain('5 VP', { vp: 5 }),
    ]),
  },
  clan4: {
    id: 'clan4', name: 'Hvitfell',
    look: { ground: 0x8c3f5e, trim: 0x401c2b },
    layout: drawn('clan4', [
      'Wd Bs .  =  .  Bt',
      'Up .  .  .  .  =',
      'OT S  S  .  =  .',
      '=  S  S  .  .  .',
      'Wl .  =  .  Up .',
      '.  =  .  .  .  .',
    ], [
      gain('1 cloth', { cloth: 1 }), gain('1 wool and 2 fish', { wool: 1, fish: 2 }), gain('1 plank and 1 fish', { plank: 1, fish: 1 }),
      gain('3 fish', { fish: 3 }), gain('5 VP', { vp: 5 }), gain('1 food', { food: 1 }),
    ]),
  },
};

/** Every printed layout by id: the common side and the four clan boards. */
export const VILLAGES: Readonly<Record<VillageLayoutId, VillageLayout>> = {
  common: COMMON_VILLAGE,
  ...Object.fromEntries(CLAN_IDS.map((id) => [id, CLAN_BOARDS[id].layout])) as Record<ClanId, VillageLayout>,
};
