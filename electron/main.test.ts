// electron/main.ts run for real against a fake `electron` module (the real one is never imported in tests): every
// lock-down call the glue makes is recorded, so that dropping any of them — the privileged scheme, the page policy
// for every web contents, the permission handlers, the hardened window, the storage handlers, the single-instance
// lock, the flush before closing — fails here.
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { build } from 'esbuild';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_HOST_CHANNELS, STORAGE_CHANNELS } from '../engine/formats';
import { preventable } from './testing/preventable';
import { tempDirForTest } from './testing/tempDir';

type Listener = (...args: unknown[]) => unknown;

class Emitter {
  readonly listeners = new Map<string, Listener[]>();
  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  once(event: string, listener: Listener): this {
    return this.on(event, listener);
  }
  removeListener(event: string, listener: Listener): this {
    this.listeners.set(
      event,
      (this.listeners.get(event) ?? []).filter((l) => l !== listener),
    );
    return this;
  }
  emit(event: string, ...args: unknown[]): unknown[] {
    return (this.listeners.get(event) ?? []).map((listener) => listener(...args));
  }
}

/** A web page's contents as main.ts touches it. */
class FakeContents extends Emitter {
  windowOpenHandler: Listener | null = null;
  readonly sent: unknown[][] = [];
  setWindowOpenHandler(handler: Listener): void {
    this.windowOpenHandler = handler;
  }
  send(...args: unknown[]): void {
    this.sent.push(args);
  }
}

function fakeElectron(userDataDir: string) {
  const calls: string[] = [];
  const app = Object.assign(new Emitter(), {
    isPackaged: true,
    requestSingleInstanceLock: () => {
      calls.push('requestSingleInstanceLock');
      return true;
    },
    whenReady: () => Promise.resolve(),
    getPath: (name: string) => (name === 'userData' ? userDataDir : join(userDataDir, name)),
    quit: () => calls.push('quit'),
    exit: () => calls.push('exit'),
  });
  const schemes: unknown[] = [];
  const handled = new Map<string, Listener>();
  const permissions: { request: Listener | null; check: Listener | null } = { request: null, check: null };
  const windows: { options: Record<string, unknown>; window: FakeWindow }[] = [];
  class FakeWindow extends Emitter {
    readonly webContents = new FakeContents();
    loaded: string | null = null;
    constructor(options: Record<string, unknown>) {
      super();
      windows.push({ options, window: this });
    }
    loadURL(url: string): Promise<void> {
      this.loaded = url;
      return Promise.resolve();
    }
    show(): void {}
    close(): void {
      calls.push('window closed');
    }
    isMinimized(): boolean {
      return false;
    }
    restore(): void {}
    focus(): void {}
  }
  const ipcMain = Object.assign(new Emitter(), {
    handle: (channel: string, handler: Listener) => handled.set(channel, handler),
  });
  const electron = {
    app,
    BrowserWindow: FakeWindow,
    ipcMain,
    dialog: {
      showErrorBox: (title: string) => calls.push(`error box: ${title}`),
      showMessageBox: async () => ({ response: 0 }),
    },
    Menu: {
      setApplicationMenu: () => calls.push('setApplicationMenu'),
      buildFromTemplate: (template: unknown) => template,
    },
    protocol: {
      registerSchemesAsPrivileged: (list: unknown[]) => schemes.push(...list),
      handle: (scheme: string, handler: Listener) => handled.set(`protocol:${scheme}`, handler),
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (handler: Listener) => {
          permissions.request = handler;
        },
        setPermissionCheckHandler: (handler: Listener) => {
          permissions.check = handler;
        },
      },
    },
  };
  return { electron, calls, schemes, handled, permissions, windows, app, ipcMain };
}

let bundle = '';
let bundleDir = '';

afterAll(() => rm(bundleDir, { recursive: true, force: true }));

beforeAll(async () => {
  // The app hosts for the network on 2567 on every interface; here on any free loopback port.
  process.env['SALTFJORD_HOST_PORT'] = '0';
  process.env['SALTFJORD_HOST_ADDRESS'] = '127.0.0.1';
  bundleDir = await mkdtemp(join(tmpdir(), 'saltfjord-main-'));
  bundle = join(bundleDir, 'main.cjs');
  await build({
    entryPoints: [join(import.meta.dirname, 'main.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    logLevel: 'warning',
    plugins: [
      {
        name: 'fake-electron',
        setup(builder) {
          builder.onResolve({ filter: /^electron$/ }, () => ({ path: 'electron', namespace: 'fake' }));
          builder.onLoad({ filter: /.*/, namespace: 'fake' }, () => ({
            contents: 'module.exports = globalThis.__saltfjordFakeElectron;',
            loader: 'js',
          }));
        },
      },
    ],
  });
});

/** Whether a program of ours can listen on the loopback port now: true once the server that held it is gone. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function startMain() {
  const fake = fakeElectron(await tempDirForTest());
  (globalThis as { __saltfjordFakeElectron?: unknown }).__saltfjordFakeElectron = fake.electron;
  const require = createRequire(import.meta.url);
  delete require.cache[bundle];
  require(bundle);
  for (let tick = 0; tick < 200 && fake.windows.length === 0; tick += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
  return fake;
}

describe('main.ts, wired through a fake electron module', () => {
  it('takes the single-instance lock and registers app:// as a standard, secure scheme, served by a handler', async () => {
    const fake = await startMain();
    expect(fake.calls).toContain('requestSingleInstanceLock');
    expect(fake.schemes).toEqual([
      expect.objectContaining({ scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true }) }),
    ]);
    expect(fake.handled.has('protocol:app')).toBe(true);
  });

  it('locks down every web contents: no navigation, no redirects, no webviews, no new windows', async () => {
    const fake = await startMain();
    const contents = new FakeContents();
    fake.app.emit('web-contents-created', {}, contents);
    for (const event of ['will-navigate', 'will-redirect', 'will-attach-webview']) {
      const navigation = preventable();
      contents.emit(event, navigation, 'https://example.com/');
      expect(navigation.wasPrevented(), event).toBe(true);
    }
    expect(contents.windowOpenHandler?.({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
  });

  it('refuses every permission request and check', async () => {
    const fake = await startMain();
    let granted: boolean | null = null;
    fake.permissions.request?.({}, 'media', (answer: boolean) => {
      granted = answer;
    });
    expect(granted).toBe(false);
    expect(fake.permissions.check?.({}, 'notifications')).toBe(false);
  });

  it('opens one hardened window on the app page, with the storage channels handled', async () => {
    const fake = await startMain();
    expect(fake.windows).toHaveLength(1);
    const [opened] = fake.windows;
    expect(opened?.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      devTools: false,
    });
    expect(opened?.window.loaded).toBe('app://saltfjord/index.html');
    for (const channel of [...Object.values(STORAGE_CHANNELS), ...Object.values(NETWORK_HOST_CHANNELS)])
      expect(fake.handled.has(channel), channel).toBe(true);
    // The window's games are hosted here: the page posts to them on one channel.
    expect(fake.ipcMain.listeners.get('game:post')).toHaveLength(1);
    expect(fake.calls).toContain('setApplicationMenu');
  });

  it('holds the window open on close until the page has flushed its autosave', async () => {
    const fake = await startMain();
    const window = fake.windows[0]?.window;
    if (!window) throw new Error('no window');
    const closing = preventable();
    window.emit('close', closing);
    expect(closing.wasPrevented()).toBe(true);
    expect(window.webContents.sent).toEqual([['app:flush-autosave']]);
    expect(fake.calls).not.toContain('window closed');
    fake.ipcMain.emit('app:autosave-flushed', { sender: window.webContents }, { saved: true });
    for (let tick = 0; tick < 100 && !fake.calls.includes('window closed'); tick += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fake.calls).toContain('window closed');
  });
});

describe('main.ts and the server it hosts for the network', () => {
  it('stops the server before the app quits, then quits', async () => {
    const fake = await startMain();
    const appPage = { senderFrame: { url: 'app://saltfjord/index.html', parent: null } };
    const started = (await fake.handled.get(NETWORK_HOST_CHANNELS.start)?.(appPage, undefined)) as {
      ok: boolean;
      value: { state: string; port: number };
    };
    expect(started).toMatchObject({ ok: true, value: { state: 'running' } });
    expect(await portIsFree(started.value.port)).toBe(false);
    const quitting = preventable();
    fake.app.emit('will-quit', quitting);
    expect(quitting.wasPrevented()).toBe(true);
    expect(fake.calls).not.toContain('quit');
    for (let tick = 0; tick < 500 && !fake.calls.includes('quit'); tick += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fake.calls).toContain('quit');
    expect(await portIsFree(started.value.port)).toBe(true);
    expect(await fake.handled.get(NETWORK_HOST_CHANNELS.status)?.(appPage, undefined)).toEqual({
      ok: true,
      value: { state: 'stopped' },
    });
    // Asked again by the glue, the quit now goes through.
    const again = preventable();
    fake.app.emit('will-quit', again);
    expect(again.wasPrevented()).toBe(false);
  });
});
