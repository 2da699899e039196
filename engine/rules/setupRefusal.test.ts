import { describe, expect, it } from 'vitest';
import { createGame, setupError, setupRefusal } from '../index.js';
import { setupFor } from '../testing/scenario.js';
import { CAMPAIGN } from '../data/index.js';
import type { GameSetup } from '../types.js';

/** A setup the engine cannot start is refused as a code with its parameters, so the table can say why in any language. */
describe('setup refusals as codes (RULES §2)', () => {
  const base = setupFor(2, 'refusals');

  it('RULES §2: seat count, start player, a task outside solo and fixed scoring tiles each have their code and numbers', () => {
    expect(setupRefusal({ ...base, seats: [] })).toMatchObject({
      code: 'setup-seats',
      params: { min: 1, max: 4, seats: 0 },
    });
    expect(setupRefusal({ ...base, startPlayer: 2 })).toMatchObject({
      code: 'setup-start-player',
      params: { seats: 2 },
    });
    expect(setupRefusal({ ...base, task: 'threeGold' })).toMatchObject({ code: 'setup-task-not-solo' });
    expect(setupRefusal({ ...base, scoringTiles: [] })).toMatchObject({
      code: 'setup-scoring-tiles',
      params: { count: 4 },
    });
    expect(setupRefusal(base)).toBeNull();
  });

  it('RULES §14.2: clans on the common side, a seat without its clan, one clan twice', () => {
    expect(
      setupRefusal({
        ...base,
        villageSide: 'common',
        seats: base.seats.map((seat) => ({ ...seat, clan: 'clan1' as const })),
      }),
    ).toMatchObject({ code: 'setup-clan-on-common' });
    expect(setupRefusal({ ...base, villageSide: 'clan' })).toMatchObject({ code: 'setup-clan-missing' });
    expect(
      setupRefusal({
        ...base,
        villageSide: 'clan',
        seats: base.seats.map((seat) => ({ ...seat, clan: 'clan2' as const })),
      }),
    ).toMatchObject({ code: 'setup-clan-twice' });
  });

  it('createGame refuses what setupRefusal refuses, with its English message for tools and logs', () => {
    const refused = { ...base, startPlayer: 5 };
    expect(setupError(refused)).toBe(setupRefusal(refused)?.message);
    expect(() => createGame(refused)).toThrow(setupError(refused) ?? 'a refusal');
  });
});

describe('setups the rules never start a game with (RULES §13.4, §14.3, §16)', () => {
  it('RULES §16: a setup that names no edition is refused, never read as edition 1', () => {
    const { edition: _, ...unnamed } = setupFor(1, 'no-edition', { edition: 2 });
    const refused = unnamed as unknown as GameSetup;
    expect(setupRefusal(refused)).toMatchObject({ code: 'setup-edition-missing' });
    expect(() => createGame(refused)).toThrow(/names no data edition/);
  });

  it('RULES §13.4, §14.3: a campaign challenge with a table rule switched on is refused; without one it is played', () => {
    const challenge = CAMPAIGN[0] as (typeof CAMPAIGN)[number];
    const setup: GameSetup = {
      ...setupFor(1, challenge.seed, { edition: 2 }),
      challenge: challenge.id,
      medalThresholds: challenge.thresholds,
      task: challenge.task,
      scoringTiles: challenge.scoringTiles,
    };
    expect(setupRefusal(setup)).toBeNull();
    for (const tableRules of [
      { passOccupied: true, openCrates: false },
      { passOccupied: false, openCrates: true },
    ]) {
      expect(setupRefusal({ ...setup, tableRules })).toMatchObject({ code: 'setup-challenge-table-rule' });
      expect(() => createGame({ ...setup, tableRules })).toThrow(/table rule/);
    }
    // A quick solo game may switch table rules on: only the campaign is played without them.
    const { challenge: _, ...quickSolo } = setup;
    expect(setupRefusal({ ...quickSolo, tableRules: { passOccupied: true, openCrates: false } })).toBeNull();
  });
});
