import { describe, expect, it, vi } from 'vitest';
import { parseArgs, progressArg, seedArg, type ToolOptions } from './args.js';
import { SIM_GAME_OPTIONS, simOptionsFromArgs } from './simulate.js';

const OPTIONS: ToolOptions = {
  seed: 'value',
  games: 'value',
  progress: 'flag',
  json: 'flag',
  clans: { bare: 'random' },
};

describe('command-line arguments of the tools', () => {
  it('reads values after a space or an equals sign, and flags alone', () => {
    const args = parseArgs(['--games', '10', '--json', '--seed=fjord'], OPTIONS);
    expect(Object.fromEntries(args)).toEqual({ games: '10', json: 'true', seed: 'fjord' });
    expect(args.has('progress')).toBe(false);
  });

  it('refuses an option the tool does not take, a value left out, a flag given a value and a bare word', () => {
    expect(() => parseArgs(['--gmaes', '10'], OPTIONS)).toThrow(/--gmaes/);
    expect(() => parseArgs(['--games'], OPTIONS)).toThrow(/--games/);
    expect(() => parseArgs(['--json=yes'], OPTIONS)).toThrow(/--json/);
    expect(() => parseArgs(['10'], OPTIONS)).toThrow(/10/);
  });

  it('reads a whole-number seed as a number and any other seed as text, with a fallback', () => {
    expect(seedArg(parseArgs(['--seed', '42'], OPTIONS), '1')).toBe(42);
    expect(seedArg(parseArgs(['--seed=-7'], OPTIONS), '1')).toBe(-7);
    expect(seedArg(parseArgs(['--seed', '-7'], OPTIONS), '1')).toBe(-7);
    expect(seedArg(parseArgs(['--seed', 'fjord'], OPTIONS), '1')).toBe('fjord');
    expect(seedArg(parseArgs([], OPTIONS), 'calibration')).toBe('calibration');
  });

  it('gives an option whose value may be left out its bare value when it stands alone', () => {
    expect(parseArgs(['--clans'], OPTIONS).get('clans')).toBe('random');
    expect(parseArgs(['--clans', '--json'], OPTIONS).get('clans')).toBe('random');
    expect(parseArgs(['--clans', 'clan1,clan3'], OPTIONS).get('clans')).toBe('clan1,clan3');
  });

  it('deals random clans with --clans alone and the named ones with a list', () => {
    expect(simOptionsFromArgs(parseArgs(['--clans'], SIM_GAME_OPTIONS), 2).clans).toBe('random');
    expect(simOptionsFromArgs(parseArgs(['--clans', 'clan2,clan4'], SIM_GAME_OPTIONS), 2).clans).toEqual([
      'clan2',
      'clan4',
    ]);
    expect(simOptionsFromArgs(parseArgs([], SIM_GAME_OPTIONS), 2).clans).toBeUndefined();
  });

  it('counts games only with --progress, printing every tenth', () => {
    expect(progressArg(parseArgs([], OPTIONS), 30)).toBeUndefined();
    const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const tick = progressArg(parseArgs(['--progress'], OPTIONS), 30);
      for (let i = 0; i < 25; i++) tick?.();
      expect(write.mock.calls.map(([text]) => text)).toEqual(['10/30\n', '20/30\n']);
    } finally {
      write.mockRestore();
    }
  });
});
