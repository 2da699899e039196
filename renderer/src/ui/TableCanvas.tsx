import { Application } from '@pixi/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Application as PixiApplication } from 'pixi.js';
import { TABLE_HEIGHT, TABLE_WIDTH } from '../scene/layout';
import type { TableModel } from '../scene/model';
import { PALETTE } from '../scene/palette';
import { TableScene } from '../scene/TableScene';

interface Props {
  readonly model: TableModel;
  /** How much the 1280×720 table is enlarged on screen: the canvases render that many more pixels, so they stay sharp. */
  readonly scale: number;
  readonly onScene: (scene: TableScene | null) => void;
  /** The scene has played (or skipped) a batch of the session's events. */
  readonly onBatchPlayed: (batch: number) => void;
}

function resolutionFor(scale: number): number {
  return Math.min(4, (window.devicePixelRatio || 1) * scale);
}

/**
 * @pixi/react's Applications own the canvases and renderers: the board (static, rendered on demand) and, stacked on
 * it, the live layer (pieces and effects, rendered every frame). The table itself is an imperative scene (TableScene)
 * created once both are ready, and fed each new model from ordinary React effects.
 */
export function TableCanvas({ model, scale, onScene, onBatchPlayed }: Props): React.JSX.Element {
  const [board, setBoard] = useState<PixiApplication | null>(null);
  const [live, setLive] = useState<PixiApplication | null>(null);
  const scene = useRef<TableScene | null>(null);
  const onBoard = useCallback((created: PixiApplication) => { created.ticker.stop(); setBoard(created); }, []);
  const onLive = useCallback((created: PixiApplication) => setLive(created), []);

  useEffect(() => {
    if (!board || !live) return undefined;
    const created = new TableScene(board, live, onBatchPlayed);
    scene.current = created;
    onScene(created);
    return () => {
      onScene(null);
      scene.current = null;
      created.destroy();
    };
  }, [board, live, onScene, onBatchPlayed]);

  useEffect(() => {
    const resolution = resolutionFor(scale);
    for (const app of [board, live]) {
      if (app && Math.abs(app.renderer.resolution - resolution) > 0.01) app.renderer.resize(TABLE_WIDTH, TABLE_HEIGHT, resolution);
    }
    scene.current?.redrawBoard();
  }, [board, live, scale]);

  useEffect(() => {
    scene.current?.update(model);
  }, [model, board, live]);

  const common = { width: TABLE_WIDTH, height: TABLE_HEIGHT, resolution: resolutionFor(scale), autoDensity: true, antialias: false, preference: 'webgl' as const };
  return (
    <>
      <Application {...common} className="board-canvas" background={PALETTE.night} autoStart={false} onInit={onBoard} />
      <Application {...common} className="live-canvas" backgroundAlpha={0} onInit={onLive} />
    </>
  );
}
