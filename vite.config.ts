import { defineConfig } from 'vite';

/**
 * The desktop app's cross-origin isolation headers (CROSS_ORIGIN_ISOLATION_HEADERS in electron/windowOptions.ts, which
 * says why; electron/windowOptions.test.ts checks that the two agree). Written out here because the config loader
 * Vite is moving to cannot import a TypeScript module by its extensionless name.
 */
const CROSS_ORIGIN_ISOLATION_HEADERS = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

// The browser build of the renderer (`npm run web`, `npm run build:web`). The Electron shell serves the same build
// from dist/renderer over its app:// protocol, so asset URLs are relative. Both servers send the desktop app's
// cross-origin isolation headers, so the page runs isolated wherever it is served.
export default defineConfig({
  root: 'renderer',
  base: './',
  publicDir: false,
  server: { host: '127.0.0.1', port: 5173, strictPort: true, headers: CROSS_ORIGIN_ISOLATION_HEADERS },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, headers: CROSS_ORIGIN_ISOLATION_HEADERS },
  // The bots' Web Worker (engine/bots/worker.ts) is an ES module worker, like the page.
  worker: { format: 'es' },
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 2048,
    // Sounds stay files, however small: @pixi/sound fetches them, and the app's CSP lets it fetch only from the app
    // itself ('self'), not from data: URLs.
    assetsInlineLimit: (file) => (/\.(wav|ogg|mp3)$/.test(file) ? false : undefined),
  },
});
