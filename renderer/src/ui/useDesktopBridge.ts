import { useEffect } from 'react';
import type { FlushReport, MenuCommand } from '../../../engine/formats/index';
import { desktopBridge, type SaltfjordBridge } from '../platform/electronStorage';
import type { OpenGame } from '../game/session';
import { SHOW_RULES_EVENT } from './rules/showRulesEvent';
import { t } from '../i18n';
import type { PlainScreenName } from './screens/navigation';

/** Writes the game's autosave now; when it cannot be written, asks the player whether to quit anyway. */
async function flushBeforeClose(game: OpenGame | null): Promise<FlushReport> {
  const controller = game?.controller;
  if (!controller) return { saved: true };
  await controller.flush();
  const failed = controller.getSnapshot().saveError;
  return failed === null
    ? { saved: true }
    : {
        saved: false,
        problem: failed,
        question: t('app.quitUnsaved'),
        quitAnyway: t('app.quitAnyway'),
        keepPlaying: t('app.keepPlaying'),
      };
}

/** What the page has for the menu's commands: the game on the table, and the ways to leave it and show a screen. */
interface MenuTarget {
  readonly bridge: SaltfjordBridge;
  readonly game: OpenGame | null;
  readonly leaveGame: () => void;
  readonly show: (screen: PlainScreenName) => void;
}

/** What each command of the application menu does; every command is listed, so a new one cannot be forgotten. */
const MENU_COMMAND_ACTIONS: { readonly [Command in MenuCommand]: (target: MenuTarget) => void } = {
  'new-game': ({ leaveGame, show }) => {
    leaveGame();
    show('newGame');
  },
  'load-game': ({ leaveGame, show }) => {
    leaveGame();
    show('load');
  },
  'show-rules': ({ game, show }) => {
    if (game) window.dispatchEvent(new Event(SHOW_RULES_EVENT));
    else show('rules');
  },
  'save-game-as': ({ bridge, game }) => {
    if (game) void bridge.saves.export(game.slot);
  },
  'show-shortcuts': () => window.dispatchEvent(new KeyboardEvent('keydown', { key: '?' })),
};

/**
 * The desktop app asks for the autosave to be written before its window closes, and sends its menu's commands. A game
 * on the table is left the way its own Menu button leaves it (`leaveGame`: every committed action is already saved),
 * so no controller keeps playing bots behind another screen; the rules open over the table instead.
 */
export function useDesktopBridge(
  gameRef: React.RefObject<OpenGame | null>,
  leaveGame: () => void,
  show: (screen: PlainScreenName) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: registered once; the game is read through its ref, and leaveGame and show only set state
  useEffect(() => {
    const bridge = desktopBridge();
    if (!bridge) return undefined;
    const stopFlush = bridge.onFlushRequest(() => flushBeforeClose(gameRef.current));
    const stopMenu = bridge.onMenuCommand((command) =>
      MENU_COMMAND_ACTIONS[command]({ bridge, game: gameRef.current, leaveGame, show }),
    );
    return () => {
      stopFlush();
      stopMenu();
    };
  }, []);
}
