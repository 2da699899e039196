import type { z } from 'zod';

/** Why a document could not be read. Codes are stable (the app and tests branch on them); messages are for people. */
export type LoadProblemCode =
  | 'too-large'
  | 'not-utf8'
  | 'not-json'
  | 'forbidden-key'
  | 'too-deep'
  | 'unknown-version'
  | 'newer-version'
  | 'invalid'
  | 'illegal-action'
  | 'engine-failure';

export interface LoadProblem {
  readonly code: LoadProblemCode;
  /** One or two sentences naming the file (or other source) and what is wrong with it. */
  readonly message: string;
}

export type Outcome<T, E = LoadProblem> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

export function succeed<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function fail(code: LoadProblemCode, message: string): { readonly ok: false; readonly error: LoadProblem } {
  return { ok: false, error: { code, message: printable(message) } };
}

/**
 * Control characters (C0, DEL, C1) and bidirectional overrides replaced by U+FFFD: a problem quotes file names and
 * file contents, and neither may rewrite the line it is shown in (terminal escapes, reversed text, hidden breaks).
 */
export function printable(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching the control characters is the point
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, '\ufffd');
}

const MAX_ISSUES_SHOWN = 3;
const MAX_ISSUE_TEXT = 160;

/**
 * A short, single-line account of the first few zod issues, with the path of each, e.g.
 * `actions[3].kind: Invalid input`. Hostile files can produce thousands of issues and enormous key names,
 * so both the count and the length of what is echoed back are capped.
 */
export function describeIssues(error: z.ZodError): string {
  const shown = error.issues.slice(0, MAX_ISSUES_SHOWN).map((issue) => {
    const where = formatPath(issue.path);
    return clip(where === '' ? issue.message : `${where}: ${issue.message}`);
  });
  const hidden = error.issues.length - shown.length;
  return hidden > 0 ? `${shown.join('; ')} (and ${hidden} more)` : shown.join('; ');
}

/** `actions[3].kind` style, as people read paths into a document. */
export function formatPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const part of path) {
    if (typeof part === 'number') text += `[${part}]`;
    else text += text === '' ? String(part) : `.${String(part)}`;
  }
  return text;
}

export function clip(text: string, max = MAX_ISSUE_TEXT): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
