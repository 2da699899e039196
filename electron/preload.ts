// The preload bridge: runs sandboxed, bundled into one CommonJS file (see bundle.ts), and gives the page a narrow,
// typed API as `window.saltfjord` (storage, hosted games, the server for the local network). It never exposes ipcRenderer, IPC events or any Node or Electron object:
// the page can only make the calls listed here, and the main process checks each of them again.
import { contextBridge, ipcRenderer } from 'electron';
import {
  FLUSH_DONE_CHANNEL,
  FLUSH_REQUEST_CHANNEL,
  GAME_MESSAGE_CHANNEL,
  GAME_POST_CHANNEL,
  MENU_COMMAND_CHANNEL,
  MENU_COMMANDS,
  NETWORK_HOST_CHANNELS,
  STORAGE_CHANNELS,
  type DesktopBridge,
  type MenuCommand,
  type NetworkHostChannel,
  type StorageChannel,
} from '../engine/formats';

function invoke<T>(channel: StorageChannel | NetworkHostChannel, payload?: unknown): Promise<T> {
  return ipcRenderer.invoke(channel, payload) as Promise<T>;
}

function isMenuCommand(value: unknown): value is MenuCommand {
  return MENU_COMMANDS.some((command) => command === value);
}

/** This page load's name: the main process closes the games of an earlier load of the window (a reload). */
const pageLoad = crypto.randomUUID();

let flushAutosave: (() => Promise<unknown>) | null = null;

// Always answer a flush request, even with no autosave registered, so the main process need not wait for its timeout.
// The answer is passed on as the page gave it; the main process checks it.
ipcRenderer.on(FLUSH_REQUEST_CHANNEL, () => {
  const flushing = flushAutosave === null ? Promise.resolve({ saved: true }) : flushAutosave();
  void flushing.then(
    (report) => ipcRenderer.send(FLUSH_DONE_CHANNEL, report),
    () => ipcRenderer.send(FLUSH_DONE_CHANNEL, null),
  );
});

const bridge: DesktopBridge = {
  saves: {
    list: () => invoke(STORAGE_CHANNELS.listSaves),
    restore: (slot) => invoke(STORAGE_CHANNELS.restoreSave, { slot }),
    delete: (slot) => invoke(STORAGE_CHANNELS.deleteSave, { slot }),
    export: (slot) => invoke(STORAGE_CHANNELS.exportSave, { slot }),
    import: (slot) => invoke(STORAGE_CHANNELS.importSave, { slot }),
  },
  profile: {
    read: () => invoke(STORAGE_CHANNELS.readProfile),
    readBackup: () => invoke(STORAGE_CHANNELS.readProfileBackup),
    write: (profile) => invoke(STORAGE_CHANNELS.writeProfile, { profile }),
    restore: () => invoke(STORAGE_CHANNELS.restoreProfile),
  },
  settings: {
    read: () => invoke(STORAGE_CHANNELS.readSettings),
    readBackup: () => invoke(STORAGE_CHANNELS.readSettingsBackup),
    write: (settings) => invoke(STORAGE_CHANNELS.writeSettings, { settings }),
    restore: () => invoke(STORAGE_CHANNELS.restoreSettings),
  },
  status: () => invoke(STORAGE_CHANNELS.storeStatus),
  networkHost: {
    start: () => invoke(NETWORK_HOST_CHANNELS.start),
    stop: () => invoke(NETWORK_HOST_CHANNELS.stop),
    status: () => invoke(NETWORK_HOST_CHANNELS.status),
  },
  game: {
    post: (game, message) => ipcRenderer.send(GAME_POST_CHANNEL, { page: pageLoad, game, message }),
    close: (game) => ipcRenderer.send(GAME_POST_CHANNEL, { page: pageLoad, game, close: true }),
    onMessage(listener) {
      const forward = (_event: unknown, post: { readonly game?: unknown; readonly message?: unknown } | null) => {
        if (typeof post?.game === 'number') listener(post.game, post.message);
      };
      ipcRenderer.on(GAME_MESSAGE_CHANNEL, forward);
      return () => ipcRenderer.removeListener(GAME_MESSAGE_CHANNEL, forward);
    },
  },
  onMenuCommand(listener) {
    const forward = (_event: unknown, command: unknown) => {
      if (isMenuCommand(command)) listener(command);
    };
    ipcRenderer.on(MENU_COMMAND_CHANNEL, forward);
    return () => ipcRenderer.removeListener(MENU_COMMAND_CHANNEL, forward);
  },
  onFlushRequest(flush) {
    flushAutosave = flush;
    return () => {
      if (flushAutosave === flush) flushAutosave = null;
    };
  },
};

contextBridge.exposeInMainWorld('saltfjord', bridge);
