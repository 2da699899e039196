import { Application } from '@pixi/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Application as PixiApplication } from 'pixi.js';
import { TABLE_HEIGHT, TABLE_WIDTH } from '../scene/layout';
import type { TableModel } from '../scene/model';
import { PALETTE } from '../scene/palette';
import { TableScene } from '../scene/TableScene';

interface Props {
  readonly model: TableModel;
  /** How much the 1280×720 table is enlarged on screen: the canvas renders that many more pixels, so it stays sharp. */
  readonly scale: number;
  readonly onScene: (scene: TableScene | null) => void;
}

function resolutionFor(scale: number): number {
  return Math.min(4, (window.devicePixelRatio || 1) * scale);
}

/**
 * @pixi/react's Application owns the canvas and the renderer; the table itself is an imperative scene (TableScene)
 * that this component creates once the application is ready and feeds each new model from ordinary React effects.
 */
export function TableCanvas({ model, scale, onScene }: Props): React.JSX.Element {
  const [app, setApp] = useState<PixiApplication | null>(null);
  const scene = useRef<TableScene | null>(null);
  const onInit = useCallback((created: PixiApplication) => setApp(created), []);

  useEffect(() => {
    if (!app) return undefined;
    const created = new TableScene(app);
    scene.current = created;
    onScene(created);
    return () => {
      onScene(null);
      scene.current = null;
      created.destroy();
    };
  }, [app, onScene]);

  useEffect(() => {
    if (!app) return;
    const resolution = resolutionFor(scale);
    if (Math.abs(app.renderer.resolution - resolution) > 0.01) app.renderer.resize(TABLE_WIDTH, TABLE_HEIGHT, resolution);
  }, [app, scale]);

  useEffect(() => {
    scene.current?.update(model);
  }, [model, app]);

  return (
    <Application
      width={TABLE_WIDTH}
      height={TABLE_HEIGHT}
      resolution={resolutionFor(scale)}
      autoDensity
      antialias
      preference="webgl"
      background={PALETTE.night}
      onInit={onInit}
    />
  );
}
