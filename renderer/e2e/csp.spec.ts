import { expect, test, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { AddressInfo } from 'node:net';
import { appResponseHeaders, CONTENT_SECURITY_POLICY } from '../../electron/windowOptions';
import { saveScreenshot } from './driver';

/**
 * The desktop app serves dist/renderer with a strict Content-Security-Policy and cross-origin isolated
 * (electron/windowOptions.ts). Electron cannot run here, so this serves the same build with the same headers from a
 * plain HTTP server and checks that the table draws: no CSP violation, no page error, and pixels on the canvas.
 */
const ROOT = join(process.cwd(), 'dist', 'renderer');
const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.wav': 'audio/wav',
};

let server: Server;
let origin = '';

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const path = normalize(join(ROOT, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)));
    const file = path === ROOT + sep || path === ROOT ? join(ROOT, 'index.html') : path;
    if (!file.startsWith(ROOT)) {
      response.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) =>
        response.writeHead(200, appResponseHeaders(TYPES[extname(file)] ?? 'application/octet-stream')).end(body),
      () => response.writeHead(404, appResponseHeaders('text/plain; charset=utf-8')).end('Not found'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** Collects the page's Content-Security-Policy violations and errors from its first script on. */
async function watchForProblems(page: Page): Promise<{ readonly errors: string[]; violations(): Promise<string[]> }> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __violations: string[] }).__violations ??= [];
      (window as unknown as { __violations: string[] }).__violations.push(
        `${event.violatedDirective}: ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  return {
    errors,
    violations: () => page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []),
  };
}

test('the built game draws its table under the desktop app’s Content-Security-Policy, cross-origin isolated', async ({
  page,
}, testInfo) => {
  const problems = await watchForProblems(page);
  // Two bots: the table draws, and the bots think in their worker (worker-src) while it does.
  const response = await page.goto(`${origin}/?demo=2`);
  expect(response?.headers()['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  // Isolated: the headers took effect, and the bots' worker (checked below) still loads under them.
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
  await expect(page.getByTestId('game-screen')).toBeVisible();
  await expect(page.locator('.board-canvas')).toBeVisible();
  await expect
    .poll(async () => Number(await page.getByTestId('game-screen').getAttribute('data-actions')), { timeout: 30_000 })
    .toBeGreaterThan(4);
  // The shipped build has no test hooks: no script on the page can ask for the game (its seed, its hidden stacks).
  expect(await page.evaluate(() => '__saltfjord' in window)).toBe(false);
  // Once the table is shown and the player has interacted (a navigation Playwright starts counts already), every
  // sound is fetched from the app itself (connect-src 'self') and decoded by Web Audio.
  await page.mouse.click(640, 360);
  await expect(page.getByTestId('game-screen')).toHaveAttribute('data-sound', 'ready');
  expect(await problems.violations()).toEqual([]);
  expect(problems.errors).toEqual([]);
  await saveScreenshot(page, testInfo, 'table-under-csp');
  // An undrawn village panel is one flat colour and compresses to about a kilobyte; drawn buildings, dice and labels
  // to several times more.
  const village = await page.screenshot({ clip: { x: 8, y: 182, width: 388, height: 418 } });
  expect(village.length).toBeGreaterThan(8_000);
});

test('the rules reference draws its icons under the desktop app’s Content-Security-Policy', async ({ page }) => {
  const problems = await watchForProblems(page);
  await page.goto(`${origin}/`);
  await page.getByTestId('menu-rules').click();
  const tabs = page.getByRole('tab');
  // The reference is a chunk of its own: count its tabs once it is shown (count() does not wait).
  await expect(tabs.first()).toBeVisible();
  for (let i = 0; i < (await tabs.count()); i++) {
    await tabs.nth(i).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
  }
  // The icon legend is the last section: its icons are inline SVG drawn from the table's shape data.
  expect(await page.getByRole('tabpanel').locator('svg.game-icon').count()).toBeGreaterThan(10);
  expect(await problems.violations()).toEqual([]);
  expect(problems.errors).toEqual([]);
});

test('under the same policy the page reaches a game server at another address, over HTTP and WebSocket', async ({
  page,
}) => {
  // A stand-in for the server the player typed: another origin (another port), answering matchmaking's CORS request.
  const gameServer = createServer((_request, response) =>
    response.writeHead(200, { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json' }).end('[]'),
  );
  gameServer.on('upgrade', (_request, socket) => socket.destroy());
  await new Promise<void>((resolve) => gameServer.listen(0, '127.0.0.1', resolve));
  const address = `127.0.0.1:${(gameServer.address() as AddressInfo).port}`;
  try {
    const problems = await watchForProblems(page);
    await page.goto(`${origin}/`);
    const reached = await page.evaluate(async (host) => {
      const answer = await fetch(`http://${host}/matchmake/`);
      // The stand-in drops the socket: what counts is that the policy let the page open it.
      const socket = await new Promise<string>((resolve) => {
        const opened = new WebSocket(`ws://${host}/`);
        opened.onerror = () => resolve('dropped');
        opened.onopen = () => resolve('open');
      });
      return { status: answer.status, socket };
    }, address);
    expect(reached).toEqual({ status: 200, socket: 'dropped' });
    expect(await problems.violations()).toEqual([]);
  } finally {
    await new Promise((resolve) => gameServer.close(resolve));
  }
});
