import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAppUrl, resolveAppRequest } from './appProtocol';

const root = resolve('/srv/saltfjord/renderer');

describe('resolveAppRequest', () => {
  it('serves index.html for the bare origin', () => {
    expect(resolveAppRequest(root, 'app://saltfjord/')).toEqual({
      kind: 'file',
      path: join(root, 'index.html'),
      contentType: 'text/html; charset=utf-8',
    });
  });

  it('serves files under the renderer folder with their content type', () => {
    expect(resolveAppRequest(root, 'app://saltfjord/assets/index-3f2a.js?v=1#x')).toEqual({
      kind: 'file',
      path: join(root, 'assets', 'index-3f2a.js'),
      contentType: 'text/javascript; charset=utf-8',
    });
    expect(resolveAppRequest(root, 'app://saltfjord/fonts/Fjord%20Sans.woff2')).toMatchObject({
      path: join(root, 'fonts', 'Fjord Sans.woff2'),
      contentType: 'font/woff2',
    });
    expect(resolveAppRequest(root, 'app://saltfjord/data.bin')).toMatchObject({
      contentType: 'application/octet-stream',
    });
  });

  it.each([
    'app://saltfjord/..%2F..%2Fetc%2Fpasswd',
    'app://saltfjord/..%5C..%5Cwindows%5Cwin.ini',
    'app://saltfjord/index.html%00.png',
    'app://saltfjord/%E0%A4%A',
    'app://elsewhere/index.html',
    'https://saltfjord/index.html',
    'file:///srv/saltfjord/renderer/index.html',
    'not a url',
  ])('finds nothing for %s', (url) => {
    expect(resolveAppRequest(root, url)).toEqual({ kind: 'not-found' });
  });

  it.each(['app://saltfjord/../../etc/passwd', 'app://saltfjord/%2e%2e/%2E%2E/etc/passwd'])(
    'keeps %s inside the folder, as URL parsing removes dot segments',
    (url) => {
      expect(resolveAppRequest(root, url)).toMatchObject({ path: join(root, 'etc', 'passwd') });
    },
  );
});

describe('isAppUrl', () => {
  it('accepts only the app origin', () => {
    expect(isAppUrl('app://saltfjord/index.html')).toBe(true);
    expect(isAppUrl('app://saltfjord.evil/index.html')).toBe(false);
    expect(isAppUrl('app://saltfjord:8080/')).toBe(false);
    expect(isAppUrl('app://user@saltfjord/')).toBe(true);
  });
});
