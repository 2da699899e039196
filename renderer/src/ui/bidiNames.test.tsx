// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { startedGame } from '../../../engine/testing/index';
import type { SeatLook } from '../scene/model';
import { tableViewOf } from '../scene/tableView';
import type { SavedGameSummary } from '../platform/storage';
import { LoadList } from './screens/LoadList';
import { act, cleanup, render } from '@testing-library/react';

/** U+202E RIGHT-TO-LEFT OVERRIDE: left open, it reverses everything after it up to the end of the line. */
const RLO = '\u202e';
/** U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE: what is between them cannot reorder what is outside. */
const isolated = (name: string): string => `\u2068${name}\u2069`;

afterEach(cleanup);

/** Whether `name` is shown isolated in `root`: in a <bdi> or a dir="auto" element of its own, or between FSI and PDI. */
function shownIsolated(root: HTMLElement, name: string): boolean {
  const own = [...root.querySelectorAll('bdi, [dir="auto"]')].some((element) => element.textContent === name);
  return own || (root.textContent ?? '').includes(isolated(name));
}

describe('names a player typed are shown isolated from the text around them', () => {
  it('in the saved-games list: every player of a save and the slot of a save that cannot be opened', async () => {
    const games: SavedGameSummary[] = [
      {
        slot: 'evening',
        updatedAt: '2026-12-01T18:00:00.000Z',
        players: [`${RLO}Astrid`, 'Bjørn'],
        round: 3,
        over: false,
        actionCount: 40,
        assisted: false,
      },
      {
        slot: `${RLO}broken`,
        updatedAt: '',
        players: [],
        round: 0,
        over: false,
        actionCount: 0,
        assisted: false,
        problem: 'damaged',
      },
    ];
    const container = render(
      <LoadList
        list={async () => ({ ok: true, value: games })}
        onOpen={() => undefined}
        onReplay={() => undefined}
        onDelete={async () => undefined}
        onRestore={async () => null}
        onBack={() => undefined}
      />,
    ).container;
    await act(async () => {
      await Promise.resolve();
    });
    const list = container.querySelector('.save-list') as HTMLElement;
    expect(list.textContent).toContain('Bjørn');
    for (const name of [`${RLO}Astrid`, 'Bjørn', `${RLO}broken`]) expect(shownIsolated(list, name), name).toBe(true);
  });

  it('on the table canvas and in its tooltips: the seats’ names are isolated runs', () => {
    const look = (name: string): SeatLook => ({ name, colour: 0, shape: 'circle', bot: false });
    const state = startedGame(2, 'bidi-names', { edition: 2 });
    const view = tableViewOf(state, 0, [look(`${RLO}Astrid`), look('Bjørn')]);
    expect(view.names).toEqual([isolated(`${RLO}Astrid`), isolated('Bjørn')]);
  });
});
