// Turns the JSON reports of the test runners into one pass/fail count.
// Plain ESM, no dependencies: used by scripts/test.mjs and unit-tested in scripts/summarize.test.ts.
//
// Invariant: a run that did not clearly succeed (missing or unreadable report, failed suite,
// non-zero exit code) never reports 0 failed.

/**
 * @typedef {{ passed: number, failed: number, skipped: number, problems: string[] }} Summary
 */

/** @param {unknown} v */
function count(v) {
  return typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.floor(v) : 0;
}

/** @param {unknown} v */
function isObject(v) {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Parses report text; returns null when missing or not a JSON object.
 * @param {string | null | undefined} text
 */
export function parseReport(text) {
  if (typeof text !== 'string' || text.trim() === '') return null;
  try {
    const value = JSON.parse(text);
    return isObject(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Vitest JSON reporter output.
 * @param {unknown} report parsed report, or null/undefined when it is missing or unreadable
 * @param {{ exitCode?: number | null }} [run] exit code of the vitest process (null = killed by a signal)
 * @returns {Summary}
 */
export function summarizeVitest(report, run = {}) {
  const exitCode = run.exitCode === undefined ? 0 : run.exitCode;
  /** @type {string[]} */
  const problems = [];
  if (!isObject(report)) {
    problems.push(
      `vitest: no readable JSON report (exit code ${exitCode ?? 'none, killed by a signal'}) — the run crashed or found no test files`,
    );
    return { passed: 0, failed: 1, skipped: 0, problems };
  }
  const r = /** @type {Record<string, unknown>} */ (report);
  const passed = count(r.numPassedTests);
  const skipped = count(r.numPendingTests) + count(r.numTodoTests);
  const files = Array.isArray(r.testResults) ? r.testResults : [];
  let failed = count(r.numFailedTests) + countBrokenFiles(files, problems);
  if (failed === 0) failed = vitestFailuresBeyondTests(r, files.length, exitCode, problems);
  return { passed, failed, skipped, problems };
}

/**
 * A test file that fails before or outside its tests (syntax error, failing import, error in beforeAll) is a failed
 * suite with no failed test: each such file counts once, and is named in `problems`.
 * @param {unknown[]} files the report's test results
 * @param {string[]} problems
 */
function countBrokenFiles(files, problems) {
  let brokenFiles = 0;
  for (const file of files) {
    if (!isObject(file) || file.status !== 'failed') continue;
    const assertions = Array.isArray(file.assertionResults) ? file.assertionResults : [];
    if (assertions.some((a) => isObject(a) && a.status === 'failed')) continue;
    brokenFiles += 1;
    const message = typeof file.message === 'string' && file.message ? `: ${file.message.split('\n')[0]}` : '';
    problems.push(`vitest: ${String(file.name ?? 'a test file')} failed outside its tests${message}`);
  }
  return brokenFiles;
}

/**
 * The failures of a vitest run that counted no failed test but did not succeed: failed suites, a report saying so, or
 * a non-zero exit code. Each is named in `problems`.
 * @param {Record<string, unknown>} r the report
 * @param {number} fileCount
 * @param {number | null} exitCode
 * @param {string[]} problems
 */
function vitestFailuresBeyondTests(r, fileCount, exitCode, problems) {
  const failedSuites = count(r.numFailedTestSuites);
  if (failedSuites > 0) {
    problems.push(`vitest: ${failedSuites} suite(s) failed`);
    return failedSuites;
  }
  if (r.success === false) {
    problems.push(
      fileCount === 0
        ? 'vitest: no test files found (see the include patterns in vitest.config.ts) — counted as a failure'
        : 'vitest: report says the run did not succeed',
    );
    return 1;
  }
  if (exitCode !== 0) {
    problems.push(
      `vitest: exited with code ${exitCode ?? 'none (killed by a signal)'} although no test failed (an unhandled error? see its output above)`,
    );
    return 1;
  }
  return 0;
}

/**
 * Playwright JSON reporter output (stats.expected / unexpected / flaky / skipped).
 * Flaky tests (failed, then passed on retry) count as passed, as Playwright itself does, and are named in problems.
 * @param {unknown} report parsed report, or null/undefined when it is missing or unreadable
 * @param {{ exitCode?: number | null }} [run] exit code of the playwright process
 * @returns {Summary}
 */
export function summarizePlaywright(report, run = {}) {
  const exitCode = run.exitCode === undefined ? 0 : run.exitCode;
  /** @type {string[]} */
  const problems = [];
  if (!isObject(report) || !isObject(/** @type {Record<string, unknown>} */ (report).stats)) {
    problems.push(
      `playwright: no readable JSON report (exit code ${exitCode ?? 'none, killed by a signal'}) — the run crashed before reporting`,
    );
    return { passed: 0, failed: 1, skipped: 0, problems };
  }
  const r = /** @type {Record<string, unknown>} */ (report);
  const stats = /** @type {Record<string, unknown>} */ (r.stats);
  const flaky = count(stats.flaky);
  const passed = count(stats.expected) + flaky;
  const skipped = count(stats.skipped);
  let failed = count(stats.unexpected);
  if (flaky > 0) problems.push(`playwright: ${flaky} flaky test(s) passed only on retry`);
  if (failed === 0) failed = playwrightFailuresBeyondTests(r, exitCode, problems);
  return { passed, failed, skipped, problems };
}

/**
 * The failures of a Playwright run that counted no failed test but did not succeed: errors outside the tests (each
 * one failure), or a non-zero exit code. Each is named in `problems`.
 * @param {Record<string, unknown>} r the report
 * @param {number | null} exitCode
 * @param {string[]} problems
 */
function playwrightFailuresBeyondTests(r, exitCode, problems) {
  const errors = Array.isArray(r.errors) ? r.errors : [];
  for (const e of errors) {
    const message = isObject(e) && typeof e.message === 'string' ? e.message.split('\n')[0] : String(e);
    problems.push(`playwright: error outside tests: ${message}`);
  }
  if (errors.length > 0) return errors.length;
  if (exitCode !== 0) {
    problems.push(`playwright: exited with code ${exitCode ?? 'none (killed by a signal)'} although no test failed`);
    return 1;
  }
  return 0;
}

/**
 * A static check (lint, import boundaries, file sizes, types) counts as one test: passed when its command exited 0.
 * @param {string} name
 * @param {{ exitCode?: number | null }} [run] exit code of the check's process (null = killed by a signal)
 * @returns {Summary}
 */
export function summarizeCheck(name, run = {}) {
  const exitCode = run.exitCode === undefined ? 0 : run.exitCode;
  if (exitCode === 0) return { passed: 1, failed: 0, skipped: 0, problems: [] };
  return {
    passed: 0,
    failed: 1,
    skipped: 0,
    problems: [`${name}: failed (exit code ${exitCode ?? 'none, killed by a signal'}), see its output above`],
  };
}

/**
 * Adds summaries up. Zero executed tests (nothing passed, nothing failed) is itself a failure.
 * @param {Summary[]} summaries
 * @returns {Summary & { ok: boolean }}
 */
export function combine(summaries) {
  const total = { passed: 0, failed: 0, skipped: 0, problems: /** @type {string[]} */ ([]) };
  for (const s of summaries) {
    total.passed += s.passed;
    total.failed += s.failed;
    total.skipped += s.skipped;
    total.problems.push(...s.problems);
  }
  if (total.passed === 0 && total.failed === 0) {
    total.failed = 1;
    total.problems.push('no tests ran at all — counted as a failure');
  }
  return { ...total, ok: total.failed === 0 };
}

/**
 * The last line `npm test` prints: `N passed, N failed` (and `, N skipped` when some were skipped).
 * @param {{ passed: number, failed: number, skipped: number }} s
 */
export function formatSummary(s) {
  const line = `${s.passed} passed, ${s.failed} failed`;
  return s.skipped > 0 ? `${line}, ${s.skipped} skipped` : line;
}
