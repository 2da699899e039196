import { defineConfig } from 'vite';

// The browser build of the renderer (`npm run web`, `npm run build:web`). The Electron shell serves the same build
// from dist/renderer over its app:// protocol, so asset URLs are relative.
export default defineConfig({
  root: 'renderer',
  base: './',
  publicDir: false,
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
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
