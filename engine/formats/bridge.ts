// The contract between the preload bridge and the main process, and the API the renderer sees as
// `window.saltfjord`. Types and channel names only: the sandboxed preload imports this, so it must stay tiny.
import type { Outcome } from '../save';
import type { FlushReport } from './flushReport';
import type { Profile } from './profile';
import type { SaveListing, StoreProblem, StoreStatus } from './storeResult';
import type { Settings } from './settings';

export const STORAGE_CHANNELS = {
  listSaves: 'saves:list',
  restoreSave: 'saves:restore',
  deleteSave: 'saves:delete',
  exportSave: 'saves:export',
  importSave: 'saves:import',
  readProfile: 'profile:read',
  readProfileBackup: 'profile:read-backup',
  restoreProfile: 'profile:restore',
  writeProfile: 'profile:write',
  readSettings: 'settings:read',
  readSettingsBackup: 'settings:read-backup',
  restoreSettings: 'settings:restore',
  writeSettings: 'settings:write',
  storeStatus: 'store:status',
} as const;
export type StorageChannel = (typeof STORAGE_CHANNELS)[keyof typeof STORAGE_CHANNELS];

/**
 * The games the main process hosts for a window (engine/authority/hosting.ts): renderer → main `game:post` carries
 * `{ game, message }` (an open request or an intent for the game the page numbered `game`) or `{ game, close: true }`;
 * main → renderer `game:message` carries `{ game, message }`, the host's replies and the authority's views.
 */
export const GAME_POST_CHANNEL = 'game:post';
export const GAME_MESSAGE_CHANNEL = 'game:message';

/** The page's line to the games the main process hosts for it, numbered by the page. */
export interface GameHostBridge {
  post(game: number, message: unknown): void;
  close(game: number): void;
  /** Calls `listener` for each message of a hosted game; returns a function that stops listening. */
  onMessage(listener: (game: number, message: unknown) => void): () => void;
}

/**
 * The game server the desktop app can run for the local network (electron/networkHost.ts): start it (a second start
 * answers the one running), stop it, or ask what it does. Each answers the status after it.
 */
export const NETWORK_HOST_CHANNELS = {
  start: 'network-host:start',
  stop: 'network-host:stop',
  status: 'network-host:status',
} as const;
export type NetworkHostChannel = (typeof NETWORK_HOST_CHANNELS)[keyof typeof NETWORK_HOST_CHANNELS];

/**
 * What the desktop app's server does. Running: `thisComputer` is the address this app's own page connects to
 * (loopback), `network` the addresses friends on the local network type (one per network interface; none when the
 * computer is on no network).
 */
export type NetworkHostStatus =
  | { readonly state: 'stopped' }
  | {
      readonly state: 'running';
      readonly port: number;
      readonly thisComputer: string;
      readonly network: readonly string[];
    };

/** `port-in-use`: another program (another Saltfjord server?) listens on the port the app hosts on. */
export interface NetworkHostProblem {
  readonly code: 'port-in-use';
  readonly port: number;
  readonly message: string;
}

export type NetworkHostResult<T> = Outcome<T, NetworkHostProblem | IpcProblem>;

/** The page's controls of the desktop app's server for the local network. None of them rejects. */
export interface NetworkHostBridge {
  start(): Promise<NetworkHostResult<NetworkHostStatus>>;
  stop(): Promise<NetworkHostResult<NetworkHostStatus>>;
  status(): Promise<NetworkHostResult<NetworkHostStatus>>;
}

/** Main → renderer: a command chosen in the application menu. */
export const MENU_COMMAND_CHANNEL = 'menu:command';
export const MENU_COMMANDS = ['new-game', 'load-game', 'save-game-as', 'show-rules', 'show-shortcuts'] as const;
export type MenuCommand = (typeof MENU_COMMANDS)[number];

/** Main → renderer before the window closes: write any pending autosave now; the renderer answers on the next. */
export const FLUSH_REQUEST_CHANNEL = 'app:flush-autosave';
export const FLUSH_DONE_CHANNEL = 'app:autosave-flushed';

export type IpcProblemCode = 'forbidden-sender' | 'payload-too-large' | 'invalid-payload' | 'internal';
export interface IpcProblem {
  readonly code: IpcProblemCode;
  readonly message: string;
  readonly backupAvailable: false;
}

/** Every storage call answers with a value or a problem for people to read; none of them rejects. */
export type BridgeResult<T> = Outcome<T, StoreProblem | IpcProblem>;

/** A profile or settings read's answer: `dropped` names the fields that were bad in the file and were reset. */
export type BridgeReadResult<T> =
  | { readonly ok: true; readonly value: T; readonly dropped?: readonly string[] }
  | { readonly ok: false; readonly error: StoreProblem | IpcProblem };

/** A write's answer: `warning` when it landed but the disk did not confirm it is stored for good. */
export type BridgeWriteResult<T> =
  | { readonly ok: true; readonly value: T; readonly warning?: string }
  | { readonly ok: false; readonly error: StoreProblem | IpcProblem };

/** The storage API exposed to the renderer. The browser build implements the same interface over browser storage. */
export interface StorageBridge {
  readonly saves: {
    /** The saves and what the list shows of each; a game itself is read and written only by its host (`game`). */
    list(): Promise<BridgeResult<SaveListing[]>>;
    /**
     * Puts the newest previous version that loads in place of a damaged or missing save, in one step of the main
     * process (a second click waits for the first and finds nothing left to restore); answers its entry of the list.
     */
    restore(slot: string): Promise<BridgeWriteResult<SaveListing>>;
    delete(slot: string): Promise<BridgeResult<null>>;
    /** Asks where to put a copy of the save; null when the player cancels. */
    export(slot: string): Promise<BridgeResult<{ readonly path: string } | null>>;
    /** Asks for a save file and stores it under `slot`; null when the player cancels. */
    import(slot: string): Promise<BridgeWriteResult<SaveListing | null>>;
  };
  readonly profile: {
    read(): Promise<BridgeReadResult<Profile>>;
    readBackup(): Promise<BridgeReadResult<Profile>>;
    write(profile: Profile): Promise<BridgeWriteResult<Profile>>;
    restore(): Promise<BridgeWriteResult<Profile>>;
  };
  readonly settings: {
    read(): Promise<BridgeReadResult<Settings>>;
    readBackup(): Promise<BridgeReadResult<Settings>>;
    write(settings: Settings): Promise<BridgeWriteResult<Settings>>;
    restore(): Promise<BridgeWriteResult<Settings>>;
  };
  /** Whether the store opened read-only (its folder cannot be written), and the notice that says so. */
  status(): Promise<BridgeResult<StoreStatus>>;
}

/** What the preload exposes: storage, the hosted games, the network host, and the messages the main process sends. */
export interface DesktopBridge extends StorageBridge {
  readonly game: GameHostBridge;
  readonly networkHost: NetworkHostBridge;
  /** Calls `listener` for each menu command; returns a function that stops listening. */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
  /**
   * `flush` runs before the window closes; it writes a pending autosave and says whether saving works, so that the
   * app can warn before quitting while saves fail. Returns a function that unregisters.
   */
  onFlushRequest(flush: () => Promise<FlushReport>): () => void;
}
