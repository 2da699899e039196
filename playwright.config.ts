import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// Browser end-to-end specs of the renderer, run by `npm test` in Debian's Chromium (never `npx playwright install`).
// The built app is served by `vite preview`, so the specs exercise what ships.

/**
 * The port the specs serve the app on: SALTFJORD_E2E_PORT when set, else a free port chosen here, so that `npm start`,
 * another checkout's tests or any other program listening on 4173 cannot take the specs' place. The choice is put in
 * the environment because Playwright reads this file again in each worker process, which must agree on the port.
 */
function e2ePort(): number {
  const chosen = process.env.SALTFJORD_E2E_PORT;
  if (chosen !== undefined && chosen !== '') return Number(chosen);
  const script = fileURLToPath(new URL('./scripts/localServer.mjs', import.meta.url));
  const port = execFileSync(process.execPath, [script, '--free-port'], { encoding: 'utf8' }).trim();
  process.env.SALTFJORD_E2E_PORT = port;
  return Number(port);
}
const PORT = e2ePort();

export default defineConfig({
  testDir: 'renderer/e2e',
  testMatch: '*.spec.ts',
  outputDir: 'test-results/e2e',
  timeout: 180_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 720 },
    // The specs read English words; the German and Portuguese specs set their own locale (the app follows the system's).
    locale: 'en-US',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    // --strictPort: a server that cannot have this port fails instead of moving to another one the specs never visit.
    // The specs play the test build (its debug window reads the game from its worker); the shipped build is built too,
    // for the Content-Security-Policy spec, which also checks that it has no such window.
    command: `npm run build:web && npm run build:web:e2e && npm run preview:web -- --outDir ../dist/e2e --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
    // Whatever already answers on the port is not known to be this build of the game.
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
