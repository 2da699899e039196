import { Container, Graphics } from 'pixi.js';
import { data, type StackId } from '../../game/engine';
import { boardWords, stackLabel, stackTooltip } from '../../game/describe';
import { rect, type Rect } from '../layout';
import { PALETTE } from '../palette';
import { drawTile, label } from '../pieces';
import { NO_TARGETS, type Area } from './area';

/** The building stacks, their top tiles face up. */
export const STACK_ORDER: readonly StackId[] = ['S1', 'S2', 'S3', 'L1', 'L2'];
export const stackRect = (stack: StackId): Rect => rect(404 + STACK_ORDER.indexOf(stack) * 112, 182, 104, 90);
export const STACKS_PANEL = rect(404, 180, 556, 94);

export const stacksArea: Area = {
  name: 'stacks',
  rects: () => [STACKS_PANEL],
  redrawKey: ({ view }) =>
    JSON.stringify(STACK_ORDER.map((s) => [view.state.buildingStacks[s][0], view.state.buildingStacks[s].length])),
  paint: (g, t, { view: { state } }) => {
    t.addChild(label(boardWords.buildingStacks(), 410, 182, { fontSize: 11, fill: PALETTE.foam }));
    for (const stack of STACK_ORDER) {
      const r = stackRect(stack);
      const pile = state.buildingStacks[stack];
      g.roundRect(r.x, r.y + 14, r.w, r.h - 14, 6)
        .fill({ color: 0x1d2831 })
        .stroke({ width: 1, color: PALETTE.slateLight, alpha: 0.5 });
      t.addChild(
        label(
          boardWords.stackCaption(stack, pile.length),
          r.x + r.w / 2,
          r.y + r.h - 15,
          { fontSize: 11, fontWeight: '700', fill: PALETTE.ice },
          [0.5, 0],
        ),
      );
      const top = pile[0];
      if (top === undefined) {
        t.addChild(
          label(boardWords.empty(), r.x + r.w / 2, r.y + 44, { fontSize: 11, fill: PALETTE.slateLight }, [0.5, 0.5]),
        );
        continue;
      }
      const tile = data.TILES[top];
      const cell = 30;
      const width = tile?.shape === 'corner' ? 2 * cell : (tile?.cells.length ?? 1) * cell;
      const height = tile?.shape === 'corner' ? 2 * cell : cell;
      const scale = Math.min(1, (r.w - 8) / width, (r.h - 34) / height);
      const holder = new Container();
      const tileGraphics = new Graphics();
      const tileTexts = new Container();
      holder.addChild(tileGraphics, tileTexts);
      drawTile(tileGraphics, tileTexts, top, 0, 0, cell);
      holder.scale.set(scale);
      holder.position.set(r.x + (r.w - width * scale) / 2, r.y + 18 + (r.h - 36 - height * scale) / 2);
      t.addChild(holder);
    }
  },
  actingTargets: ({ state, selection, can }) =>
    STACK_ORDER.map((stack) => ({
      id: `stack-${stack}`,
      rect: stackRect(stack),
      label: stackLabel(state, stack),
      get tooltip() {
        return stackTooltip(state, stack);
      },
      enabled: selection.kind !== 'placing' && can((a) => a.type === 'build' && a.stack === stack),
      command: { kind: 'stack', stack },
    })),
  informationTargets: NO_TARGETS,
};
