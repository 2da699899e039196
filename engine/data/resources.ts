/** Resources of RULES §1 (E1): fish is the currency; tiers 1–3 are cubes made by improving. */
export const RESOURCES = ['fish', 'wood', 'grain', 'wool', 'plank', 'food', 'cloth', 'gold'] as const;
export type Resource = (typeof RESOURCES)[number];
export type Resources = Record<Resource, number>;

export const TIER: Readonly<Record<Resource, 0 | 1 | 2 | 3>> = {
  fish: 0,
  wood: 1,
  grain: 1,
  wool: 1,
  plank: 2,
  food: 2,
  cloth: 2,
  gold: 3,
};

/** Fish received when selling one cube (RULES §1: a tier-k resource sells for k fish). */
export const SELL_VALUE: Readonly<Record<Resource, number>> = {
  fish: 0,
  wood: 1,
  grain: 1,
  wool: 1,
  plank: 2,
  food: 2,
  cloth: 2,
  gold: 3,
};

/** One improvement step (RULES §7): fish → any tier-1; tier-1 → its tier-2; tier-2 → gold. */
export const IMPROVES_TO: Readonly<Record<Resource, readonly Resource[]>> = {
  fish: ['wood', 'grain', 'wool'],
  wood: ['plank'],
  grain: ['food'],
  wool: ['cloth'],
  plank: ['gold'],
  food: ['gold'],
  cloth: ['gold'],
  gold: [],
};

/** One downgrade step (RULES §4.4): tier-2 → its tier-1; gold → any tier-2; tier-1 → 1 fish. */
export const DOWNGRADES_TO: Readonly<Record<Resource, readonly Resource[]>> = {
  fish: [],
  wood: ['fish'],
  grain: ['fish'],
  wool: ['fish'],
  plank: ['wood'],
  food: ['grain'],
  cloth: ['wool'],
  gold: ['plank', 'food', 'cloth'],
};

/** The cube one step below in its chain, usable for the Trade order discount (RULES §10.1). Tier-1 cubes have none. */
export const DISCOUNT_SUBSTITUTES: Readonly<Record<Resource, readonly Resource[]>> = {
  fish: [],
  wood: [],
  grain: [],
  wool: [],
  plank: ['wood'],
  food: ['grain'],
  cloth: ['wool'],
  gold: ['plank', 'food', 'cloth'],
};

/** Amounts of resources and victory points, as printed on buildings, boardwalks and tokens. */
export type Gain = Partial<Record<Resource | 'vp', number>>;

export function emptyResources(): Resources {
  return { fish: 0, wood: 0, grain: 0, wool: 0, plank: 0, food: 0, cloth: 0, gold: 0 };
}
