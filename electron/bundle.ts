// `npm run build:electron`: bundles the main process and the preload bridge into dist/electron/.
// The preload runs sandboxed, where `require` knows only a few Electron modules, so it must be one self-contained file;
// the main process is bundled too, so the packaged app needs no node_modules at run time.
import { build, type BuildOptions } from 'esbuild';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Floors below what Electron 45 ships (Node 22 or later, Chromium 140 or later), so the output runs there as is. */
const MAIN_TARGET = 'node22';
const PRELOAD_TARGET = 'chrome130';

export async function bundleElectron(
  outDir: string,
): Promise<{ mainFile: string; preloadFile: string; botThreadFile: string }> {
  const root = resolve(import.meta.dirname, '..');
  const mainFile = resolve(outDir, 'main.cjs');
  const preloadFile = resolve(outDir, 'preload.cjs');
  // The bots of games the main process hosts think in worker threads started from this file (main.ts).
  const botThreadFile = resolve(outDir, 'botThread.cjs');
  const shared: BuildOptions = {
    bundle: true,
    format: 'cjs',
    external: ['electron'],
    sourcemap: 'linked',
    logLevel: 'warning',
  };
  await Promise.all([
    build({
      ...shared,
      entryPoints: [resolve(root, 'electron/main.ts')],
      outfile: mainFile,
      platform: 'node',
      target: MAIN_TARGET,
    }),
    build({
      ...shared,
      entryPoints: [resolve(root, 'files/botThreadEntry.ts')],
      outfile: botThreadFile,
      platform: 'node',
      target: MAIN_TARGET,
    }),
    // Platform "browser": a Node built-in imported by mistake fails the build instead of failing in the sandbox.
    build({
      ...shared,
      entryPoints: [resolve(root, 'electron/preload.ts')],
      outfile: preloadFile,
      platform: 'browser',
      target: PRELOAD_TARGET,
    }),
  ]);
  return { mainFile, preloadFile, botThreadFile };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outDir = resolve(import.meta.dirname, '..', 'dist', 'electron');
  const { mainFile, preloadFile } = await bundleElectron(outDir);
  console.log(`bundled ${mainFile} and ${preloadFile}`);
}
