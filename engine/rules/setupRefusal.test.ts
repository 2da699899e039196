import { describe, expect, it } from 'vitest';
import { createGame, setupError, setupRefusal } from '../index.js';
import { setupFor } from '../testing/scenario.js';

/** A setup the engine cannot start is refused as a code with its parameters, so the table can say why in any language. */
describe('setup refusals as codes (RULES §2)', () => {
  const base = setupFor(2, 'refusals');

  it('RULES §2: seat count, start player, a task outside solo and fixed scoring tiles each have their code and numbers', () => {
    expect(setupRefusal({ ...base, seats: [] })).toMatchObject({ code: 'setup-seats', params: { min: 1, max: 4, seats: 0 } });
    expect(setupRefusal({ ...base, startPlayer: 2 })).toMatchObject({ code: 'setup-start-player', params: { seats: 2 } });
    expect(setupRefusal({ ...base, task: 'threeGold' })).toMatchObject({ code: 'setup-task-not-solo' });
    expect(setupRefusal({ ...base, scoringTiles: [] })).toMatchObject({ code: 'setup-scoring-tiles', params: { count: 4 } });
    expect(setupRefusal(base)).toBeNull();
  });

  it('RULES §14.2: clans on the common side, a seat without its clan, one clan twice', () => {
    expect(setupRefusal({ ...base, villageSide: 'common', seats: base.seats.map((seat) => ({ ...seat, clan: 'clan1' as const })) })).toMatchObject({ code: 'setup-clan-on-common' });
    expect(setupRefusal({ ...base, villageSide: 'clan' })).toMatchObject({ code: 'setup-clan-missing' });
    expect(setupRefusal({ ...base, villageSide: 'clan', seats: base.seats.map((seat) => ({ ...seat, clan: 'clan2' as const })) })).toMatchObject({ code: 'setup-clan-twice' });
  });

  it('createGame refuses what setupRefusal refuses, with its English message for tools and logs', () => {
    const refused = { ...base, startPlayer: 5 };
    expect(setupError(refused)).toBe(setupRefusal(refused)?.message);
    expect(() => createGame(refused)).toThrow(setupError(refused) ?? 'a refusal');
  });
});
