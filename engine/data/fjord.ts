import type { Gain } from './resources.js';

/** Fjord sections 1–6 (RULES §8.1, E1). Index 0 of FJORD_SECTIONS is section 1. */
export interface FjordSection {
  readonly section: number;
  readonly tokenType: 1 | 2 | 3;
  readonly stackSize: number;
  readonly returnVp: number;
  /** Seafaring technology needed to enter: none, Deep water I or Deep water II. */
  readonly needs: 'none' | 'deepWater1' | 'deepWater2';
}

export const FJORD_SECTIONS: readonly FjordSection[] = [
  { section: 1, tokenType: 1, stackSize: 7, returnVp: 1, needs: 'none' },
  { section: 2, tokenType: 1, stackSize: 7, returnVp: 3, needs: 'none' },
  { section: 3, tokenType: 2, stackSize: 6, returnVp: 5, needs: 'deepWater1' },
  { section: 4, tokenType: 2, stackSize: 6, returnVp: 7, needs: 'deepWater1' },
  { section: 5, tokenType: 3, stackSize: 5, returnVp: 10, needs: 'deepWater2' },
  { section: 6, tokenType: 3, stackSize: 5, returnVp: 13, needs: 'deepWater2' },
];
export const HARBOUR = 0;
export const LAST_SECTION = FJORD_SECTIONS.length;

export interface TokenDef {
  readonly id: number;
  readonly type: 1 | 2 | 3;
  /** Gained on return home (RULES §8.2); vp is doubled in the ×2 slot. */
  readonly gain: Gain;
}

/** Fishing tokens (E1), RULES §8.1: [contents, copies]. */
const TOKEN_CONTENTS: ReadonlyArray<readonly [1 | 2 | 3, Gain, number]> = [
  [1, { fish: 2 }, 4],
  [1, { fish: 3 }, 3],
  [1, { fish: 1, vp: 1 }, 3],
  [1, { wood: 1, fish: 1 }, 2],
  [1, { wool: 1, fish: 1 }, 2],
  [2, { fish: 4 }, 3],
  [2, { fish: 2, vp: 1 }, 3],
  [2, { plank: 1, fish: 1 }, 2],
  [2, { vp: 2 }, 2],
  [2, { cloth: 1 }, 1],
  [2, { fish: 3, vp: 1 }, 1],
  [3, { fish: 5 }, 2],
  [3, { fish: 3, vp: 2 }, 3],
  [3, { gold: 1, fish: 1 }, 2],
  [3, { vp: 4 }, 2],
  [3, { fish: 2, food: 1 }, 1],
];

export const TOKENS: readonly TokenDef[] = TOKEN_CONTENTS.flatMap(([type, gain, copies]) =>
  Array.from({ length: copies }, () => ({ type, gain })),
).map((t, id) => ({ id, ...t }));

export const TOKEN_TYPES = [1, 2, 3] as const;

/** Nets (Seafaring 2, RULES §8.2): look at this many tokens, keep one. */
export const NETS_LOOK = 2;

/** Boat tiles (RULES §8.3, E1). */
export const BOAT = {
  basicSlots: 3,
  upgradedSlots: 5,
  /** Upgraded boats have one ×2 slot: a token there scores its VP twice. */
  doubleSlotMultiplier: 2,
} as const;
