import type { Graphics } from 'pixi.js';
import { iconShapes, ICON_UNITS, type IconKind, type Shape } from './iconArt';
import { dieFaceShapes } from './pieceArt';
import { PALETTE, type PlayerShape } from './palette';

/** Draws shape data (iconArt.ts) with PixiJS, scaled by `scale` and moved to (x, y). */
export function drawShapes(g: Graphics, shapes: readonly Shape[], x: number, y: number, scale: number): void {
  for (const shape of shapes) {
    switch (shape.kind) {
      case 'circle':
        g.circle(x + shape.x * scale, y + shape.y * scale, shape.r * scale);
        break;
      case 'ellipse':
        g.ellipse(x + shape.x * scale, y + shape.y * scale, shape.rx * scale, shape.ry * scale);
        break;
      case 'rect':
        g.rect(x + shape.x * scale, y + shape.y * scale, shape.w * scale, shape.h * scale);
        break;
      case 'roundRect':
        g.roundRect(x + shape.x * scale, y + shape.y * scale, shape.w * scale, shape.h * scale, shape.radius * scale);
        break;
      case 'poly':
        g.poly(
          shape.points.map((v, i) => (i % 2 === 0 ? x : y) + v * scale),
          true,
        );
        break;
      case 'lines':
        for (const [x0, y0, x1, y1] of shape.segments)
          g.moveTo(x + x0 * scale, y + y0 * scale).lineTo(x + x1 * scale, y + y1 * scale);
        break;
    }
    if (shape.fill) g.fill(shape.fill);
    if (shape.stroke) g.stroke(shape.stroke);
  }
}

/** Draws icon `kind` centred on (x, y), about `size` pixels across. */
export function drawIcon(g: Graphics, kind: IconKind, x: number, y: number, size: number): void {
  drawShapes(g, iconShapes(kind), x, y, size / ICON_UNITS);
}

/** A die face centred on (0, 0): draw into a Graphics that is moved as a piece. */
export function drawDieFace(g: Graphics, colour: 'white' | 'orange', value: number, size: number): void {
  drawShapes(g, dieFaceShapes(colour, value, size), 0, 0, 1);
}

/** A player's marker: the colour and the shape (circle, square, triangle, diamond) that tell players apart. */
export function drawPlayerMarker(
  g: Graphics,
  shape: PlayerShape,
  colour: number,
  x: number,
  y: number,
  radius: number,
): void {
  const stroke = { width: Math.max(1, radius / 5), color: PALETTE.snow };
  switch (shape) {
    case 'circle':
      g.circle(x, y, radius).fill(colour).stroke(stroke);
      return;
    case 'square':
      g.rect(x - radius * 0.88, y - radius * 0.88, radius * 1.76, radius * 1.76)
        .fill(colour)
        .stroke(stroke);
      return;
    case 'triangle':
      g.poly([x, y - radius, x + radius, y + radius * 0.8, x - radius, y + radius * 0.8])
        .fill(colour)
        .stroke(stroke);
      return;
    case 'diamond':
      g.poly([x, y - radius * 1.1, x + radius, y, x, y + radius * 1.1, x - radius, y])
        .fill(colour)
        .stroke(stroke);
      return;
  }
}
