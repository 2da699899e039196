// Types for scripts/summarize.mjs (so TypeScript tests can import it under `strict`).
export interface Summary {
  passed: number;
  failed: number;
  skipped: number;
  problems: string[];
}

export interface RunInfo {
  /** Exit code of the runner process; null when it was killed by a signal. Defaults to 0. */
  exitCode?: number | null;
}

export function parseReport(text: string | null | undefined): Record<string, unknown> | null;
export function summarizeVitest(report: unknown, run?: RunInfo): Summary;
export function summarizePlaywright(report: unknown, run?: RunInfo): Summary;
export function summarizeCheck(name: string, run?: RunInfo): Summary;
export function combine(summaries: Summary[]): Summary & { ok: boolean };
export function formatSummary(s: { passed: number; failed: number; skipped: number }): string;
