#!/usr/bin/env node
// Runs a TypeScript command-line tool (simulation, benchmarks) as one esbuild bundle, so that it runs at the speed
// of shipped code: no per-module loader hooks and no helper wrappers that a development loader adds.
import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [entry, ...rest] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/run-tool.mjs <tool.ts> [args…]');
  process.exit(2);
}
const outDir = resolve('node_modules/.cache/saltfjord-tools');
mkdirSync(outDir, { recursive: true });
const outfile = join(outDir, `${basename(entry, '.ts')}.mjs`);
await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22.12',
  packages: 'external',
  sourcemap: 'inline',
  logLevel: 'warning',
});
process.argv = [process.argv[0], outfile, ...rest];
await import(pathToFileURL(outfile).href);
