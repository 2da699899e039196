import { extname, resolve, sep } from 'node:path';

/**
 * The renderer is served from `app://saltfjord/…` rather than `file://` (Electron security checklist, item 18):
 * a real origin that the CSP, the IPC sender check and navigation rules can name, with no file-system reach.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'saltfjord';
const APP_ORIGIN_URL = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN_URL}/index.html`;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ogg': 'audio/ogg',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/** True for a URL of the app's own pages, the only place the window may show and IPC may come from. */
export function isAppUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST;
  } catch {
    return false;
  }
}

export type AppRequestTarget =
  | { readonly kind: 'file'; readonly path: string; readonly contentType: string }
  | { readonly kind: 'not-found' };

/**
 * Maps an `app://saltfjord/…` request to a file inside `rendererRoot` (the built renderer). Anything else — another
 * host, a path that decodes to somewhere outside the folder, a NUL byte or a backslash — is not found.
 */
export function resolveAppRequest(rendererRoot: string, requestUrl: string): AppRequestTarget {
  if (!isAppUrl(requestUrl)) return { kind: 'not-found' };
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(requestUrl).pathname);
  } catch {
    return { kind: 'not-found' };
  }
  // Backslashes and `..` would be separators or steps up on some platform; no asset name has them.
  if (/[\0\\]/.test(pathname) || pathname.split('/').includes('..')) return { kind: 'not-found' };
  const root = resolve(rendererRoot);
  const relative = pathname === '/' || pathname === '' ? 'index.html' : pathname.replace(/^[/\\]+/, '');
  const path = resolve(root, relative);
  if (!path.startsWith(root + sep)) return { kind: 'not-found' };
  return { kind: 'file', path, contentType: CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream' };
}
