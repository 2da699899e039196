import { describe, expect, it } from 'vitest';
import { BASIC_GAMES, playSimGames, summarize, type GameRecord } from './simulate.js';

const record = (game: number, totals: number[] | null): GameRecord => ({
  game,
  totals,
  winner: totals ? totals.indexOf(Math.max(...totals)) : -1,
  clans: null,
  decisions: 1,
  millis: 1,
  invariantViolations: 0,
  replayMismatches: 0,
  errors: totals ? 0 : 1,
  problems: [],
});

describe('npm run sim: the report a balance table is read from (DECISIONS.md "Clan boards")', () => {
  it('sdScore is the sample standard deviation of every scored seat, failed games left out', () => {
    const report = summarize(
      [record(0, [2, 4]), record(1, [4, 5]), record(2, null), record(3, [5, 7])],
      ['random', 'random'],
      's',
      BASIC_GAMES,
    );
    // Scores 2, 4, 4, 5, 5, 7: mean 4.5, squared deviations sum 13.5, over n − 1 = 5.
    expect(report.sdScore).toBe(Math.round(Math.sqrt(13.5 / 5) * 100) / 100);
    expect(summarize([record(0, [3])], ['random'], 's', BASIC_GAMES).sdScore).toBe(0);
  });

  it("--scores lists each game's totals by game number; without it the report has none", () => {
    const records = [record(5, [10]), record(6, null)];
    expect(summarize(records, ['random'], 's', BASIC_GAMES, true).scores).toEqual([
      { game: 5, totals: [10] },
      { game: 6, totals: null },
    ]);
    expect(summarize(records, ['random'], 's', BASIC_GAMES).scores).toBeUndefined();
    // On the clan side each game's entry names its seats' clans, for a table of clan against clan.
    const clanGame: GameRecord = { ...record(7, [12, 9]), clans: ['clan3', 'clan1'] };
    expect(summarize([clanGame], ['random', 'random'], 's', { ...BASIC_GAMES, clans: 'random' }, true).scores).toEqual([
      { game: 7, totals: [12, 9], clans: ['clan3', 'clan1'] },
    ]);
  });

  it('--first K plays the very games K.. of the longer run, so a sample can be extended', () => {
    const whole = playSimGames(3, ['random', 'random'], 'extend', BASIC_GAMES);
    const tail = playSimGames(1, ['random', 'random'], 'extend', BASIC_GAMES, 2);
    const comparable = (r: GameRecord) => ({ ...r, millis: 0 });
    expect(tail.map(comparable)).toEqual([comparable(whole[2] as GameRecord)]);
    expect(tail[0]?.game).toBe(2);
  });
});
