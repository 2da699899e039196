import { describe, expect, it } from 'vitest';
import { buildHistory, extendHistory } from '../../../engine/session';
import { playGame } from '../../../engine/testing/index';
import { data, type Action, type GameSetup } from './engine';
import { logLines } from './gameLog';

const setup: GameSetup = {
  seats: [
    { name: 'Astrid', kind: 'human' },
    { name: 'Bjørn', kind: 'bot', bot: 'easy' },
  ],
  seed: 'log',
  edition: 1,
  villageSide: 'common',
  variant: 'basic',
};
const NAMES = ['Astrid', 'Bjørn'];

/** The first legal action every time, to the end of the game: a whole game, the same on every run. */
const ACTIONS = playGame(setup, (_, legal) => legal[0] as Action).actions;

describe('the game log, rebuilt from the action log', () => {
  it('has one line per decision naming who took it and what it was, with what came of it, to the end of the game', () => {
    const lines = logLines(buildHistory(setup, ACTIONS), NAMES, 'en');
    const decisions = new Set(lines.map((line) => line.action));
    expect(decisions.size).toBe(ACTIONS.length);
    for (const line of lines) expect(line.text).toMatch(/^(Astrid|Bjørn): |^Round [23]: \d+ dice rolled/);
    expect(lines.some((line) => line.results.some((text) => /took a (white|orange) \d/.test(text)))).toBe(true);
    expect(lines.at(-1)?.results.join(' ') ?? '').toMatch(/The game is over: (Astrid|Bjørn) wins\./);
  });

  it('is the same whether the game was played through or rebuilt at once (a reload, Continue or Load)', () => {
    let played = buildHistory(setup, []);
    for (let n = 1; n <= ACTIONS.length; n++) played = extendHistory(played, ACTIONS.slice(0, n), []);
    expect(logLines(played, NAMES, 'en')).toEqual(logLines(buildHistory(setup, ACTIONS), NAMES, 'en'));
  });

  it("tells the next round's deal under the new round", () => {
    const lines = logLines(buildHistory(setup, ACTIONS), NAMES, 'en');
    const deal = lines.find((line) => /^Round 2: \d+ dice rolled/.test(line.text));
    expect(deal?.round).toBe(2);
    expect(lines.find((line) => line.action === deal?.action && line !== deal)?.round).toBe(1);
  });

  it('marks the decisions a bot took for a person', () => {
    const lines = logLines(buildHistory(setup, ACTIONS, [2, 5]), NAMES, 'en');
    expect([...new Set(lines.filter((line) => line.botPlayed).map((line) => line.action))]).toEqual([2, 5]);
  });

  it('names the building a worker was placed on (a line saying only "here" tells nothing once read in the log)', () => {
    const workerFirst = playGame(
      setup,
      (_, legal) => (legal.find((action) => action.type === 'placeWorker') ?? legal[0]) as Action,
    ).actions;
    const placed = workerFirst.flatMap((action, index) =>
      action.type === 'placeWorker' ? [{ index, cell: action.cell }] : [],
    );
    expect(placed.length).toBeGreaterThan(0);
    const lines = logLines(buildHistory(setup, workerFirst), NAMES, 'en');
    for (const { index, cell } of placed) {
      const line = lines.find((entry) => entry.action === index && /^(Astrid|Bjørn): /.test(entry.text));
      expect(line?.text).toContain(`row ${data.cellRow(cell)}, column ${data.cellCol(cell)}`);
    }
  });

  it('RULES §6.3: logs a one-square tile as a building tile, as it logs the others — by its shape and its buildings, not by an effect alone', () => {
    // One-square tiles whenever one may be built (build small, a tavern), else any tile, else the first legal action.
    const builds =
      (stack?: string) =>
      (action: Action): boolean =>
        action.type === 'build' && (stack === undefined || action.stack === stack);
    let step = 0;
    const builder = playGame(
      setup,
      (_, legal) =>
        (legal.find(builds('S1')) ?? legal.find(builds()) ?? legal[(step++ * 7919) % legal.length]) as Action,
    ).actions;
    const lines = logLines(buildHistory(setup, builder), NAMES, 'en')
      .flatMap((line) => line.results)
      .filter((text) => / built /.test(text));
    const byShape = (shape: string): string[] => lines.filter((text) => text.includes(`built a ${shape} tile: `));
    expect(byShape('one-square').length, 'one-square tiles built').toBeGreaterThan(0);
    expect(byShape('two-square').length, 'two-square tiles built (the starting tiles)').toBeGreaterThan(0);
    expect(lines.filter((text) => !/ built an? [a-z -]+ tile: /.test(text))).toEqual([]);
  });
});
