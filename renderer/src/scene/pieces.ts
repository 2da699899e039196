import { Container, Graphics, Text, type TextStyleOptions } from 'pixi.js';
import { data, type BuildingCode } from '../game/engine';
import { houseArt, layoutIconRow, type CountedIcon } from './pieceArt';
import { buildingIcons, gainIcons } from './iconUse';
import { drawIcon, drawShapes } from './icons';
import { PALETTE } from './palette';

/** Building blocks shared by the scene's regions: labels, houses, tiles, crates, tokens. */

export const FONT = '"Alegreya Sans", "Segoe UI", system-ui, sans-serif';

export function label(
  text: string,
  x: number,
  y: number,
  style: TextStyleOptions = {},
  anchor: [number, number] = [0, 0],
): Text {
  const t = new Text({ text, style: { fontFamily: FONT, fontSize: 12, fill: PALETTE.ice, ...style } });
  t.anchor.set(anchor[0], anchor[1]);
  t.position.set(x, y);
  return t;
}

/** Icons in a row centred on (x, y); counts above 1 are written before their icon. */
export function drawIconRow(
  g: Graphics,
  layer: Container,
  icons: readonly CountedIcon[],
  x: number,
  y: number,
  size: number,
  withCounts = true,
): void {
  const row = layoutIconRow(icons, x, y, size, withCounts);
  for (const count of row.counts)
    layer.addChild(
      label(
        count.text,
        count.x,
        count.y,
        { fontSize: count.fontSize, fontWeight: '800', fill: PALETTE.ink },
        [0.5, 0.5],
      ),
    );
  for (const icon of row.icons) drawIcon(g, icon.kind, icon.x, icon.y, icon.size);
}

/** A house on a cell: walls, a yellow (resource) or red (action) roof, and its effect icons on the wall. */
export function drawHouse(
  g: Graphics,
  layer: Container,
  code: BuildingCode,
  x: number,
  y: number,
  size: number,
  withCounts = true,
): void {
  const house = houseArt(code, size);
  drawShapes(g, house.shapes, x, y, 1);
  drawIconRow(g, layer, buildingIcons(code), x + house.iconRow.x, y + house.iconRow.y, house.iconRow.size, withCounts);
}

/** A building tile as printed: its houses in a row (or an L for a corner tile), `cell` pixels each. */
export function drawTile(g: Graphics, layer: Container, tileId: number, x: number, y: number, cell: number): void {
  const tile = data.TILES[tileId];
  if (!tile) return;
  const spots =
    tile.shape === 'corner'
      ? [
          [0, 0],
          [0, 1],
          [1, 1],
        ]
      : tile.cells.map((_, i) => [0, i]);
  tile.cells.forEach((code, i) => {
    const [r, c] = spots[i] as [number, number];
    g.roundRect(x + c * cell, y + r * cell, cell, cell, 3)
      .fill(PALETTE.moss)
      .stroke({ width: 1, color: PALETTE.mossDark });
    drawHouse(g, layer, code, x + c * cell, y + r * cell, cell, cell >= 30);
  });
}

/** A crate: its cost cubes and its VP. */
export function drawCrate(
  g: Graphics,
  layer: Container,
  crateId: number,
  x: number,
  y: number,
  w: number,
  h: number,
): void {
  const crate = data.CRATES[crateId];
  g.roundRect(x, y, w, h, 4).fill(0xc09358).stroke({ width: 1.5, color: 0x6b4a22 });
  g.moveTo(x + 3, y + h * 0.5)
    .lineTo(x + w - 3, y + h * 0.5)
    .stroke({ width: 1, color: 0x8a6430, alpha: 0.6 });
  if (!crate) return;
  const size = Math.min(14, (w - 6) / Math.max(3, crate.cost.length));
  crate.cost.forEach((resource, i) =>
    drawIcon(g, resource, x + w / 2 + (i - (crate.cost.length - 1) / 2) * (size + 1), y + h * 0.3, size),
  );
  drawIcon(g, 'vp', x + w / 2, y + h * 0.74, h * 0.42);
  layer.addChild(
    label(
      String(crate.vp),
      x + w / 2,
      y + h * 0.74,
      { fontSize: h * 0.24, fontWeight: '800', fill: PALETTE.ink },
      [0.5, 0.5],
    ),
  );
}

/** A face-up fishing token: a round chip with its contents. */
export function drawToken(g: Graphics, layer: Container, tokenId: number, x: number, y: number, radius: number): void {
  const token = data.TOKENS[tokenId];
  const rim = token?.type === 3 ? 0x1c3d57 : token?.type === 2 ? 0x2f6f8f : 0x5d9bbb;
  g.circle(x, y, radius).fill(PALETTE.ice).stroke({ width: 2, color: rim });
  if (token) drawIconRow(g, layer, gainIcons(token.gain), x, y, radius * 0.7);
}
