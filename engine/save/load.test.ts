import { describe, expect, it } from 'vitest';
import { checkSave, loadSave, makeSave, serializeSave } from './load';
import { playTally, tallyCodec, type TallyAction, type TallySetup } from './testGame';

const setup: TallySetup = { players: 3, limit: 1000 };
const now = new Date('2025-06-01T12:00:00.000Z');

function savedTally(moves: number) {
  const { actions, state } = playTally(setup, moves);
  return makeSave({ engineVersion: tallyCodec.engineVersion, kind: 'manual', setup, actions, state, now });
}

describe('loadSave replays the actions', () => {
  it('rebuilds a saved game exactly, from text or from bytes', () => {
    const save = savedTally(20);
    const text = serializeSave(save);
    const expected = { ok: true, value: { save, migratedFrom: null, snapshotMatched: true, notices: [] } };
    expect(loadSave(text, 'a.json', tallyCodec)).toEqual(expected);
    expect(loadSave(new TextEncoder().encode(text), 'a.json', tallyCodec)).toEqual(expected);
  });

  it('trusts the replay over a stored snapshot that disagrees, and says so', () => {
    const save = savedTally(9);
    const tampered = { ...save, snapshot: { ...save.snapshot, tallies: [99, 0, 0] } };
    const result = loadSave(serializeSave(tampered), 'a.json', tallyCodec);
    expect(result).toMatchObject({ ok: true, value: { snapshotMatched: false, save: { snapshot: save.snapshot } } });
    expect(result.ok && result.value.notices).toEqual([
      'a.json: the stored game state differs from the replay of its actions; the replayed game was used.',
    ]);
  });

  it('names the first action the engine refuses', () => {
    const save = savedTally(6);
    const actions: TallyAction[] = [...save.actions];
    actions.splice(4, 0, { player: 2, add: 1 });
    const result = loadSave(serializeSave({ ...save, actions }), 'broken.json', tallyCodec);
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'illegal-action',
        message:
          "broken.json: actions[4] is not legal at that point of the game (it is player 1's turn), so the game cannot be rebuilt.",
      },
    });
  });
});

describe('loadSave checks the setup, the actions and the engine', () => {
  it('names an action that does not fit the engine schema', () => {
    const save = savedTally(6);
    const result = loadSave(
      serializeSave({ ...save, actions: [...save.actions, { player: 0, add: 9 }] }),
      'b.json',
      tallyCodec,
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid' } });
    expect(!result.ok && result.error.message).toMatch(/^b\.json: actions\[6\] is not a valid action: add: /);
  });

  it('refuses a setup the engine schema refuses', () => {
    const result = loadSave(serializeSave({ ...savedTally(0), setup: { players: 9, limit: 5 } }), 'c.json', tallyCodec);
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid' } });
    expect(!result.ok && result.error.message).toMatch(/^c\.json: the game setup is invalid: players: /);
  });

  it('turns an engine exception into a problem instead of throwing', () => {
    const throwing = {
      ...tallyCodec,
      applyAction: () => {
        throw new Error('bug in rule 7');
      },
    };
    const result = loadSave(serializeSave(savedTally(3)), 'd.json', throwing);
    expect(result).toEqual({
      ok: false,
      error: { code: 'engine-failure', message: 'd.json: the rules engine failed on actions[0] (bug in rule 7).' },
    });
  });

  it('notes a save written by another engine version', () => {
    const save = { ...savedTally(2), engineVersion: 'tally-0' };
    const result = loadSave(serializeSave(save), 'e.json', tallyCodec);
    expect(result.ok && result.value.notices).toEqual([
      'e.json was saved by rules engine tally-0; it was replayed with tally-1.',
    ]);
  });
});

describe("loadSave reads the file's envelope and its versions", () => {
  it('loads a version-0 save through its migration', () => {
    const { actions, state } = playTally(setup, 5);
    const v0 = {
      format: 'saltfjord-save',
      version: 0,
      engine: 'tally-1',
      origin: 'autosave',
      started: now.getTime(),
      saved: now.getTime(),
      game: { setup, moves: actions },
      state,
    };
    const result = loadSave(JSON.stringify(v0), 'old.json', tallyCodec);
    expect(result).toEqual({
      ok: true,
      value: {
        save: makeSave({ engineVersion: 'tally-1', kind: 'autosave', setup, actions, state, now }),
        migratedFrom: 0,
        snapshotMatched: true,
        notices: ['old.json was upgraded from save format 0 to 3.'],
      },
    });
  });

  it('refuses unknown fields in the envelope', () => {
    const result = loadSave(JSON.stringify({ ...savedTally(1), cheat: true }), 'f.json', tallyCodec);
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'invalid', message: 'f.json is damaged: Unrecognized key: "cheat"' },
    });
  });

  it('refuses an envelope whose snapshot is missing', () => {
    const { snapshot: _dropped, ...withoutSnapshot } = savedTally(1);
    const result = loadSave(JSON.stringify(withoutSnapshot), 'g.json', tallyCodec);
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'invalid', message: 'g.json is damaged: snapshot: Required' },
    });
  });
});

describe('checkSave', () => {
  it('validates without replaying, so an illegal move passes it but not loadSave', () => {
    const save = savedTally(2);
    const illegal = serializeSave({ ...save, actions: [{ player: 1, add: 1 }] });
    expect(checkSave(illegal, 'h.json', tallyCodec).ok).toBe(true);
    expect(loadSave(illegal, 'h.json', tallyCodec).ok).toBe(false);
  });
});

describe('what a save may not do to the app', () => {
  it('a save claiming a newer rules engine is refused with a message saying to update', () => {
    const save = { ...savedTally(3), engineVersion: '99.0.0' };
    const codec = { ...tallyCodec, engineVersion: '1.1.0' };
    const loaded = loadSave(serializeSave(save), 'future.json', codec);
    expect(loaded).toMatchObject({ ok: false, error: { code: 'newer-version' } });
    expect(!loaded.ok && loaded.error.message).toMatch(/future\.json .*newer.*99\.0\.0.*1\.1\.0/);
    expect(checkSave(serializeSave(save), 'future.json', codec)).toMatchObject({
      ok: false,
      error: { code: 'newer-version' },
    });
    expect(loadSave(serializeSave({ ...save, engineVersion: '1.0.9' }), 'older.json', codec).ok).toBe(true);
  });

  it('a problem never echoes control characters from a file or its name back to the player', () => {
    const hostileName = 'evil\u001b[2J\u0007\u202e.json';
    const loaded = loadSave('{"schemaVersion": 1, "x": "\u0000', hostileName, tallyCodec);
    expect(loaded.ok).toBe(false);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for control characters
    expect(!loaded.ok && loaded.error.message).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(!loaded.ok && loaded.error.message).toContain('evil');
  });
});
