import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirForTest } from '../electron/testing/tempDir';
import { countLines, fileSizeProblems, isRendererSource, LINE_LIMIT, rendererFiles } from './fileSizes.mjs';

const lines = (count: number): string => 'x\n'.repeat(count);

describe('file-size rule (no renderer source file over 400 lines)', () => {
  it('counts lines as an editor numbers them', () => {
    expect(countLines('')).toBe(0);
    expect(countLines('a')).toBe(1);
    expect(countLines('a\n')).toBe(1);
    expect(countLines('a\nb')).toBe(2);
    expect(countLines(lines(401))).toBe(401);
  });

  it('applies to renderer source, not to tests, browser specs or other parts', () => {
    expect(isRendererSource('renderer/src/scene/TableScene.ts')).toBe(true);
    expect(isRendererSource('renderer/src/ui/App.tsx')).toBe(true);
    expect(isRendererSource('renderer/src/ui/styles.css')).toBe(true);
    expect(isRendererSource('renderer/bench/renderBench.mjs')).toBe(true);
    expect(isRendererSource('renderer/src/ui/hitTargets.test.ts')).toBe(false);
    expect(isRendererSource('renderer/src/i18n/catalog.test.tsx')).toBe(false);
    expect(isRendererSource('renderer/e2e/driver.ts')).toBe(false);
    expect(isRendererSource('engine/rules/moves.ts')).toBe(false);
    expect(isRendererSource('renderer/src/assets/table.png')).toBe(false);
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

  it('finds the renderer source files of a tree with their line counts', async () => {
    const root = await tempDirForTest();
    mkdirSync(join(root, 'renderer', 'src', 'ui'), { recursive: true });
    mkdirSync(join(root, 'renderer', 'e2e'), { recursive: true });
    writeFileSync(join(root, 'renderer', 'src', 'ui', 'Big.tsx'), lines(401));
    writeFileSync(join(root, 'renderer', 'src', 'ui', 'Big.test.tsx'), lines(900));
    writeFileSync(join(root, 'renderer', 'e2e', 'long.spec.ts'), lines(900));
    const files = rendererFiles(root);
    expect(files).toEqual([{ path: 'renderer/src/ui/Big.tsx', lines: 401 }]);
    expect(fileSizeProblems(files)).toHaveLength(1);
  });
});
