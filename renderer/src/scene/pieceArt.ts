import { data, type BuildingCode } from '../game/engine';
import type { IconKind, Shape } from './iconArt';
import { PALETTE } from './palette';

/**
 * The small pieces beside the icons, as plain shape data like them (iconArt.ts): die faces, houses, and where a row
 * of icons and their counts go. Nothing here imports PixiJS, so the rules reference draws the same pieces as SVG.
 */

/** Pip positions on a die face, as fractions of its size from the centre. */
const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[0, 0]],
  2: [
    [-0.25, -0.25],
    [0.25, 0.25],
  ],
  3: [
    [-0.25, -0.25],
    [0, 0],
    [0.25, 0.25],
  ],
  4: [
    [-0.25, -0.25],
    [0.25, -0.25],
    [-0.25, 0.25],
    [0.25, 0.25],
  ],
  5: [
    [-0.25, -0.25],
    [0.25, -0.25],
    [0, 0],
    [-0.25, 0.25],
    [0.25, 0.25],
  ],
  6: [
    [-0.25, -0.27],
    [0.25, -0.27],
    [-0.25, 0],
    [0.25, 0],
    [-0.25, 0.27],
    [0.25, 0.27],
  ],
};

/** A die face `size` pixels across, centred on (0, 0), with its shadow. */
export function dieFaceShapes(colour: 'white' | 'orange', value: number, size: number): Shape[] {
  const half = size / 2;
  return [
    {
      kind: 'roundRect',
      x: -half + 1,
      y: -half + 2,
      w: size,
      h: size,
      radius: size * 0.22,
      fill: { color: 0x000000, alpha: 0.28 },
    },
    {
      kind: 'roundRect',
      x: -half,
      y: -half,
      w: size,
      h: size,
      radius: size * 0.22,
      fill: { color: colour === 'white' ? PALETTE.whiteDie : PALETTE.orangeDie },
      stroke: { width: 1, color: colour === 'white' ? 0x9a948a : 0x9a4d12 },
    },
    ...(PIPS[value] ?? []).map(
      ([px, py]): Shape => ({
        kind: 'circle',
        x: px * size,
        y: py * size,
        r: size * 0.085,
        fill: { color: PALETTE.pip },
      }),
    ),
  ];
}

/** An icon with how many of it a row shows (`2 fish` is a "2" and a fish). */
export interface CountedIcon {
  readonly kind: IconKind;
  readonly count: number;
}

/** The smallest text the table draws, in table pixels (CSS pixels at 1280×720): nothing under 11, to stay legible. */
export const MIN_TEXT_PX = 11;

/** Where a row of icons goes: each icon's centre and size, and each count written before its icon. */
export interface IconRowLayout {
  readonly width: number;
  readonly icons: readonly { readonly kind: IconKind; readonly x: number; readonly y: number; readonly size: number }[];
  readonly counts: readonly {
    readonly text: string;
    readonly x: number;
    readonly y: number;
    readonly fontSize: number;
  }[];
}

/** Icons in a row centred on (x, y), `size` pixels each, 2 apart; counts above 1 are written before their icon. */
export function layoutIconRow(
  icons: readonly CountedIcon[],
  x: number,
  y: number,
  size: number,
  withCounts = true,
): IconRowLayout {
  // A count is never written under the table's smallest text size, however small its icons.
  const countSize = Math.max(MIN_TEXT_PX, size * 0.8);
  const countWidth = Math.max(size * 0.55, countSize * 0.55);
  const showsCount = (count: number): boolean => withCounts && count > 1;
  const width =
    icons.reduce((sum, icon) => sum + size + (showsCount(icon.count) ? countWidth : 0), 0) + (icons.length - 1) * 2;
  const placed: IconRowLayout['icons'][number][] = [];
  const counts: IconRowLayout['counts'][number][] = [];
  let cursor = x - width / 2;
  for (const icon of icons) {
    if (showsCount(icon.count)) {
      counts.push({ text: String(icon.count), x: cursor + countWidth / 2, y, fontSize: countSize });
      cursor += countWidth;
    }
    placed.push({ kind: icon.kind, x: cursor + size / 2, y, size });
    cursor += size + 2;
  }
  return { width, icons: placed, counts };
}

/** A house `size` pixels square with its top-left corner at (0, 0): shadow, walls and roof (yellow or red). */
export interface HouseArt {
  readonly shapes: readonly Shape[];
  /** Where its effect icons go: a row centred on (x, y), `size` pixels each. */
  readonly iconRow: { readonly x: number; readonly y: number; readonly size: number };
}

export function houseArt(code: BuildingCode, size: number): HouseArt {
  const roof = data.BUILDINGS[code].roof === 'resource' ? PALETTE.resourceRoof : PALETTE.actionRoof;
  const m = size * 0.06;
  const roofHeight = size * 0.3;
  return {
    shapes: [
      {
        kind: 'roundRect',
        x: m + 1,
        y: m + 2,
        w: size - 2 * m,
        h: size - 2 * m,
        radius: size * 0.08,
        fill: { color: 0x000000, alpha: 0.25 },
      },
      {
        kind: 'roundRect',
        x: m,
        y: m + roofHeight * 0.6,
        w: size - 2 * m,
        h: size - 2 * m - roofHeight * 0.6,
        radius: size * 0.06,
        fill: { color: PALETTE.wall },
        stroke: { width: 1, color: PALETTE.wallShade },
      },
      {
        kind: 'poly',
        points: [m - 1, m + roofHeight, size / 2, m - 1, size - m + 1, m + roofHeight],
        fill: { color: roof },
        stroke: { width: 1, color: 0x000000, alpha: 0.35 },
      },
    ],
    iconRow: { x: size / 2, y: size * 0.64, size: size * 0.34 },
  };
}
