#!/usr/bin/env node
// Runs a TypeScript command-line tool (simulation, benchmarks) as one esbuild bundle, so that it runs at the speed
// of shipped code: no per-module loader hooks and no helper wrappers that a development loader adds.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync, renameSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [entry, ...rest] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/run-tool.mjs <tool.ts> [args…]');
  process.exit(2);
}
const outDir = resolve('node_modules/.cache/saltfjord-tools');
mkdirSync(outDir, { recursive: true });
// Named by the entry's full path too: checkouts of the project that share one node_modules (git worktrees) never run
// each other's bundle.
const checkout = createHash('sha256').update(resolve(entry)).digest('hex').slice(0, 8);
const outfile = join(outDir, `${basename(entry, '.ts')}-${checkout}.mjs`);
// Built beside it and renamed into place, so that runs of one tool started together (tests start several servers)
// never import a bundle another run is still writing.
const building = `${outfile}.${process.pid}.tmp`;
await build({
  entryPoints: [entry],
  outfile: building,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22.12',
  packages: 'external',
  sourcemap: 'inline',
  logLevel: 'warning',
});
renameSync(building, outfile);
process.argv = [process.argv[0], outfile, ...rest];
await import(pathToFileURL(outfile).href);
