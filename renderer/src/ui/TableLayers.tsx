import { useLayoutEffect, useRef, useState } from 'react';
import { extend } from '@pixi/react';
import { Container, type Application } from 'pixi.js';
import { AREAS } from '../scene/areas';
import type { Area } from '../scene/areas/area';
import { TABLE_HEIGHT, TABLE_WIDTH } from '../scene/layout';
import type { TableModel } from '../scene/model';
import { LIVE_LAYERS, TableScene, type LiveLayer } from '../scene/TableScene';

extend({ Container });

/** How much sharper than the 1280×720 frame the table is drawn: the screen's pixel ratio times the page's scale. */
export function resolutionFor(scale: number): number {
  return Math.min(4, (window.devicePixelRatio || 1) * scale);
}

interface Props {
  readonly app: Application;
  readonly boardHost: HTMLElement;
  readonly model: TableModel;
  readonly scale: number;
  readonly onScene: (scene: TableScene | null) => void;
  readonly onBatchPlayed: (batch: number) => void;
}

/**
 * The table's Pixi tree (rendered by @pixi/react inside the live Application): the scene, made once the Application
 * is ready, and under it one component per board area and a slot per live layer. The areas paint through the scene's
 * compositor (the same painters and region cache); the pieces, flights and highlights are driven imperatively by the
 * scene on the layers it hangs in the slots.
 */
export function TableLayers({ app, boardHost, model, scale, onScene, onBatchPlayed }: Props): React.JSX.Element | null {
  const [scene, setScene] = useState<TableScene | null>(null);
  const latestScale = useRef(scale);
  latestScale.current = scale;
  const batchPlayed = useRef(onBatchPlayed);
  batchPlayed.current = onBatchPlayed;

  useLayoutEffect(() => {
    const created = new TableScene(app, boardHost, resolutionFor(latestScale.current), (batch) =>
      batchPlayed.current(batch),
    );
    setScene(created);
    onScene(created);
    return () => {
      onScene(null);
      setScene(null);
      created.destroy();
    };
  }, [app, boardHost, onScene]);

  // Later scale changes render the live canvas and repaint the board at the new resolution.
  useLayoutEffect(() => {
    const resolution = resolutionFor(scale);
    if (Math.abs(app.renderer.resolution - resolution) > 0.01)
      app.renderer.resize(TABLE_WIDTH, TABLE_HEIGHT, resolution);
    scene?.redrawBoard(resolution);
  }, [app, scale, scene]);

  if (!scene) return null;
  // Layout effects run in the order of the tree: the model is prepared, the areas painted, then the pieces played.
  return (
    <>
      <Step run={() => scene.prepare(model)} />
      {AREAS.map((area) => (
        <BoardArea key={area.name} scene={scene} area={area} />
      ))}
      {LIVE_LAYERS.map((layer) => (
        <LiveSlot key={layer} scene={scene} layer={layer} />
      ))}
      <Step
        run={() => {
          scene.play();
          boardHost.dataset.painted = 'true';
        }}
      />
    </>
  );
}

/** A step of showing a model, run after every render of the tree (the scene skips what did not change). */
function Step({ run }: { readonly run: () => void }): null {
  useLayoutEffect(run);
  return null;
}

/** One board area: painted into its region (or taken from the region cache) whenever the model it shows changes. */
function BoardArea({ scene, area }: { readonly scene: TableScene; readonly area: Area }): null {
  useLayoutEffect(() => scene.paintArea(area));
  return null;
}

/** A slot of the live stage, holding the scene's layer. */
function LiveSlot({ scene, layer }: { readonly scene: TableScene; readonly layer: LiveLayer }): React.JSX.Element {
  return (
    <pixiContainer
      ref={(slot: Container | null) => {
        if (!slot) return undefined;
        const content = scene.liveLayer(layer);
        slot.addChild(content);
        return () => {
          if (!content.destroyed) slot.removeChild(content);
        };
      }}
    />
  );
}
