import { describe, expect, it } from 'vitest';
import { atFirstTurn } from '../../../engine/testing/index';
import { actionTerms, data, type GameState } from './engine';
import { techRewardText } from './names';
import { termsText } from './terms';

const firstTurn = (): GameState =>
  atFirstTurn({
    seats: [{ name: 'Astrid', kind: 'human' }],
    seed: 'terms-unit',
    edition: 1,
    villageSide: 'common',
    variant: 'basic',
  }).state;

describe('every choice says its cost and its result (never "Gain Village technology" without its wood, or "Improve (pay fish)")', () => {
  it('a technology step: the resource it costs and the reward it reaches, from the engine', () => {
    const text = termsText(actionTerms(firstTurn(), { type: 'gainTech', track: 'village' }));
    expect(text).toContain(`pay 1 ${data.TECH_TRACKS.village.costs[0]}`);
    expect(text).toContain(
      `reward: ${techRewardText(data.TECH_TRACKS.village.rewards[0] as (typeof data.TECH_TRACKS.village.rewards)[number])}`,
    );
  });

  it('an improve for fish names the fish it costs; a sale the fish it brings', () => {
    const state = firstTurn();
    expect(termsText(actionTerms(state, { type: 'improveForFish', from: 'wood', to: 'plank' }))).toBe(
      'pay 1 wood + 2 fish · gain 1 plank',
    );
    expect(termsText(actionTerms(state, { type: 'sell', resource: 'wool' }))).toBe(
      `pay 1 wool · gain ${data.SELL_VALUE.wool} fish`,
    );
  });

  it('says nothing where the choice’s own words already say it (a die set aside, an order)', () => {
    const state = firstTurn();
    expect(termsText(actionTerms(state, { type: 'takeDie', die: state.pool[0]?.id ?? 0, use: 'aside' }))).toBe('');
    expect(termsText(actionTerms(state, { type: 'completeOrder', stack: 1 }))).toBe('');
  });
});
