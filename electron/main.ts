// The Electron main process: thin glue between Electron and the plain-Node modules beside it, which hold the logic
// and are tested without Electron (saveStore, ipc, windowOptions, appProtocol, menu, quitFlush, networkHost).
import { app, BrowserWindow, dialog, ipcMain, Menu, protocol, session, type IpcMainEvent } from 'electron';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { engineSaveCodec } from '../engine/save';
import { APP_ENTRY_URL, APP_SCHEME, resolveAppRequest } from './appProtocol';
import {
  FLUSH_DONE_CHANNEL,
  FLUSH_REQUEST_CHANNEL,
  flushReportSchema,
  GAME_MESSAGE_CHANNEL,
  GAME_POST_CHANNEL,
  MENU_COMMAND_CHANNEL,
  type FlushReport,
} from '../engine/formats';
import { BotThreadPool } from '../files/botThreads';
import { createGameHosts, type GameHosts } from './gameHost';
import { summarizeSave } from './saveSummary';
import { createIpcHandlers, type FileDialogs } from './ipc';
import { applicationMenuTemplate } from './menu';
import { createNetworkHost, holdQuitUntilStopped, hostingAddress } from './networkHost';
import { flushBeforeClose } from './quitFlush';
import { openSaveStore } from './saveStore';
import { appResponseHeaders, mainWindowOptions, webContentsPolicy } from './windowOptions';

// Bundled next to each other (see bundle.ts): dist/electron/{main,preload}.cjs and the renderer in dist/renderer.
const preloadPath = join(__dirname, 'preload.cjs');
const botThreadPath = join(__dirname, 'botThread.cjs');
const rendererRoot = join(__dirname, '..', 'renderer');
const allowDevTools = !app.isPackaged;
const PAGE_FLUSH_TIMEOUT_MS = 3000;
const SAVE_FILE_FILTERS = [{ name: 'Saltfjord saves', extensions: ['json'] }];

function logError(message: string, error: unknown): void {
  console.error(`[saltfjord] ${message}`, error);
}

// Before `ready`: app:// becomes a standard, secure origin (like https) that can fetch its own assets.
protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
]);

let mainWindow: BrowserWindow | null = null;

async function serveRenderer(request: Request): Promise<Response> {
  const target = resolveAppRequest(rendererRoot, request.url);
  if (target.kind === 'file') {
    try {
      return new Response(await readFile(target.path), { headers: appResponseHeaders(target.contentType) });
    } catch {
      // Missing files fall through to 404, like any web server.
    }
  }
  return new Response('Not found', { status: 404, headers: appResponseHeaders('text/plain; charset=utf-8') });
}

/** Every web page, present or future, may not navigate away, open windows or embed webviews. */
function lockDownWebContents(): void {
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-navigate', webContentsPolicy.onWillNavigate);
    contents.on('will-redirect', webContentsPolicy.onWillRedirect);
    contents.on('will-attach-webview', webContentsPolicy.onWillAttachWebview);
    contents.setWindowOpenHandler(webContentsPolicy.windowOpenHandler);
  });
  session.defaultSession.setPermissionRequestHandler(webContentsPolicy.onPermissionRequest);
  session.defaultSession.setPermissionCheckHandler(webContentsPolicy.onPermissionCheck);
}

const fileDialogs: FileDialogs = {
  async chooseExportPath(suggestedFileName) {
    const options = { defaultPath: join(app.getPath('documents'), suggestedFileName), filters: SAVE_FILE_FILTERS };
    const chosen = mainWindow ? await dialog.showSaveDialog(mainWindow, options) : await dialog.showSaveDialog(options);
    return chosen.canceled || chosen.filePath === undefined || chosen.filePath === '' ? null : chosen.filePath;
  },
  async chooseImportPath() {
    const options = { properties: ['openFile' as const], filters: SAVE_FILE_FILTERS };
    const chosen = mainWindow ? await dialog.showOpenDialog(mainWindow, options) : await dialog.showOpenDialog(options);
    return chosen.canceled ? null : (chosen.filePaths[0] ?? null);
  },
};

/**
 * Sends the flush request to the window's page and resolves with its report when that page (and no other) confirms;
 * a report that is not one counts as none.
 */
function requestPageFlush(window: BrowserWindow): Promise<FlushReport | null> {
  return new Promise((resolve) => {
    const onDone = (event: IpcMainEvent, report: unknown) => {
      if (event.sender !== window.webContents) return;
      ipcMain.removeListener(FLUSH_DONE_CHANNEL, onDone);
      const parsed = flushReportSchema.safeParse(report);
      resolve(parsed.success ? parsed.data : null);
    };
    ipcMain.on(FLUSH_DONE_CHANNEL, onDone);
    window.webContents.send(FLUSH_REQUEST_CHANNEL);
  });
}

function createMainWindow(flushStore: () => Promise<void>): BrowserWindow {
  const window = new BrowserWindow(mainWindowOptions({ preloadPath, allowDevTools }));
  window.once('ready-to-show', () => window.show());
  // Closing (and quitting, which closes the window) waits until the last autosave is on disk, and asks first while
  // saving fails.
  let flushed = false;
  let flushing = false;
  window.on('close', (event) => {
    if (flushed) return;
    event.preventDefault();
    if (flushing) return;
    flushing = true;
    void flushBeforeClose({
      requestPageFlush: () => requestPageFlush(window),
      flushStore,
      pageTimeoutMs: PAGE_FLUSH_TIMEOUT_MS,
      logError,
      confirmQuit: async (report) => {
        const answer = await dialog.showMessageBox(window, {
          type: 'warning',
          message: report.question,
          detail: report.problem,
          buttons: [report.keepPlaying, report.quitAnyway],
          defaultId: 0,
          cancelId: 0,
        });
        return answer.response === 1;
      },
    })
      .catch((error: unknown) => {
        logError('Closing failed', error);
        return true;
      })
      .then((close) => {
        flushing = false;
        if (!close) return;
        flushed = true;
        window.close();
      });
  });
  window.on('closed', () => {
    mainWindow = null;
  });
  void window.loadURL(APP_ENTRY_URL);
  return window;
}

async function start(): Promise<void> {
  lockDownWebContents();
  protocol.handle(APP_SCHEME, serveRenderer);
  const store = await openSaveStore({
    userDataDir: app.getPath('userData'),
    codec: engineSaveCodec,
    summarize: summarizeSave,
  });
  // "Host on this network": the online server, in this process, started from the Online screen; quitting stops it.
  const networkHost = createNetworkHost({
    userDataDir: app.getPath('userData'),
    botThread: { url: pathToFileURL(botThreadPath) },
    ...hostingAddress(process.env),
  });
  app.on('will-quit', (event) => holdQuitUntilStopped(networkHost, event, () => app.quit(), logError));
  const handlers = createIpcHandlers({ store, dialogs: fileDialogs, networkHost, logError });
  for (const [channel, handler] of Object.entries(handlers)) {
    ipcMain.handle(channel, (event, payload: unknown) => handler(event, payload));
  }
  const menu = applicationMenuTemplate({
    platform: process.platform,
    allowDevTools,
    send: (command) => mainWindow?.webContents.send(MENU_COMMAND_CHANNEL, command),
  });
  Menu.setApplicationMenu(Menu.buildFromTemplate(menu));
  // Each game of the window is hosted here (its authority reads and writes the save), so the page gets views only.
  // The bots of every game hosted here share a few worker threads, started at the first bot's question.
  const bots = new BotThreadPool({ url: pathToFileURL(botThreadPath) });
  const games: GameHosts = createGameHosts({
    store,
    bots: () => bots.thinkerFor(),
    send: (game, message) => mainWindow?.webContents.send(GAME_MESSAGE_CHANNEL, { game, message }),
    logError,
  });
  ipcMain.on(GAME_POST_CHANNEL, (event: IpcMainEvent, payload: unknown) => {
    if (event.sender === mainWindow?.webContents) games.receive(event, payload);
  });
  mainWindow = createMainWindow(() => store.flush());
  mainWindow.on('closed', () => games.closeAll());
}

if (!app.requestSingleInstanceLock()) {
  // Another Saltfjord is running and owns the save files; it is brought to the front instead (below).
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  // A game is one window: closing it quits on every platform, after the autosave flush above.
  app.on('window-all-closed', () => app.quit());
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      logError('Saltfjord failed to start', error);
      dialog.showErrorBox('Saltfjord could not start', error instanceof Error ? error.message : String(error));
      app.exit(1);
    });
}
