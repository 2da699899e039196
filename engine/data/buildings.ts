import type { Gain } from './resources.js';

/**
 * Building effects (RULES §6). One code per printed icon; the same definition drives the rules,
 * the tooltips and the roof colour (yellow = resource building, red = action building).
 */
export type Effect =
  | { readonly kind: 'gain'; readonly gain: Gain }
  | { readonly kind: 'improve'; readonly times: 1 | 2 }
  | { readonly kind: 'orderOrTech' }
  | { readonly kind: 'buildSmall' }
  | { readonly kind: 'boat' };

export const BUILDING_CODES = [
  'F2',
  'F1',
  'Wd',
  'Gr',
  'Wl',
  'Pl',
  'Fo',
  'Cl',
  'WF',
  'Up',
  'Up2',
  'V2',
  'OT',
  'Bs',
  'Bt',
] as const;
export type BuildingCode = (typeof BUILDING_CODES)[number];

export interface BuildingKind {
  readonly code: BuildingCode;
  readonly roof: 'resource' | 'action';
  readonly effect: Effect;
  readonly label: string;
}

const gain = (code: BuildingCode, g: Gain, label: string): BuildingKind => ({
  code,
  roof: 'resource',
  effect: { kind: 'gain', gain: g },
  label,
});

export const BUILDINGS: Readonly<Record<BuildingCode, BuildingKind>> = {
  F2: gain('F2', { fish: 2 }, 'Gain 2 fish'),
  F1: gain('F1', { fish: 1 }, 'Gain 1 fish'),
  Wd: gain('Wd', { wood: 1 }, 'Gain 1 wood'),
  Gr: gain('Gr', { grain: 1 }, 'Gain 1 grain'),
  Wl: gain('Wl', { wool: 1 }, 'Gain 1 wool'),
  Pl: gain('Pl', { plank: 1 }, 'Gain 1 plank'),
  Fo: gain('Fo', { food: 1 }, 'Gain 1 food'),
  Cl: gain('Cl', { cloth: 1 }, 'Gain 1 cloth'),
  WF: gain('WF', { wood: 1, fish: 1 }, 'Gain 1 wood and 1 fish'),
  V2: gain('V2', { vp: 2 }, 'Gain 2 VP'),
  Up: { code: 'Up', roof: 'resource', effect: { kind: 'improve', times: 1 }, label: 'Improve one resource' },
  Up2: { code: 'Up2', roof: 'resource', effect: { kind: 'improve', times: 2 }, label: 'Improve two resources' },
  OT: { code: 'OT', roof: 'action', effect: { kind: 'orderOrTech' }, label: 'Complete an order or gain technology' },
  Bs: { code: 'Bs', roof: 'action', effect: { kind: 'buildSmall' }, label: 'Build a small building (pay 1 wood)' },
  Bt: { code: 'Bt', roof: 'action', effect: { kind: 'boat' }, label: 'Advance your boat or return home' },
};

/** Building stacks on the main board (RULES §6.3). */
export const STACK_IDS = ['S1', 'S2', 'S3', 'L1', 'L2'] as const;
export type StackId = (typeof STACK_IDS)[number];
export type TileShape = 'single' | 'pair' | 'straight' | 'corner';

export const SMALL_STACKS: readonly StackId[] = ['S1', 'S2', 'S3'];
export const LARGE_STACKS: readonly StackId[] = ['L1', 'L2'];
export const ONE_SQUARE_STACK: StackId = 'S1';

export const STACK_SHAPE: Readonly<Record<StackId, TileShape>> = {
  S1: 'single',
  S2: 'pair',
  S3: 'pair',
  L1: 'straight',
  L2: 'corner',
};

export interface TileDef {
  readonly id: number;
  /** The stack it comes from; starting tiles have none. */
  readonly stack: StackId | 'start';
  readonly shape: TileShape;
  /** Cells along the tile; for a corner tile the middle cell is the corner. */
  readonly cells: readonly BuildingCode[];
}

/** Stack contents (E1), cells listed along the tile, exactly as RULES §6.3. */
const STACK_CONTENTS: Readonly<Record<StackId, readonly string[]>> = {
  S1: ['F2', 'F2', 'F2', 'Wd', 'Wd', 'Gr', 'Gr', 'Wl', 'Wl', 'Up', 'Up', 'Bt', 'OT', 'Bs'],
  S2: ['Wd+F2', 'Gr+F2', 'Wl+F2', 'Wd+Up', 'Gr+Up', 'Wl+Up', 'Wd+Bt', 'Gr+OT', 'Wl+Bs', 'F2+OT', 'F2+Bt', 'Up+Bs'],
  S3: ['Wd+Wl', 'Gr+Wd', 'Wl+Gr', 'Up+Up', 'Bt+OT', 'OT+Bs', 'Bs+Bt', 'Wd+OT', 'Gr+Bt', 'Wl+OT', 'F2+Up', 'F1+Wd'],
  L1: [
    'Wd+Up+OT',
    'Gr+Up+Bt',
    'Wl+Up+Bs',
    'F2+Wd+OT',
    'F2+Gr+Bt',
    'F2+Wl+OT',
    'Pl+F1+Bt',
    'Fo+F1+OT',
    'Cl+F1+Bs',
    'Up+Up+OT',
    'Wd+Gr+Wl',
    'V2+Up+Bt',
    'V2+F2+OT',
    'Up2+Bt+F1',
  ],
  L2: [
    'Wd+OT+Gr',
    'Wl+Bt+Wd',
    'Gr+Bs+Wl',
    'F2+Up+Bt',
    'F2+Up+OT',
    'F2+Up+Bs',
    'Pl+Up+F1',
    'Fo+Up+F1',
    'Cl+Up+F1',
    'V2+OT+F1',
    'V2+Bt+F1',
    'Up2+OT+Wd',
    'Bt+OT+Bs',
    'F2+F2+Up',
  ],
};

/** Starting building tiles (RULES §2.3, E1): two-square, placed on the marked start cells. */
const STARTING_CONTENTS: readonly string[] = ['Wl+Bt', 'WF+Up', 'Gr+OT', 'F2+Bs'];

function parseCells(text: string): BuildingCode[] {
  return text.split('+').map((code) => {
    if (!(BUILDING_CODES as readonly string[]).includes(code)) throw new Error(`unknown building code ${code}`);
    return code as BuildingCode;
  });
}

function buildTiles(): { tiles: TileDef[]; stacks: Record<StackId, number[]>; starting: number[] } {
  const tiles: TileDef[] = [];
  const stacks = { S1: [], S2: [], S3: [], L1: [], L2: [] } as Record<StackId, number[]>;
  for (const stack of STACK_IDS) {
    for (const text of STACK_CONTENTS[stack]) {
      stacks[stack].push(tiles.length);
      tiles.push({ id: tiles.length, stack, shape: STACK_SHAPE[stack], cells: parseCells(text) });
    }
  }
  const starting: number[] = [];
  for (const text of STARTING_CONTENTS) {
    starting.push(tiles.length);
    tiles.push({ id: tiles.length, stack: 'start', shape: 'pair', cells: parseCells(text) });
  }
  return { tiles, stacks, starting };
}

const built = buildTiles();
/** Every building tile of the edition, indexed by id (stack tiles first, then the 4 starting tiles). */
export const TILES: readonly TileDef[] = built.tiles;
/** Tile ids of each stack, in printed order (shuffled at setup). */
export const STACK_TILES: Readonly<Record<StackId, readonly number[]>> = built.stacks;
export const STARTING_TILES: readonly number[] = built.starting;
