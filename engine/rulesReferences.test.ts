import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * engine/RULES.md is the rules this repository plays, and code, tests and docs cite it as "RULES §n" (or "§n" in a
 * test's title beneath one). Every cited section must exist there: a reference to a section that does not is a rule
 * nobody can look up.
 */
const ROOT = join(import.meta.dirname, '..');
const SOURCE_DIRS = ['engine', 'renderer', 'electron', 'scripts', 'build', 'assets', '.ci', 'docs'];
const SOURCE_FILE = /\.(ts|tsx|mjs|js|cjs|md)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'fixtures', 'test-results', 'playwright-report']);

function sourceFiles(): string[] {
  const files = [join(ROOT, 'README.md')];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (!SKIPPED_DIRS.has(name)) walk(path);
        continue;
      }
      if (SOURCE_FILE.test(name)) files.push(path);
    }
  };
  for (const dir of SOURCE_DIRS) {
    try {
      walk(join(ROOT, dir));
    } catch {
      /* a folder this checkout does not have */
    }
  }
  return files;
}

/** Section numbers of RULES.md: every heading starts with its number ("### 2.1 The table"). */
function sectionNumbers(rules: string): string[] {
  return [...rules.matchAll(/^#{2,4} (\d+(?:\.\d+)*) /gm)].map((match) => match[1] as string);
}

/** The sections a text cites: `§2.1`, `§ 13.2`, and both ends of ranges like `§2.1.4–7` or `§13.2–13.3`. */
function citedSections(text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(/§ ?(\d+(?:\.\d+)*)(?:[–-](\d+(?:\.\d+)*))?/g)) {
    const first = match[1] as string;
    out.push(first);
    const end = match[2];
    if (end === undefined) continue;
    if (end.includes('.')) out.push(end);
    else out.push([...first.split('.').slice(0, -1), end].join('.'));
  }
  return out;
}

describe('engine/RULES.md: every "RULES §" reference resolves', () => {
  const rules = readFileSync(join(ROOT, 'engine', 'RULES.md'), 'utf8');
  const sections = new Set(sectionNumbers(rules));

  it('RULES.md numbers its sections 1 to 16, each number once', () => {
    const numbers = sectionNumbers(rules);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (let top = 1; top <= 16; top++) expect(sections.has(String(top))).toBe(true);
    const parentOf = (number: string): string => number.split('.').slice(0, -1).join('.');
    const orphans = numbers.filter((number) => number.includes('.') && !sections.has(parentOf(number)));
    expect(orphans, 'sections without a parent section').toEqual([]);
  });

  it('the reference scanner finds single sections and both ends of ranges', () => {
    expect(citedSections('RULES §2.1.4–7 and §13.2–13.3, § 5, §1/§9.4')).toEqual([
      '2.1.4',
      '2.1.7',
      '13.2',
      '13.3',
      '5',
      '1',
      '9.4',
    ]);
  });

  it('no source file cites a section RULES.md does not have', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    let cited = 0;
    const missing: string[] = [];
    for (const file of files) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, index) => {
        for (const section of citedSections(line)) {
          cited++;
          if (!sections.has(section)) missing.push(`${relative(ROOT, file)}:${index + 1} cites §${section}`);
        }
      });
    }
    expect(cited).toBeGreaterThan(150);
    expect(missing).toEqual([]);
  });
});
