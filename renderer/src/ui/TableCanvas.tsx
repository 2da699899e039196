import { useEffect, useRef, useState } from 'react';
import { Application as PixiApplication } from '@pixi/react';
import type { Application, RendererPreference } from 'pixi.js';
import { TABLE_HEIGHT, TABLE_WIDTH } from '../scene/layout';
import type { TableModel } from '../scene/model';
import type { TableScene } from '../scene/TableScene';
import { TableLayers, resolutionFor } from './TableLayers';

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

function fontsLoaded(): Promise<unknown> {
  return Promise.allSettled([400, 700, 800].map((weight) => document.fonts.load(`${weight} 16px "Alegreya Sans"`)));
}

/**
 * The board (a Canvas 2D canvas the scene paints area by area) and over it the live layer: one Pixi Application,
 * made by @pixi/react, whose canvas shows the pieces and effects. Both are drawn by Pixi's Canvas 2D renderer
 * (TableScene says why). It runs no ticker: the scene renders it when something changes, and every frame only while
 * an animation plays. The table's Pixi tree (TableLayers) is mounted once the Application and the font are ready.
 */
export function TableCanvas({ model, scale, onScene, onBatchPlayed }: Props): React.JSX.Element {
  const [live, setLive] = useState<Application | null>(null);
  const [fontsReady, setFontsReady] = useState(false);
  const [boardHost, setBoardHost] = useState<HTMLDivElement | null>(null);
  const [resolution] = useState(() => resolutionFor(scale));
  const initialised = useRef(false);

  // The table's labels are drawn once, in the bundled font: wait for it too (index.html preloads it) so that no
  // region is set in a fallback face.
  useEffect(() => {
    let cancelled = false;
    void fontsLoaded().then(() => {
      if (!cancelled) setFontsReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <>
      <div className="board-canvas" data-testid="board" ref={setBoardHost} />
      <PixiApplication
        className="live-canvas"
        width={TABLE_WIDTH}
        height={TABLE_HEIGHT}
        resolution={resolution}
        autoDensity
        preference={CANVAS_2D}
        backgroundAlpha={0}
        autoStart={false}
        sharedTicker={false}
        onInit={(app) => {
          if (!initialised.current) {
            initialised.current = true;
            setLive(app);
          }
        }}
      >
        {live && fontsReady && boardHost ? (
          <TableLayers
            app={live}
            boardHost={boardHost}
            model={model}
            scale={scale}
            onScene={onScene}
            onBatchPlayed={onBatchPlayed}
          />
        ) : null}
      </PixiApplication>
    </>
  );
}
