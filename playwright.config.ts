import { defineConfig } from '@playwright/test';

// Browser end-to-end specs of the renderer, run by `npm test` in Debian's Chromium (never `npx playwright install`).
// The built app is served by `vite preview`, so the specs exercise what ships. SALTFJORD_E2E_PORT moves the server
// off 4173, so that two runs on one machine do not share (and stop) each other's server.
const PORT = Number(process.env.SALTFJORD_E2E_PORT ?? 4173);

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
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: {
    command: `npm run build:web && npm run preview:web -- --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
