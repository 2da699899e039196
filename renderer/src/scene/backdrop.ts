import { ABILITY_ROW } from './areas/abilities';
import { BOAT_TILE } from './areas/boat';
import { DOCKS } from './areas/docks';
import { RESOURCES_PANEL } from './areas/resources';
import { ROUND_TRACKER } from './areas/roundTracker';
import { SCORE_TRACK } from './areas/scoreTrack';
import { STACKS_PANEL } from './areas/stacks';
import { TRACKS_PANEL } from './areas/tracks';
import { VILLAGE_PANEL } from './areas/village';
import { TABLE_HEIGHT, TABLE_WIDTH, rect, type Rect } from './layout';
import { PALETTE, cssHex } from './palette';

/** The panels the board's areas lie on (with their colours); the crates and the ability offer share one. */
const PANELS: readonly { readonly rect: Rect; readonly colour?: number }[] = [
  { rect: rect(4, 114, 956, 64) },
  { rect: VILLAGE_PANEL, colour: 0x24313b },
  { rect: STACKS_PANEL },
  { rect: DOCKS, colour: 0x3a3026 },
  { rect: RESOURCES_PANEL, colour: 0x24313b },
  { rect: BOAT_TILE, colour: 0x2a3e52 },
  { rect: ABILITY_ROW, colour: 0x24313b },
  { rect: TRACKS_PANEL },
  { rect: rect(966, 404, 308, 198) },
  { rect: ROUND_TRACKER, colour: 0x22374a },
  { rect: SCORE_TRACK, colour: 0x22374a },
];

const PEAKS = [0, 40, 90, 150, 200, 260, 330, 380, 450, 520, 580, 650, 720, 790, 850, 920, 960];

/** The backdrop never changes: mountains, the fjord's water and the panels, painted once in Canvas 2D. */
export function paintBackdrop(canvas: HTMLCanvasElement, resolution: number): void {
  canvas.width = Math.round(TABLE_WIDTH * resolution);
  canvas.height = Math.round(TABLE_HEIGHT * resolution);
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.setTransform(resolution, 0, 0, resolution, 0, 0);
  const fill = (colour: number, alpha = 1): void => {
    ctx.globalAlpha = alpha;
    ctx.fillStyle = cssHex(colour);
  };
  fill(PALETTE.night);
  ctx.fillRect(0, 0, TABLE_WIDTH, TABLE_HEIGHT);
  // Mountains along the far shore, snow on their tops.
  fill(PALETTE.fjord);
  ctx.fillRect(0, 0, TABLE_WIDTH, 112);
  ctx.beginPath();
  ctx.moveTo(0, 30);
  PEAKS.forEach((x, i) => ctx.lineTo(x, i % 2 === 0 ? 26 : 6 + (i % 3) * 4));
  ctx.lineTo(960, 40);
  ctx.lineTo(0, 40);
  ctx.closePath();
  fill(0x23394a);
  ctx.fill();
  // The water of the fjord, deepening outward.
  for (let i = 0; i < 24; i++) {
    fill(PALETTE.waterShallow, 0.35 - i * 0.012);
    ctx.fillRect(250 + i * 30, 30, 30, 82);
  }
  for (const { rect: r, colour = PALETTE.slateDark } of PANELS) {
    ctx.beginPath();
    ctx.roundRect(r.x - 4, r.y - 2, r.w + 8, r.h + 4, 10);
    fill(colour, 0.92);
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.strokeStyle = cssHex(PALETTE.slate);
    ctx.lineWidth = 1;
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
}
