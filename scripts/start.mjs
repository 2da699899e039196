// `npm start`: builds the game — the renderer (dist/renderer) and Electron's main process and preload
// (dist/electron) — and opens it in Electron. Where Electron's binary is missing and cannot be downloaded (machines
// without access to its download host), it says why in one line and serves the same build on http://127.0.0.1
// instead, for any browser.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitUntilServing } from './localServer.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const isWindows = process.platform === 'win32';
const PREVIEW_PORT = 4173;
/** `require('electron')` downloads a missing binary first; a download that hangs must not hang the start. */
const ELECTRON_PROBE_TIMEOUT_MS = 120_000;

function npx(args, options = {}) {
  return spawnSync('npx', ['--no-install', ...args], { cwd: root, stdio: 'inherit', shell: isWindows, ...options });
}

function buildOrExit(what, args) {
  const built = npx(args);
  if (built.status !== 0) {
    console.error(`Saltfjord: building ${what} failed (see above).`);
    process.exit(built.status ?? 1);
  }
}

/**
 * The Electron executable, or why there is none. Asked in a child process because the electron package downloads its
 * binary on first `require` and throws when that fails.
 */
function findElectron() {
  const probe = spawnSync(process.execPath, ['-e', "process.stdout.write('\\n' + require('electron'))"], {
    cwd: root,
    encoding: 'utf8',
    timeout: ELECTRON_PROBE_TIMEOUT_MS,
  });
  const path = probe.stdout?.split('\n').at(-1)?.trim() ?? '';
  if (probe.status === 0 && path && existsSync(path)) return { path };
  if (probe.error) return { why: `the check for it did not finish (${probe.error.message})` };
  const firstError = `${probe.stderr ?? ''}`
    .split('\n')
    .map((line) => line.trim())
    .find((line) => /^\w*Error: /.test(line));
  return {
    why: `its binary is not installed and could not be downloaded (${firstError ?? `exit code ${probe.status}`})`,
  };
}

async function serveInBrowser() {
  // 4173 if it is free: another program there must not be mistaken for the game.
  const port = await freePort(PREVIEW_PORT);
  const PREVIEW_URL = `http://127.0.0.1:${port}/`;
  // Vite's own script, started directly, so that stopping this process stops the server too (npx would sit between).
  const vite = resolve(root, 'node_modules/vite/bin/vite.js');
  const server = spawn(
    process.execPath,
    [vite, 'preview', '--config', 'vite.config.ts', '--port', String(port), '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
  const stop = () => server.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  server.on('exit', (code) => process.exit(code ?? 0));
  if (await waitUntilServing(PREVIEW_URL, 150)) {
    console.log(`Saltfjord is being served at ${PREVIEW_URL} — open it in a browser (Ctrl+C stops it).`);
    return;
  }
  console.error(`Saltfjord: the game server did not answer at ${PREVIEW_URL}.`);
  stop();
}

console.log('Saltfjord: building the game…');
buildOrExit('the game table (renderer)', ['vite', 'build', '--config', 'vite.config.ts', '--logLevel', 'warn']);
buildOrExit('the desktop shell (Electron main and preload)', ['tsx', 'electron/bundle.ts']);

const electron = findElectron();
if (electron.path) {
  const app = spawn(electron.path, [resolve(root, 'dist/electron/main.cjs')], { cwd: root, stdio: 'inherit' });
  app.on('exit', (code) => process.exit(code ?? 0));
} else {
  console.log(`Saltfjord: Electron cannot start here — ${electron.why}; serving the browser build instead.`);
  await serveInBrowser();
}
