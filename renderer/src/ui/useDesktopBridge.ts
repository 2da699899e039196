import { useEffect } from 'react';
import { desktopBridge } from '../platform/electronStorage';
import type { OpenGame } from '../game/session';
import { SHOW_RULES_EVENT } from './rules/showRulesEvent';
import { t } from '../i18n';
import type { PlainScreenName } from './screens/navigation';

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
    const stopFlush = bridge.onFlushRequest(async () => {
      const controller = gameRef.current?.controller;
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
    });
    const stopMenu = bridge.onMenuCommand((command) => {
      if (command === 'new-game') {
        leaveGame();
        show('newGame');
      } else if (command === 'load-game') {
        leaveGame();
        show('load');
      } else if (command === 'show-rules') {
        if (gameRef.current) window.dispatchEvent(new Event(SHOW_RULES_EVENT));
        else show('rules');
      } else if (command === 'save-game-as' && gameRef.current) void bridge.saves.export(gameRef.current.slot);
      else if (command === 'show-shortcuts') window.dispatchEvent(new KeyboardEvent('keydown', { key: '?' }));
    });
    return () => {
      stopFlush();
      stopMenu();
    };
  }, []);
}
