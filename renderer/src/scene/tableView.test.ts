import { describe, expect, it } from 'vitest';
import { startedGame } from '../../../engine/testing/index';
import { HIDDEN, type GameState } from '../game/engine';
import type { SeatLook } from './model';
import { tableViewOf, viewerOf } from './tableView';

const look = (name: string, bot: boolean): SeatLook => ({ name, colour: 0, shape: 'circle', bot });

/** Edition 2, three seats, each with crates delivered (taken off the stacks so every crate stays in the game once). */
function delivered(extra: Partial<GameState['setup']> = {}): GameState {
  const state = startedGame(3, 'table-view', { edition: 2, ...extra });
  const stacks = state.crateStacks.map((stack) => stack.slice());
  const take = (space: number): number => (stacks[space - 1] as number[]).splice(1, 1)[0] as number;
  const docks = [
    [[take(1)], [], [], []],
    [[], [take(2), take(2)], [], []],
    [[], [], [], [take(4)]],
  ];
  return {
    ...state,
    crateStacks: stacks,
    players: state.players.map((p, seat) => ({ ...p, docks: docks[seat] as number[][] })),
  };
}

describe('the table shows delivered crates as the person at the screen may see them (RULES §10.1)', () => {
  const seats = [look('Astrid', false), look('Bot 1', true), look('Bot 2', true)];

  it("the human sees their own crates face up and the others' as backs, one per crate in each dock row", () => {
    const state = delivered();
    expect(viewerOf(state, seats)).toBe(0);
    expect(tableViewOf(state, 0, seats).viewedDocks).toEqual(state.players[0]?.docks);
    expect(tableViewOf(state, 1, seats).viewedDocks).toEqual([[], [HIDDEN, HIDDEN], [], []]);
    expect(tableViewOf(state, 2, seats).viewedDocks).toEqual([[], [], [], [HIDDEN]]);
  });

  it('"Open crates", edition 1 and the end of the game show every crate; a game of bots hides nothing from nobody', () => {
    for (const state of [
      delivered({ tableRules: { passOccupied: false, openCrates: true } }),
      delivered({ edition: 1 }),
      { ...delivered(), phase: 'over' as const },
    ]) {
      expect(tableViewOf(state, 1, seats).viewedDocks).toEqual(state.players[1]?.docks);
    }
    const bots = seats.map((seat) => ({ ...seat, bot: true }));
    const state = delivered();
    expect(viewerOf(state, bots)).toBeNull();
    expect(tableViewOf(state, 1, bots).viewedDocks).toEqual(state.players[1]?.docks);
  });

  it("hot seat: the acting human sees only their own; while a bot acts every player's crates are backs", () => {
    const hotSeat = [look('Astrid', false), look('Bjørn', false), look('Bot', true)];
    const state = delivered();
    const acting = state.stack[state.stack.length - 1]?.player as number;
    expect(viewerOf(state, hotSeat)).toBe(hotSeat[acting]?.bot ? -1 : acting);
    const botTurn = { ...state, stack: [...state.stack.slice(0, -1), { kind: 'turn' as const, player: 2 }] };
    expect(viewerOf(botTurn, hotSeat)).toBe(-1);
    for (const seat of [0, 1, 2])
      expect(
        tableViewOf(botTurn, seat, hotSeat)
          .viewedDocks.flat()
          .every((crate) => crate === HIDDEN),
      ).toBe(true);
  });
});
