import { describe, expect, it } from 'vitest';
import type { SaveCodec } from './codec';
import { loadSave, makeSave, serializeSave } from './load';
import { createReplayCache } from './replayCache';
import { playTally, tallyCodec, type TallyAction, type TallySetup, type TallyState } from './testGame';

const setup: TallySetup = { players: 2, limit: 1000 };
const now = new Date('2025-01-01T00:00:00Z');

/** The tally game, counting how many actions the engine is asked to apply. */
function countingCodec() {
  const counter = { applied: 0 };
  const codec: SaveCodec<TallySetup, TallyAction, TallyState> = {
    ...tallyCodec,
    applyAction: (state, action) => {
      counter.applied += 1;
      return tallyCodec.applyAction(state, action);
    },
  };
  return { codec, counter };
}

function saveOf(moves: number, gameSetup: TallySetup = setup): string {
  const { actions, state } = playTally(gameSetup, moves);
  return serializeSave(makeSave({ engineVersion: 'tally-1', kind: 'autosave', setup: gameSetup, actions, state, now }));
}

describe('replay cache', () => {
  it('replays only the actions added since the game was last replayed', () => {
    const { codec, counter } = countingCodec();
    const cache = createReplayCache<TallySetup, TallyAction, TallyState>();
    expect(loadSave(saveOf(30), 'a.json', codec, cache).ok).toBe(true);
    expect(counter.applied).toBe(30);
    const next = loadSave(saveOf(31), 'a.json', codec, cache);
    expect(counter.applied).toBe(31);
    expect(next).toEqual(loadSave(saveOf(31), 'a.json', tallyCodec));
  });

  it('still has the engine check every new action', () => {
    const { codec } = countingCodec();
    const cache = createReplayCache<TallySetup, TallyAction, TallyState>();
    loadSave(saveOf(10), 'a.json', codec, cache);
    const illegal = JSON.parse(saveOf(10)) as { actions: TallyAction[] };
    illegal.actions.push({ player: 1, add: 1 });
    expect(loadSave(JSON.stringify(illegal), 'a.json', codec, cache)).toMatchObject({
      ok: false,
      error: { code: 'illegal-action', message: expect.stringMatching(/actions\[10\]/) },
    });
  });

  it('replays from the start after an undo, a changed past action or another setup', () => {
    const { codec, counter } = countingCodec();
    const cache = createReplayCache<TallySetup, TallyAction, TallyState>();
    loadSave(saveOf(10), 'a.json', codec, cache);
    counter.applied = 0;
    loadSave(saveOf(9), 'a.json', codec, cache);
    expect(counter.applied).toBe(9);
    const rewritten = JSON.parse(saveOf(10)) as { actions: TallyAction[] };
    rewritten.actions[0] = { player: 0, add: 3 };
    counter.applied = 0;
    loadSave(JSON.stringify(rewritten), 'a.json', codec, cache);
    expect(counter.applied).toBe(10);
    counter.applied = 0;
    loadSave(saveOf(10, { players: 3, limit: 1000 }), 'b.json', codec, cache);
    expect(counter.applied).toBe(10);
  });

  it('forgets the oldest games beyond its capacity', () => {
    const { codec, counter } = countingCodec();
    const cache = createReplayCache<TallySetup, TallyAction, TallyState>(2);
    for (const limit of [1000, 1001, 1002]) loadSave(saveOf(5, { players: 2, limit }), 'x.json', codec, cache);
    counter.applied = 0;
    loadSave(saveOf(5, { players: 2, limit: 1002 }), 'x.json', codec, cache);
    expect(counter.applied).toBe(0);
    loadSave(saveOf(5, { players: 2, limit: 1000 }), 'x.json', codec, cache);
    expect(counter.applied).toBe(5);
  });
});
