import type { BrowserWindowConstructorOptions } from 'electron';

/**
 * The page's own background (`--night` in renderer/src/ui/styles.css): the window shows it before the first frame is
 * painted, so opening never flashes white or another colour.
 */
export const WINDOW_BACKGROUND = '#0b1e2d';

/**
 * The renderer's Content-Security-Policy, sent as a header with every `app://` response. Everything the page runs or
 * shows comes from the app itself: no inline or evaluated script (PixiJS needs `import 'pixi.js/unsafe-eval'` for
 * that, which replaces its generated code with static functions), no remote script, style, image or font, no plugins,
 * no framing, no form posts. `blob:` is allowed where audio, decoded images and bot workers may be built in memory;
 * `data:` for small images. The one way out is `connect-src`: "Play online" talks to the game server whose address
 * the player typed (HTTP for matchmaking, a WebSocket for the game; plain on a home network, encrypted elsewhere),
 * which no list of hosts can name beforehand; every message it sends is read through the client's schemas
 * (docs/online.md, "Security").
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self' http: https: ws: wss:",
  "media-src 'self' blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "frame-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Cross-origin isolation: no other origin's window shares the page's process (COOP) and the page loads nothing from
 * another origin that has not opted in (COEP; the app loads nothing from elsewhere at all). Besides the isolation
 * itself, an isolated page gets fine timers (performance.now() and animation-frame times in 5 µs steps instead of
 * 100 µs), which the render benchmark needs to tell a frame on time from a late one. Sent by the desktop app and by
 * Vite's dev and preview servers (vite.config.ts).
 */
export const CROSS_ORIGIN_ISOLATION_HEADERS: Readonly<Record<string, string>> = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

/** Headers on every response of the app protocol. */
export function appResponseHeaders(contentType: string): Record<string, string> {
  return {
    'Content-Type': contentType,
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    ...CROSS_ORIGIN_ISOLATION_HEADERS,
    'Referrer-Policy': 'no-referrer',
  };
}

export interface MainWindowInputs {
  /** Absolute path of the bundled preload script. */
  readonly preloadPath: string;
  /** Developer tools only in development builds. */
  readonly allowDevTools: boolean;
  /** The window icon on Linux (Windows and macOS take it from the installed app). */
  readonly iconPath?: string;
}

/**
 * Options of the game's window, following Electron's security checklist item by item (see windowOptions.test.ts).
 * A pure function so that a test can assert each item without Electron.
 */
export function mainWindowOptions(inputs: MainWindowInputs) {
  return {
    title: 'Saltfjord',
    width: 1280,
    height: 800,
    minWidth: 1024,
    minHeight: 640,
    show: false,
    backgroundColor: WINDOW_BACKGROUND,
    ...(inputs.iconPath === undefined ? {} : { icon: inputs.iconPath }),
    webPreferences: {
      preload: inputs.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      spellcheck: false,
      devTools: inputs.allowDevTools,
      backgroundThrottling: true,
    },
  } as const satisfies BrowserWindowConstructorOptions;
}

/** The parts of Electron's events the policy below touches. */
interface Preventable {
  preventDefault(): void;
}

/**
 * Rules for every web page the app creates (checklist items 5, 12, 13, 14): the page may not navigate anywhere, be
 * redirected, open windows, embed webviews, or get any permission (camera, notifications, …).
 */
export const webContentsPolicy = {
  onWillNavigate: (event: Preventable): void => event.preventDefault(),
  onWillRedirect: (event: Preventable): void => event.preventDefault(),
  onWillAttachWebview: (event: Preventable): void => event.preventDefault(),
  windowOpenHandler: (): { action: 'deny' } => ({ action: 'deny' }),
  onPermissionRequest: (_contents: unknown, _permission: string, grant: (granted: boolean) => void): void =>
    grant(false),
  onPermissionCheck: (): boolean => false,
};
