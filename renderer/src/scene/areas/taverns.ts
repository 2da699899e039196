import { editionData, type Action } from '../../game/engine';
import { tavernLabel, tavernTooltip } from '../../game/describe';
import { drawIcon, drawPlayerMarker } from '../icons';
import { tavernIcon } from '../iconUse';
import { rect, type Rect } from '../layout';
import { PALETTE } from '../palette';
import { label } from '../pieces';
import { NO_TARGETS, type Area } from './area';

/** The taverns on the shore at the inner end of the fjord, where players retire. */
export const tavernRect = (tavern: number): Rect => rect(8 + (tavern - 1) * 48, 10, 44, 92);
export const SHORE = rect(0, 10, 252, 102);

export const tavernsArea: Area = {
  name: 'taverns',
  rects: () => [SHORE],
  redrawKey: ({ view }) => JSON.stringify([view.state.taverns, view.seatsKey]),
  paint: (g, t, { view }) => {
    g.rect(0, 60, 252, 52).fill(0x3c4a3a);
    for (const tavern of editionData(view.state.setup).taverns) {
      const r = tavernRect(tavern.tavern);
      g.roundRect(r.x, r.y + 30, r.w, r.h - 30, 4)
        .fill(0x6b4e36)
        .stroke({ width: 1, color: 0x3a2a1c });
      g.poly([r.x - 3, r.y + 32, r.x + r.w / 2, r.y + 8, r.x + r.w + 3, r.y + 32])
        .fill(0x5a2a22)
        .stroke({ width: 1, color: 0x2a1510 });
      g.rect(r.x + r.w / 2 - 6, r.y + r.h - 18, 12, 18).fill(0x3a2a1c);
      t.addChild(
        label(
          `T${tavern.tavern}`,
          r.x + r.w / 2,
          r.y + 40,
          { fontSize: 13, fontWeight: '800', fill: PALETTE.snow },
          [0.5, 0],
        ),
      );
      drawIcon(g, tavernIcon(tavern.action), r.x + r.w / 2, r.y + 66, 18);
      const seat = view.state.taverns[tavern.tavern - 1];
      const look = seat === null || seat === undefined ? undefined : view.seats[seat];
      if (look) drawPlayerMarker(g, look.shape, look.colour, r.x + r.w / 2, r.y + 18, 8);
    }
  },
  actingTargets: ({ view, selection, can }) =>
    editionData(view.state.setup).taverns.map((tavern) => {
      const action: Action = { type: 'retire', tavern: tavern.tavern };
      return {
        id: `tavern-${tavern.tavern}`,
        rect: tavernRect(tavern.tavern),
        label: tavernLabel(tavern),
        get tooltip() {
          return tavernTooltip(view.state, tavern, view.names);
        },
        enabled: selection.kind !== 'die' && can((a) => a.type === 'retire' && a.tavern === tavern.tavern),
        command: { kind: 'send', action },
      };
    }),
  informationTargets: NO_TARGETS,
};
