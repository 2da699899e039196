import { CanvasSource, Container, Graphics, Rectangle, Text, Texture, type Renderer } from 'pixi.js';
import type { Area, PaintFrame } from './areas/area';
import { rect, type Rect } from './layout';
import { renderedTextSizes } from './textSizes';

/** A region drawn once: its pixels as a texture and where they go on the table (both null when it draws nothing). */
export interface Painting {
  readonly texture: Texture | null;
  readonly bounds: Rect | null;
  /** The words painted into it, for the debug hook's list of the canvas's words. */
  readonly words: readonly string[];
  /** The sizes its labels were drawn at (renderedTextSizes), for the read-only debug hooks. */
  readonly textSizes: readonly number[];
}

/** How many paintings of each region are kept for reuse (one per seat, and a spare). */
const RECENT_PAINTINGS = 5;

/** What an area's painting is named by in the cache: everything it shows (its redraw key), in which words and how sharp. */
export function regionKey(area: Area, frame: PaintFrame, resolution: number): string {
  return `${resolution} ${frame.language} ${area.redrawKey(frame)}`;
}

/** A canvas as a texture at the canvas's own pixels: the sprite showing it is sized to its bounds on the table. */
export function canvasTexture(pixels: HTMLCanvasElement): Texture {
  return new Texture({ source: new CanvasSource({ resource: pixels }) });
}

/**
 * Sets the labels under `node` as sharp as the region they are painted into: a label's own resolution is otherwise
 * the renderer's, which a new scale reaches only once the canvas has been resized (after the board's areas paint).
 */
function setTextResolution(node: Container, resolution: number): void {
  if (node instanceof Text) node.resolution = resolution;
  for (const child of node.children) setTextResolution(child, resolution);
}

/**
 * The areas' paintings, by area and region key: an area is painted with Pixi (its `paint` into a Graphics and a
 * container of labels) only under a key not seen lately, then kept as a texture of just the part it covers. The last
 * few paintings of each area are kept, so that showing a village seen before (each seat's turn shows its own) costs
 * no drawing at all; the one asked for last is the one the board shows.
 */
export class RegionCache {
  private readonly regions = new Map<string, Map<string, Painting>>();

  constructor(private readonly renderer: Renderer) {}

  /** The painting of `area` that `key` (regionKey of `frame`) names: from the cache, else painted now. */
  painting(area: Area, key: string, frame: PaintFrame, resolution: number): Painting {
    const recent = this.regions.get(area.name) ?? new Map<string, Painting>();
    this.regions.set(area.name, recent);
    const painting = recent.get(key) ?? this.paint(area, frame, resolution);
    recent.delete(key);
    recent.set(key, painting);
    const [oldest] = recent;
    // The oldest is never the one shown, nor the one it replaces: those are the two newest.
    if (recent.size > RECENT_PAINTINGS && oldest) {
      recent.delete(oldest[0]);
      oldest[1].texture?.destroy(true);
    }
    return painting;
  }

  /** The words of the paintings shown now. */
  paintedWords(): string[] {
    return this.shown().flatMap(([, painting]) => painting.words);
  }

  /** The sizes of the labels on the board as shown now, by area. */
  textSizes(): Record<string, readonly number[]> {
    return Object.fromEntries(this.shown().map(([name, painting]) => [name, painting.textSizes]));
  }

  destroy(): void {
    for (const recent of this.regions.values()) for (const painting of recent.values()) painting.texture?.destroy(true);
    this.regions.clear();
  }

  private shown(): [string, Painting][] {
    return [...this.regions].flatMap(([name, recent]) => {
      const last = [...recent.values()].at(-1);
      return last ? [[name, last] as [string, Painting]] : [];
    });
  }

  /** Draws a region's shapes over just their bounds: the canvas the renderer draws them into is the painting. */
  private paint(area: Area, frame: PaintFrame, resolution: number): Painting {
    const layer = new Container();
    const g = new Graphics();
    const texts = new Container();
    layer.addChild(g, texts);
    area.paint(g, texts, frame);
    const words = texts.children.flatMap((child) => (child instanceof Text ? [child.text] : []));
    setTextResolution(texts, resolution);
    const textSizes = renderedTextSizes(texts);
    const local = layer.getLocalBounds();
    const x = Math.floor(local.minX);
    const y = Math.floor(local.minY);
    const bounds = rect(x, y, Math.ceil(local.maxX) - x, Math.ceil(local.maxY) - y);
    if (!(bounds.w > 0 && bounds.h > 0)) {
      layer.destroy({ children: true });
      return { texture: null, bounds: null, words, textSizes };
    }
    // In the browser Pixi's canvases are DOM canvases (its BrowserAdapter creates them).
    const pixels = this.renderer.extract.canvas({
      target: layer,
      frame: new Rectangle(x, y, bounds.w, bounds.h),
      resolution,
    }) as HTMLCanvasElement;
    layer.destroy({ children: true });
    return { texture: canvasTexture(pixels), bounds, words, textSizes };
  }
}
