import { describe, expect, it, vi } from 'vitest';
import { parseArgs, progressArg, seedArg } from './args.js';

describe('command-line arguments of the tools', () => {
  it('reads a whole-number seed as a number and any other seed as text, with a fallback', () => {
    expect(seedArg(parseArgs(['--seed', '42']), '1')).toBe(42);
    expect(seedArg(parseArgs(['--seed=-7']), '1')).toBe(-7);
    expect(seedArg(parseArgs(['--seed', 'fjord']), '1')).toBe('fjord');
    expect(seedArg(parseArgs([]), 'calibration')).toBe('calibration');
  });

  it('counts games only with --progress, printing every tenth', () => {
    expect(progressArg(parseArgs([]), 30)).toBeUndefined();
    const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const tick = progressArg(parseArgs(['--progress']), 30);
      for (let i = 0; i < 25; i++) tick?.();
      expect(write.mock.calls.map(([text]) => text)).toEqual(['10/30\n', '20/30\n']);
    } finally {
      write.mockRestore();
    }
  });
});
