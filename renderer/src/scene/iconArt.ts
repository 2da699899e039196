import { data } from '../game/engine';
import { PALETTE, RESOURCE_COLOURS } from './palette';

/**
 * The game's icons as plain shape data (DESIGN: original art drawn in code, no bitmaps), and the shape types the
 * small pieces (pieceArt.ts) are made of. One definition drives both pictures of them: icons.ts draws the shapes
 * with PixiJS on the table, and the rules reference (ui/ArtSvg.tsx) emits the same shapes as inline SVG. Nothing
 * here imports PixiJS.
 *
 * Coordinates and sizes scale with the piece; stroke widths are screen pixels and do not (as on the table, where a
 * small icon keeps a 1-pixel outline).
 */

export interface Paint {
  readonly color: number;
  readonly alpha?: number;
}
export interface Stroke {
  readonly width: number;
  readonly color: number;
  readonly alpha?: number;
}

export type Geometry =
  | { readonly kind: 'circle'; readonly x: number; readonly y: number; readonly r: number }
  | { readonly kind: 'ellipse'; readonly x: number; readonly y: number; readonly rx: number; readonly ry: number }
  | { readonly kind: 'rect'; readonly x: number; readonly y: number; readonly w: number; readonly h: number }
  | {
      readonly kind: 'roundRect';
      readonly x: number;
      readonly y: number;
      readonly w: number;
      readonly h: number;
      readonly radius: number;
    }
  /** A closed polygon: x0, y0, x1, y1, … */
  | { readonly kind: 'poly'; readonly points: readonly number[] }
  /** Open line segments [x0, y0, x1, y1], stroked only. */
  | { readonly kind: 'lines'; readonly segments: readonly (readonly [number, number, number, number])[] };

export type Shape = Geometry & { readonly fill?: Paint; readonly stroke?: Stroke };

/** One icon per resource and per kind of effect or reward. */
export const ICON_KINDS = [
  ...data.RESOURCES,
  'vp',
  'improve',
  'improve2',
  'order',
  'tech',
  'orderTech',
  'buildSmall',
  'boat',
  'worker',
  'wagon',
] as const;
export type IconKind = (typeof ICON_KINDS)[number];

/** Icons are defined on a 20-unit square centred on (0, 0). */
export const ICON_UNITS = 20;

const OUTLINE: Stroke = { width: 1, color: PALETTE.ink, alpha: 0.55 };

/** A polygon with `points` tips of radius `outer` and notches of radius `inner`, the first tip pointing up. */
function starPoints(x: number, y: number, points: number, outer: number, inner: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 ? inner : outer;
    const angle = -Math.PI / 2 + (i * Math.PI) / points;
    out.push(x + radius * Math.cos(angle), y + radius * Math.sin(angle));
  }
  return out;
}

/** `shapes` scaled by `scale` about the origin and moved by (dx, dy); stroke widths stay as they are. */
function placeShapes(shapes: readonly Shape[], dx: number, dy: number, scale: number): Shape[] {
  const px = (x: number): number => dx + x * scale;
  const py = (y: number): number => dy + y * scale;
  return shapes.map((shape): Shape => {
    switch (shape.kind) {
      case 'circle':
        return { ...shape, x: px(shape.x), y: py(shape.y), r: shape.r * scale };
      case 'ellipse':
        return { ...shape, x: px(shape.x), y: py(shape.y), rx: shape.rx * scale, ry: shape.ry * scale };
      case 'rect':
        return { ...shape, x: px(shape.x), y: py(shape.y), w: shape.w * scale, h: shape.h * scale };
      case 'roundRect':
        return {
          ...shape,
          x: px(shape.x),
          y: py(shape.y),
          w: shape.w * scale,
          h: shape.h * scale,
          radius: shape.radius * scale,
        };
      case 'poly':
        return { ...shape, points: shape.points.map((v, i) => (i % 2 === 0 ? px(v) : py(v))) };
      case 'lines':
        return {
          ...shape,
          segments: shape.segments.map(([x0, y0, x1, y1]) => [px(x0), py(y0), px(x1), py(y1)] as const),
        };
    }
  });
}

/** Upward arrows centred at each of `offsets`: one improve, or two. */
const upArrows = (offsets: readonly number[]): Shape[] =>
  offsets.map(
    (dx): Shape => ({
      kind: 'poly',
      points: [dx, -8, dx + 6, -1, dx + 2.5, -1, dx + 2.5, 7, dx - 2.5, 7, dx - 2.5, -1, dx - 6, -1],
      fill: { color: 0x6fcf7a },
      stroke: OUTLINE,
    }),
  );

/** Each icon's shapes, made the first time the icon is asked for (`iconShapes` keeps them). */
const ICON_DEFINITIONS: Readonly<Record<IconKind, () => Shape[]>> = {
  fish: () => [
    { kind: 'ellipse', x: -1.5, y: 0, rx: 7, ry: 4, fill: { color: RESOURCE_COLOURS.fish }, stroke: OUTLINE },
    { kind: 'poly', points: [4.5, 0, 9, -4, 9, 4], fill: { color: RESOURCE_COLOURS.fish }, stroke: OUTLINE },
    { kind: 'circle', x: -5, y: -1, r: 0.9, fill: { color: PALETTE.ink } },
  ],
  wood: () => [
    {
      kind: 'roundRect',
      x: -8,
      y: -4,
      w: 16,
      h: 8,
      radius: 3,
      fill: { color: RESOURCE_COLOURS.wood },
      stroke: OUTLINE,
    },
    { kind: 'ellipse', x: 6, y: 0, rx: 2.5, ry: 4, fill: { color: 0xc79a63 }, stroke: OUTLINE },
  ],
  grain: () => [
    ...[-4, 0, 4].map(
      (dx): Shape => ({
        kind: 'ellipse',
        x: dx,
        y: -2,
        rx: 2,
        ry: 5,
        fill: { color: RESOURCE_COLOURS.grain },
        stroke: OUTLINE,
      }),
    ),
    { kind: 'rect', x: -0.7, y: 2, w: 1.4, h: 7, fill: { color: 0xa88a3a } },
  ],
  wool: () =>
    (
      [
        [-4, 1],
        [0, -2],
        [4, 1],
        [0, 3],
      ] as const
    ).map(
      ([dx, dy]): Shape => ({
        kind: 'circle',
        x: dx,
        y: dy,
        r: 4,
        fill: { color: RESOURCE_COLOURS.wool },
        stroke: OUTLINE,
      }),
    ),
  plank: () =>
    [-5, 1].map(
      (y): Shape => ({ kind: 'rect', x: -8, y, w: 16, h: 4, fill: { color: RESOURCE_COLOURS.plank }, stroke: OUTLINE }),
    ),
  food: () => [
    {
      kind: 'roundRect',
      x: -8,
      y: -4,
      w: 16,
      h: 9,
      radius: 4,
      fill: { color: RESOURCE_COLOURS.food },
      stroke: OUTLINE,
    },
    ...[-4, 0, 4].map(
      (dx): Shape => ({ kind: 'lines', segments: [[dx - 1, -3, dx + 1, 2]], stroke: { width: 1, color: 0x8a4f18 } }),
    ),
  ],
  cloth: () => [
    { kind: 'poly', points: [-8, -5, 8, -5, 6, 5, -6, 5], fill: { color: RESOURCE_COLOURS.cloth }, stroke: OUTLINE },
    { kind: 'lines', segments: [[-6, 0, 6, 0]], stroke: { width: 1, color: 0xd8c8f0 } },
  ],
  gold: () => [
    { kind: 'poly', points: [-8, 5, 8, 5, 5, -4, -5, -4], fill: { color: RESOURCE_COLOURS.gold }, stroke: OUTLINE },
    { kind: 'lines', segments: [[-3, -2, 1, -2]], stroke: { width: 1.2, color: 0xfff3b0 } },
  ],
  vp: () => [{ kind: 'poly', points: starPoints(0, 0, 5, 9, 4.2), fill: { color: 0xf0d060 }, stroke: OUTLINE }],
  improve: () => upArrows([0]),
  improve2: () => upArrows([-4, 4]),
  order: () => [
    { kind: 'rect', x: -7, y: -6, w: 14, h: 12, fill: { color: 0xb98a4e }, stroke: OUTLINE },
    {
      kind: 'lines',
      segments: [
        [-7, -6, 7, 6],
        [7, -6, -7, 6],
      ],
      stroke: { width: 1, color: 0x6b4a22 },
    },
  ],
  tech: () => [
    { kind: 'circle', x: 0, y: 0, r: 6, fill: { color: 0x9fb4c4 }, stroke: OUTLINE },
    ...Array.from({ length: 6 }, (_, i): Shape => {
      const a = (i / 6) * Math.PI * 2;
      return { kind: 'circle', x: Math.cos(a) * 7, y: Math.sin(a) * 7, r: 1.8, fill: { color: 0x9fb4c4 } };
    }),
    { kind: 'circle', x: 0, y: 0, r: 2.2, fill: { color: PALETTE.slateDark } },
  ],
  orderTech: () => [...placeShapes(iconShapes('order'), -5, 0, 0.7), ...placeShapes(iconShapes('tech'), 5, 0, 0.7)],
  buildSmall: () => [
    { kind: 'poly', points: [-7, -1, 0, -8, 7, -1], fill: { color: PALETTE.actionRoof }, stroke: OUTLINE },
    { kind: 'rect', x: -5, y: -1, w: 10, h: 8, fill: { color: PALETTE.wall }, stroke: OUTLINE },
    { kind: 'rect', x: 3, y: 1, w: 7, h: 2, fill: { color: 0x6fcf7a } },
    { kind: 'rect', x: 5.5, y: -1.5, w: 2, h: 7, fill: { color: 0x6fcf7a } },
  ],
  boat: () => [
    { kind: 'poly', points: [-9, 1, 9, 1, 6, 6, -6, 6], fill: { color: 0x7a4b2a }, stroke: OUTLINE },
    { kind: 'rect', x: -0.6, y: -9, w: 1.2, h: 10, fill: { color: PALETTE.ink } },
    { kind: 'poly', points: [0.6, -8, 7, -0.5, 0.6, -0.5], fill: { color: PALETTE.snow }, stroke: OUTLINE },
  ],
  worker: () => [
    { kind: 'circle', x: 0, y: -5, r: 3.5, fill: { color: 0xe6d2b0 }, stroke: OUTLINE },
    { kind: 'roundRect', x: -5, y: -1, w: 10, h: 9, radius: 3, fill: { color: 0x6a4f8a }, stroke: OUTLINE },
  ],
  // A cart: a plank box on two wheels, with its shaft.
  wagon: () => [
    { kind: 'lines', segments: [[5, -1, 9, -5]], stroke: { width: 1.6, color: 0x5a3d22 } },
    { kind: 'roundRect', x: -8, y: -6, w: 14, h: 7, radius: 1.5, fill: { color: 0xb0793f }, stroke: OUTLINE },
    {
      kind: 'lines',
      segments: [
        [-3.5, -6, -3.5, 1],
        [1.5, -6, 1.5, 1],
      ],
      stroke: { width: 0.8, color: 0x6e4a26 },
    },
    { kind: 'circle', x: -4.5, y: 4, r: 3, fill: { color: 0x4a3a2a }, stroke: OUTLINE },
    { kind: 'circle', x: 3, y: 4, r: 3, fill: { color: 0x4a3a2a }, stroke: OUTLINE },
  ],
};

const iconCache = new Map<IconKind, readonly Shape[]>();

/** The shapes of icon `kind`, on the 20-unit square centred on (0, 0). */
export function iconShapes(kind: IconKind): readonly Shape[] {
  let shapes = iconCache.get(kind);
  if (!shapes) {
    shapes = ICON_DEFINITIONS[kind]();
    iconCache.set(kind, shapes);
  }
  return shapes;
}
