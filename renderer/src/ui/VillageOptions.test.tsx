// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { gameSetupSchema, setupError, type SeatSetup } from '../game/engine';
import { cleanup, fireEvent, render } from '@testing-library/react';
import {
  DEFAULT_VILLAGE_CHOICE,
  VillageOptions,
  clansClash,
  dealClans,
  withVillageChoice,
  type VillageChoice,
} from './VillageOptions';

const SEATS: SeatSetup[] = [
  { name: 'Astrid', kind: 'human' },
  { name: 'Bjørn', kind: 'bot', bot: 'hard' },
];

afterEach(cleanup);

describe('new-game choices of RULES §14 (advanced game, village side)', () => {
  it('§14.1 "Advanced game" sets the advanced variant; the default stays the basic game on the common side', () => {
    expect(withVillageChoice(SEATS, DEFAULT_VILLAGE_CHOICE, Math.random)).toEqual({
      seats: SEATS,
      villageSide: 'common',
      variant: 'basic',
    });
    expect(withVillageChoice(SEATS, { ...DEFAULT_VILLAGE_CHOICE, advanced: true }, Math.random).variant).toBe(
      'advanced',
    );
  });

  it('§14.2 clans picked by each player go to their seats; two seats may not pick the same clan', () => {
    const choice: VillageChoice = {
      ...DEFAULT_VILLAGE_CHOICE,
      side: 'clan',
      picks: ['clan3', 'clan1', 'clan2', 'clan4'],
    };
    const picked = withVillageChoice(SEATS, choice, Math.random);
    expect(picked.seats.map((s) => s.clan)).toEqual(['clan3', 'clan1']);
    const setup = { ...picked, seed: 1, edition: 2 as const };
    expect(gameSetupSchema.safeParse(setup).success).toBe(true);
    expect(setupError(setup)).toBeNull();
    expect(clansClash({ ...choice, picks: ['clan2', 'clan2', 'clan3', 'clan4'] }, 2)).toBe(true);
    // Seats beyond the table's count do not clash.
    expect(clansClash({ ...choice, picks: ['clan2', 'clan1', 'clan1', 'clan4'] }, 2)).toBe(false);
  });

  it('§14.2 clans dealt at random are distinct and follow the random source', () => {
    const sequence = [0.9, 0.1, 0.5, 0.3];
    let i = 0;
    const dealt = dealClans(4, () => sequence[i++ % sequence.length] as number);
    expect([...dealt].sort()).toEqual(['clan1', 'clan2', 'clan3', 'clan4']);
    const random = withVillageChoice(SEATS, { ...DEFAULT_VILLAGE_CHOICE, side: 'clan', clanMode: 'random' }, () => 0);
    expect(random.villageSide).toBe('clan');
    expect(new Set(random.seats.map((s) => s.clan)).size).toBe(2);
  });

  it('the form shows the clan picks only on the clan side, one per seat', () => {
    let choice = DEFAULT_VILLAGE_CHOICE;
    const show = (): HTMLElement =>
      render(
        <VillageOptions
          choice={choice}
          seatNames={['Astrid', 'Bjørn']}
          onChange={(c) => {
            choice = c;
          }}
        />,
      ).container;
    let page = show();
    expect(page.querySelector('[data-testid="clan-choice"]')).toBeNull();
    const side = page.querySelector('[data-testid="village-side"]') as HTMLSelectElement;
    fireEvent.change(side, { target: { value: 'clan' } });
    expect(choice.side).toBe('clan');
    cleanup();
    page = show();
    expect(page.querySelectorAll('[data-testid^="seat-clan-"]')).toHaveLength(2);
    expect(page.textContent).toContain('Ravnsund');
  });
});
