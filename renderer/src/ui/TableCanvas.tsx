import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Application as PixiApplication } from '@pixi/react';
import type { Application, RendererPreference } from 'pixi.js';
import { TABLE_HEIGHT, TABLE_WIDTH } from '../scene/layout';
import type { TableModel } from '../scene/model';
import { TableScene } from '../scene/TableScene';
import { BoardLayers } from './BoardLayers';
import { TableLayers } from './TableLayers';
import { resolutionFor } from './tableResolution';

interface Props {
  readonly model: TableModel;
  /** How much the 1280×720 table is enlarged on screen: the canvases render that many more pixels, so they stay sharp. */
  readonly scale: number;
  readonly onScene: (scene: TableScene | null) => void;
  /** The scene has played (or skipped) a batch of the session's events. */
  readonly onBatchPlayed: (batch: number) => void;
}

/**
 * Pixi's Canvas 2D renderer. @pixi/react 8.0.5 typed its props before Pixi had one (its `preference` lists only webgl
 * and webgpu); it hands the props to Application.init unchanged, where 'canvas' is a RendererPreference.
 */
const CANVAS_2D = 'canvas' satisfies RendererPreference as unknown as 'webgl';

/** Both table canvases: transparent, drawn by Canvas 2D, and with no ticker (they are drawn when something changes). */
const TABLE_CANVAS = {
  width: TABLE_WIDTH,
  height: TABLE_HEIGHT,
  autoDensity: true,
  preference: CANVAS_2D,
  backgroundAlpha: 0,
  autoStart: false,
  sharedTicker: false,
} as const;

function fontsLoaded(): Promise<unknown> {
  return Promise.allSettled([400, 700, 800].map((weight) => document.fonts.load(`${weight} 16px "Alegreya Sans"`)));
}

/**
 * The table: two Pixi Applications made by @pixi/react, both drawn by Pixi's Canvas 2D renderer (TableScene says
 * why). Below, the static board (BoardLayers: one component per area), drawn only when an area's painting changes;
 * over it the live layer (TableLayers), whose pieces and effects the scene renders once per change, and every frame
 * only while an animation plays. The scene is made once the live Application and the font are ready.
 */
export function TableCanvas({ model, scale, onScene, onBatchPlayed }: Props): React.JSX.Element {
  const [live, setLive] = useState<Application | null>(null);
  const [board, setBoard] = useState<Application | null>(null);
  const [boardHost, setBoardHost] = useState<HTMLDivElement | null>(null);
  const [initialResolution] = useState(() => resolutionFor(scale));
  const resolution = resolutionFor(scale);
  const scene = useScene(live, onScene, onBatchPlayed);
  return (
    <>
      <div className="board-canvas" data-testid="board" ref={setBoardHost}>
        <PixiApplication {...TABLE_CANVAS} resolution={initialResolution} onInit={setBoard}>
          {board && boardHost && scene ? (
            <BoardLayers app={board} host={boardHost} scene={scene} resolution={resolution} />
          ) : null}
        </PixiApplication>
      </div>
      <PixiApplication className="live-canvas" {...TABLE_CANVAS} resolution={initialResolution} onInit={setLive}>
        {live && scene ? <TableLayers app={live} scene={scene} model={model} resolution={resolution} /> : null}
      </PixiApplication>
    </>
  );
}

/**
 * The scene over the live Application, made once the bundled font is loaded too (index.html preloads it): the
 * table's labels are drawn once, and no region may be set in a fallback face.
 */
function useScene(
  live: Application | null,
  onScene: (scene: TableScene | null) => void,
  onBatchPlayed: (batch: number) => void,
): TableScene | null {
  const [fontsReady, setFontsReady] = useState(false);
  const [scene, setScene] = useState<TableScene | null>(null);
  const batchPlayed = useRef(onBatchPlayed);
  batchPlayed.current = onBatchPlayed;

  useEffect(() => {
    let cancelled = false;
    void fontsLoaded().then(() => {
      if (!cancelled) setFontsReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  useLayoutEffect(() => {
    if (!live || !fontsReady) return undefined;
    const created = new TableScene(live, (batch) => batchPlayed.current(batch));
    setScene(created);
    onScene(created);
    return () => {
      onScene(null);
      setScene(null);
      created.destroy();
    };
  }, [live, fontsReady, onScene]);
  return scene;
}
