import { boardWords, crateStackLabel, crateStackTooltip } from '../../game/describe';
import { rect, type Rect } from '../layout';
import { PALETTE } from '../palette';
import { drawCrate, label } from '../pieces';
import { NO_TARGETS, type Area } from './area';

/** The order (crate) stacks on the right, 1 to 4. */
export const crateStackRect = (stack: number): Rect => rect(968 + (stack - 1) * 77, 406, 73, 94);
export const CRATES_PANEL = rect(966, 404, 308, 96);

export const cratesArea: Area = {
  name: 'crates',
  rects: () => [CRATES_PANEL],
  redrawKey: ({ view }) => JSON.stringify(view.state.crateStacks.map((s) => [s[0], s.length])),
  paint: (g, t, { view: { state } }) => {
    t.addChild(label(boardWords.orders(), 972, 406, { fontSize: 11, fill: PALETTE.foam }));
    state.crateStacks.forEach((pile, i) => {
      const r = crateStackRect(i + 1);
      for (let k = Math.min(pile.length, 4) - 1; k > 0; k--)
        g.roundRect(r.x + 6 + k * 2, r.y + 20 - k * 2, r.w - 12, 50, 4).fill(0x7a5a30);
      const top = pile[0];
      if (top !== undefined) drawCrate(g, t, top, r.x + 6, r.y + 20, r.w - 12, 52);
      t.addChild(
        label(
          boardWords.crateStackCaption(i + 1, pile.length),
          r.x + r.w / 2,
          r.y + 76,
          { fontSize: 11, fill: PALETTE.ice },
          [0.5, 0],
        ),
      );
    });
  },
  actingTargets: ({ state, legal, humanToAct }) =>
    state.crateStacks.map((_, i) => {
      const stack = i + 1;
      const order =
        legal.find((a) => a.type === 'completeOrder' && a.stack === stack && !a.substitute) ??
        legal.find((a) => a.type === 'completeOrder' && a.stack === stack);
      return {
        id: `crate-${stack}`,
        rect: crateStackRect(stack),
        label: crateStackLabel(state, stack),
        get tooltip() {
          return crateStackTooltip(state, stack);
        },
        enabled: humanToAct && order !== undefined,
        command: { kind: 'send', action: order ?? { type: 'completeOrder', stack: i + 1 } },
      };
    }),
  informationTargets: NO_TARGETS,
};
