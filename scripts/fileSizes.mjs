// The file-size rule (docs/conventions.md: one concern per module, no file over 400 lines as Biome formats it),
// checked by `npm test` for every source file of the project's parts — code, tests, browser specs, benches and style
// sheets — but not for data (JSON, the save fixtures) or what tools generate.
// Plain ESM, no dependencies: run as `node scripts/fileSizes.mjs`, unit-tested in scripts/fileSizes.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

export const LINE_LIMIT = 400;

/** The parts of the repository whose files the rule counts. */
export const PARTS = ['engine', 'tools', 'electron', 'files', 'renderer', 'server', 'scripts', 'assets', 'build'];

const SOURCE = /\.(ts|tsx|mts|js|mjs|cjs|jsx|css|html)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);

/** Whether `path` (relative to the repository, `/`-separated) is a source file the rule applies to. */
export function isSource(path) {
  const [part, ...rest] = path.split('/');
  return (
    PARTS.includes(part ?? '') &&
    rest.length > 0 &&
    !rest.some((folder) => SKIPPED_FOLDERS.has(folder)) &&
    SOURCE.test(path)
  );
}

/** Lines as an editor numbers them: a last line without its newline counts, an empty file has none. */
export function countLines(text) {
  if (text === '') return 0;
  const newlines = text.split('\n').length - 1;
  return text.endsWith('\n') ? newlines : newlines + 1;
}

/**
 * The files of `files` (each a repository path and its line count) over `limit`, in words; none: the rule holds.
 * @param {readonly { path: string, lines: number }[]} files
 * @param {number} [limit]
 * @returns {string[]}
 */
export function fileSizeProblems(files, limit = LINE_LIMIT) {
  return files
    .filter((file) => file.lines > limit)
    .map((file) => `${file.path} has ${file.lines} lines, over the limit of ${limit}: split it by concern`);
}

/** Every source file of the parts under `root` with its line count. */
export function sourceFiles(root) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (SKIPPED_FOLDERS.has(entry.name)) continue;
      const full = join(dir, entry.name);
      const path = relative(root, full).split(sep).join('/');
      if (entry.isDirectory()) walk(full);
      else if (isSource(path)) files.push({ path, lines: countLines(readFileSync(full, 'utf8')) });
    }
  };
  for (const part of PARTS) {
    try {
      walk(join(root, part));
    } catch (error) {
      if (error?.code !== 'ENOENT') throw error;
    }
  }
  return files.sort((left, right) => left.path.localeCompare(right.path));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = join(import.meta.dirname, '..');
  const files = sourceFiles(root);
  const problems = fileSizeProblems(files);
  for (const problem of problems) console.log(`✗ ${problem}`);
  if (problems.length === 0) console.log(`✔ ${files.length} source files, none over ${LINE_LIMIT} lines`);
  process.exitCode = problems.length === 0 ? 0 : 1;
}
