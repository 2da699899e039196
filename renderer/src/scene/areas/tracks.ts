import type { Container, Graphics } from 'pixi.js';
import { gameTracks, type Action, type Track } from '../../game/engine';
import { boardWords, scoringTileLabel, scoringTileTooltip, trackLabel, trackTooltip } from '../../game/describe';
import { drawIcon } from '../icons';
import { techRewardIcon } from '../iconUse';
import { rect, type Rect } from '../layout';
import { PALETTE } from '../palette';
import { label } from '../pieces';
import type { TableView } from '../tableView';
import { NO_TARGETS, type Area, type HitTarget } from './area';

/** The four technology tracks on the right, each under its scoring tile. */
export const TRACK_ORDER: readonly Track[] = ['village', 'seafaring', 'trade', 'craft'];
export const trackRect = (track: Track): Rect => rect(968 + TRACK_ORDER.indexOf(track) * 77, 116, 73, 284);
export const scoringTileRect = (track: Track): Rect => {
  const t = trackRect(track);
  return rect(t.x, t.y, t.w, 44);
};
/** Space 0 at the bottom, space 5 at the top. */
export const trackSpaceRect = (track: Track, space: number): Rect => {
  const t = trackRect(track);
  return rect(t.x, t.y + 48 + (5 - space) * 39, t.w, 36);
};
export const TRACKS_PANEL = rect(966, 114, 308, 290);
/** The advanced technology tile's wood-brown and its brass trim. */
const ADVANCED_TILE = 0x5e4430;
const ADVANCED_TRIM = 0xd9a752;

type GameState = TableView['state'];

/** A track's scoring tile: its name, when it scores, and the track's name. */
function paintScoringTile(g: Graphics, t: Container, track: Track, scoring: GameState['scoringTiles'][Track]): void {
  const tile = scoringTileRect(track);
  g.roundRect(tile.x, tile.y, tile.w, tile.h, 5).fill(0x5a4a7a).stroke({ width: 1, color: 0xc9b8ee });
  const lines = [
    { words: boardWords.scoringTileName(scoring), y: 2, style: { fontWeight: '800', fill: PALETTE.snow } },
    { words: boardWords.scoringTileTiming(scoring), y: 15, style: { fill: 0xd8ccf2 } },
    { words: boardWords.trackName(track), y: 29, style: { fontWeight: '700', fill: PALETTE.resourceRoof } },
  ] as const;
  for (const line of lines)
    t.addChild(label(line.words, tile.x + tile.w / 2, tile.y + line.y, { fontSize: 11, ...line.style }, [0.5, 0]));
}

/** A space of a track: its number, and above space 0 the reward it gives and the cost of stepping onto it. */
function paintSpace(
  g: Graphics,
  t: Container,
  track: Track,
  space: number,
  def: ReturnType<typeof gameTracks>[Track],
  advanced: boolean,
): void {
  const s = trackSpaceRect(track, space);
  const ground = advanced ? ADVANCED_TILE : 0x34495a;
  g.roundRect(s.x, s.y, s.w, s.h, 5)
    .fill(space === 0 ? 0x2a3640 : ground)
    .stroke(
      advanced ? { width: 1.5, color: ADVANCED_TRIM, alpha: 0.9 } : { width: 1, color: PALETTE.slateLight, alpha: 0.6 },
    );
  t.addChild(label(String(space), s.x + 4, s.y + 1, { fontSize: 11, fill: PALETTE.foam }));
  if (space === 0) return;
  drawIcon(g, techRewardIcon(def.rewards[space - 1] ?? { kind: 'scoringTile' }), s.x + 20, s.y + 20, 17);
  // The cost of the step into this space sits on the line below it.
  drawIcon(g, def.costs[space - 1] ?? 'gold', s.x + s.w - 11, s.y + s.h - 2, 13);
}

export const tracksArea: Area = {
  name: 'tracks',
  rects: () => [TRACKS_PANEL],
  redrawKey: ({ view }) => JSON.stringify([view.state.scoringTiles, view.state.topArrivals, view.state.setup.variant]),
  paint: (g, t, { view: { state } }) => {
    const tracks = gameTracks(state.setup);
    for (const track of TRACK_ORDER) {
      paintScoringTile(g, t, track, state.scoringTiles[track]);
      // The advanced technology tile lies over Trade in the advanced game (RULES §14.1): drawn as a separate tile.
      const advanced = state.setup.variant === 'advanced' && track === 'trade';
      for (let space = 0; space <= 5; space++) paintSpace(g, t, track, space, tracks[track], advanced);
    }
  },
  // A track's scoring tile sits on it: clicking the tile does what clicking the track does, so that the tile's own
  // tooltip takes none of the track's clicks. The tiles come after the tracks, so that they lie on top.
  actingTargets: ({ view, viewedSeat, can }) => {
    const tracks: HitTarget[] = [];
    const tiles: HitTarget[] = [];
    for (const track of TRACK_ORDER) {
      const action: Action = { type: 'gainTech', track };
      const enabled = can((a) => a.type === 'gainTech' && a.track === track);
      tracks.push({
        id: `track-${track}`,
        rect: trackRect(track),
        label: trackLabel(track),
        get tooltip() {
          return trackTooltip(view.state, track, viewedSeat, view.names);
        },
        enabled,
        command: { kind: 'send', action },
      });
      const tile = scoringTileTooltip(view.state, track, view.names);
      tiles.push({
        id: `scoring-tile-${track}`,
        rect: scoringTileRect(track),
        label: scoringTileLabel(tile, track, enabled),
        tooltip: tile,
        enabled,
        command: { kind: 'send', action },
      });
    }
    return [...tracks, ...tiles];
  },
  informationTargets: NO_TARGETS,
};
