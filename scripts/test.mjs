// `npm test`: runs every check and test suite of the project once and ends with one line
// `N passed, N failed` (plus `, N skipped` when tests were skipped).
//
// 1. the static checks of scripts/checks.mjs — lint, import boundaries, file sizes, types — each counted as one test;
// 2. vitest (unit and integration tests, see vitest.config.ts);
// 3. Playwright end-to-end specs, only when playwright.config.ts exists and renderer/e2e/ holds a spec.
//
// Exit code: 0 only if every check passed, every runner exited 0, no test failed and at least one test ran.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHECKS, runCheck } from './checks.mjs';
import {
  combine,
  formatSummary,
  parseReport,
  summarizeCheck,
  summarizePlaywright,
  summarizeVitest,
} from './summarize.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const isWindows = process.platform === 'win32';

/** Runs `npx --no-install <args>` (never downloads a missing tool) and returns its exit code (null: killed). */
function npx(args, extraEnv = {}) {
  console.log(`\n$ npx ${args.join(' ')}`);
  const result = spawnSync('npx', ['--no-install', ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
    shell: isWindows,
  });
  if (result.error) {
    console.log(`could not start npx ${args[0]}: ${result.error.message}`);
    return 1;
  }
  if (result.signal) console.log(`npx ${args[0]} was killed by ${result.signal}`);
  return result.status;
}

function readReport(file) {
  try {
    return parseReport(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** True when dir (recursively) holds a *.spec.{ts,tsx,js,mjs,...} file. */
function hasSpec(dir) {
  if (!existsSync(dir)) return false;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory() ? hasSpec(path) : /\.spec\.[cm]?[jt]sx?$/.test(entry.name)) return true;
  }
  return false;
}

function main() {
  const tmp = mkdtempSync(join(tmpdir(), 'saltfjord-test-'));
  const summaries = [];
  try {
    for (const check of CHECKS) summaries.push(summarizeCheck(check.name, { exitCode: runCheck(check) }));

    const vitestJson = join(tmp, 'vitest.json');
    const vitestExit = npx(['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${vitestJson}`]);
    summaries.push(summarizeVitest(readReport(vitestJson), { exitCode: vitestExit }));

    const hasConfig = existsSync(join(root, 'playwright.config.ts'));
    const specs = hasSpec(join(root, 'renderer', 'e2e'));
    if (hasConfig && specs) {
      const playwrightJson = join(tmp, 'playwright.json');
      const playwrightExit = npx(['playwright', 'test', '--reporter=list,json'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
      });
      summaries.push(summarizePlaywright(readReport(playwrightJson), { exitCode: playwrightExit }));
    } else {
      console.log(
        `\nPlaywright end-to-end tests skipped: ${hasConfig ? 'no spec under renderer/e2e/' : 'no playwright.config.ts'}.`,
      );
    }
  } catch (error) {
    summaries.push({
      passed: 0,
      failed: 1,
      skipped: 0,
      problems: [`scripts/test.mjs crashed: ${error instanceof Error ? error.message : String(error)}`],
    });
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }

  const total = combine(summaries);
  console.log('');
  for (const problem of total.problems) console.log(`! ${problem}`);
  console.log(formatSummary(total));
  process.exitCode = total.ok ? 0 : 1;
}

main();
