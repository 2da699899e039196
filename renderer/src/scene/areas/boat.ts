import { boardWords, boatSlotTooltip, boatTileTooltip, spokenTooltip } from '../../game/describe';
import { rect, type Rect } from '../layout';
import { PALETTE } from '../palette';
import { drawToken, label } from '../pieces';
import { infoTarget, type Area, type HitTarget } from './area';

/** The viewed player's boat tile: its slots and the fishing tokens in them. */
export const BOAT_TILE = rect(694, 406, 266, 64);
/** The most slots a boat can have: the upgraded side's five plus the Shipwright's one; all of them fit on the tile. */
export const MOST_BOAT_SLOTS = 6;
export const boatSlotRect = (slot: number): Rect => rect(700 + slot * 43, 428, 39, 38);
/** The boat tile's title line, above its slots. */
export const BOAT_TILE_TITLE = rect(BOAT_TILE.x, BOAT_TILE.y, BOAT_TILE.w, boatSlotRect(0).y - BOAT_TILE.y);

export const boatArea: Area = {
  name: 'boat',
  rects: () => [BOAT_TILE],
  redrawKey: ({ view }) => JSON.stringify([view.viewedSeat, view.viewed?.boat, view.viewed?.collected.length]),
  paint: (g, t, { view: { viewed: player } }) => {
    if (!player) return;
    const r = BOAT_TILE;
    t.addChild(label(boardWords.boat(player), r.x + 6, r.y + 3, { fontSize: 11, fill: PALETTE.foam }));
    player.boat.slots.forEach((token, slot) => {
      const s = boatSlotRect(slot);
      g.roundRect(s.x, s.y, s.w, s.h, 6).fill({ color: 0x6b4a2a }).stroke({ width: 1, color: 0x3a2a1c });
      if (player.boat.upgraded && slot === 0)
        t.addChild(label('×2', s.x + 2, s.y, { fontSize: 11, fontWeight: '800', fill: PALETTE.resourceRoof }));
      if (token !== null) drawToken(g, t, token, s.x + s.w / 2, s.y + s.h / 2, 17);
    });
  },
  // A token on the boat may be thrown overboard (a free action).
  actingTargets: ({ view: { viewed: player }, viewingActor, can }) => {
    const out: HitTarget[] = [];
    player?.boat.slots.forEach((token, slot) => {
      if (token === null) return;
      const tooltip = boatSlotTooltip(player, slot);
      out.push({
        id: `token-slot-${slot}`,
        rect: boatSlotRect(slot),
        label: spokenTooltip(tooltip),
        tooltip,
        enabled: viewingActor && can((a) => a.type === 'throwOverboard' && a.token === token),
        command: { kind: 'send', action: { type: 'throwOverboard', token } },
      });
    });
    return out;
  },
  informationTargets: ({ view: { viewed: player } }) => {
    if (!player) return [];
    const out = [infoTarget('boat-tile', BOAT_TILE_TITLE, boatTileTooltip(player))];
    player.boat.slots.forEach((token, slot) => {
      if (token === null) out.push(infoTarget(`boat-slot-${slot}`, boatSlotRect(slot), boatSlotTooltip(player, slot)));
    });
    return out;
  },
};
