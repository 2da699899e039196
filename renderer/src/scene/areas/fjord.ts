import { data } from '../../game/engine';
import { boardWords, harbourTooltip, sectionTooltip } from '../../game/describe';
import { drawIcon } from '../icons';
import { rect, type Rect } from '../layout';
import { PALETTE } from '../palette';
import { label } from '../pieces';
import { NO_TARGETS, infoTarget, type Area } from './area';

/** The fjord band across the top: the harbour at its inner (left) end, sections 1–6 outward, each on its token stack. */
export const FJORD = rect(254, 8, 702, 96);
export const HARBOUR = rect(254, 8, 96, 96);
export const sectionRect = (section: number): Rect => rect(356 + (section - 1) * 100, 8, 96, 96);

/** Where a seat's boat sits inside the harbour or a section, so that boats sharing water do not cover each other. */
export function boatSpot(section: number, seat: number): { x: number; y: number } {
  const water = section === 0 ? HARBOUR : sectionRect(section);
  return { x: water.x + 22 + (seat % 2) * 50, y: water.y + 50 + Math.floor(seat / 2) * 26 };
}

export const fjordArea: Area = {
  name: 'fjord',
  rects: () => [FJORD],
  redrawKey: ({ view }) => JSON.stringify(view.state.fjord.map((s) => s.length)),
  paint: (g, t, { view: { state } }) => {
    g.roundRect(HARBOUR.x, HARBOUR.y, HARBOUR.w, HARBOUR.h, 8)
      .fill({ color: PALETTE.waterShallow, alpha: 0.7 })
      .stroke({ width: 1, color: PALETTE.foam, alpha: 0.5 });
    for (let i = 0; i < 6; i++) g.rect(HARBOUR.x + 4, HARBOUR.y + 14 + i * 5, 36, 3).fill(PALETTE.boardwalk);
    t.addChild(
      label(
        boardWords.harbour(),
        HARBOUR.x + HARBOUR.w / 2,
        HARBOUR.y + 2,
        { fontSize: 12, fontWeight: '700' },
        [0.5, 0],
      ),
    );
    for (const section of data.FJORD_SECTIONS) {
      const r = sectionRect(section.section);
      const depth = section.section / 6;
      g.roundRect(r.x, r.y, r.w, r.h, 8)
        .fill({ color: PALETTE.waterDeep, alpha: 0.45 + depth * 0.5 })
        .stroke({ width: 1, color: PALETTE.foam, alpha: 0.35 });
      t.addChild(
        label(`${section.section}`, r.x + 8, r.y + 4, { fontSize: 16, fontWeight: '800', fill: PALETTE.foam }),
      );
      drawIcon(g, 'vp', r.x + r.w - 17, r.y + 17, 28);
      t.addChild(
        label(
          String(section.returnVp),
          r.x + r.w - 17,
          r.y + 17,
          { fontSize: 14, fontWeight: '800', fill: PALETTE.ink },
          [0.5, 0.5],
        ),
      );
      if (section.needs !== 'none') {
        t.addChild(
          label(
            boardWords.sectionNeeds(section.needs),
            r.x + r.w / 2,
            r.y + r.h - 16,
            { fontSize: 11, fill: PALETTE.foam, fontStyle: 'italic' },
            [0.5, 0],
          ),
        );
      }
      // The face-down token stack.
      const count = state.fjord[section.section - 1]?.length ?? 0;
      for (let i = 0; i < Math.min(count, 6); i++)
        g.circle(r.x + 20, r.y + 34 - i * 2, 9)
          .fill(0x1c3d57)
          .stroke({ width: 1, color: PALETTE.foam, alpha: 0.6 });
      t.addChild(label(`×${count}`, r.x + 32, r.y + 26, { fontSize: 11, fill: PALETTE.foam }));
    }
  },
  actingTargets: NO_TARGETS,
  informationTargets: ({ view: { state, names } }) => [
    infoTarget('harbour', HARBOUR, harbourTooltip(state, names)),
    ...data.FJORD_SECTIONS.map((section) =>
      infoTarget(`section-${section.section}`, sectionRect(section.section), sectionTooltip(state, section, names)),
    ),
  ],
};
