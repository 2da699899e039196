import { expect, test, type Browser, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openWithInstantAnimations, playStep, saveScreenshot, type Coverage } from './driver';
import { englishPieces, englishShown } from './englishText';

/**
 * Two people play a whole online game against each other, each in a browser of their own (two contexts: two
 * localStorages, two seat tokens), through the game server as `npm run server` starts it: one hosts, the other joins
 * by the code the lobby shows, and each plays only their own seat's decisions, by the clicks a player makes.
 */

let server: ChildProcess;
let serverAddress = '';
let dataDir = '';

/** Starts `npm run server` on a free loopback port with its games in a temporary folder; resolves to its address. */
function startGameServer(): Promise<string> {
  server = spawn('npm', ['run', '-s', 'server', '--', '--port', '0', '--host', '127.0.0.1', '--data', dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  return new Promise((resolve, reject) => {
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const started = /listening on ws:\/\/(\S+) /.exec(output);
      if (started) resolve(`http://${started[1]}`);
    });
    server.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    server.once('exit', (code) => reject(new Error(`the game server exited (${code}) before it started:\n${output}`)));
  });
}

test.beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'saltfjord-e2e-online-'));
  serverAddress = await startGameServer();
});

test.afterAll(async () => {
  // npm's child is the server: the whole process group goes.
  if (server.pid !== undefined) process.kill(-server.pid, 'SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

async function player(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openWithInstantAnimations(page);
  await page.getByTestId('menu-online').click();
  await page.getByTestId('online-server').fill(serverAddress);
  return page;
}

/** The host's form: two people's seats (the form's default online), the friend's named only until they join. */
async function host(page: Page): Promise<string> {
  await page.getByTestId('online-host').click();
  await page.getByTestId('seat-name-0').fill('Astrid');
  await page.getByTestId('seat-name-1').fill('Guest');
  await expect(page.getByTestId('seed')).toHaveCount(0);
  await page.getByTestId('start-game').click();
  const lobby = page.getByTestId('online-lobby');
  await expect(lobby).toBeVisible({ timeout: 20_000 });
  return (await lobby.getAttribute('data-code')) ?? '';
}

/** Plays this page's seat's decision if it has one now; false once its game is over. */
async function playOwnDecision(page: Page, coverage: Coverage): Promise<boolean> {
  if (await page.getByTestId('end-screen').isVisible()) return false;
  const prompt = page.getByTestId('prompt');
  if ((await prompt.getAttribute('data-human')) !== 'true' || (await prompt.getAttribute('data-settled')) !== 'true') {
    await page.waitForTimeout(25);
    return true;
  }
  await playStep(page, coverage);
  return true;
}

/**
 * Bjørn joins Astrid's game by its code, typed as a person might (lower case, in groups), under his own name; both
 * lobbies show it.
 */
async function joinByCode(browser: Browser, astrid: Page, code: string): Promise<Page> {
  const bjorn = await player(browser);
  await bjorn.getByTestId('online-code').fill(`${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`);
  await bjorn.getByTestId('online-name').fill('Bjørn');
  await bjorn.getByTestId('online-join').click();
  await expect(bjorn.getByTestId('online-lobby')).toBeVisible({ timeout: 20_000 });
  await expect(bjorn.getByTestId('online-room-code')).toHaveText(`${code.slice(0, 4)} ${code.slice(4)}`);
  await expect(bjorn.getByTestId('online-seat-1')).toContainText('you');
  await expect(astrid.getByTestId('online-seat-1')).toContainText('connected');
  await expect(astrid.getByTestId('online-seat-1')).toContainText('Bjørn');
  return bjorn;
}

/** A third browser watches: it is counted in the lobby. */
async function watch(browser: Browser, astrid: Page, code: string): Promise<Page> {
  const watcher = await player(browser);
  await watcher.getByTestId('online-code').fill(code);
  await watcher.getByTestId('online-watch').click();
  await expect(watcher.getByTestId('online-lobby')).toContainText('You are watching this game.');
  await expect(astrid.getByTestId('online-spectators')).toHaveText('1 watching');
  return watcher;
}

/** Each plays their own seat only, the other's table waiting meanwhile, until `done` (or the game's end). */
function playBoth(
  pages: readonly Page[],
  bound: { readonly until: number },
): (done: () => Promise<boolean>) => Promise<void> {
  const coverage: Coverage = new Set();
  return async (done) => {
    let playing = pages.map(() => true);
    for (let round = 0; playing.some(Boolean) && !(await done()); round++) {
      if (Date.now() > bound.until) throw new Error(`the game did not end in time (${round} rounds of clicks)`);
      playing = await Promise.all(
        pages.map((page, seat) => (playing[seat] ? playOwnDecision(page, coverage) : Promise.resolve(false))),
      );
    }
  };
}

const actionsOn = async (page: Page): Promise<number> =>
  Number(await page.getByTestId('game-screen').getAttribute('data-actions'));

/**
 * Bjørn's page reloads mid-game: Astrid sees his seat held with the time left; he comes back to it from the games this
 * browser holds a seat of (it kept the seat's token), to the same position.
 */
async function reloadAndComeBack(astrid: Page, bjorn: Page, code: string): Promise<void> {
  await bjorn.reload();
  await expect(astrid.getByTestId('online-held-1')).toContainText(/held for \d+ s/);
  // Read once the seat is held: a move Bjørn sent just before the reload has reached Astrid's table by then (the server
  // answers it before it sees him gone), and nobody plays while he is away.
  const actions = String(await actionsOn(astrid));
  await bjorn.getByTestId('menu-online').click();
  await expect(bjorn.getByTestId('online-server')).toHaveValue(serverAddress);
  await bjorn.getByTestId(`online-rejoin-${code}`).click();
  await expect(bjorn.getByTestId('online-seat-1')).toContainText('you');
  await bjorn.getByTestId('online-to-table').click();
  await expect(bjorn.getByTestId('game-screen')).toHaveAttribute('data-actions', actions);
  await expect(astrid.getByTestId('online-held-1')).toHaveCount(0);
}

/** Every table ends on the same scores, the watcher's too, and the log names who played each move. */
async function expectTheSameEnd(astrid: Page, others: readonly Page[]): Promise<void> {
  for (const seat of [0, 1]) {
    const total = (await astrid.getByTestId(`score-total-${seat}`).textContent()) ?? '';
    for (const page of others) await expect(page.getByTestId(`score-total-${seat}`)).toHaveText(total);
  }
  await astrid.getByTestId('end-close').click();
  await astrid.getByTestId('open-log').click();
  const lines = await astrid.getByTestId('log-entry').allTextContents();
  // Names are set apart from the text around them (bidi isolates); Bjørn's seat is named as he joined, not as hosted.
  expect(lines.some((line) => /\u2068?Astrid\u2069?: /.test(line))).toBe(true);
  expect(lines.some((line) => /\u2068?Bjørn\u2069?: /.test(line))).toBe(true);
  expect(lines.some((line) => line.includes('Guest'))).toBe(false);
  expect(await actionsOn(astrid)).toBeGreaterThan(20);
}

test('two people play a whole 2-seat game from two browsers through the game server', async ({ browser }, testInfo) => {
  test.setTimeout(900_000);
  const astrid = await player(browser);
  const code = await host(astrid);
  expect(code).toMatch(/^[A-HJKMNP-Z]{8}$/);
  await expect(astrid.getByTestId('online-seat-0')).toContainText('you');
  await expect(astrid.getByTestId('online-seat-1')).toContainText('Guest');
  await expect(astrid.getByTestId('online-seat-1')).toContainText('free');
  const bjorn = await joinByCode(browser, astrid, code);
  await saveScreenshot(astrid, testInfo, 'online-lobby');
  const watcher = await watch(browser, astrid, code);

  for (const page of [astrid, bjorn, watcher]) {
    await page.getByTestId('online-to-table').click();
    await expect(page.getByTestId('game-screen')).toBeVisible();
  }
  // The watcher's table takes no move.
  await expect(watcher.getByTestId('prompt')).toHaveAttribute('data-human', 'false');

  const play = playBoth([astrid, bjorn], { until: Date.now() + 840_000 });
  await play(async () => (await actionsOn(astrid)) >= 8);
  await reloadAndComeBack(astrid, bjorn, code);
  await play(async () => false);
  await saveScreenshot(bjorn, testInfo, 'online-end');
  await expectTheSameEnd(astrid, [bjorn, watcher]);
});

/** What the player can read now: the page's rendered text and its accessible labels and tooltips. */
async function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label], [title], [placeholder]')].map((node) =>
      ['aria-label', 'title', 'placeholder'].map((name) => node.getAttribute(name) ?? '').join('\n'),
    );
    // biome-ignore lint/performance/useDomNodeTextContent: what is rendered visibly is the point (textContent includes hidden text).
    return [document.body.innerText, ...labels].join('\n');
  });
}

for (const { language, locale } of [
  { language: 'de', locale: 'de-DE' },
  { language: 'pt', locale: 'pt-BR' },
] as const) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test("the online screens, the host's form and the lobby show no English catalog text", async ({ page }) => {
      const english = englishPieces(language);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await page.getByTestId('menu-online').click();
      await page.getByTestId('online-server').fill(serverAddress);
      await page.getByTestId('online-code').fill('abc');
      expect(englishShown(await shownText(page), english), 'the online screen').toEqual([]);
      await page.getByTestId('online-host').click();
      expect(englishShown(await shownText(page), english), "the host's form").toEqual([]);
      await page.getByTestId('start-game').click();
      await expect(page.getByTestId('online-lobby')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('online-seat-1')).toBeVisible();
      expect(englishShown(await shownText(page), english), 'the lobby').toEqual([]);
      await page.getByTestId('online-leave').click();
      await expect(page.getByTestId('main-menu')).toBeVisible();
    });
  });
}
