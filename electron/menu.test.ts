import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import type { MenuCommand } from '../engine/formats';
import { applicationMenuTemplate } from './menu';

function flatten(items: readonly MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? flatten(item.submenu) : [])]);
}

function menuFor(platform: NodeJS.Platform, allowDevTools = false) {
  const sent: MenuCommand[] = [];
  const items = flatten(applicationMenuTemplate({ platform, allowDevTools, send: (command) => sent.push(command) }));
  const byLabel = (label: string) => items.find((item) => item.label === label);
  return { items, sent, byLabel, roles: items.map((item) => item.role).filter((role) => role !== undefined) };
}

describe('application menu', () => {
  it('sends each game command to the page, with its shortcut', () => {
    const { byLabel, sent } = menuFor('linux');
    const expected: Array<[string, string, MenuCommand]> = [
      ['New Game…', 'CmdOrCtrl+N', 'new-game'],
      ['Load…', 'CmdOrCtrl+O', 'load-game'],
      ['Save As…', 'CmdOrCtrl+Shift+S', 'save-game-as'],
      ['Rules', 'F1', 'show-rules'],
      ['Keyboard Shortcuts', 'CmdOrCtrl+/', 'show-shortcuts'],
    ];
    for (const [label, accelerator] of expected) {
      const item = byLabel(label);
      expect(item?.accelerator).toBe(accelerator);
      const click = item?.click as (() => void) | undefined;
      click?.();
    }
    expect(sent).toEqual(expected.map(([, , command]) => command));
  });

  it('offers full screen and quit everywhere, the app and edit menus on macOS only', () => {
    expect(menuFor('win32').roles).toEqual(['quit', 'togglefullscreen', 'help']);
    expect(menuFor('darwin').roles).toEqual(['appMenu', 'editMenu', 'togglefullscreen', 'help']);
  });

  it('adds reload and developer tools only to development builds', () => {
    expect(menuFor('linux', true).roles).toEqual(['quit', 'togglefullscreen', 'reload', 'toggleDevTools', 'help']);
  });
});
