import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  ENGINE_VERSION,
  legalActions,
  undoFloor,
  type Action,
  type GameSetup,
  type GameState,
} from '../index.js';
import { loadSave, makeSave, serializeSave } from '../save/index.js';
import type { GameAuthority } from './authority.js';
import { openHostedGame, type HostStorage } from './hosting.js';
import type { HostReply, OpenRequest } from './openRequest.js';
import type { AuthorityMessage, TableView } from './protocol.js';

const setup: GameSetup = {
  seats: [
    { name: 'Astrid', kind: 'human' },
    { name: 'Bjørn', kind: 'human' },
  ],
  seed: 'floor-seed',
  edition: 2,
  villageSide: 'common',
  variant: 'basic',
};
const pace = { botSpeed: 'instant', animationsOff: true } as const;
const noBots = { think: () => new Promise<never>(() => undefined), dispose: () => undefined };

/** The first legal action, again and again, with the state after each. */
function firstLegalGame(count: number): { actions: Action[]; states: GameState[] } {
  const states = [createGame(setup)];
  const actions: Action[] = [];
  for (let index = 0; index < count; index++) {
    const state = states.at(-1) as GameState;
    const action = legalActions(state)[0] as Action;
    const result = applyAction(state, action);
    if (!result.ok) throw new Error('the first legal action was refused');
    actions.push(action);
    states.push(result.state);
  }
  return { actions, states };
}

/** A storage of save texts in memory, as a host reads and writes it. */
function memoryStorage(texts: Map<string, string>): HostStorage {
  return {
    loadGame: async (slot, replayWith) => {
      const loaded = loadSave(texts.get(slot) ?? '', slot, replayWith);
      return loaded.ok
        ? { ok: true, save: loaded.value.save, notices: [], facts: null }
        : { ok: false, problem: { kind: 'worded', message: loaded.error.code }, restorable: false };
    },
    saveGame: async (slot, save) => {
      texts.set(slot, serializeSave(save));
      return { ok: true };
    },
  };
}

/** Opens a game on `storage` and waits for the first view that awaits a person's answer. */
async function openUntilAwaiting(request: OpenRequest, storage: HostStorage) {
  const messages: Array<HostReply | AuthorityMessage> = [];
  const authority = (await openHostedGame(request, {
    storage,
    bots: noBots,
    newId: () => crypto.randomUUID(),
    send: (message) => messages.push(message),
  })) as GameAuthority;
  const awaiting = async (answered: number): Promise<TableView> => {
    for (let tick = 0; tick < 200; tick++) {
      const table = messages
        .flatMap((message) =>
          message.type === 'table' && message.table.awaitingInput && message.table.answered === answered
            ? [message.table]
            : [],
        )
        .at(-1);
      if (table) return table;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error(`no view answering ${answered} moves came`);
  };
  return { authority, awaiting };
}

describe('a game played on from a moment of another', () => {
  it('keeps Undo at that moment when it is opened again (the floor is saved with the game)', async () => {
    const { actions, states } = firstLegalGame(40);
    // A moment inside a turn, with moves of that turn before it that Undo must not take back.
    const at = states.findIndex((state, count) => count > 0 && undoFloor(state) < count - 1);
    expect(at).toBeGreaterThan(0);
    const source = serializeSave(
      makeSave({
        engineVersion: ENGINE_VERSION,
        kind: 'autosave',
        setup,
        actions: actions.slice(0, at + 2),
        state: states[at + 2] as GameState,
        now: new Date(),
      }),
    );
    const texts = new Map([['source', source]]);
    const storage = memoryStorage(texts);
    const forked = await openUntilAwaiting(
      {
        type: 'open',
        language: 'en',
        pace,
        writable: true,
        game: { kind: 'fork', from: 'source', at, slot: 'played-on', seats: setup.seats },
      },
      storage,
    );
    const before = await forked.awaiting(0);
    forked.authority.receive({ type: 'act', action: before.legal.find((action) => action.type !== 'endTurn') });
    expect((await forked.awaiting(1)).undoAvailable).toBe(true);
    forked.authority.receive({ type: 'flush', id: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    forked.authority.dispose();

    const reopened = await openUntilAwaiting(
      { type: 'open', language: 'en', pace, writable: true, game: { kind: 'load', slot: 'played-on' } },
      storage,
    );
    expect((await reopened.awaiting(0)).undoAvailable).toBe(true);
    reopened.authority.receive({ type: 'undo' });
    const undone = await reopened.awaiting(1);
    expect([undone.state.actionCount, undone.undoAvailable]).toEqual([at, false]);
    reopened.authority.dispose();
  });
});
