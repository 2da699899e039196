// `npm run bench:render [-- --json]`: builds the renderer, serves it on 127.0.0.1, opens a 4-bot game in headless
// Chromium (Debian's /usr/bin/chromium, software WebGL) and measures, while the bots play with animations on:
// the time to the table's first frame (and to its board fully painted), frame times (p50, p95) and the JS heap.
import { spawn, spawnSync } from 'node:child_process';
import { chromium } from 'playwright-core';

const json = process.argv.includes('--json');
const PORT = 4179;
const MEASURE_MS = 10_000;
const log = (text) => { if (!json) console.log(text); };

const build = spawnSync('npx', ['--no-install', 'vite', 'build', '--config', 'vite.config.ts', '--logLevel', 'error'], { stdio: json ? 'ignore' : 'inherit' });
if (build.status !== 0) throw new Error('vite build failed');

const server = spawn('npx', ['--no-install', 'vite', 'preview', '--config', 'vite.config.ts', '--port', String(PORT), '--strictPort'], { stdio: 'ignore', detached: true });
const stopServer = () => { try { process.kill(-server.pid); } catch { /* already gone */ } };
process.on('exit', stopServer);

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try { if ((await fetch(`http://127.0.0.1:${PORT}/`)).ok) return; } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the preview server did not start');
}

try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--enable-precise-memory-info'],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.goto(`http://127.0.0.1:${PORT}/?demo=4`);
  await page.waitForSelector('[data-testid=game-screen] canvas');
  // First frame: navigation start to the first animation frame after both table canvases exist.
  const firstFrameMillis = await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now()))));
  // The whole board painted (every region drawn in the bundled font) and shown: a stricter mark than the first frame.
  await page.waitForSelector('[data-testid=board][data-painted=true]');
  const tablePaintedMillis = await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now()))));
  log(`first frame after ${Math.round(firstFrameMillis)} ms, table painted after ${Math.round(tablePaintedMillis)} ms; measuring ${MEASURE_MS / 1000} s of play…`);
  const frames = await page.evaluate((duration) => new Promise((resolve) => {
    const deltas = [];
    let last = performance.now();
    const end = last + duration;
    const tick = (now) => {
      deltas.push(now - last);
      last = now;
      if (now < end) requestAnimationFrame(tick); else resolve(deltas);
    };
    requestAnimationFrame(tick);
  }), MEASURE_MS);
  const actions = await page.evaluate(() => window.__saltfjord?.record().actions.length ?? 0);
  const heapBytes = await page.evaluate(() => performance.memory?.usedJSHeapSize ?? 0);
  await browser.close();
  const sorted = frames.slice(1).sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const result = {
    firstFrameMillis: Math.round(firstFrameMillis),
    tablePaintedMillis: Math.round(tablePaintedMillis),
    p50FrameMillis: Number(at(0.5).toFixed(2)),
    p95FrameMillis: Number(at(0.95).toFixed(2)),
    heapMegabytes: Number((heapBytes / 1024 / 1024).toFixed(1)),
    frames: sorted.length,
    actionsPlayed: actions,
  };
  console.log(json ? JSON.stringify(result) : result);
} finally {
  stopServer();
}
