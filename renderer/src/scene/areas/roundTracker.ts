import { Graphics } from 'pixi.js';
import { boardWords, roundTrackerTooltip } from '../../game/describe';
import { drawDieFace } from '../icons';
import { HUD_BUTTONS, rect } from '../layout';
import { PALETTE } from '../palette';
import { label } from '../pieces';
import { NO_TARGETS, infoTarget, type Area } from './area';

/** The round tracker, top right: the round and the orange dice waiting for the next ones. */
export const ROUND_TRACKER = rect(968, 8, 304, 50);

export const roundTrackerArea: Area = {
  name: 'round',
  rects: () => [ROUND_TRACKER],
  redrawKey: ({ view: { state } }) => JSON.stringify([state.round, state.trackerDice.length, state.phase]),
  paint: (g, t, { view: { state } }) => {
    const r = ROUND_TRACKER;
    t.addChild(label(boardWords.round(), r.x + 8, r.y + 15, { fontSize: 14, fontWeight: '700' }));
    for (let round = 1; round <= 3; round++) {
      const x = r.x + 66 + (round - 1) * 32;
      const current = round === state.round;
      g.circle(x, r.y + 25, 12)
        .fill(current ? PALETTE.resourceRoof : PALETTE.slate)
        .stroke({ width: 2, color: current ? PALETTE.snow : PALETTE.slateLight });
      t.addChild(
        label(
          String(round),
          x,
          r.y + 25,
          { fontSize: 14, fontWeight: '800', fill: current ? PALETTE.ink : PALETTE.ice },
          [0.5, 0.5],
        ),
      );
    }
    t.addChild(label(boardWords.waiting(), r.x + 140, r.y + 3, { fontSize: 11, fill: PALETTE.foam }));
    for (let i = 0; i < Math.min(state.trackerDice.length, 8); i++) {
      const die = new Graphics();
      drawDieFace(die, 'orange', 1, 10);
      die.position.set(r.x + 146 + (i % 4) * 12, r.y + 24 + Math.floor(i / 4) * 12);
      t.addChild(die);
    }
  },
  actingTargets: NO_TARGETS,
  // The Log, ? and Menu buttons sit at its right end: the tooltip's spot stops short of them.
  informationTargets: ({ state }) => [
    infoTarget(
      'round-tracker',
      rect(ROUND_TRACKER.x, ROUND_TRACKER.y, HUD_BUTTONS.x - ROUND_TRACKER.x - 2, ROUND_TRACKER.h),
      roundTrackerTooltip(state),
    ),
  ],
};
