import type { StackId, Track } from '../game/engine';

/**
 * Where everything sits on the table, in a virtual 1280×720 frame that the page scales to fit. The Pixi scene draws
 * from these rectangles and the DOM hit layer puts its buttons on exactly the same rectangles, so a click (a person's
 * or Playwright's) lands on what is drawn underneath.
 */
export const TABLE_WIDTH = 1280;
export const TABLE_HEIGHT = 720;

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export const rect = (x: number, y: number, w: number, h: number): Rect => ({ x, y, w, h });
export const centre = (r: Rect): { x: number; y: number } => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });

// The fjord band across the top: taverns and harbour at its inner (left) end, sections 1–6 outward.
export const FJORD = rect(0, 0, 960, 112);
export const tavernRect = (tavern: number): Rect => rect(8 + (tavern - 1) * 48, 10, 44, 92);
export const HARBOUR = rect(254, 8, 96, 96);
export const sectionRect = (section: number): Rect => rect(356 + (section - 1) * 100, 8, 96, 96);
export const ROUND_TRACKER = rect(968, 8, 304, 50);
/** The Log, ? and Menu buttons sit at the right end of the round tracker. */
export const HUD_BUTTONS = rect(1142, 12, 128, 42);
export const SCORE_TRACK = rect(968, 62, 304, 44);

/** Where a seat's boat sits inside the harbour or a section, so that boats sharing water do not cover each other. */
export function boatSpot(section: number, seat: number): { x: number; y: number } {
  const water = section === 0 ? HARBOUR : sectionRect(section);
  return { x: water.x + 22 + (seat % 2) * 50, y: water.y + 50 + Math.floor(seat / 2) * 26 };
}

// The dice pool, by value.
export const POOL = rect(8, 116, 952, 60);
export const poolArea = (value: number): Rect => rect(8 + (value - 1) * 159, 116, 153, 60);
export const DIE_SIZE = 22;

/** The die face printed at the left of a pool area: its dice lie right of it (see `poolSlot`). */
export const poolValueRect = (value: number): Rect => { const area = poolArea(value); return rect(area.x, area.y, 28, area.h); };

/** Slot of the index-th die (of `count`) in a pool area: two rows, squeezed when many dice share a value. */
export function poolSlot(value: number, index: number, count: number): { x: number; y: number } {
  const area = poolArea(value);
  const columns = Math.max(5, Math.ceil(count / 2));
  const step = Math.min(24, (area.w - 50) / (columns - 1));
  return { x: area.x + 40 + (index % columns) * step, y: area.y + 17 + Math.floor(index / columns) * 27 };
}

// The viewed village, large.
export const VILLAGE_CELL = 56;
export const VILLAGE_GRID = rect(52, 220, VILLAGE_CELL * 6, VILLAGE_CELL * 6);
export const VILLAGE_PANEL = rect(8, 182, 388, 418);
export const villageCellRect = (cell: number): Rect =>
  rect(VILLAGE_GRID.x + (cell % 6) * VILLAGE_CELL, VILLAGE_GRID.y + Math.floor(cell / 6) * VILLAGE_CELL, VILLAGE_CELL, VILLAGE_CELL);
/** White dice enter above column v, orange dice left of row v (RULES §4.1). */
export const columnEntryRect = (column: number): Rect => rect(VILLAGE_GRID.x + (column - 1) * VILLAGE_CELL + 14, 192, 28, 26);
export const rowEntryRect = (row: number): Rect => rect(20, VILLAGE_GRID.y + (row - 1) * VILLAGE_CELL + 14, 30, 28);
export const VILLAGE_NAME = rect(8, 560, 388, 40);
/** Dice set aside this round wait beside the village name. */
export const asideSlot = (index: number): { x: number; y: number } => ({ x: 268 + index * 24, y: 580 });

// Building stacks (top tiles visible).
export const STACK_ORDER: readonly StackId[] = ['S1', 'S2', 'S3', 'L1', 'L2'];
export const stackRect = (stack: StackId): Rect => rect(404 + STACK_ORDER.indexOf(stack) * 112, 182, 104, 90);

// The viewed player's storage board, resources, boat and abilities.
export const DOCKS = rect(404, 280, 282, 190);
export const dockRowRect = (row: number): Rect => rect(404, 304 + (row - 1) * 41, 282, 38);
export const dockSpaceRect = (row: number, space: number): Rect => rect(480 + space * 34, 306 + (row - 1) * 41, 32, 34);
/** Spaces drawn per dock row: crates beyond them are drawn on the last one. */
export const DOCK_SPACES = 6;
export const RESOURCES_PANEL = rect(694, 280, 266, 120);
export const BOAT_TILE = rect(694, 406, 266, 64);
/** The most slots a boat can have: the upgraded side's five plus the Shipwright's one; all of them fit on the tile. */
export const MOST_BOAT_SLOTS = 6;
export const boatSlotRect = (slot: number): Rect => rect(700 + slot * 43, 428, 39, 38);
/** The boat tile's title line, above its slots. */
export const BOAT_TILE_TITLE = rect(BOAT_TILE.x, BOAT_TILE.y, BOAT_TILE.w, boatSlotRect(0).y - BOAT_TILE.y);
export const ABILITY_ROW = rect(404, 476, 556, 34);
export const ownedAbilityRect = (index: number): Rect => rect(480 + index * 96, 478, 92, 30);
/** The viewed player's workers, at the start of the ability row. */
export const WORKERS = rect(ABILITY_ROW.x, ABILITY_ROW.y, ownedAbilityRect(0).x - ABILITY_ROW.x, ABILITY_ROW.h);
export const PROMPT_PANEL = rect(404, 516, 556, 84);

// Technology tracks, crate stacks and the ability offer on the right.
export const TRACK_ORDER: readonly Track[] = ['village', 'seafaring', 'trade', 'craft'];
export const trackRect = (track: Track): Rect => rect(968 + TRACK_ORDER.indexOf(track) * 77, 116, 73, 284);
export const scoringTileRect = (track: Track): Rect => { const t = trackRect(track); return rect(t.x, t.y, t.w, 44); };
/** Space 0 at the bottom, space 5 at the top. */
export const trackSpaceRect = (track: Track, space: number): Rect => { const t = trackRect(track); return rect(t.x, t.y + 48 + (5 - space) * 39, t.w, 36); };
export const crateStackRect = (stack: number): Rect => rect(968 + (stack - 1) * 77, 406, 73, 94);
export const abilityOfferRect = (index: number): Rect => rect(968 + index * 77, 506, 73, 94);

// The players along the bottom; the viewed one is also drawn large above.
export const PLAYER_STRIP = rect(0, 606, 1280, 114);
export function playerPanelRect(seat: number, seats: number): Rect {
  const width = Math.min(316, (1264 - (seats - 1) * 8) / seats);
  return rect(8 + seat * (width + 8), 610, width, 104);
}
export const MINI_CELL = 15;
export function miniVillageRect(seat: number, seats: number): Rect {
  const panel = playerPanelRect(seat, seats);
  return rect(panel.x + 6, panel.y + 6, MINI_CELL * 6, MINI_CELL * 6);
}

/**
 * In a solo game, the middle of the strip (empty but for the only panel at its left): the solo goal, its task and
 * medals, is shown there, centred on the page as the table is (at most 360 pixels wide, ui/campaign/campaign.css).
 */
export const SOLO_GOAL = rect(TABLE_WIDTH / 2 - 180, PLAYER_STRIP.y + 4, 360, PLAYER_STRIP.h - 8);
