import { BUILDING_CODES, type BuildingCode, type Effect } from './buildings.js';
import type { Gain } from './resources.js';
import {
  CLAN_IDS,
  COMMON_VILLAGE,
  GRID_SIZE,
  cellIndex,
  type Boardwalk,
  type ClanId,
  type VillageLayout,
  type VillageLayoutId,
} from './village.js';

/**
 * The clan side of the four village boards (RULES §14.2), designed for this edition: each clan has its own 7
 * printed buildings, one boardwalk per row and column, and 4 marked start cells. The layouts are iterated against
 * the common side with the hard bot (solo means within 3 VP of the common side's, no clan winning more than 55% of
 * hard-vs-hard games against another); what the measurements show so far, with their commands and sample sizes,
 * is in engine/data/DECISIONS.md, "Clan boards".
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

/** The rewards a clan board's boardwalks give (RULES §5.3): a gain, or improving two cubes. */
type BoardwalkReward = Extract<Effect, { kind: 'gain' }> | { readonly kind: 'improve'; readonly times: 2 };

const gain = (g: Gain): BoardwalkReward => ({ kind: 'gain', gain: g });
const IMPROVE_TWICE: BoardwalkReward = { kind: 'improve', times: 2 };

/** A boardwalk's reward as printed beside its board in RULES §14.2: `1 cloth and 1 fish`, `3 VP`, `Improve two resources`. */
function printedReward(reward: BoardwalkReward): string {
  if (reward.kind === 'improve') return 'Improve two resources';
  return Object.entries(reward.gain)
    .map(([kind, count]) => `${count} ${kind === 'vp' ? 'VP' : kind}`)
    .join(' and ');
}

/**
 * A clan board as printed: `rows` draws its six rows of six cells, top row first — a building code, `=` a
 * boardwalk, `S` a marked start cell (an empty lot), `.` an empty lot; `walks` are the boardwalks' rewards, one per
 * row, top to bottom.
 */
interface PrintedClanBoard extends Omit<ClanBoard, 'layout'> {
  readonly rows: readonly string[];
  readonly walks: readonly BoardwalkReward[];
}

function clanBoard({ id, name, look, rows, walks }: PrintedClanBoard): ClanBoard {
  if (rows.length !== GRID_SIZE || walks.length !== GRID_SIZE)
    throw new Error(`${id}: a board has ${GRID_SIZE} rows and ${GRID_SIZE} boardwalks`);
  const buildings: { cell: number; code: BuildingCode }[] = [];
  const boardwalks: Boardwalk[] = [];
  const startCells: number[] = [];
  rows.forEach((text, r) => {
    const cells = text.trim().split(/\s+/);
    if (cells.length !== GRID_SIZE) throw new Error(`${id}: row ${r + 1} has ${cells.length} cells`);
    cells.forEach((mark, c) => {
      const cell = cellIndex(r + 1, c + 1);
      if (mark === '=') {
        const reward = walks[r] as BoardwalkReward;
        boardwalks.push({ cell, reward, label: printedReward(reward) });
      } else if (mark === 'S') startCells.push(cell);
      else if (mark !== '.') {
        if (!(BUILDING_CODES as readonly string[]).includes(mark)) throw new Error(`${id}: unknown building "${mark}"`);
        buildings.push({ cell, code: mark as BuildingCode });
      }
    });
  });
  return { id, name, look, layout: { id, buildings, boardwalks, startCells } };
}

export const CLAN_BOARDS: Readonly<Record<ClanId, ClanBoard>> = {
  clan1: clanBoard({
    id: 'clan1',
    name: 'Ravnsund',
    look: { ground: 0x3f6f8c, trim: 0x1f3440 },
    rows: [
      'Bt .  Wd =  F2 .',
      'Bs S  S  .  .  =',
      'OT S  S  .  =  .',
      '=  .  .  .  Gr .',
      '.  .  =  .  .  .',
      '.  =  .  Up .  .',
    ],
    walks: [
      gain({ fish: 3 }),
      gain({ cloth: 1, fish: 1 }),
      IMPROVE_TWICE,
      gain({ plank: 1 }),
      gain({ food: 1 }),
      gain({ vp: 3 }),
    ],
  }),
  clan2: clanBoard({
    id: 'clan2',
    name: 'Tindholm',
    look: { ground: 0x8c6a3f, trim: 0x40301c },
    rows: [
      'Wd Bs .  .  .  =',
      'OT S  S  =  .  .',
      'Bs S  S  .  =  Bt',
      '.  .  =  .  .  .',
      '=  Up .  .  .  .',
      '.  =  .  .  Gr .',
    ],
    walks: [
      gain({ plank: 1, fish: 1 }),
      gain({ fish: 3 }),
      gain({ wood: 1, grain: 1 }),
      IMPROVE_TWICE,
      gain({ cloth: 1 }),
      gain({ vp: 3 }),
    ],
  }),
  clan3: clanBoard({
    id: 'clan3',
    name: 'Skarvik',
    look: { ground: 0x2f7f76, trim: 0x173d39 },
    rows: [
      'Wd .  =  .  Up Bt',
      'Bs S  S  .  =  .',
      'OT S  S  =  .  .',
      'F2 .  .  .  .  =',
      '.  =  .  .  .  .',
      '=  .  .  Gr .  .',
    ],
    walks: [
      gain({ grain: 1, fish: 2 }),
      gain({ food: 1 }),
      IMPROVE_TWICE,
      gain({ plank: 1, fish: 1 }),
      gain({ fish: 3 }),
      gain({ vp: 3 }),
    ],
  }),
  clan4: clanBoard({
    id: 'clan4',
    name: 'Hvitfell',
    look: { ground: 0x8c3f5e, trim: 0x401c2b },
    rows: [
      'Wd Bs .  =  .  Bt',
      'Up .  .  .  .  =',
      'OT S  S  .  =  .',
      '=  S  S  .  .  .',
      'F2 .  =  .  Up .',
      '.  =  .  .  .  .',
    ],
    walks: [
      gain({ cloth: 1 }),
      gain({ wool: 1, fish: 2 }),
      gain({ plank: 1, fish: 1 }),
      gain({ fish: 3 }),
      gain({ vp: 5 }),
      gain({ food: 1 }),
    ],
  }),
};

/** Every printed layout by id: the common side and the four clan boards. */
export const VILLAGES: Readonly<Record<VillageLayoutId, VillageLayout>> = {
  common: COMMON_VILLAGE,
  ...(Object.fromEntries(CLAN_IDS.map((id) => [id, CLAN_BOARDS[id].layout])) as Record<ClanId, VillageLayout>),
};
