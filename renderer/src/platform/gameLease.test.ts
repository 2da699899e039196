// Two tabs over one browser database, the second taking the game over while a save of the first is still on its way.
// The order of events is set by holding the first tab's writes until the test lets them go: no timing is involved.
import { describe, expect, it } from 'vitest';
import { legalActions, replay, type Action, type GameSetup } from '../../../engine/index';
import { createRecordStorage, saveOf } from './recordStorage';
import { memoryTextStore, type TextStore } from './textStore';

const duel: GameSetup = {
  seats: [
    { name: 'Astrid', kind: 'human', colour: 0 },
    { name: 'Bjørn', kind: 'bot', bot: 'easy', colour: 1 },
  ],
  seed: 'game-lease',
  edition: 1,
  villageSide: 'common',
  variant: 'basic',
};

function actionsUpTo(count: number): Action[] {
  const actions: Action[] = [];
  for (let i = 0; i < count; i++) actions.push(legalActions(replay(duel, actions))[0] as Action);
  return actions;
}

/** The game after `count` actions (one change each), written by `writer`, who took it from `takenFrom`. */
function written(count: number, writer: string, takenFrom: string | null = null) {
  const actions = actionsUpTo(count);
  const lineage = { gameId: 'duel-1', revision: count, writer, takenFrom };
  return saveOf(
    { setup: duel, actions, botPlayed: [], practice: false, state: replay(duel, actions) },
    '2026-12-01T10:00:00.000Z',
    'autosave',
    lineage,
  );
}

/**
 * `store` as one tab sees it, whose writes can be held back: once `hold` is called, every write waits until `release`,
 * and `arrived` resolves as soon as one is waiting (the save is then on its way, past everything it does before).
 */
function heldWrites(store: TextStore) {
  let gate: Promise<void> | null = null;
  let open: () => void = () => undefined;
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const waitTurn = async (): Promise<void> => {
    if (!gate) return;
    arrive();
    await gate;
  };
  const held: TextStore = {
    ...store,
    put: async (key, value) => {
      await waitTurn();
      return store.put(key, value);
    },
    delete: async (key) => {
      await waitTurn();
      return store.delete(key);
    },
    update: async (keys, decide) => {
      await waitTurn();
      return store.update(keys, decide);
    },
  };
  return {
    store: held,
    arrived,
    hold: () => {
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
    },
    release: () => {
      gate = null;
      open();
    },
  };
}

async function storedGame(store: TextStore) {
  const loaded = await createRecordStorage(store).loadGame('g');
  return loaded.ok ? { actions: loaded.value.save.actions.length, writer: loaded.value.save.writer } : loaded.message;
}

describe('a game taken over by another tab', () => {
  it('a save of the tab that lost the game, on its way when the other tab took it over, does not land after it', async () => {
    const database = memoryTextStore();
    const first = heldWrites(database);
    const tabA = createRecordStorage(first.store);
    const tabB = createRecordStorage(database);
    expect(await tabA.leaseGame('g', 'tab-a')).toMatchObject({ ok: true });
    expect(await tabA.saveGame('g', written(12, 'tab-a'))).toMatchObject({ ok: true });

    first.hold();
    const onItsWay = tabA.saveGame('g', written(13, 'tab-a'));
    await first.arrived;
    expect(await tabB.leaseGame('g', 'tab-b')).toMatchObject({ ok: true });
    const loaded = await tabB.loadGame('g');
    expect(loaded.ok && loaded.value.save.actions.length).toBe(12);
    for (const count of [13, 14, 15])
      expect(await tabB.saveGame('g', written(count, 'tab-b', 'tab-a'))).toMatchObject({ ok: true });
    first.release();

    expect(await onItsWay).toMatchObject({
      ok: false,
      message: 'The game was not saved here: another tab took it over.',
    });
    expect(await storedGame(database)).toEqual({ actions: 15, writer: 'tab-b' });
  });

  it('the tab taking over is not refused for a write of the other tab that arrives between its load and its first save', async () => {
    const database = memoryTextStore();
    const first = heldWrites(database);
    const tabA = createRecordStorage(first.store);
    const tabB = createRecordStorage(database);
    await tabA.leaseGame('g', 'tab-a');
    await tabA.saveGame('g', written(12, 'tab-a'));

    first.hold();
    const onItsWay = tabA.saveGame('g', written(13, 'tab-a'));
    await first.arrived;
    await tabB.leaseGame('g', 'tab-b');
    const loaded = await tabB.loadGame('g');
    expect(loaded.ok && loaded.value.save.actions.length).toBe(12);
    first.release();
    await onItsWay;
    expect(await tabB.saveGame('g', written(13, 'tab-b', 'tab-a'))).toMatchObject({ ok: true });
    expect(await storedGame(database)).toEqual({ actions: 13, writer: 'tab-b' });
  });

  it('a write that landed before the other tab took the game over is in what that tab loads', async () => {
    const database = memoryTextStore();
    const tabA = createRecordStorage(database);
    const tabB = createRecordStorage(database);
    await tabA.leaseGame('g', 'tab-a');
    await tabA.saveGame('g', written(13, 'tab-a'));
    await tabB.leaseGame('g', 'tab-b');
    const loaded = await tabB.loadGame('g');
    expect(loaded.ok && loaded.value.save.actions.length).toBe(13);
    expect(await tabA.saveGame('g', written(14, 'tab-a'))).toMatchObject({ ok: false });
    expect(await tabB.saveGame('g', written(14, 'tab-b', 'tab-a'))).toMatchObject({ ok: true });
  });
});
