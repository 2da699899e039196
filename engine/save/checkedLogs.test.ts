import { describe, expect, it } from 'vitest';
import type { SaveCodec } from './codec';
import { checkSave, loadSave, makeSave, serializeSave, type CheckedLogCache } from './load';
import { createReplayCache } from './replayCache';
import {
  playTally,
  tallyActionSchema,
  tallyCodec,
  type TallyAction,
  type TallySetup,
  type TallyState,
} from './testGame';

const setup: TallySetup = { players: 2, limit: 1000 };
const now = new Date('2025-01-01T00:00:00Z');

/** The tally game, counting how many actions its action schema is asked to validate. */
function countingCodec() {
  const counter = { validated: 0 };
  const codec: SaveCodec<TallySetup, TallyAction, TallyState> = {
    ...tallyCodec,
    actionSchema: tallyActionSchema.refine(() => {
      counter.validated += 1;
      return true;
    }),
  };
  return { codec, counter };
}

function saveOf(moves: number): string {
  const { actions, state } = playTally(setup, moves);
  return serializeSave(makeSave({ engineVersion: 'tally-1', kind: 'autosave', setup, actions, state, now }));
}

const checkedLogs = (): CheckedLogCache<TallySetup, TallyAction> => createReplayCache();

describe('checked action logs (autosave costs the same at any length of game)', () => {
  it('a save that repeats a log checked before has only its new actions validated, with the same result', () => {
    const { codec, counter } = countingCodec();
    const logs = checkedLogs();
    expect(checkSave(saveOf(30), 'a.json', codec, logs).ok).toBe(true);
    expect(counter.validated).toBe(30);
    const next = loadSave(saveOf(31), 'a.json', codec, undefined, logs);
    expect(counter.validated).toBe(31);
    expect(next).toEqual(loadSave(saveOf(31), 'a.json', tallyCodec));
  });

  it('an earlier action changed since it was checked is validated again and refused, naming it', () => {
    const { codec, counter } = countingCodec();
    const logs = checkedLogs();
    checkSave(saveOf(10), 'a.json', codec, logs);
    const tampered = JSON.parse(saveOf(11)) as { actions: unknown[] };
    tampered.actions[3] = { player: 0, add: 9 };
    counter.validated = 0;
    expect(checkSave(JSON.stringify(tampered), 'a.json', codec, logs)).toMatchObject({
      ok: false,
      error: { code: 'invalid', message: expect.stringMatching(/^a\.json: actions\[3\] is not a valid action: add: /) },
    });
    expect(counter.validated).toBe(4);
  });

  it('another setup, or no memory of checked logs (a file read from disk), has every action validated', () => {
    const { codec, counter } = countingCodec();
    const logs = checkedLogs();
    checkSave(saveOf(10), 'a.json', codec, logs);
    const otherSetup = JSON.parse(saveOf(10)) as { setup: TallySetup };
    otherSetup.setup = { players: 2, limit: 999 };
    counter.validated = 0;
    expect(checkSave(JSON.stringify(otherSetup), 'a.json', codec, logs).ok).toBe(true);
    expect(counter.validated).toBe(10);
    counter.validated = 0;
    expect(checkSave(saveOf(10), 'a.json', codec).ok).toBe(true);
    expect(counter.validated).toBe(10);
  });
});
