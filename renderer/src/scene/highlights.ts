import { Container, Graphics } from 'pixi.js';
import { BOAT_TILE } from './areas/boat';
import { crateStackRect } from './areas/crates';
import { abilityOfferRect } from './areas/offer';
import { stackRect } from './areas/stacks';
import { tavernRect } from './areas/taverns';
import { trackRect } from './areas/tracks';
import { columnEntryRect, rowEntryRect, villageCellRect } from './areas/village';
import type { Rect } from './layout';
import type { CellMark, TableHighlights } from './model';
import { PALETTE } from './palette';
import type { PieceLayer } from './pieceLayer';
import { drawHouse } from './pieces';
import type { TableView } from './tableView';

/** What the current decision makes stand out, on the live layer: rings, the next cell of a chain, the ghost tile. */
export class HighlightLayer {
  readonly layer = new Container();
  private readonly graphics = new Graphics();

  constructor() {
    this.layer.addChild(this.graphics);
  }

  /** Drawn after the pieces were placed: the rings around dice follow the pieces' new places. */
  draw(h: TableHighlights, view: TableView, pieces: PieceLayer): void {
    const g = this.graphics;
    g.clear();
    if (this.layer.children.length > 1)
      for (const child of this.layer.removeChildren(1)) child.destroy({ children: true });
    for (const [cell, mark] of h.cells) drawCellMark(g, cell, mark);
    if (h.entry)
      ring(
        g,
        h.entry.line === 'column' ? columnEntryRect(h.entry.index) : rowEntryRect(h.entry.index),
        PALETTE.focus,
        3,
      );
    if (h.ghost) this.layer.addChild(ghostOf(h.ghost));
    for (const r of ringedSpots(h, view)) ring(g, r);
    drawDiceRings(g, h, view, pieces);
  }
}

function ring(g: Graphics, r: Rect, colour: number = PALETTE.legal, width = 2.5): void {
  g.roundRect(r.x - 2, r.y - 2, r.w + 4, r.h + 4, 7).stroke({ width, color: colour, alpha: 0.95 });
}

/** A cell of the village: the next of a chain, an entry's cell, or one where the tile in hand may go. */
function drawCellMark(g: Graphics, cell: number, mark: CellMark): void {
  const r = villageCellRect(cell);
  if (mark === 'next')
    g.rect(r.x + 2, r.y + 2, r.w - 4, r.h - 4)
      .fill({ color: PALETTE.focus, alpha: 0.18 })
      .stroke({ width: 3, color: PALETTE.focus });
  else if (mark === 'entry') g.rect(r.x + 3, r.y + 3, r.w - 6, r.h - 6).fill({ color: PALETTE.snow, alpha: 0.12 });
  else g.rect(r.x + 3, r.y + 3, r.w - 6, r.h - 6).stroke({ width: 2, color: PALETTE.legal, alpha: 0.8 });
}

/** The stacks, crates, tracks, taverns, offered abilities and the boat that the decision may take. */
function ringedSpots(h: TableHighlights, view: TableView): Rect[] {
  const abilities = [...h.abilities].flatMap((ability) => {
    const index = view.state.abilityOffer.indexOf(ability);
    return index >= 0 ? [abilityOfferRect(index)] : [];
  });
  return [
    ...[...h.stacks].map(stackRect),
    ...[...h.crates].map(crateStackRect),
    ...[...h.tracks].map(trackRect),
    ...[...h.taverns].map(tavernRect),
    ...abilities,
    ...(h.boat ? [BOAT_TILE] : []),
  ];
}

/** The dice of the pool the decision may take, where their pieces stand now; the die in hand more strongly. */
function drawDiceRings(g: Graphics, h: TableHighlights, view: TableView, pieces: PieceLayer): void {
  const inPool = new Set(view.state.pool.map((die) => die.id));
  for (const id of h.dice) {
    const spot = pieces.spot(`die:${id}`);
    if (!spot || !inPool.has(id)) continue;
    const selected = h.selectedDie?.die === id;
    g.roundRect(spot.x - 14, spot.y - 14, 28, 28, 7).stroke({
      width: selected ? 3 : 2,
      color: selected ? PALETTE.focus : PALETTE.legal,
    });
  }
}

/** The tile being placed, over the cells it would cover: green where it may go, red where it may not. */
function ghostOf(ghost: NonNullable<TableHighlights['ghost']>): Container {
  const layer = new Container();
  const g = new Graphics();
  layer.addChild(g);
  layer.alpha = 0.85;
  const colour = ghost.legal ? PALETTE.legal : PALETTE.illegal;
  ghost.cells.forEach((cell, i) => {
    const r = villageCellRect(cell);
    const code = ghost.codes[i];
    if (code) drawHouse(g, layer, code, r.x, r.y, r.w);
    g.rect(r.x + 1, r.y + 1, r.w - 2, r.h - 2)
      .fill({ color: colour, alpha: 0.3 })
      .stroke({ width: 3, color: colour });
  });
  return layer;
}
