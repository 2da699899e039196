import { describe, expect, it } from 'vitest';
import { playGame } from '../../../engine/testing/index';
import { applyAction, type Action, type GameState } from './engine';
import { undoOffAfterBuild } from './undoReason';

/** The first build of a seeded game that turns up another tile, and the game just before and after it. */
function aRevealingBuild(): { before: GameState; after: GameState; action: Action } | null {
  let found: { before: GameState; after: GameState; action: Action } | null = null;
  const setup = {
    seats: [{ name: 'Astrid', kind: 'human' as const }],
    seed: 'undo-after-build',
    edition: 2 as const,
    villageSide: 'common' as const,
    variant: 'basic' as const,
  };
  playGame(setup, (state, legal) => {
    const build = legal.find((action) => action.type === 'build' && state.buildingStacks[action.stack].length > 1);
    if (!found && build) {
      const result = applyAction(state, build);
      if (result.ok) found = { before: state, after: result.state, action: build };
    }
    return build ?? legal.find((action) => action.type !== 'endTurn') ?? (legal[0] as Action);
  });
  return found;
}

describe('Undo after a build says why it is off', () => {
  it('a build that turns up the next tile: Undo is off, and the button can say it is the reveal', () => {
    const played = aRevealingBuild();
    expect(played, 'a build that reveals a tile').not.toBeNull();
    const { after, action } = played as NonNullable<typeof played>;
    const entry = { action, seat: 0, round: after.round, events: [], botPlayed: false, after };
    const snapshot = {
      undoAvailable: false,
      humanToAct: true,
      state: after,
      history: { setup: after.setup, initial: after, entries: [entry] },
    } as unknown as Parameters<typeof undoOffAfterBuild>[0];
    expect(after.undoFloor).toBe(after.actionCount);
    expect(undoOffAfterBuild(snapshot)).toBe(true);
    expect(undoOffAfterBuild({ ...snapshot, undoAvailable: true })).toBe(false);
    expect(undoOffAfterBuild({ ...snapshot, humanToAct: false })).toBe(false);
  });
});
