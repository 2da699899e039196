import type { Resource } from '../game/engine';

/** The table's colours (DESIGN "Look and feel"): a cold Nordic palette. */
export const PALETTE = {
  night: 0x0b1e2d,
  fjord: 0x0f2a3f,
  waterDeep: 0x1f4e6b,
  waterShallow: 0x2f6f8f,
  foam: 0x9cc7da,
  ice: 0xe8f1f5,
  snow: 0xf7f9fa,
  slate: 0x4a5560,
  slateDark: 0x2c343c,
  slateLight: 0x6b7782,
  boardwalk: 0xb5853d,
  boardwalkDark: 0x8a6329,
  resourceRoof: 0xe2b33c,
  actionRoof: 0xb23a2e,
  moss: 0x5f7f4a,
  mossDark: 0x45603a,
  wall: 0xd9cdb8,
  wallShade: 0xb9ab93,
  legal: 0x7fe0a0,
  illegal: 0xe0605a,
  focus: 0xffe27a,
  ink: 0x1b2630,
  whiteDie: 0xf4f1ea,
  orangeDie: 0xe8893a,
  pip: 0x1b2630,
} as const;

/** Okabe–Ito colours, each with a shape so players differ by more than colour (DESIGN "Look and feel"). */
export const PLAYER_STYLES = [
  { name: 'Orange', colour: 0xe69f00, shape: 'circle' },
  { name: 'Sky blue', colour: 0x56b4e9, shape: 'square' },
  { name: 'Bluish green', colour: 0x009e73, shape: 'triangle' },
  { name: 'Vermillion', colour: 0xd55e00, shape: 'diamond' },
] as const;
export type PlayerShape = (typeof PLAYER_STYLES)[number]['shape'];

/** Brighter, higher-contrast variants for the colour-blind palette setting. */
export const PLAYER_STYLES_HIGH_CONTRAST = [0xffb000, 0x648fff, 0x00c49a, 0xfe6100] as const;

export const RESOURCE_COLOURS: Readonly<Record<Resource, number>> = {
  fish: 0x7fb7d4,
  wood: 0x8b5a2b,
  grain: 0xe5c15a,
  wool: 0xf1ede4,
  plank: 0xb07a42,
  food: 0xd98c3a,
  cloth: 0x8e6fb5,
  gold: 0xf2c230,
};

export function cssHex(colour: number): string {
  return `#${colour.toString(16).padStart(6, '0')}`;
}
