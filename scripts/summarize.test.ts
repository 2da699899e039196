import { describe, expect, it } from 'vitest';
import {
  combine,
  formatSummary,
  parseReport,
  summarizeCheck,
  summarizePlaywright,
  summarizeVitest,
} from './summarize.mjs';

/** A vitest JSON report shaped like the one vitest 4 writes. */
function vitestReport(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    numTotalTestSuites: 3,
    numPassedTestSuites: 3,
    numFailedTestSuites: 0,
    numPendingTestSuites: 0,
    numTotalTests: 7,
    numPassedTests: 7,
    numFailedTests: 0,
    numPendingTests: 0,
    numTodoTests: 0,
    success: true,
    testResults: [
      { name: '/repo/engine/a.test.ts', status: 'passed', message: '', assertionResults: [{ status: 'passed' }] },
    ],
    ...overrides,
  };
}

describe('summarizeVitest: the tests a report counts', () => {
  it('counts an all-passing run', () => {
    const s = summarizeVitest(vitestReport(), { exitCode: 0 });
    expect(s).toEqual({ passed: 7, failed: 0, skipped: 0, problems: [] });
    const total = combine([s]);
    expect(total.ok).toBe(true);
    expect(formatSummary(total)).toBe('7 passed, 0 failed');
  });

  it('counts failed, skipped and todo tests', () => {
    const s = summarizeVitest(
      vitestReport({
        numPassedTests: 5,
        numFailedTests: 2,
        numPendingTests: 1,
        numTodoTests: 2,
        numFailedTestSuites: 1,
        success: false,
        testResults: [
          {
            name: '/repo/engine/a.test.ts',
            status: 'failed',
            message: '',
            assertionResults: [{ status: 'passed' }, { status: 'failed' }, { status: 'failed' }],
          },
        ],
      }),
      { exitCode: 1 },
    );
    expect(s.passed).toBe(5);
    expect(s.failed).toBe(2);
    expect(s.skipped).toBe(3);
    const total = combine([s]);
    expect(total.ok).toBe(false);
    expect(formatSummary(total)).toBe('5 passed, 2 failed, 3 skipped');
  });
});

describe('summarizeVitest: broken or missing test files', () => {
  it('counts a test file that failed to load as a failure', () => {
    const s = summarizeVitest(
      vitestReport({
        numPassedTests: 4,
        numFailedTestSuites: 1,
        success: false,
        testResults: [
          { name: '/repo/engine/ok.test.ts', status: 'passed', message: '', assertionResults: [{ status: 'passed' }] },
          { name: '/repo/engine/broken.test.ts', status: 'failed', message: 'SyntaxError: x', assertionResults: [] },
        ],
      }),
      { exitCode: 1 },
    );
    expect(s.passed).toBe(4);
    expect(s.failed).toBe(1);
    expect(s.problems.join('\n')).toContain('broken.test.ts');

    // A failing test in one file and a broken second file: both count.
    const both = summarizeVitest(
      vitestReport({
        numPassedTests: 1,
        numFailedTests: 1,
        numFailedTestSuites: 2,
        success: false,
        testResults: [
          {
            name: '/repo/engine/a.test.ts',
            status: 'failed',
            message: '',
            assertionResults: [{ status: 'passed' }, { status: 'failed' }],
          },
          { name: '/repo/engine/broken.test.ts', status: 'failed', message: 'Error: boom', assertionResults: [] },
        ],
      }),
      { exitCode: 1 },
    );
    expect(formatSummary(combine([both]))).toBe('1 passed, 2 failed');
  });

  it('treats "no test files found" as a failure with a clear message', () => {
    const s = summarizeVitest(
      vitestReport({
        numTotalTestSuites: 0,
        numPassedTestSuites: 0,
        numTotalTests: 0,
        numPassedTests: 0,
        success: false,
        testResults: [],
      }),
      { exitCode: 1 },
    );
    expect(s.failed).toBe(1);
    expect(s.problems.join('\n')).toMatch(/no test files found/);
  });
});

describe('summarizeVitest: runs that crash or exit non-zero', () => {
  it('counts a crashed run with no report as failed, never 0 failed', () => {
    for (const report of [null, undefined, parseReport(''), parseReport('{"numPassedTests": 3'), parseReport('[]')]) {
      const s = summarizeVitest(report, { exitCode: 1 });
      expect(s.failed).toBeGreaterThan(0);
      expect(s.passed).toBe(0);
      expect(formatSummary(combine([s]))).toBe('0 passed, 1 failed');
    }
    // Missing report even though the process claimed success: still a failure.
    expect(summarizeVitest(null, { exitCode: 0 }).failed).toBe(1);
  });

  it('counts a non-zero exit with a clean report as a failure', () => {
    const s = summarizeVitest(vitestReport(), { exitCode: 1 });
    expect(s.passed).toBe(7);
    expect(s.failed).toBe(1);
    expect(combine([s]).ok).toBe(false);
    const killed = summarizeVitest(vitestReport(), { exitCode: null });
    expect(killed.failed).toBe(1);
  });
});

describe('summarizePlaywright', () => {
  const stats = (s: Record<string, number>) => ({
    config: {},
    suites: [],
    errors: [],
    stats: {
      startTime: '2025-01-01T00:00:00.000Z',
      duration: 1000,
      expected: 0,
      unexpected: 0,
      flaky: 0,
      skipped: 0,
      ...s,
    },
  });

  it('counts expected, unexpected, flaky and skipped', () => {
    const s = summarizePlaywright(stats({ expected: 6, unexpected: 2, flaky: 1, skipped: 3 }), { exitCode: 1 });
    expect(s.passed).toBe(7);
    expect(s.failed).toBe(2);
    expect(s.skipped).toBe(3);
    expect(s.problems.join('\n')).toMatch(/1 flaky/);
  });

  it('counts an all-passing run', () => {
    const s = summarizePlaywright(stats({ expected: 4 }), { exitCode: 0 });
    expect(s).toEqual({ passed: 4, failed: 0, skipped: 0, problems: [] });
  });

  it('counts global errors and crashes as failures', () => {
    const withError = summarizePlaywright(
      { ...stats({}), errors: [{ message: 'Error: config broken\nstack' }] },
      { exitCode: 1 },
    );
    expect(withError.failed).toBe(1);
    expect(withError.problems.join('\n')).toContain('config broken');
    expect(summarizePlaywright(null, { exitCode: 1 }).failed).toBe(1);
    expect(summarizePlaywright({ suites: [] }, { exitCode: 0 }).failed).toBe(1);
    expect(summarizePlaywright(stats({ expected: 3 }), { exitCode: 1 }).failed).toBe(1);
  });
});

describe('combine and formatSummary', () => {
  it('adds vitest and playwright results', () => {
    const total = combine([
      summarizeVitest(vitestReport({ numPassedTests: 10, numPendingTests: 1 }), { exitCode: 0 }),
      summarizePlaywright({ stats: { expected: 3, unexpected: 1, flaky: 0, skipped: 2 }, errors: [] }, { exitCode: 1 }),
    ]);
    expect(total).toMatchObject({ passed: 13, failed: 1, skipped: 3, ok: false });
    expect(formatSummary(total)).toBe('13 passed, 1 failed, 3 skipped');
  });

  it('treats zero tests run as a failure', () => {
    const total = combine([{ passed: 0, failed: 0, skipped: 2, problems: [] }]);
    expect(total.ok).toBe(false);
    expect(total.failed).toBe(1);
    expect(total.problems.join('\n')).toMatch(/no tests ran/);
    expect(combine([]).ok).toBe(false);
  });

  it('prints exactly "N passed, N failed" when nothing was skipped', () => {
    expect(formatSummary({ passed: 12, failed: 0, skipped: 0 })).toBe('12 passed, 0 failed');
    expect(formatSummary({ passed: 12, failed: 0, skipped: 0 })).toMatch(/^\d+ passed, \d+ failed$/);
  });
});

describe('summarizeCheck', () => {
  it('counts a check that exited 0 as one passed test', () => {
    expect(summarizeCheck('lint', { exitCode: 0 })).toEqual({ passed: 1, failed: 0, skipped: 0, problems: [] });
  });

  it('counts a failing or killed check as one failed test, so npm test fails with it', () => {
    const failing = summarizeCheck('import boundaries', { exitCode: 1 });
    expect(failing).toMatchObject({ passed: 0, failed: 1 });
    expect(failing.problems[0]).toContain('import boundaries: failed (exit code 1)');
    expect(summarizeCheck('lint', { exitCode: null })).toMatchObject({ passed: 0, failed: 1 });
    const total = combine([failing, { passed: 40, failed: 0, skipped: 0, problems: [] }]);
    expect(total.ok).toBe(false);
    expect(formatSummary(total)).toBe('40 passed, 1 failed');
  });
});
