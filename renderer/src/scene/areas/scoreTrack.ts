import { boardWords, scoreTrackTooltip } from '../../game/describe';
import { drawPlayerMarker } from '../icons';
import { rect } from '../layout';
import { PALETTE } from '../palette';
import { label } from '../pieces';
import { NO_TARGETS, infoTarget, type Area } from './area';

/** The score track under the round tracker: a marker per seat. */
export const SCORE_TRACK = rect(968, 62, 304, 44);

export const scoreTrackArea: Area = {
  name: 'score',
  rects: () => [SCORE_TRACK],
  redrawKey: ({ view: { state, seatsKey } }) => JSON.stringify([state.players.map((p) => p.score), seatsKey]),
  paint: (g, t, { view }) => {
    const r = SCORE_TRACK;
    const { state } = view;
    const top = Math.max(100, ...state.players.map((p) => Math.ceil((p.score + 1) / 50) * 50));
    const x0 = r.x + 12;
    const width = r.w - 24;
    g.roundRect(x0, r.y + 24, width, 8, 4).fill(PALETTE.slate);
    for (let v = 0; v <= top; v += 10) {
      const x = x0 + (v / top) * width;
      g.rect(x - 0.5, r.y + 22, 1, 12).fill({ color: PALETTE.ice, alpha: v % 50 === 0 ? 0.9 : 0.4 });
      if (v % 50 === 0) t.addChild(label(String(v), x, r.y + 34, { fontSize: 11, fill: PALETTE.foam }, [0.5, 0]));
    }
    t.addChild(label(boardWords.score(), r.x + 10, r.y + 2, { fontSize: 12, fontWeight: '700' }));
    state.players.forEach((player, seat) => {
      const look = view.seats[seat];
      if (look)
        drawPlayerMarker(
          g,
          look.shape,
          look.colour,
          x0 + (Math.min(player.score, top) / top) * width,
          r.y + 28 - (seat % 2) * 8,
          6,
        );
    });
  },
  actingTargets: NO_TARGETS,
  informationTargets: ({ view: { state, names } }) => [
    infoTarget('score-track', SCORE_TRACK, scoreTrackTooltip(state, names)),
  ],
};
