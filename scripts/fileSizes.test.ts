import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirForTest } from '../electron/testing/tempDir';
import { countLines, fileSizeProblems, isSource, LINE_LIMIT, sourceFiles } from './fileSizes.mjs';

const lines = (count: number): string => 'x\n'.repeat(count);

describe('file-size rule (no source file over 400 lines)', () => {
  it('counts lines as an editor numbers them', () => {
    expect(countLines('')).toBe(0);
    expect(countLines('a')).toBe(1);
    expect(countLines('a\n')).toBe(1);
    expect(countLines('a\nb')).toBe(2);
    expect(countLines(lines(401))).toBe(401);
  });

  it('applies to the source of every part — code, tests, specs, style sheets — not to data or other folders', () => {
    expect(isSource('renderer/src/scene/TableScene.ts')).toBe(true);
    expect(isSource('renderer/src/ui/App.tsx')).toBe(true);
    expect(isSource('renderer/src/ui/styles.css')).toBe(true);
    expect(isSource('renderer/bench/renderBench.mjs')).toBe(true);
    expect(isSource('renderer/src/ui/hitTargets.test.ts')).toBe(true);
    expect(isSource('renderer/e2e/driver.ts')).toBe(true);
    expect(isSource('engine/rules/moves.ts')).toBe(true);
    expect(isSource('tools/calibrate.ts')).toBe(true);
    expect(isSource('server/gameRoom.ts')).toBe(true);
    expect(isSource('renderer/src/assets/table.png')).toBe(false);
    expect(isSource('docs/calibration/ladder-edition2.json')).toBe(false);
    expect(isSource('engine/save/fixtures/save-v0.json')).toBe(false);
    expect(isSource('renderer/node_modules/x/index.js')).toBe(false);
    expect(isSource('README.md')).toBe(false);
  });

  it('fails on a 401-line file and passes one of 400', () => {
    expect(fileSizeProblems([{ path: 'renderer/src/a.ts', lines: 400 }])).toEqual([]);
    expect(
      fileSizeProblems([
        { path: 'renderer/src/a.ts', lines: 401 },
        { path: 'renderer/src/b.ts', lines: 12 },
      ]),
    ).toEqual([`renderer/src/a.ts has 401 lines, over the limit of ${LINE_LIMIT}: split it by concern`]);
  });

  it('finds the source files of every part of a tree with their line counts', async () => {
    const root = await tempDirForTest();
    mkdirSync(join(root, 'renderer', 'src', 'ui'), { recursive: true });
    mkdirSync(join(root, 'engine', 'dist'), { recursive: true });
    mkdirSync(join(root, 'docs'), { recursive: true });
    writeFileSync(join(root, 'renderer', 'src', 'ui', 'Big.tsx'), lines(401));
    writeFileSync(join(root, 'renderer', 'src', 'ui', 'Big.test.tsx'), lines(30));
    writeFileSync(join(root, 'engine', 'dist', 'bundle.js'), lines(900));
    writeFileSync(join(root, 'docs', 'long.ts'), lines(900));
    const files = sourceFiles(root);
    expect(files).toEqual([
      { path: 'renderer/src/ui/Big.test.tsx', lines: 30 },
      { path: 'renderer/src/ui/Big.tsx', lines: 401 },
    ]);
    expect(fileSizeProblems(files)).toHaveLength(1);
  });
});
