import { describe, expect, it, vi } from 'vitest';
import * as engine from '../../../engine/index';
import { GameAuthority } from '../../../engine/authority/index';
import { historyRecorder } from '../../../engine/session';
import { engineSaveCodec } from '../../../engine/save/index';
import { playGame } from '../../../engine/testing/index';
import { createRecordStorage, saveOf } from '../platform/recordStorage';
import { memoryTextStore } from '../platform/textStore';
import type { Action, GameSetup } from './engine';

// Counts the engine's applyAction wherever the load, the history and the session call it.
vi.mock('../../../engine/index', async (original) => {
  const actual = await original<typeof import('../../../engine/index')>();
  return { ...actual, applyAction: vi.fn(actual.applyAction) };
});
const applyCalls = (): number => vi.mocked(engine.applyAction).mock.calls.length;

const setup: GameSetup = {
  seats: [
    { name: 'Astrid', kind: 'human' },
    { name: 'Bjørn', kind: 'bot', bot: 'easy' },
  ],
  seed: 'load-once',
  edition: 2,
  villageSide: 'common',
  variant: 'basic',
};

describe('a saved game of N actions is applied at most N times to be shown again', () => {
  it('the load checks every action by applying it once, and that replay is the history the game continues from', async () => {
    const actions = playGame(setup, (_, legal) => legal.at(-1) as Action).actions.slice(0, 150);
    const storage = createRecordStorage(memoryTextStore());
    const state = engine.replay(setup, actions);
    expect(
      (
        await storage.saveGame(
          'g',
          saveOf({ setup, actions, botPlayed: [], practice: false, state }, undefined, 'autosave'),
        )
      ).ok,
    ).toBe(true);
    const before = applyCalls();
    const recorder = historyRecorder(engineSaveCodec);
    const loaded = await storage.loadGame('g', recorder.codec);
    const history = loaded.ok ? recorder.history(loaded.value.save.botPlayed) : null;
    const authority = new GameAuthority({
      setup,
      ...(history ? { history } : {}),
      bots: { think: () => new Promise(() => undefined), dispose: () => undefined },
      persist: async () => undefined,
      send: () => undefined,
    });
    expect(applyCalls() - before).toBe(actions.length);
    expect(authority.fullRecord().state).toEqual(state);
    authority.dispose();
  });
});
