import { describe, expect, it } from 'vitest';
import { legalActions, type Action } from '../index.js';
import { RESOURCES, type Resource } from '../data/index.js';
import { blankGame, topFrame, withResources } from '../testing/scenario.js';

/** The resource a resource free action acts on (sell, improve for fish, downgrade), or null for any other action. */
function cubeOf(action: Action): Resource | null {
  if (action.type === 'sell') return action.resource;
  if (action.type === 'improveForFish' || action.type === 'downgrade') return action.from;
  return null;
}

describe('RULES §4.4 legal free actions on cubes', () => {
  it('are listed resource by resource in RESOURCES order (the order a seeded random game draws from)', () => {
    const start = blankGame(2, 'legal-order');
    const seat = topFrame(start).player;
    const state = withResources(start, seat, Object.fromEntries(RESOURCES.map((resource) => [resource, 5])));
    const cubes = legalActions(state)
      .map(cubeOf)
      .filter((cube): cube is Resource => cube !== null);
    expect(cubes.filter((cube, i) => cube !== cubes[i - 1])).toEqual([...RESOURCES]);
  });

  it('§7 improving a fish for fish needs the fish to pay and the fish improved; any other cube only the fish to pay', () => {
    const start = blankGame(2, 'legal-improve');
    const seat = topFrame(start).player;
    // 2 fish: exactly the price of a free-action improve (RULES §7), so the fish cube itself cannot be improved.
    const state = withResources(start, seat, { fish: 2, wood: 1 });
    const improved = legalActions(state)
      .filter((action) => action.type === 'improveForFish')
      .map(cubeOf);
    expect(improved).toContain('wood');
    expect(improved).not.toContain('fish');
    const withMoreFish = withResources(start, seat, { fish: 3, wood: 1 });
    expect(
      legalActions(withMoreFish)
        .filter((action) => action.type === 'improveForFish')
        .map(cubeOf),
    ).toContain('fish');
  });
});
