import { useLayoutEffect } from 'react';
import type { Application } from 'pixi.js';
import { TABLE_HEIGHT, TABLE_WIDTH } from '../scene/layout';

/** How much sharper than the 1280×720 frame the table is drawn: the screen's pixel ratio times the page's scale. */
export function resolutionFor(scale: number): number {
  return Math.min(4, (window.devicePixelRatio || 1) * scale);
}

/** Keeps a table canvas at `resolution`: a resized canvas is blank, so it is drawn again at once. */
export function useRendererResolution(app: Application, resolution: number): void {
  useLayoutEffect(() => {
    if (Math.abs(app.renderer.resolution - resolution) <= 0.01) return;
    app.renderer.resize(TABLE_WIDTH, TABLE_HEIGHT, resolution);
    app.render();
  }, [app, resolution]);
}
