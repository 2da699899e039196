import type { MenuItemConstructorOptions } from 'electron';
import type { MenuCommand } from '../engine/formats';

export interface MenuInputs {
  readonly platform: NodeJS.Platform;
  /** Developer builds add reload and developer tools to the View menu. */
  readonly allowDevTools: boolean;
  /** Passes a chosen command to the page, which owns the dialogs (new game, load, save as, rules, shortcuts). */
  readonly send: (command: MenuCommand) => void;
}

/** The application menu. Game commands go to the page; full screen, quit and editing use Electron's built-in roles. */
export function applicationMenuTemplate(inputs: MenuInputs): MenuItemConstructorOptions[] {
  const isMac = inputs.platform === 'darwin';
  const command = (label: string, accelerator: string, menuCommand: MenuCommand): MenuItemConstructorOptions => ({
    label,
    accelerator,
    click: () => inputs.send(menuCommand),
  });
  return [
    ...(isMac ? [{ role: 'appMenu' } as const] : []),
    {
      label: 'Game',
      submenu: [
        command('New Game…', 'CmdOrCtrl+N', 'new-game'),
        command('Load…', 'CmdOrCtrl+O', 'load-game'),
        command('Save As…', 'CmdOrCtrl+Shift+S', 'save-game-as'),
        ...(isMac ? [] : [{ type: 'separator' } as const, { role: 'quit' } as const]),
      ],
    },
    // Text fields (save names) need the Edit menu on macOS for copy and paste shortcuts to work.
    ...(isMac ? [{ role: 'editMenu' } as const] : []),
    {
      label: 'View',
      submenu: [
        { role: 'togglefullscreen' },
        ...(inputs.allowDevTools
          ? [{ type: 'separator' } as const, { role: 'reload' } as const, { role: 'toggleDevTools' } as const]
          : []),
      ],
    },
    {
      role: 'help',
      submenu: [command('Rules', 'F1', 'show-rules'), command('Keyboard Shortcuts', 'CmdOrCtrl+/', 'show-shortcuts')],
    },
  ];
}
