// Electron's security checklist (electronjs.org/docs/latest/tutorial/security), item by item. Items that live in
// other modules are asserted here through those modules, so this file is the one place to read the whole list.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ENTRY_URL, resolveAppRequest } from './appProtocol';
import { isTrustedSender } from './ipc';
import { preventable } from './testing/preventable';
import viteConfig from '../vite.config';
import {
  appResponseHeaders,
  CONTENT_SECURITY_POLICY,
  CROSS_ORIGIN_ISOLATION_HEADERS,
  mainWindowOptions,
  WINDOW_BACKGROUND,
  webContentsPolicy,
} from './windowOptions';

const options = mainWindowOptions({ preloadPath: '/app/dist/electron/preload.cjs', allowDevTools: false });
const web: Record<string, unknown> = options.webPreferences;

/** The CSP as a map from directive to its sources. */
const csp = new Map(
  CONTENT_SECURITY_POLICY.split(';').map((directive) => {
    const [name = '', ...sources] = directive.trim().split(/\s+/);
    return [name, sources] as const;
  }),
);

describe('Electron security checklist, items 1–11: content, integration, isolation and permissions', () => {
  it('1. loads only secure content: the app protocol, never http or file', () => {
    expect(APP_ENTRY_URL).toBe('app://saltfjord/index.html');
  });

  it('2. does not enable Node.js integration anywhere', () => {
    expect(web['nodeIntegration']).toBe(false);
    expect(web['nodeIntegrationInWorker']).toBe(false);
    expect(web['nodeIntegrationInSubFrames']).toBe(false);
  });

  it('3. enables context isolation', () => {
    expect(web['contextIsolation']).toBe(true);
  });

  it('4. enables process sandboxing', () => {
    expect(web['sandbox']).toBe(true);
  });

  it('5. refuses every permission request and check', () => {
    const granted: boolean[] = [];
    for (const permission of ['media', 'geolocation', 'notifications', 'openExternal', 'clipboard-read']) {
      webContentsPolicy.onPermissionRequest(null, permission, (grant) => granted.push(grant));
    }
    expect(granted).toEqual([false, false, false, false, false]);
    expect(webContentsPolicy.onPermissionCheck()).toBe(false);
  });

  it('6. does not disable webSecurity', () => {
    expect(web['webSecurity']).toBe(true);
  });

  it('7. defines a Content-Security-Policy that runs and shows only the app itself, and connects to game servers', () => {
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    // Only connections may leave the app: to the game server the player typed, over HTTP and WebSocket.
    expect(csp.get('connect-src')).toEqual(["'self'", 'http:', 'https:', 'ws:', 'wss:']);
    const otherDirectives = [...csp].filter(([name]) => name !== 'connect-src');
    expect(otherDirectives.filter(([, sources]) => sources.some((source) => /^(https?|wss?):/.test(source)))).toEqual(
      [],
    );
    expect(appResponseHeaders('text/html')['Content-Security-Policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it('8. does not allow insecure content', () => {
    expect(web['allowRunningInsecureContent']).toBe(false);
  });

  it('9. does not enable experimental features', () => {
    expect(web['experimentalFeatures']).toBe(false);
  });

  it('10. does not use enableBlinkFeatures', () => {
    expect(web).not.toHaveProperty('enableBlinkFeatures');
  });

  it('11. does not enable <webview> (so no allowpopups either)', () => {
    expect(web['webviewTag']).toBe(false);
  });
});

describe('Electron security checklist, items 12–20: webviews, navigation, windows, Electron and IPC', () => {
  it('12. refuses to attach any webview', () => {
    const event = preventable();
    webContentsPolicy.onWillAttachWebview(event);
    expect(event.wasPrevented()).toBe(true);
  });

  it('13. disables navigation and redirects', () => {
    const navigation = preventable();
    const redirect = preventable();
    webContentsPolicy.onWillNavigate(navigation);
    webContentsPolicy.onWillRedirect(redirect);
    expect([navigation.wasPrevented(), redirect.wasPrevented()]).toEqual([true, true]);
    expect(web['navigateOnDragDrop']).toBe(false);
  });

  it('14. denies the creation of new windows', () => {
    expect(webContentsPolicy.windowOpenHandler()).toEqual({ action: 'deny' });
  });

  it('15. never calls shell.openExternal', async () => {
    const sources = (await readdir(import.meta.dirname)).filter(
      (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
    );
    const code = await Promise.all(sources.map((name) => readFile(join(import.meta.dirname, name), 'utf8')));
    expect(sources).toContain('main.ts');
    expect(code.join('\n')).not.toContain('openExternal');
  });

  it('16. uses a current Electron, pinned exactly', async () => {
    const manifest = JSON.parse(await readFile(join(import.meta.dirname, '..', 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    expect(manifest.devDependencies['electron']).toMatch(/^\d+\.\d+\.\d+$/);
    expect(Number(manifest.devDependencies['electron']?.split('.')[0])).toBeGreaterThanOrEqual(45);
  });

  it('17. validates the sender of IPC messages (see ipc.test.ts)', () => {
    expect(isTrustedSender({ senderFrame: { url: 'app://saltfjord/index.html', parent: null } })).toBe(true);
    expect(isTrustedSender({ senderFrame: { url: 'https://saltfjord.example/', parent: null } })).toBe(false);
  });

  it('18. serves the renderer through a custom protocol, not file:// (see appProtocol.test.ts)', () => {
    expect(resolveAppRequest('/app/renderer', 'file:///app/renderer/index.html')).toEqual({ kind: 'not-found' });
  });

  // 19 (fuses) is asserted on the packaging configuration in packaging.test.ts; 20 (do not expose Electron APIs) on
  // the preload bundle in bundle.test.ts.
});

describe('main window', () => {
  it('stays hidden until ready to show, over the background colour of the page', async () => {
    expect(options.show).toBe(false);
    expect(options.backgroundColor).toBe(WINDOW_BACKGROUND);
    const styles = await readFile(join(import.meta.dirname, '..', 'renderer', 'src', 'ui', 'styles.css'), 'utf8');
    expect(styles).toContain(`--night: ${WINDOW_BACKGROUND};`);
    expect(styles).toMatch(/html, body, #root \{[^}]*var\(--night\)/);
  });

  it('uses the bundled preload and leaves the remote module out', () => {
    expect(web['preload']).toBe('/app/dist/electron/preload.cjs');
    expect(web).not.toHaveProperty('enableRemoteModule');
  });

  it('opens developer tools only in development builds', () => {
    expect(web['devTools']).toBe(false);
    expect(mainWindowOptions({ preloadPath: 'p', allowDevTools: true }).webPreferences.devTools).toBe(true);
  });

  it('fits the 1280×720 layout the design is drawn for', () => {
    expect(options.minWidth).toBeLessThanOrEqual(1280);
    expect(options.minHeight).toBeLessThanOrEqual(720);
  });

  it('is served cross-origin isolated, as Vite serves the browser build (renderer/e2e/csp.spec.ts checks the page is)', () => {
    const headers = appResponseHeaders('text/html');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(headers['Cross-Origin-Embedder-Policy']).toBe('require-corp');
    expect(viteConfig.server?.headers).toEqual(CROSS_ORIGIN_ISOLATION_HEADERS);
    expect(viteConfig.preview?.headers).toEqual(CROSS_ORIGIN_ISOLATION_HEADERS);
  });
});
