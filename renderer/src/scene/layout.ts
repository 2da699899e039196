/**
 * The table's frame: a virtual 1280×720 table that the page scales to fit. Each board area keeps its own rectangles
 * (scene/areas/); the Pixi scene draws from them and the DOM hit layer puts its buttons on exactly the same
 * rectangles, so a click (a person's or Playwright's) lands on what is drawn underneath. Here are only the frame and
 * the places the page itself draws on.
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
export const overlaps = (a: Rect, b: Rect): boolean => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** The sound, Log, ? and Menu buttons sit at the right end of the round tracker. */
export const HUD_BUTTONS = rect(1142, 12, 128, 42);
/**
 * The prompt panel's dock: under the worker and ability row, in the middle column, hung from its top edge so that it
 * grows down over the players' strip (which no decision needs) and never up over the docks, resources or boat.
 */
export const PROMPT_PANEL = rect(404, 516, 556, TABLE_HEIGHT - 516 - 4);

// The players along the bottom (scene/areas/players.ts).
export const PLAYER_STRIP = rect(0, 606, 1280, 114);

/**
 * In a solo game, the middle of the strip (empty but for the only panel at its left): the solo goal, its task and
 * medals, is shown there, centred on the page as the table is (at most 360 pixels wide, ui/campaign/campaign.css).
 */
export const SOLO_GOAL = rect(TABLE_WIDTH / 2 - 180, PLAYER_STRIP.y + 4, 360, PLAYER_STRIP.h - 8);

/**
 * "Since your last turn": over the right column (tracks, orders, abilities) under the round tracker, at the start of a
 * person's turn; one click hides it, and the person's first decision puts it away.
 */
export const SINCE_LAST_TURN = rect(964, 60, 312, 536);
