import { describe, expect, it } from 'vitest';
import { MEDAL_THRESHOLDS } from '../engine/data/index.js';
import { playSimGames, type SimOptions } from './simulate.js';
import { mergeSoloRuns, readSoloRun, soloCalibrationReport, soloRunOf } from './soloCalibration.js';

const OPTIONS: SimOptions = { edition: 2, tableRules: { passOccupied: false, openCrates: false }, variant: 'basic' };
const piece = (first: number, games: number, seed = 'pieces') =>
  soloRunOf('easy', seed, OPTIONS, playSimGames(games, ['easy'], seed, OPTIONS, first));

describe('the quick-solo calibration played in pieces (RULES §13.2)', () => {
  it('judges pieces saved and read back, in any order, exactly as the whole run played at once', () => {
    const whole = soloCalibrationReport(piece(0, 6), MEDAL_THRESHOLDS);
    const roundTrip = (first: number, games: number) =>
      readSoloRun(JSON.stringify(piece(first, games)), `piece ${first}`);
    const merged = soloCalibrationReport(mergeSoloRuns([roundTrip(4, 2), roundTrip(0, 4)]), MEDAL_THRESHOLDS);
    expect(merged).toEqual(whole);
    expect(merged.games).toBe(6);
  }, 60_000);

  it('refuses pieces of different runs, a game played twice, and a file that is not a saved run', () => {
    const first = piece(0, 1);
    expect(() => mergeSoloRuns([first, piece(1, 1, 'another seed')])).toThrow(/not of one run/);
    expect(() => mergeSoloRuns([first, first])).toThrow(/game 0 is in two pieces/);
    expect(() => readSoloRun('{"bot":"easy"', 'broken.json')).toThrow(
      /broken.json is not a saved solo calibration run: it is not JSON/,
    );
    expect(() =>
      readSoloRun(JSON.stringify({ ...first, games: [{ game: -1, total: 80, decisions: 3 }] }), 'hostile.json'),
    ).toThrow(/hostile.json is not a saved solo calibration run: games.0.game/);
  }, 60_000);
});
