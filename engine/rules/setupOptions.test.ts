import { describe, expect, it } from 'vitest';
import { createGame, gameSetupSchema, setupError } from '../index.js';
import type { GameSetup } from '../types.js';
import { setupFor } from '../testing/scenario.js';

/** The setup names every option of the printed game (RULES §14, §16); the engine refuses the ones it does not play yet. */
describe('game setup options (RULES §14, §16)', () => {
  const base = setupFor(2, 'options');

  it('RULES §16: a setup that names no edition is accepted as it was saved before editions existed', () => {
    const before: GameSetup = { seats: base.seats, seed: 'old', villageSide: 'common', variant: 'basic' };
    expect(gameSetupSchema.parse(before)).toEqual(before);
    expect(setupError(before)).toBeNull();
  });

  it('the schema accepts an edition, the advanced game, clans per seat and table rules', () => {
    const full: GameSetup = {
      ...base,
      edition: 2,
      variant: 'advanced',
      villageSide: 'clan',
      seats: [{ name: 'A', kind: 'human', clan: 'clan1' }, { name: 'B', kind: 'bot', bot: 'hard', clan: 'clan4' }],
      tableRules: { passOccupied: true, openCrates: false },
    };
    expect(gameSetupSchema.parse(full)).toEqual(full);
  });

  it('the schema refuses unknown editions, clans and table rules', () => {
    for (const bad of [
      { ...base, edition: 3 },
      { ...base, edition: '2' },
      { ...base, variant: 'expert' },
      { ...base, villageSide: 'other' },
      { ...base, seats: [{ name: 'A', kind: 'human', clan: 'clan5' }] },
      { ...base, tableRules: { passOccupied: true } },
      { ...base, tableRules: { passOccupied: true, openCrates: false, extra: true } },
    ]) expect(gameSetupSchema.safeParse(bad).success).toBe(false);
  });

  it('options this engine does not play yet are refused in words, never ignored', () => {
    for (const [setup, words] of [
      [{ ...base, edition: 2 }, /edition 2/],
      [{ ...base, tableRules: { passOccupied: true, openCrates: false } }, /Pass occupied buildings/],
      [{ ...base, tableRules: { passOccupied: false, openCrates: true } }, /Open crates/],
    ] as const) {
      expect(setupError(setup)).toMatch(words);
      expect(() => createGame(setup)).toThrow(words);
    }
    expect(setupError({ ...base, edition: 1, tableRules: { passOccupied: false, openCrates: false } })).toBeNull();
  });

  it('clans belong to the clan side', () => {
    const setup: GameSetup = { ...base, seats: [{ name: 'A', kind: 'human', clan: 'clan2' }] };
    expect(setupError(setup)).toMatch(/clan side/);
    expect(() => createGame(setup)).toThrow(/clan side/);
  });
});
