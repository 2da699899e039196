/**
 * Sent on window by the desktop menu's "Rules" while a game is on the table: the game opens the reference over it.
 * Its own module, so that the menu bridge and the table know it without loading the reference's chunk.
 */
export const SHOW_RULES_EVENT = 'saltfjord:show-rules';
