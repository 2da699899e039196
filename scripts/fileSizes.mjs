// The file-size rule (docs/conventions.md: one concern per module, no file over ~400 lines), checked by `npm test` for the
// renderer's source: every file under renderer/ that is not a test (not `*.test.*`, not in renderer/e2e/).
// Plain ESM, no dependencies: run as `node scripts/fileSizes.mjs`, unit-tested in scripts/fileSizes.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

export const LINE_LIMIT = 400;

const SOURCE = /\.(ts|tsx|mts|js|mjs|jsx|css|html)$/;

/** Whether `path` (relative to the repository, `/`-separated) is renderer source the rule applies to. */
export function isRendererSource(path) {
  return (
    path.startsWith('renderer/') &&
    !path.startsWith('renderer/e2e/') &&
    !/\.test\.[^/]+$/.test(path) &&
    !path.split('/').includes('node_modules') &&
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
 * (When the check came, the two files over the limit, TableScene.ts and describe.ts, had just been split by concern,
 * so no file needs an exception.)
 * @param {readonly { path: string, lines: number }[]} files
 * @param {number} [limit]
 * @returns {string[]}
 */
export function fileSizeProblems(files, limit = LINE_LIMIT) {
  return files
    .filter((file) => file.lines > limit)
    .map((file) => `${file.path} has ${file.lines} lines, over the limit of ${limit}: split it by concern`);
}

/** Every renderer source file under `root` with its line count. */
export function rendererFiles(root) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = join(dir, entry.name);
      const path = relative(root, full).split(sep).join('/');
      if (entry.isDirectory()) walk(full);
      else if (isRendererSource(path)) files.push({ path, lines: countLines(readFileSync(full, 'utf8')) });
    }
  };
  walk(join(root, 'renderer'));
  return files.sort((left, right) => left.path.localeCompare(right.path));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = join(import.meta.dirname, '..');
  const files = rendererFiles(root);
  const problems = fileSizeProblems(files);
  for (const problem of problems) console.log(`✗ ${problem}`);
  if (problems.length === 0) console.log(`✔ ${files.length} renderer source files, none over ${LINE_LIMIT} lines`);
  process.exitCode = problems.length === 0 ? 0 : 1;
}
