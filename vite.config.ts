import { defineConfig, type HtmlTagDescriptor, type Plugin, type Rollup } from 'vite';

/**
 * The desktop app's cross-origin isolation headers (CROSS_ORIGIN_ISOLATION_HEADERS in electron/windowOptions.ts, which
 * says why; electron/windowOptions.test.ts checks that the two agree). Written out here because the config loader
 * Vite is moving to cannot import a TypeScript module by its extensionless name.
 */
const CROSS_ORIGIN_ISOLATION_HEADERS = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

/**
 * What the first game needs before its first frame, beyond the menu's code: the lazily loaded table
 * (renderer/src/ui/App.tsx imports it on demand) and what PixiJS imports on demand when the table's Application
 * starts — its browser environment and the Canvas renderer the table asks for (renderer/src/ui/TableCanvas.tsx).
 */
const FIRST_FRAME_MODULES = [
  '/renderer/src/ui/GameScreen.tsx',
  '/node_modules/pixi.js/lib/environment-browser/browserAll.mjs',
  '/node_modules/pixi.js/lib/rendering/renderers/canvas/CanvasRenderer.mjs',
];
/** The bundled font's files the table draws with: Latin, in the weights main.tsx imports (400, 700, 800). */
const TABLE_FONT_FILE = /alegreya-sans-latin-\d+-normal-[\w-]+\.woff2$/;

/**
 * Starts fetching the table while the menu's code still runs: index.html gets a modulepreload for each chunk that
 * holds one of FIRST_FRAME_MODULES and for every chunk those import, and a preload for the font files the table
 * waits for. Without them each request would wait for the code that asks for it. What loads later on purpose (the
 * sound engine after the first interaction, the WebGL and WebGPU renderers the table never asks for) is left out.
 */
function preloadTheTable(): Plugin {
  return {
    name: 'saltfjord-preload-table',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }): HtmlTagDescriptor[] {
        if (!bundle) return [];
        const outputs = Object.values(bundle);
        const chunks = new Map(outputs.flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])));
        const alreadyLoaded = new Set([...chunks.values()].filter((chunk) => chunk.isEntry).flatMap((chunk) => [chunk.fileName, ...chunk.imports]));
        const wanted = new Set<string>();
        const visit = (chunk: Rollup.OutputChunk): void => {
          if (wanted.has(chunk.fileName)) return;
          wanted.add(chunk.fileName);
          for (const name of chunk.imports) {
            const imported = chunks.get(name);
            if (imported) visit(imported);
          }
        };
        for (const module of FIRST_FRAME_MODULES) {
          const holder = [...chunks.values()].find((chunk) => chunk.moduleIds.some((id) => id.endsWith(module)));
          if (!holder) throw new Error(`no chunk of the build holds ${module}, so it cannot be preloaded`);
          visit(holder);
        }
        const modules: HtmlTagDescriptor[] = [...wanted].filter((name) => !alreadyLoaded.has(name))
          .map((name) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `./${name}` }, injectTo: 'head' }));
        const fonts: HtmlTagDescriptor[] = outputs.filter((output) => output.type === 'asset' && TABLE_FONT_FILE.test(output.fileName))
          .map((font) => ({ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: true, href: `./${font.fileName}` }, injectTo: 'head' }));
        return [...modules, ...fonts];
      },
    },
  };
}

// The browser build of the renderer (`npm run web`, `npm run build:web`). The Electron shell serves the same build
// from dist/renderer over its app:// protocol, so asset URLs are relative. Both servers send the desktop app's
// cross-origin isolation headers, so the page runs isolated wherever it is served.
export default defineConfig({
  root: 'renderer',
  base: './',
  publicDir: false,
  plugins: [preloadTheTable()],
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
    // zod and the module that turns its generated code off (renderer/src/strictContentPolicy.ts) share one chunk, so
    // that the switch runs as soon as zod does: every module building a schema imports that chunk, and would
    // otherwise, split into a chunk of its own (a lazy screen's shared code), build one before main.tsx's body runs.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]renderer[\\/]src[\\/]strictContentPolicy\.ts$/ }] } } },
  },
});
