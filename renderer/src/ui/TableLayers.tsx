import { useLayoutEffect } from 'react';
import { extend } from '@pixi/react';
import { Container, type Application } from 'pixi.js';
import type { TableModel } from '../scene/model';
import { LIVE_LAYERS, type LiveLayer, type TableScene } from '../scene/TableScene';
import { useRendererResolution } from './tableResolution';

extend({ Container });

interface Props {
  readonly app: Application;
  readonly scene: TableScene;
  readonly model: TableModel;
  readonly resolution: number;
}

/**
 * The live canvas's Pixi tree (rendered by @pixi/react inside the live Application): a slot per live layer, into
 * which the scene hangs the layers it drives imperatively (pieces, flights, highlights: animation). Each model is
 * prepared first (the board's areas follow the paint frame it makes, ui/BoardLayers.tsx), then played.
 */
export function TableLayers({ app, scene, model, resolution }: Props): React.JSX.Element {
  useRendererResolution(app, resolution);
  // Layout effects run in the order of the tree: the model is prepared, then the pieces played.
  return (
    <>
      <Step run={() => scene.prepare(model)} />
      {LIVE_LAYERS.map((layer) => (
        <LiveSlot key={layer} scene={scene} layer={layer} />
      ))}
      <Step run={() => scene.play()} />
    </>
  );
}

/** A step of showing a model, run after every render of the tree (the scene skips what did not change). */
function Step({ run }: { readonly run: () => void }): null {
  useLayoutEffect(run);
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
