import { Container, Graphics, Rectangle, Text, type Application } from 'pixi.js';
import type { Area, PaintFrame } from './areas/area';
import { paintBackdrop } from './backdrop';
import { TABLE_HEIGHT, TABLE_WIDTH, overlaps, rect, type Rect } from './layout';
import { renderedTextSizes } from './textSizes';

/** A region drawn once: its pixels (off screen) and where they go on the table (null when it draws nothing). */
interface Painting {
  readonly pixels: HTMLCanvasElement;
  readonly bounds: Rect | null;
  /** The words painted into it, for the debug hook's list of the canvas's words. */
  readonly words: readonly string[];
  /** The sizes its labels were drawn at (renderedTextSizes), for the read-only debug hooks. */
  readonly textSizes: readonly number[];
}

/**
 * An area's region of the board: painted again only when its redraw key changes; its pixels are kept in a canvas of
 * their own and copied into the board canvas over just the part it covers. The last few paintings are kept by key,
 * so that showing a village seen before (each seat's turn shows its own) costs no drawing at all.
 */
interface Region {
  readonly layer: Container;
  shown: Painting | null;
  readonly recent: Map<string, Painting>;
  key: string;
}

/** How many paintings of each region are kept for reuse (one per seat, and a spare). */
const RECENT_PAINTINGS = 5;

/**
 * The static board: one Canvas 2D canvas under `host`. Each area is drawn with Pixi into a canvas of its own when it
 * changes, and only the part it covers is copied again into the board, over the backdrop (itself plain Canvas 2D).
 * Regions are composed in the order the areas were first painted (the order of `AREAS`).
 */
export class BoardCompositor {
  private readonly regions = new Map<string, Region>();
  private readonly backdrop = document.createElement('canvas');
  private readonly board = document.createElement('canvas');

  constructor(
    private readonly live: Application,
    private readonly host: HTMLElement,
    private resolution: number,
    areas: readonly Area[],
  ) {
    for (const area of areas)
      this.regions.set(area.name, { layer: new Container(), shown: null, recent: new Map(), key: '' });
    host.appendChild(this.board);
    this.paintBackdrop();
  }

  /** Paints the board again at a new resolution (the table was scaled); true when it changed. */
  setResolution(resolution: number): boolean {
    if (Math.abs(resolution - this.resolution) < 0.01) return false;
    this.resolution = resolution;
    this.paintBackdrop();
    for (const region of this.regions.values()) {
      region.key = '';
      region.recent.clear();
    }
    return true;
  }

  /** Shows `area` as `frame` has it: from the region cache when its key was painted before, else painted now. */
  paintArea(area: Area, frame: PaintFrame): void {
    const region = this.regions.get(area.name);
    const key = `${frame.language} ${area.redrawKey(frame)}`;
    if (!region || region.key === key) return;
    region.key = key;
    const painting = region.recent.get(key) ?? this.paint(region.layer, (g, t) => area.paint(g, t, frame));
    region.recent.delete(key);
    region.recent.set(key, painting);
    const oldest = region.recent.keys().next().value;
    if (region.recent.size > RECENT_PAINTINGS && oldest !== undefined) region.recent.delete(oldest);
    const before = region.shown?.bounds;
    region.shown = painting;
    if (before) this.compose(before);
    if (painting.bounds) this.compose(painting.bounds);
  }

  /** The words of the paintings shown now. */
  paintedWords(): string[] {
    return [...this.regions.values()].flatMap((region) => region.shown?.words ?? []);
  }

  /** The sizes of the labels on the board as shown now, by area. */
  textSizes(): Record<string, readonly number[]> {
    return Object.fromEntries([...this.regions].map(([name, region]) => [name, region.shown?.textSizes ?? []]));
  }

  destroy(): void {
    for (const region of this.regions.values()) region.layer.destroy({ children: true });
    this.host.replaceChildren();
  }

  private paintBackdrop(): void {
    paintBackdrop(this.backdrop, this.resolution);
    this.board.width = this.backdrop.width;
    this.board.height = this.backdrop.height;
    Object.assign(this.board.style, { width: `${TABLE_WIDTH}px`, height: `${TABLE_HEIGHT}px` });
    this.compose(rect(0, 0, TABLE_WIDTH, TABLE_HEIGHT));
  }

  /** Draws a region's shapes over just their bounds: the canvas the renderer draws them into is the painting. */
  private paint(layer: Container, draw: (g: Graphics, texts: Container) => void): Painting {
    for (const child of layer.removeChildren()) child.destroy({ children: true });
    const g = new Graphics();
    const texts = new Container();
    layer.addChild(g, texts);
    draw(g, texts);
    const words = texts.children.flatMap((child) => (child instanceof Text ? [child.text] : []));
    const local = layer.getLocalBounds();
    const x = Math.floor(local.minX);
    const y = Math.floor(local.minY);
    const bounds = rect(x, y, Math.ceil(local.maxX) - x, Math.ceil(local.maxY) - y);
    const textSizes = renderedTextSizes(texts);
    if (!(bounds.w > 0 && bounds.h > 0))
      return { pixels: document.createElement('canvas'), bounds: null, words, textSizes };
    // In the browser Pixi's canvases are DOM canvases (its BrowserAdapter creates them).
    const pixels = this.live.renderer.extract.canvas({
      target: layer,
      frame: new Rectangle(x, y, bounds.w, bounds.h),
      resolution: this.resolution,
    }) as HTMLCanvasElement;
    return { pixels, bounds, words, textSizes };
  }

  /** Repaints one part of the board: the backdrop, then every region that covers some of it, in their order. */
  private compose(part: Rect): void {
    const ctx = this.board.getContext('2d');
    if (!ctx) return;
    const r = this.resolution;
    ctx.save();
    ctx.beginPath();
    ctx.rect(part.x * r, part.y * r, part.w * r, part.h * r);
    ctx.clip();
    ctx.drawImage(this.backdrop, 0, 0);
    for (const region of this.regions.values()) {
      const b = region.shown?.bounds;
      if (!region.shown || !b || !overlaps(b, part)) continue;
      ctx.drawImage(region.shown.pixels, b.x * r, b.y * r, b.w * r, b.h * r);
    }
    ctx.restore();
  }
}
