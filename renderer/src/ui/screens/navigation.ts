import type { ReviewedGame } from '../../game/controller';
import type { SoloOutcome } from '../../game/campaign';
import type { VpMark } from '../../../../engine/session';

// The app's screens, one at a time, and the moves between them: a pure reducer, so every move can be tested without a
// browser (navigation.test.ts). ScreenRouter.tsx shows the current screen.
//
// Adding a screen (say "Play online"):
// 1. add its member to `Screen` below: to `PlainScreenName` when its name is all it needs, else a member of its own
//    with what it shows (and an event that opens it, handled in `nextScreen`);
// 2. write the screen in a file of its own in this folder (a later screen, one no first frame needs, as a chunk of
//    its own in laterScreens.ts);
// 3. add its case to the switch of ScreenRouter.tsx — TypeScript refuses that switch while a screen has no case —
//    and the way to it: a main-menu button is a prop of MainMenu.tsx, given `show('...')` in MainMenuScreen of
//    ScreenRouter.tsx, and ScreenRouter.test.tsx checks where it leads.

/** The screens that need nothing but their name: the menus, and the game on the table (ScreenRouter finds it there). */
export type PlainScreenName =
  | 'menu'
  | 'newGame'
  | 'load'
  | 'settings'
  | 'rules'
  | 'campaign'
  | 'quickSolo'
  | 'statistics'
  | 'tutorial'
  /** Play online: the server, hosting or joining a game, its lobby, then its table (renderer/src/ui/online/). */
  | 'online'
  | 'game';

/** A game that ended: how it went and what the result screen charts (its VP per round). */
export interface FinishedGame {
  readonly reviewed: ReviewedGame;
  readonly marks: readonly VpMark[];
}

export type Screen =
  | { readonly name: PlainScreenName }
  /**
   * A game looked at again. `lookingBackAt`: the replay was opened from the game on the table at this moment (actions
   * played), and closing it goes back to that game; null: it was opened from a menu, and closing it goes to the menu.
   */
  | { readonly name: 'replay'; readonly reviewed: ReviewedGame; readonly lookingBackAt: number | null }
  /** A solo game's result; `finished` is null when the game was no longer there to be charted. */
  | { readonly name: 'result'; readonly outcome: SoloOutcome; readonly finished: FinishedGame | null };

export type ScreenName = Screen['name'];

export type NavigationEvent =
  /** A screen that needs nothing but its name, whatever is shown now. */
  | { readonly type: 'show'; readonly screen: PlainScreenName }
  /** A replay opened from a menu (a saved game, a finished one). */
  | { readonly type: 'replay'; readonly reviewed: ReviewedGame }
  /** "Since your last turn": the game on the table looked at from the moment `at` (actions played). */
  | { readonly type: 'lookBack'; readonly reviewed: ReviewedGame; readonly at: number }
  /** The replay's Close; `gameOnTable` says whether the game it may have been opened from is still open. */
  | { readonly type: 'closeReplay'; readonly gameOnTable: boolean }
  /** A solo game ended and was counted in the profile. */
  | { readonly type: 'soloGameCounted'; readonly outcome: SoloOutcome; readonly finished: FinishedGame | null };

/** Where the app opens: the main menu. */
export const FIRST_SCREEN: Screen = { name: 'menu' };

/** The screen after `event`, from `screen`. An event that does not apply to the screen shown leaves it as it is. */
export function nextScreen(screen: Screen, event: NavigationEvent): Screen {
  switch (event.type) {
    case 'show':
      return screen.name === event.screen ? screen : { name: event.screen };
    case 'replay':
      return { name: 'replay', reviewed: event.reviewed, lookingBackAt: null };
    case 'lookBack':
      return { name: 'replay', reviewed: event.reviewed, lookingBackAt: event.at };
    case 'closeReplay':
      if (screen.name !== 'replay') return screen;
      return { name: screen.lookingBackAt !== null && event.gameOnTable ? 'game' : 'menu' };
    case 'soloGameCounted':
      return { name: 'result', outcome: event.outcome, finished: event.finished };
  }
}
