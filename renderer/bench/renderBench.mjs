// `npm run bench:render [-- --json] [-- --histogram]`: builds the renderer, serves it on 127.0.0.1, opens a 4-bot
// game in headless Chromium (Debian's /usr/bin/chromium, software WebGL) and measures, while the bots play with
// animations on: the time to the table's first frame (and to its board fully painted), frame times (p50, p95, how
// many took over 20 ms, the longest) and the JS heap. Frame times are the gaps between animation-frame timestamps;
// the page is served cross-origin isolated (vite.config.ts), which makes those timestamps exact to 5 µs rather than
// 100 µs — `crossOriginIsolated` in the result says so. `--histogram` adds every frame time's count.
// Wall-clock times grow with whatever else the machine runs; the page's main-thread CPU time (Chromium's ThreadTime
// metric) up to the first frame, up to the painted table and per frame of play grows far less, so the result carries
// both: compare builds on the CPU figures when the load average is high.
// Then click-to-answer (clickToAnswer.mjs): a person plays a solo game begun from the menu, animations on, the game's
// authority in its Web Worker; CLICK_DECISIONS decisions made by real clicks are each timed from the press to the end
// of the first frame drawn after the table's view answers it (`clickToAnswerP50Ms`, `clickToAnswerP95Ms`,
// `clickToAnswerMaxMs`, `clickToAnswerCount`): the round trip through the protocol plus React and the table drawing
// the answer, which should stay within 100 ms at p95.
import { spawn, spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { freePort, waitUntilServing } from '../../scripts/localServer.mjs';
import { measureClickToAnswer } from './clickToAnswer.mjs';

const json = process.argv.includes('--json');
const histogram = process.argv.includes('--histogram');
const MEASURE_MS = 10_000;
/** One frame of the 60 Hz display headless Chromium simulates. */
const DISPLAY_FRAME_MS = 1000 / 60;
/** A frame this long means at least one frame of the display was missed. */
const LATE_FRAME_MS = 20;
/** Enough decisions that the 95th percentile is not the single slowest one. */
const CLICK_DECISIONS = 40;
const log = (text) => {
  if (!json) console.log(text);
};

const build = spawnSync('npx', ['--no-install', 'vite', 'build', '--config', 'vite.config.ts', '--logLevel', 'error'], {
  stdio: json ? 'ignore' : 'inherit',
});
if (build.status !== 0) throw new Error('vite build failed');

// Any free port, so that benchmarks and test servers of other checkouts on this machine do not collide.
const PORT = await freePort();
const server = spawn(
  'npx',
  ['--no-install', 'vite', 'preview', '--config', 'vite.config.ts', '--port', String(PORT), '--strictPort'],
  { stdio: 'ignore', detached: true },
);
const stopServer = () => {
  try {
    process.kill(-server.pid);
  } catch {
    /* already gone */
  }
};
process.on('exit', stopServer);

/** The value at quantile `q` of `sorted` (ascending), 0 when it is empty. */
function quantile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** How many frames took each time, rounded to 0.01 ms, shortest first. */
function countFrames(sorted) {
  const counts = {};
  for (const frame of sorted) {
    const key = frame.toFixed(2);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

try {
  if (!(await waitUntilServing(`http://127.0.0.1:${PORT}/`, 100))) throw new Error('the preview server did not start');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--enable-precise-memory-info',
    ],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.goto(`http://127.0.0.1:${PORT}/?demo=4`);
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Performance.enable');
  /** CPU time the page's main thread has used so far (the bot worker's thread not counted), in ms. */
  const mainThreadCpuMillis = async () => {
    const { metrics } = await devtools.send('Performance.getMetrics');
    return 1000 * (metrics.find((metric) => metric.name === 'ThreadTime')?.value ?? Number.NaN);
  };
  await page.waitForSelector('[data-testid=game-screen] canvas');
  // First frame: navigation start to the first animation frame after both table canvases exist.
  const firstFrameMillis = await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now()))),
  );
  const firstFrameCpuMillis = await mainThreadCpuMillis();
  // The whole board painted (every region drawn in the bundled font) and shown: a stricter mark than the first frame.
  await page.waitForSelector('[data-testid=board][data-painted=true]');
  const tablePaintedMillis = await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now()))),
  );
  const tablePaintedCpuMillis = await mainThreadCpuMillis();
  log(
    `first frame after ${Math.round(firstFrameMillis)} ms, table painted after ${Math.round(tablePaintedMillis)} ms; measuring ${MEASURE_MS / 1000} s of play…`,
  );
  const playStartCpuMillis = await mainThreadCpuMillis();
  const frames = await page.evaluate(
    (duration) =>
      new Promise((resolve) => {
        const deltas = [];
        let last = performance.now();
        const end = last + duration;
        const tick = (now) => {
          deltas.push(now - last);
          last = now;
          if (now < end) requestAnimationFrame(tick);
          else resolve(deltas);
        };
        requestAnimationFrame(tick);
      }),
    MEASURE_MS,
  );
  const playCpuMillis = (await mainThreadCpuMillis()) - playStartCpuMillis;
  // Read from the game screen: the page has a debug window in a test build only, and this build is the shipped one.
  const actions = await page.evaluate(() =>
    Number(document.querySelector('[data-testid=game-screen]')?.getAttribute('data-actions') ?? 0),
  );
  const heapBytes = await page.evaluate(() => performance.memory?.usedJSHeapSize ?? 0);
  const isolated = await page.evaluate(() => crossOriginIsolated);
  await page.close();
  log(`playing ${CLICK_DECISIONS} decisions of a solo game by clicks…`);
  const answers = (await measureClickToAnswer(browser, `http://127.0.0.1:${PORT}/`, CLICK_DECISIONS)).sort(
    (a, b) => a - b,
  );
  await browser.close();
  // The first gap runs from the start of the measurement to the first frame, not from one frame to the next.
  const sorted = frames.slice(1).sort((a, b) => a - b);
  const at = (q) => quantile(sorted, q);
  const result = {
    firstFrameMillis: Math.round(firstFrameMillis),
    tablePaintedMillis: Math.round(tablePaintedMillis),
    firstFrameCpuMillis: Math.round(firstFrameCpuMillis),
    tablePaintedCpuMillis: Math.round(tablePaintedCpuMillis),
    p50FrameMillis: Number(at(0.5).toFixed(2)),
    p95FrameMillis: Number(at(0.95).toFixed(2)),
    framesOver20Millis: sorted.filter((frame) => frame > LATE_FRAME_MS).length,
    longestFrameMillis: Number((sorted.at(-1) ?? 0).toFixed(2)),
    // Main-thread CPU per frame of the measured play (what the table costs to animate, less sensitive to load).
    cpuPerFrameMillis: Number((playCpuMillis / Math.max(1, frames.length)).toFixed(2)),
    // Display frames that passed without a new frame of the page (a 50 ms gap is 2 of them).
    missedFrames: sorted.reduce((missed, frame) => missed + Math.max(0, Math.round(frame / DISPLAY_FRAME_MS) - 1), 0),
    heapMegabytes: Number((heapBytes / 1024 / 1024).toFixed(1)),
    frames: sorted.length,
    actionsPlayed: actions,
    crossOriginIsolated: isolated,
    clickToAnswerP50Ms: Number(quantile(answers, 0.5).toFixed(1)),
    clickToAnswerP95Ms: Number(quantile(answers, 0.95).toFixed(1)),
    clickToAnswerMaxMs: Number((answers.at(-1) ?? 0).toFixed(1)),
    clickToAnswerCount: answers.length,
    // The machine's 1-minute load average when the run ended (2 cores here): a busy machine drops frames.
    loadAverage: Number(loadavg()[0].toFixed(2)),
    ...(histogram ? { frameHistogram: countFrames(sorted) } : {}),
  };
  log(
    `click-to-answer over ${answers.length} decisions: p50 ${result.clickToAnswerP50Ms} ms, p95 ${result.clickToAnswerP95Ms} ms, longest ${result.clickToAnswerMaxMs} ms`,
  );
  console.log(json ? JSON.stringify(result) : result);
} finally {
  stopServer();
}
