import { memo, useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { extend } from '@pixi/react';
import { Sprite, type Application, type Texture } from 'pixi.js';
import { AREAS } from '../scene/areas';
import type { Area, PaintFrame } from '../scene/areas/area';
import { paintBackdrop } from '../scene/backdrop';
import { TABLE_HEIGHT, TABLE_WIDTH } from '../scene/layout';
import { canvasTexture, regionKey, type RegionCache } from '../scene/regionCache';
import type { TableScene } from '../scene/TableScene';
import { useRendererResolution } from './tableResolution';

extend({ Sprite });

interface Props {
  readonly app: Application;
  readonly host: HTMLElement;
  readonly scene: TableScene;
  readonly resolution: number;
}

/** The backdrop sprite's name in Pixi's tree (its `label`, as each area's sprite is named after its area): never shown. */
const BACKDROP_NAME = 'backdrop';

/**
 * The static board's Pixi tree (rendered by @pixi/react into the board's own Application, under the live canvas):
 * the backdrop, then one sprite per area of `AREAS` showing its painting from the region cache. The areas follow the
 * scene's paint frame; an area renders again only when its region key (what it shows, in which words, how sharp)
 * changes, and the board canvas is drawn once after a commit that changed a texture — never by a ticker.
 */
export const BoardLayers = memo(function BoardLayers({ app, host, scene, resolution }: Props): React.JSX.Element {
  const frame = useSyncExternalStore(scene.subscribeFrame, scene.currentFrame);
  const backdrop = useBackdrop(resolution);
  const keys = frame ? AREAS.map((area) => regionKey(area, frame, resolution)) : [];
  useRendererResolution(app, resolution);
  const drawn = useRef<readonly unknown[]>([]);
  // After every commit (children first): the board is drawn again only when the backdrop or a region's key changed.
  useLayoutEffect(() => {
    const shown = [backdrop, ...keys];
    if (shown.length === drawn.current.length && shown.every((item, i) => item === drawn.current[i])) return;
    drawn.current = shown;
    app.render();
    if (frame) host.dataset.painted = 'true';
  });
  return (
    <>
      <pixiSprite label={BACKDROP_NAME} texture={backdrop} width={TABLE_WIDTH} height={TABLE_HEIGHT} />
      {frame
        ? AREAS.map((area, i) => (
            <BoardArea
              key={area.name}
              area={area}
              paintingKey={keys[i] ?? ''}
              frame={frame}
              resolution={resolution}
              regions={scene.regions}
            />
          ))
        : null}
    </>
  );
});

interface AreaProps {
  readonly area: Area;
  /** Everything its painting shows (regionKey of `frame`): the area renders again only when it changes. */
  readonly paintingKey: string;
  readonly frame: PaintFrame;
  readonly resolution: number;
  readonly regions: RegionCache;
}

/** One board area: its painting for the frame's slice it shows, painted only under a key not cached lately. */
const BoardArea = memo(
  function BoardArea({ area, paintingKey, frame, resolution, regions }: AreaProps): React.JSX.Element | null {
    const { texture, bounds } = regions.painting(area, paintingKey, frame, resolution);
    if (!texture || !bounds) return null;
    return (
      <pixiSprite label={area.name} texture={texture} x={bounds.x} y={bounds.y} width={bounds.w} height={bounds.h} />
    );
  },
  // A new frame with the same key shows the same painting: nothing to render.
  (before, after) =>
    before.paintingKey === after.paintingKey && before.area === after.area && before.regions === after.regions,
);

/** The backdrop (mountains, water, the panels) at `resolution`, painted in plain Canvas 2D; freed once replaced. */
function useBackdrop(resolution: number): Texture {
  const texture = useMemo(() => {
    const pixels = document.createElement('canvas');
    paintBackdrop(pixels, resolution);
    return canvasTexture(pixels);
  }, [resolution]);
  useEffect(() => () => texture.destroy(true), [texture]);
  return texture;
}
