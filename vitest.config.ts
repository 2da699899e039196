import { defineConfig } from 'vitest/config';

// One configuration for every unit/integration test in the repository.
// Browser end-to-end specs (renderer/e2e/) belong to Playwright, not vitest.
export default defineConfig({
  test: {
    include: [
      'engine/**/*.test.ts',
      'tools/**/*.test.ts',
      'electron/**/*.test.ts',
      'files/**/*.test.ts',
      'server/**/*.test.ts',
      'renderer/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'assets/**/*.test.ts',
    ],
    exclude: ['renderer/e2e/**', '**/node_modules/**', '**/dist/**'],
    environment: 'node',
    pool: 'forks',
    // The engine has long seeded fuzz tests. The timeout only guards against hangs:
    // no test may assert on wall-clock time.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
