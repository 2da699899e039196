import { Application } from '@pixi/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Application as PixiApplication } from 'pixi.js';
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
 * The board (a stack of DOM canvases, one per region, painted by the scene) and over it the live layer: the one
 * @pixi/react Application, whose WebGL canvas shows the pieces and effects. It runs no ticker: the scene renders it
 * when something changes, and every frame only while an animation plays. The table itself is an imperative scene
 * (TableScene) created once both are ready, and fed each new model from ordinary React effects.
 */
export function TableCanvas({ model, scale, onScene, onBatchPlayed }: Props): React.JSX.Element {
  const [live, setLive] = useState<PixiApplication | null>(null);
  const boardHost = useRef<HTMLDivElement | null>(null);
  const scene = useRef<TableScene | null>(null);
  const latestModel = useRef(model);
  latestModel.current = model;
  const onLive = useCallback((created: PixiApplication) => { created.ticker.stop(); setLive(created); }, []);

  useEffect(() => {
    const host = boardHost.current;
    if (!live || !host) return undefined;
    let created: TableScene | null = null;
    let cancelled = false;
    // The table's labels are drawn once, in the bundled font: wait for it (it loads while Pixi starts) so that no
    // region is set in a fallback face.
    void fontsLoaded().then(() => {
      if (cancelled) return;
      created = new TableScene(live, host, resolutionFor(scale), onBatchPlayed);
      scene.current = created;
      onScene(created);
      created.update(latestModel.current);
      host.dataset.painted = 'true';
    });
    return () => {
      cancelled = true;
      if (!created) return;
      onScene(null);
      scene.current = null;
      created.destroy();
    };
    // The scene is made once per Application; later scale changes go through redrawBoard below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live, onScene, onBatchPlayed]);

  useEffect(() => {
    const resolution = resolutionFor(scale);
    if (live && Math.abs(live.renderer.resolution - resolution) > 0.01) live.renderer.resize(TABLE_WIDTH, TABLE_HEIGHT, resolution);
    scene.current?.redrawBoard(resolution);
  }, [live, scale]);

  useEffect(() => {
    scene.current?.update(model);
  }, [model, live]);

  return (
    <>
      <div className="board-canvas" data-testid="board" ref={boardHost} />
      <Application
        width={TABLE_WIDTH} height={TABLE_HEIGHT} resolution={resolutionFor(scale)} autoDensity antialias={false} preference="webgl"
        className="live-canvas" backgroundAlpha={0} autoStart={false} onInit={onLive}
      />
    </>
  );
}
