import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../../engine/bots/index';
import { playGame } from '../../../engine/testing/index';
import { applyAction, pendingDecision, type Action, type GameState } from './engine';
import { placementView } from './interaction';
import { ORIENTATIONS, placementActions, tileFor, type PlacementSource } from './placement';

type Placement = Extract<Action, { type: 'build' | 'placeStartingTile' }>;
const CELLS = 36;

/** Every ghost the player can be shown for `source` (each anchor, each orientation) that the table would build. */
function buildableGhosts(state: GameState, legal: readonly Action[], source: PlacementSource, seat: number) {
  const ghosts: { cells: readonly number[]; codes: readonly string[]; action: Placement }[] = [];
  for (let anchor = 0; anchor < CELLS; anchor++) {
    for (let orientation = 0; orientation < ORIENTATIONS; orientation++) {
      const view = placementView(state, legal, { kind: 'placing', source, anchor, orientation }, seat);
      if (view?.cells && view.action)
        ghosts.push({ cells: view.cells, codes: view.tile.cells, action: view.action as Placement });
    }
  }
  return ghosts;
}

const sourcesOf = (legal: readonly Action[]): PlacementSource[] => [
  ...new Set(
    legal.flatMap((a) => (a.type === 'build' ? [a.stack] : a.type === 'placeStartingTile' ? ['start' as const] : [])),
  ),
];

type Ghost = ReturnType<typeof buildableGhosts>[number];

/** Building `ghost` fills the ghost's cells with the ghost's buildings, and nothing outside them. */
function expectBuiltAsShown(state: GameState, seat: number, ghost: Ghost): void {
  const result = applyAction(state, ghost.action);
  expect(result.ok).toBe(true);
  if (!result.ok) return;
  const after = result.state.players[seat]?.buildings ?? [];
  const before = state.players[seat]?.buildings ?? [];
  ghost.cells.forEach((cell, i) => expect(after[cell], `cell ${cell} holds the ghost's building`).toBe(ghost.codes[i]));
  const changed = after.flatMap((code, cell) => (code !== before[cell] ? [cell] : []));
  expect(
    changed.every((cell) => ghost.cells.includes(cell)),
    'nothing is built outside the ghost',
  ).toBe(true);
}

/** Checks every legal placement from `source` is shown by a ghost and each ghost builds as shown; returns the counts. */
function checkGhostsFrom(
  state: GameState,
  legal: readonly Action[],
  source: PlacementSource,
  seat: number,
): { readonly placements: number; readonly checked: number } {
  expect(tileFor(state, source, seat), `a tile to place from ${source}`).not.toBeNull();
  const ghosts = buildableGhosts(state, legal, source, seat);
  const shown = new Set(ghosts.map((ghost) => JSON.stringify(ghost.action)));
  const placements = placementActions(legal, source);
  for (const action of placements)
    expect(shown.has(JSON.stringify(action)), `some ghost shows ${JSON.stringify(action)}`).toBe(true);
  for (const ghost of ghosts) expectBuiltAsShown(state, seat, ghost);
  return { placements: placements.length, checked: ghosts.length };
}

describe('a tile lands exactly where its ghost showed it', () => {
  it('over every legal placement of a seeded game: each is shown by some ghost, and building it fills the ghost’s cells with the ghost’s buildings', () => {
    let checked = 0;
    let placements = 0;
    const setup = {
      seats: [
        { name: 'Astrid', kind: 'human' as const },
        { name: 'Bjørn', kind: 'human' as const },
      ],
      seed: 'ghost-lands',
      edition: 2 as const,
      villageSide: 'common' as const,
      variant: 'basic' as const,
    };
    playGame(setup, (state, legal) => {
      const seat = pendingDecision(state)?.seat ?? 0;
      for (const source of sourcesOf(legal)) {
        const counts = checkGhostsFrom(state, legal, source, seat);
        placements += counts.placements;
        checked += counts.checked;
      }
      return chooseAction(state, pendingDecision(state)?.seat ?? 0, 'easy', `ghost-${state.actionCount}`);
    });
    expect(placements).toBeGreaterThan(50);
    expect(checked).toBeGreaterThan(placements);
  });
});
