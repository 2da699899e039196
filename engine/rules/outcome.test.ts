import { describe, expect, it } from 'vitest';
import { applyAction, type Action } from '../index.js';
import { FJORD_SECTIONS, TECH_TRACKS } from '../data/index.js';
import { blankGame, withPlayer, withResources } from '../testing/scenario.js';
import { actionTerms } from './outcome.js';

/** The resources and score a legal action really changes, by applying it. */
function applied(
  state: ReturnType<typeof blankGame>,
  action: Action,
): { resources: Record<string, number>; vp: number } {
  const result = applyAction(state, action);
  if (!result.ok) throw new Error(result.error.message);
  const before = state.players[0];
  const after = result.state.players[0];
  if (!before || !after) throw new Error('no player');
  const resources = Object.fromEntries(
    Object.entries(after.resources)
      .map(([k, v]) => [k, v - (before.resources as Record<string, number>)[k]!])
      .filter(([, d]) => d !== 0),
  );
  return { resources, vp: after.score - before.score };
}

describe('actionTerms: what a choice costs and brings, before it is taken', () => {
  it('RULES §9: a technology step costs the track’s next resource and names its reward', () => {
    const state = withResources(blankGame(1), 0, { wood: 1, fish: 2 });
    const terms = actionTerms(state, { type: 'gainTech', track: 'village' });
    expect(terms?.pay).toEqual({ [TECH_TRACKS.village.costs[0] as string]: 1 });
    expect(terms?.reward).toEqual(TECH_TRACKS.village.rewards[0]);
  });

  it('RULES §7: improving for fish pays the fish the rules charge (2 at the start), as applying it does', () => {
    const state = withResources(blankGame(1), 0, { wood: 1, fish: 3 });
    const action: Action = { type: 'improveForFish', from: 'wood', to: 'plank' };
    const terms = actionTerms(state, action);
    expect(terms?.pay).toEqual({ wood: 1, fish: 2 });
    expect(terms?.gain).toEqual({ plank: 1 });
    expect(applied(state, action).resources).toEqual({ wood: -1, fish: -2, plank: 1 });
  });

  it('RULES §8.2: returning home scores the section’s VP (and the tokens’ contents)', () => {
    const state = withPlayer(blankGame(1), 0, { boat: { section: 3, upgraded: false, slots: [null, null, null] } });
    const terms = actionTerms(
      { ...state, stack: [...state.stack.slice(0, -1), { kind: 'boat', player: 0 } as never] },
      { type: 'returnHome' },
    );
    expect(terms?.vp).toBe(FJORD_SECTIONS[2]?.returnVp);
  });

  it('RULES §4.1: a die turned costs 1 fish per pip; selling gains the resource’s value in fish', () => {
    const base = withResources(blankGame(1), 0, { fish: 5, grain: 1 });
    const state = { ...base, pool: [{ id: 90, colour: 'white' as const, value: 4 }] };
    expect(actionTerms(state, { type: 'takeDie', die: 90, use: 'place', value: 2 })?.pay).toEqual({ fish: 2 });
    expect(actionTerms(state, { type: 'takeDie', die: 90, use: 'place', value: 4 })?.pay).toEqual({});
    expect(actionTerms(state, { type: 'sell', resource: 'grain' })?.gain).toEqual({
      fish: applied(state, { type: 'sell', resource: 'grain' }).resources.fish,
    });
  });
});
