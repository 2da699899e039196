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
export const overlaps = (a: Rect, b: Rect): boolean =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** The sound, Log, ? and Menu buttons sit at the right end of the round tracker. */
export const HUD_BUTTONS = rect(1142, 12, 128, 42);
/**
 * The prompt dock: the middle column under the worker and ability row, down to the table's foot, kept for the prompt
 * panel and, under it, the "since your last turn" panel. Nothing else is placed there (the players' cards keep to
 * either side), so however tall a decision's choices make the prompt, it covers no part of the table.
 */
export const PROMPT_PANEL = rect(404, 516, 556, TABLE_HEIGHT - 516 - 4);

/**
 * The players' cards along the bottom, in the two places either side of the prompt dock: under the village (left)
 * and under the right column (right), each as wide as the panels above it.
 */
export const PLAYER_ZONES: readonly [Rect, Rect] = [rect(8, 610, 388, 104), rect(968, 610, 304, 104)];

/**
 * In a solo game, the right place of the strip (the only card takes the left one): the solo goal, its task and medals.
 */
export const SOLO_GOAL = PLAYER_ZONES[1];
