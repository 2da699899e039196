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
 * (renderer/src/ui/app/useTableModule.ts imports it on demand) and what PixiJS imports on demand when the table's Application
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
        const chunks = new Map(
          outputs.flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])),
        );
        /** The chunks `start` loads: itself and what it imports, all the way down. */
        const loadedWith = (start: Rollup.OutputChunk, loaded: Set<string>): void => {
          if (loaded.has(start.fileName)) return;
          loaded.add(start.fileName);
          for (const name of start.imports) {
            const imported = chunks.get(name);
            if (imported) loadedWith(imported, loaded);
          }
        };
        // What the entry loads, Vite preloads already.
        const alreadyLoaded = new Set<string>();
        for (const chunk of chunks.values()) if (chunk.isEntry) loadedWith(chunk, alreadyLoaded);
        const wanted = new Set<string>();
        for (const module of FIRST_FRAME_MODULES) {
          const holder = [...chunks.values()].find((chunk) => chunk.moduleIds.some((id) => id.endsWith(module)));
          if (!holder) throw new Error(`no chunk of the build holds ${module}, so it cannot be preloaded`);
          loadedWith(holder, wanted);
        }
        const modules: HtmlTagDescriptor[] = [...wanted]
          .filter((name) => !alreadyLoaded.has(name))
          .map((name) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `./${name}` },
            injectTo: 'head',
          }));
        const fonts: HtmlTagDescriptor[] = outputs
          .filter((output) => output.type === 'asset' && TABLE_FONT_FILE.test(output.fileName))
          .map((font) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: true, href: `./${font.fileName}` },
            injectTo: 'head',
          }));
        return [...modules, ...fonts];
      },
    },
  };
}

/** PixiJS and its plugins: what the table's painting needs, split the way PixiJS's own lazy imports ask. */
const PIXI_MODULE = /[\\/]node_modules[\\/](pixi\.js|@pixi)[\\/]/;

/**
 * The modules of the first table frame (the menu's code and FIRST_FRAME_MODULES with everything they import
 * statically) that do not lead to PixiJS, filled in when the module graph is complete (buildEnd), before the chunks
 * are made; the build puts them into one chunk, `app` (see `build` below).
 */
const APP_MODULES = new Set<string>();

/**
 * Left to itself, the build makes a chunk of every set of modules that the same lazily loaded screens share: 14 small
 * chunks of the app's own code (the session, the save, the names, a modal…) that the first frame waits for, besides
 * PixiJS's. A browser fetches at most six files at once from one server, so those 27 files came in five rounds, and
 * the fonts the table waits for after them. The app's code of the first frame is one chunk instead; modules with an
 * import path to PixiJS stay out of it, because PixiJS's index imports its WebGL and WebGPU renderers, and the group
 * would take them along (a group takes what its modules import).
 */
function oneChunkForTheApp(): Plugin {
  return {
    name: 'saltfjord-one-app-chunk',
    apply: 'build',
    buildEnd() {
      const staticImports = (id: string): string[] => {
        const info = this.getModuleInfo(id);
        return (info?.importedIds ?? []).filter((next) => !info?.dynamicallyImportedIds.includes(next));
      };
      const firstFrameRoot = (id: string): boolean => FIRST_FRAME_MODULES.some((module) => id.endsWith(module));
      const isLazyRoot = (id: string): boolean =>
        (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0 && !firstFrameRoot(id);
      const firstFrame = new Set<string>();
      const visit = (id: string): void => {
        if (firstFrame.has(id) || isLazyRoot(id)) return;
        firstFrame.add(id);
        for (const next of staticImports(id)) visit(next);
      };
      const ids = [...this.getModuleIds()];
      for (const root of ids.filter((id) => this.getModuleInfo(id)?.isEntry || firstFrameRoot(id))) visit(root);
      // Every module with a static import path to PixiJS: PixiJS's importers, theirs, and so on up (import cycles end
      // where a module was met before).
      const towardPixi = new Set<string>();
      const climb = (id: string): void => {
        for (const importer of this.getModuleInfo(id)?.importers ?? []) {
          if (towardPixi.has(importer)) continue;
          towardPixi.add(importer);
          climb(importer);
        }
      };
      for (const id of ids) if (PIXI_MODULE.test(id)) climb(id);
      APP_MODULES.clear();
      for (const id of firstFrame) if (!PIXI_MODULE.test(id) && !towardPixi.has(id)) APP_MODULES.add(id);
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
  plugins: [oneChunkForTheApp(), preloadTheTable()],
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
    // The rest of the first frame's own code is one chunk (oneChunkForTheApp says why).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'zod',
              priority: 2,
              test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]renderer[\\/]src[\\/]strictContentPolicy\.ts$/,
            },
            { name: 'app', priority: 1, test: (id) => APP_MODULES.has(id) },
          ],
        },
      },
    },
  },
});
