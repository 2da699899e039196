import { Graphics } from 'pixi.js';
import type { Resource } from '../game/engine';
import { PALETTE, RESOURCE_COLOURS, type PlayerShape } from './palette';

/** Icons drawn in code (DESIGN: original art, no bitmaps): one per resource and per building effect. */
export type IconKind = Resource | 'vp' | 'improve' | 'improve2' | 'order' | 'tech' | 'orderTech' | 'buildSmall' | 'boat' | 'worker';

const OUTLINE = { width: 1, color: PALETTE.ink, alpha: 0.55 } as const;

/** Draws `kind` centred on (x, y), about `size` pixels across. */
export function drawIcon(g: Graphics, kind: IconKind, x: number, y: number, size: number): void {
  const s = size / 20;
  switch (kind) {
    case 'fish':
      g.ellipse(x - 1.5 * s, y, 7 * s, 4 * s).fill(RESOURCE_COLOURS.fish).stroke(OUTLINE);
      g.poly([x + 4.5 * s, y, x + 9 * s, y - 4 * s, x + 9 * s, y + 4 * s]).fill(RESOURCE_COLOURS.fish).stroke(OUTLINE);
      g.circle(x - 5 * s, y - 1 * s, 0.9 * s).fill(PALETTE.ink);
      return;
    case 'wood':
      g.roundRect(x - 8 * s, y - 4 * s, 16 * s, 8 * s, 3 * s).fill(RESOURCE_COLOURS.wood).stroke(OUTLINE);
      g.ellipse(x + 6 * s, y, 2.5 * s, 4 * s).fill(0xc79a63).stroke(OUTLINE);
      return;
    case 'grain':
      for (const dx of [-4, 0, 4]) g.ellipse(x + dx * s, y - 2 * s, 2 * s, 5 * s).fill(RESOURCE_COLOURS.grain).stroke(OUTLINE);
      g.rect(x - 0.7 * s, y + 2 * s, 1.4 * s, 7 * s).fill(0xa88a3a);
      return;
    case 'wool':
      for (const [dx, dy] of [[-4, 1], [0, -2], [4, 1], [0, 3]] as const) g.circle(x + dx * s, y + dy * s, 4 * s).fill(RESOURCE_COLOURS.wool).stroke(OUTLINE);
      return;
    case 'plank':
      g.rect(x - 8 * s, y - 5 * s, 16 * s, 4 * s).fill(RESOURCE_COLOURS.plank).stroke(OUTLINE);
      g.rect(x - 8 * s, y + 1 * s, 16 * s, 4 * s).fill(RESOURCE_COLOURS.plank).stroke(OUTLINE);
      return;
    case 'food':
      g.roundRect(x - 8 * s, y - 4 * s, 16 * s, 9 * s, 4 * s).fill(RESOURCE_COLOURS.food).stroke(OUTLINE);
      for (const dx of [-4, 0, 4]) g.moveTo(x + dx * s - s, y - 3 * s).lineTo(x + dx * s + s, y + 2 * s).stroke({ width: 1, color: 0x8a4f18 });
      return;
    case 'cloth':
      g.poly([x - 8 * s, y - 5 * s, x + 8 * s, y - 5 * s, x + 6 * s, y + 5 * s, x - 6 * s, y + 5 * s]).fill(RESOURCE_COLOURS.cloth).stroke(OUTLINE);
      g.moveTo(x - 6 * s, y).lineTo(x + 6 * s, y).stroke({ width: 1, color: 0xd8c8f0 });
      return;
    case 'gold':
      g.poly([x - 8 * s, y + 5 * s, x + 8 * s, y + 5 * s, x + 5 * s, y - 4 * s, x - 5 * s, y - 4 * s]).fill(RESOURCE_COLOURS.gold).stroke(OUTLINE);
      g.moveTo(x - 3 * s, y - 2 * s).lineTo(x + 1 * s, y - 2 * s).stroke({ width: 1.2, color: 0xfff3b0 });
      return;
    case 'vp':
      g.star(x, y, 5, 9 * s, 4.2 * s).fill(0xf0d060).stroke(OUTLINE);
      return;
    case 'improve':
    case 'improve2': {
      const arrows = kind === 'improve' ? [0] : [-4, 4];
      for (const dx of arrows) {
        g.poly([x + dx * s, y - 8 * s, x + dx * s + 6 * s, y - 1 * s, x + dx * s + 2.5 * s, y - 1 * s, x + dx * s + 2.5 * s, y + 7 * s,
          x + dx * s - 2.5 * s, y + 7 * s, x + dx * s - 2.5 * s, y - 1 * s, x + dx * s - 6 * s, y - 1 * s]).fill(0x6fcf7a).stroke(OUTLINE);
      }
      return;
    }
    case 'order':
      g.rect(x - 7 * s, y - 6 * s, 14 * s, 12 * s).fill(0xb98a4e).stroke(OUTLINE);
      g.moveTo(x - 7 * s, y - 6 * s).lineTo(x + 7 * s, y + 6 * s).moveTo(x + 7 * s, y - 6 * s).lineTo(x - 7 * s, y + 6 * s).stroke({ width: 1, color: 0x6b4a22 });
      return;
    case 'tech':
      g.circle(x, y, 6 * s).fill(0x9fb4c4).stroke(OUTLINE);
      for (let i = 0; i < 6; i++) {
        const a = (i / 6) * Math.PI * 2;
        g.circle(x + Math.cos(a) * 7 * s, y + Math.sin(a) * 7 * s, 1.8 * s).fill(0x9fb4c4);
      }
      g.circle(x, y, 2.2 * s).fill(PALETTE.slateDark);
      return;
    case 'orderTech':
      drawIcon(g, 'order', x - 5 * s, y, size * 0.7);
      drawIcon(g, 'tech', x + 5 * s, y, size * 0.7);
      return;
    case 'buildSmall':
      g.poly([x - 7 * s, y - 1 * s, x, y - 8 * s, x + 7 * s, y - 1 * s]).fill(PALETTE.actionRoof).stroke(OUTLINE);
      g.rect(x - 5 * s, y - 1 * s, 10 * s, 8 * s).fill(PALETTE.wall).stroke(OUTLINE);
      g.rect(x + 3 * s, y + 1 * s, 7 * s, 2 * s).fill(0x6fcf7a);
      g.rect(x + 5.5 * s, y - 1.5 * s, 2 * s, 7 * s).fill(0x6fcf7a);
      return;
    case 'boat':
      g.poly([x - 9 * s, y + 1 * s, x + 9 * s, y + 1 * s, x + 6 * s, y + 6 * s, x - 6 * s, y + 6 * s]).fill(0x7a4b2a).stroke(OUTLINE);
      g.rect(x - 0.6 * s, y - 9 * s, 1.2 * s, 10 * s).fill(PALETTE.ink);
      g.poly([x + 0.6 * s, y - 8 * s, x + 7 * s, y - 0.5 * s, x + 0.6 * s, y - 0.5 * s]).fill(PALETTE.snow).stroke(OUTLINE);
      return;
    case 'worker':
      g.circle(x, y - 5 * s, 3.5 * s).fill(0xe6d2b0).stroke(OUTLINE);
      g.roundRect(x - 5 * s, y - 1 * s, 10 * s, 9 * s, 3 * s).fill(0x6a4f8a).stroke(OUTLINE);
      return;
  }
}

/** A player's marker: the colour and the shape (circle, square, triangle, diamond) that tell players apart. */
export function drawPlayerMarker(g: Graphics, shape: PlayerShape, colour: number, x: number, y: number, radius: number): void {
  const stroke = { width: Math.max(1, radius / 5), color: PALETTE.snow };
  switch (shape) {
    case 'circle': g.circle(x, y, radius).fill(colour).stroke(stroke); return;
    case 'square': g.rect(x - radius * 0.88, y - radius * 0.88, radius * 1.76, radius * 1.76).fill(colour).stroke(stroke); return;
    case 'triangle': g.poly([x, y - radius, x + radius, y + radius * 0.8, x - radius, y + radius * 0.8]).fill(colour).stroke(stroke); return;
    case 'diamond': g.poly([x, y - radius * 1.1, x + radius, y, x, y + radius * 1.1, x - radius, y]).fill(colour).stroke(stroke); return;
  }
}

/** Pip positions on a die face, as fractions of its size from the centre. */
const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[0, 0]],
  2: [[-0.25, -0.25], [0.25, 0.25]],
  3: [[-0.25, -0.25], [0, 0], [0.25, 0.25]],
  4: [[-0.25, -0.25], [0.25, -0.25], [-0.25, 0.25], [0.25, 0.25]],
  5: [[-0.25, -0.25], [0.25, -0.25], [0, 0], [-0.25, 0.25], [0.25, 0.25]],
  6: [[-0.25, -0.27], [0.25, -0.27], [-0.25, 0], [0.25, 0], [-0.25, 0.27], [0.25, 0.27]],
};

/** A die face centred on (0, 0): draw into a Graphics that is moved as a piece. */
export function drawDieFace(g: Graphics, colour: 'white' | 'orange', value: number, size: number): void {
  const half = size / 2;
  g.roundRect(-half + 1, -half + 2, size, size, size * 0.22).fill({ color: 0x000000, alpha: 0.28 });
  g.roundRect(-half, -half, size, size, size * 0.22).fill(colour === 'white' ? PALETTE.whiteDie : PALETTE.orangeDie)
    .stroke({ width: 1, color: colour === 'white' ? 0x9a948a : 0x9a4d12 });
  for (const [px, py] of PIPS[value] ?? []) g.circle(px * size, py * size, size * 0.085).fill(PALETTE.pip);
}
