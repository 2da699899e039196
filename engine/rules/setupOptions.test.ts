import { describe, expect, it } from 'vitest';
import { createGame, gameSetupSchema, savedGameSetupSchema, setupError } from '../index.js';
import type { GameSetup } from '../types.js';
import { setupFor } from '../testing/scenario.js';

/** The setup names every option of the printed game (RULES §14, §16); every one is played, and a setup outside them is refused in words. */
/** `base` with each edition, table rules, basic or advanced game and village side (the clan side with clans). */
function everyPrintedOption(base: GameSetup): GameSetup[] {
  const clanSeats = [
    { name: 'A', kind: 'human', clan: 'clan1' },
    { name: 'B', kind: 'bot', bot: 'hard', clan: 'clan3' },
  ] as const;
  const tableRulesChoices = [
    { passOccupied: false, openCrates: false },
    { passOccupied: true, openCrates: false },
    { passOccupied: false, openCrates: true },
  ];
  return ([1, 2] as const).flatMap((edition) =>
    tableRulesChoices.flatMap((tableRules) =>
      (['basic', 'advanced'] as const).flatMap((variant) =>
        (['common', 'clan'] as const).map(
          (villageSide): GameSetup => ({
            ...base,
            edition,
            tableRules,
            variant,
            villageSide,
            ...(villageSide === 'clan' ? { seats: clanSeats } : {}),
          }),
        ),
      ),
    ),
  );
}

describe('game setup options (RULES §14, §16)', () => {
  const base = setupFor(2, 'options');

  it('RULES §16: a saved setup that names no edition was saved before editions existed and is read as edition 1; a new one is refused', () => {
    const before = { seats: base.seats, seed: 'old', villageSide: 'common', variant: 'basic' };
    expect(savedGameSetupSchema.parse(before)).toEqual({ ...before, edition: 1 });
    expect(gameSetupSchema.safeParse(before).success).toBe(false);
    expect(setupError(before as unknown as GameSetup)).toMatch(/names no data edition/);
    // A save that names its edition keeps it.
    expect(savedGameSetupSchema.parse({ ...before, edition: 2 })).toEqual({ ...before, edition: 2 });
  });

  it('the schema accepts an edition, the advanced game, clans per seat and table rules', () => {
    const full: GameSetup = {
      ...base,
      edition: 2,
      variant: 'advanced',
      villageSide: 'clan',
      seats: [
        { name: 'A', kind: 'human', clan: 'clan1' },
        { name: 'B', kind: 'bot', bot: 'hard', clan: 'clan4' },
      ],
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
    ])
      expect(gameSetupSchema.safeParse(bad).success).toBe(false);
  });

  it('every option of the printed game is played: both editions × table rules × basic/advanced × common/clan side', () => {
    for (const setup of everyPrintedOption(base)) {
      expect(setupError(setup)).toBeNull();
      expect(createGame(setup).setup).toEqual(setup);
    }
  });

  it('an edition the engine does not know is refused in words, never ignored', () => {
    const unknown = { ...base, edition: 3 } as unknown as GameSetup;
    expect(setupError(unknown)).toMatch(/Unknown data edition 3/);
    expect(() => createGame(unknown)).toThrow(/Unknown data edition 3/);
  });

  it('clans belong to the clan side', () => {
    const setup: GameSetup = { ...base, seats: [{ name: 'A', kind: 'human', clan: 'clan2' }] };
    expect(setupError(setup)).toMatch(/clan side/);
    expect(() => createGame(setup)).toThrow(/clan side/);
  });
});
