import { describe, expect, it } from 'vitest';
import { createGame, legalActions, type GameSetup } from './engine';
import { LocalController } from './controller';
import { ghostCells, matchPlacement, mirror, rotate } from './placement';
import { createRecordStorage, memoryTextStore, saveOf } from '../platform/recordStorage';
import { data } from './engine';

const solo: GameSetup = { seats: [{ name: 'Astrid', kind: 'human' }], seed: 'unit', villageSide: 'common', variant: 'basic' };

describe('LocalController', () => {
  it('undo steps back to the state before the last action, never below the engine’s floor', () => {
    const controller = new LocalController(solo, { botDelayMs: () => 0 });
    const act = (): void => { controller.send(controller.getSnapshot().pending!.options[0]!); };
    act(); // pick a starting set
    act(); // place the starting tile: the turn starts, nothing to undo yet
    const turnStart = controller.getSnapshot();
    expect(turnStart.undoAvailable).toBe(false);
    act(); // a main action inside the turn
    expect(controller.getSnapshot().undoAvailable).toBe(true);
    controller.undo();
    expect(controller.getSnapshot().state).toEqual(turnStart.state);
    controller.undo();
    expect(controller.getSnapshot().state).toEqual(turnStart.state);
    controller.dispose();
  });

  it('rebuilds a game from its action log and reports each action to the autosave', () => {
    const records: number[] = [];
    const controller = new LocalController(solo, { botDelayMs: () => 0, onRecord: (record) => records.push(record.actions.length) });
    for (let i = 0; i < 5; i++) controller.send(controller.getSnapshot().pending!.options[0]!);
    expect(records).toEqual([1, 2, 3, 4, 5]);
    const again = new LocalController(solo, { botDelayMs: () => 0 }, controller.record().actions);
    expect(again.getSnapshot().state).toEqual(controller.getSnapshot().state);
    controller.dispose();
    again.dispose();
  });
});

describe('tile placement geometry', () => {
  it('four turns and two mirrors come back to the start', () => {
    let orientation = 0;
    for (let i = 0; i < 4; i++) orientation = rotate(orientation);
    expect(orientation).toBe(0);
    expect(mirror(mirror(3))).toBe(3);
  });

  it('a ghost that matches a legal placement finds that action, a ghost off the grid has no cells', () => {
    const corner = data.TILES.find((tile) => tile.shape === 'corner')!;
    expect(ghostCells(corner, 0, 0)).toBeNull();
    const cells = ghostCells(corner, 14, 0)!;
    expect(cells).toEqual([13, 14, 20]);
    const action = { type: 'build' as const, stack: 'L2' as const, cells };
    expect(matchPlacement([action], cells, corner)).toBe(action);
    expect(matchPlacement([action], [...cells].reverse(), corner)).toBeNull();
  });
});

describe('record storage', () => {
  it('saves, lists and loads a game through the save format (replayed on load)', async () => {
    const storage = createRecordStorage(memoryTextStore());
    let state = createGame(solo);
    const first = legalActions(state)[0]!;
    const controller = new LocalController(solo, { botDelayMs: () => 0 }, [first]);
    state = controller.getSnapshot().state;
    const saved = await storage.saveGame('slot-a', saveOf(solo, [first], state, undefined, 'autosave'), { seatColours: [2] });
    expect(saved.ok).toBe(true);
    const listed = await storage.listGames();
    expect(listed.ok && listed.value.map((game) => game.slot)).toEqual(['slot-a']);
    const loaded = await storage.loadGame('slot-a');
    expect(loaded.ok && loaded.value.save.snapshot).toEqual(state);
    expect(loaded.ok && loaded.value.meta.seatColours).toEqual([2]);
    expect((await storage.loadGame('missing')).ok).toBe(false);
    controller.dispose();
  });
});
