// The static checks of `npm test`, run before the test runners, each counted as one test in the final line; alone:
// `npm run lint`. A check passes when its command exits 0.
//
// 1. lint: Biome with biome.jsonc (rules that find bugs; formatting is not checked), warnings failing too;
// 2. import boundaries: dependency-cruiser with .dependency-cruiser.cjs (the renderer reaches the engine only through
//    its declared entry points and never imports electron/, the engine imports neither, no import cycle);
// 3. file sizes: no renderer source file over 400 lines (scripts/fileSizes.mjs);
// 4. types: `tsc -b` over the solution tsconfig.json, each part with its platform's types (docs/typescript.md).
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** @type {readonly { name: string, command: readonly string[] }[]} */
export const CHECKS = [
  {
    name: 'lint',
    command: ['npx', '--no-install', 'biome', 'lint', '--error-on-warnings', '--max-diagnostics=100', '.'],
  },
  {
    name: 'import boundaries',
    command: ['npx', '--no-install', 'depcruise', '.', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'],
  },
  { name: 'file sizes', command: [process.execPath, 'scripts/fileSizes.mjs'] },
  { name: 'types', command: ['npx', '--no-install', 'tsc', '-b'] },
];

/** Runs one check in the repository root, its output shown as it comes; returns its exit code (null: killed). */
export function runCheck(check) {
  console.log(`\n$ ${check.command.join(' ')}`);
  const [program, ...args] = check.command;
  const result = spawnSync(program, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.error) {
    console.log(`could not start ${program}: ${result.error.message}`);
    return 1;
  }
  if (result.signal) console.log(`${check.name} was killed by ${result.signal}`);
  return result.status;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const failed = CHECKS.filter((check) => runCheck(check) !== 0).map((check) => check.name);
  console.log(failed.length === 0 ? `\nall ${CHECKS.length} checks passed` : `\nfailed: ${failed.join(', ')}`);
  process.exitCode = failed.length === 0 ? 0 : 1;
}
