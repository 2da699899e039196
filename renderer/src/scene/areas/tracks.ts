import { CanvasTextMetrics, TextStyle, type Container, type Graphics, type TextStyleOptions } from 'pixi.js';
import { gameTracks, type Action, type ScoringTileId, type Track, type TrackDef } from '../../game/engine';
import { boardWords, scoringTileLabel, scoringTileTooltip, trackLabel, trackTooltip } from '../../game/describe';
import { drawIcon } from '../icons';
import { techRewardIcon } from '../iconUse';
import { rect, type Rect } from '../layout';
import { PALETTE } from '../palette';
import { FONT, label } from '../pieces';
import { wrapText, type MeasureText } from '../wrapText';
import { NO_TARGETS, type Area, type HitTarget } from './area';

/** The four technology tracks on the right, each under its scoring tile. */
export const TRACK_ORDER: readonly Track[] = ['village', 'seafaring', 'trade', 'craft'];
export const trackRect = (track: Track): Rect => rect(968 + TRACK_ORDER.indexOf(track) * 77, 116, 73, 284);
export const scoringTileRect = (track: Track): Rect => {
  const t = trackRect(track);
  return rect(t.x, t.y, t.w, 52);
};
/** Space 0 at the bottom, space 5 at the top. */
export const trackSpaceRect = (track: Track, space: number): Rect => {
  const t = trackRect(track);
  return rect(t.x, t.y + 56 + (5 - space) * 38, t.w, 35);
};
export const TRACKS_PANEL = rect(966, 114, 308, 290);
/** The three lines of a scoring tile, top to bottom: its name, when it scores, the track it lies on. */
export const SCORING_TILE_NAME_STYLE = { fontSize: 11, fontWeight: '800', fill: PALETTE.snow } as const;
export const SCORING_TILE_TIMING_STYLE = { fontSize: 11, fill: 0xd8ccf2 } as const;
export const SCORING_TILE_TRACK_STYLE = { fontSize: 11, fontWeight: '700', fill: PALETTE.resourceRoof } as const;
/** The width a scoring tile's line may take: the tile less a margin on each side, so no word touches its edge. */
export const SCORING_TILE_LINE_WIDTH = scoringTileRect('village').w - 6;
/** The lines of a scoring tile are this far apart: two for its name, one for its timing, one for its track. */
const SCORING_TILE_LINE_HEIGHT = 12;
/** How many lines a scoring tile's name may take. */
export const SCORING_TILE_NAME_LINES = 2;

/** A scoring tile's name as drawn on it, wrapped at word breaks into lines of the tile's width. */
export const scoringTileNameLines = (tile: ScoringTileId, measure: MeasureText): string[] =>
  wrapText(boardWords.scoringTileName(tile), SCORING_TILE_LINE_WIDTH, measure);
/** The advanced technology tile's wood-brown and its brass trim. */
const ADVANCED_TILE = 0x5e4430;
const ADVANCED_TRIM = 0xd9a752;

export const tracksArea: Area = {
  name: 'tracks',
  rects: () => [TRACKS_PANEL],
  redrawKey: ({ view }) => JSON.stringify([view.state.scoringTiles, view.state.topArrivals, view.state.setup.variant]),
  paint: (g, t, { view: { state } }) => {
    const tracks = gameTracks(state.setup);
    const nameStyle = new TextStyle({ fontFamily: FONT, ...SCORING_TILE_NAME_STYLE });
    const measureName = (text: string): number => CanvasTextMetrics.measureText(text, nameStyle).width;
    for (const track of TRACK_ORDER) {
      paintScoringTile(g, t, scoringTileRect(track), state.scoringTiles[track], track, measureName);
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

/**
 * A scoring tile: its name on one or two lines (wrapped here, so the lines drawn are the lines
 * scoringTileLines.test.ts checks), then when it scores and the track it lies on, one line each.
 */
function paintScoringTile(
  g: Graphics,
  t: Container,
  tile: Rect,
  id: ScoringTileId,
  track: Track,
  measureName: MeasureText,
): void {
  g.roundRect(tile.x, tile.y, tile.w, tile.h, 5).fill(0x5a4a7a).stroke({ width: 1, color: 0xc9b8ee });
  const centre = tile.x + tile.w / 2;
  const nameLines = scoringTileNameLines(id, measureName);
  // A one-line name sits in the middle of the two lines a name may take.
  const nameTop = tile.y + 2 + (nameLines.length === 1 ? SCORING_TILE_LINE_HEIGHT / 2 : 0);
  const lines: [string, TextStyleOptions, number][] = [
    [nameLines.join('\n'), { ...SCORING_TILE_NAME_STYLE, align: 'center' }, nameTop],
    [boardWords.scoringTileTiming(id), SCORING_TILE_TIMING_STYLE, tile.y + 2 + 2 * SCORING_TILE_LINE_HEIGHT],
    [boardWords.trackName(track), SCORING_TILE_TRACK_STYLE, tile.y + 2 + 3 * SCORING_TILE_LINE_HEIGHT],
  ];
  for (const [text, style, top] of lines) t.addChild(label(text, centre, top, style, [0.5, 0]));
}

/** A space of a track: its number, and above space 0 the reward it gives and the cost of stepping onto it. */
function paintSpace(g: Graphics, t: Container, track: Track, space: number, def: TrackDef, advanced: boolean): void {
  const s = trackSpaceRect(track, space);
  const ground = advanced ? ADVANCED_TILE : 0x34495a;
  g.roundRect(s.x, s.y, s.w, s.h, 5)
    .fill(space === 0 ? 0x2a3640 : ground)
    .stroke(
      advanced ? { width: 1.5, color: ADVANCED_TRIM, alpha: 0.9 } : { width: 1, color: PALETTE.slateLight, alpha: 0.6 },
    );
  t.addChild(label(String(space), s.x + 4, s.y + 1, { fontSize: 11, fill: PALETTE.foam }));
  if (space === 0) return;
  drawIcon(g, techRewardIcon(def.rewards[space - 1] ?? { kind: 'scoringTile' }), s.x + 20, s.y + 19, 17);
  // The cost of the step into this space sits on the line below it.
  drawIcon(g, def.costs[space - 1] ?? 'gold', s.x + s.w - 11, s.y + s.h - 2, 13);
}
