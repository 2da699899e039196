import { useEffect, useRef, useState } from 'react';
import { Application } from 'pixi.js';
import { TABLE_HEIGHT, TABLE_WIDTH } from '../scene/layout';
import type { TableModel } from '../scene/model';
import { TableScene } from '../scene/TableScene';

interface Props {
  readonly model: TableModel;
  /** How much the 1280×720 table is enlarged on screen: the canvases render that many more pixels, so they stay sharp. */
  readonly scale: number;
  readonly onScene: (scene: TableScene | null) => void;
  /** The scene has played (or skipped) a batch of the session's events. */
  readonly onBatchPlayed: (batch: number) => void;
}

function fontsLoaded(): Promise<unknown> {
  return Promise.allSettled([400, 700, 800].map((weight) => document.fonts.load(`${weight} 16px "Alegreya Sans"`)));
}

function resolutionFor(scale: number): number {
  return Math.min(4, (window.devicePixelRatio || 1) * scale);
}

/**
 * The board (a Canvas 2D canvas the scene paints region by region) and over it the live layer: one Pixi Application,
 * whose canvas shows the pieces and effects. Both are drawn by Pixi's Canvas 2D renderer (TableScene says why). It runs
 * no ticker: the scene renders it when something changes, and every frame only while an animation plays. The table
 * itself is an imperative scene (TableScene) created once the Application and the font are ready, and fed each new
 * model from ordinary React effects.
 */
export function TableCanvas({ model, scale, onScene, onBatchPlayed }: Props): React.JSX.Element {
  const [live, setLive] = useState<Application | null>(null);
  const boardHost = useRef<HTMLDivElement | null>(null);
  const liveCanvas = useRef<HTMLCanvasElement | null>(null);
  const scene = useRef<TableScene | null>(null);
  const latestModel = useRef(model);
  latestModel.current = model;
  const latestScale = useRef(scale);
  latestScale.current = scale;

  useEffect(() => {
    const canvas = liveCanvas.current;
    if (!canvas) return undefined;
    const created = new Application();
    let cancelled = false;
    // The table's labels are drawn once, in the bundled font: wait for it too (index.html preloads it) so that no
    // region is set in a fallback face.
    const ready = created.init({
      canvas, width: TABLE_WIDTH, height: TABLE_HEIGHT, resolution: resolutionFor(latestScale.current), autoDensity: true,
      preference: 'canvas', backgroundAlpha: 0, autoStart: false,
    });
    void Promise.all([ready, fontsLoaded()]).then(() => { if (!cancelled) setLive(created); });
    return () => {
      cancelled = true;
      setLive(null);
      void ready.then(() => created.destroy());
    };
  }, []);

  // Before the scene is made (effects run in order), so that it starts at the table's resolution; later scale changes
  // repaint its board.
  useEffect(() => {
    const resolution = resolutionFor(scale);
    if (live && Math.abs(live.renderer.resolution - resolution) > 0.01) live.renderer.resize(TABLE_WIDTH, TABLE_HEIGHT, resolution);
    scene.current?.redrawBoard(resolution);
  }, [live, scale]);

  useEffect(() => {
    const host = boardHost.current;
    if (!live || !host) return undefined;
    const created = new TableScene(live, host, resolutionFor(latestScale.current), onBatchPlayed);
    scene.current = created;
    onScene(created);
    created.update(latestModel.current);
    host.dataset.painted = 'true';
    return () => {
      onScene(null);
      scene.current = null;
      created.destroy();
    };
  }, [live, onScene, onBatchPlayed]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new live canvas means a new scene, which is given the model again
  useEffect(() => {
    scene.current?.update(model);
  }, [model, live]);

  return (
    <>
      <div className="board-canvas" data-testid="board" ref={boardHost} />
      <canvas className="live-canvas" ref={liveCanvas} />
    </>
  );
}
