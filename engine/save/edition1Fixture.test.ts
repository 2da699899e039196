// The edition-1 save fixture (fixtures/save-edition1.json): a 3-seat bot game saved half-way by the real save code of
// commit 69509fe, the last release before data editions (tools/recordEdition1Fixture.ts says how). Every
// save of those releases names no edition; such a game must load as edition 1 and be played to its end on it,
// reaching exactly the final score it reached when it was recorded (save-edition1.expected.json).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { editionOf, finalScore } from '../index';
import { CRATES } from '../data/index';
import { playOn, readFixtureExpectation } from '../testing/index';
import { engineSaveCodec } from './engineCodec';
import { loadSave } from './load';

const FIXTURES = join(import.meta.dirname, 'fixtures');

describe('RULES §16: a game begun on edition 1 is played to its end on edition 1', () => {
  it('the fixture saved before editions loads as edition 1 and finishes with its recorded score', () => {
    const text = readFileSync(join(FIXTURES, 'save-edition1.json'), 'utf8');
    const expectation = readFixtureExpectation(join(FIXTURES, 'save-edition1.expected.json'));
    const loaded = loadSave(text, 'save-edition1.json', engineSaveCodec);
    if (!loaded.ok) throw new Error(loaded.error.message);
    const { save } = loaded.value;
    // The file names no edition; the save's setup is read as naming edition 1, the edition it was begun on.
    expect(JSON.parse(text)).not.toHaveProperty('setup.edition');
    expect(save.setup.edition).toBe(1);
    expect(editionOf(save.setup)).toBe(1);
    // Edition 1's crate deal: each stack holds only the crates of its own list (edition 2 would mix them).
    save.snapshot.crateStacks.forEach((stack, k) => {
      for (const crate of stack) expect(CRATES[crate]?.stack).toBe(k + 1);
    });

    const state = playOn(save.snapshot, expectation.remainingActions);
    expect(state.phase).toBe('over');
    expect(finalScore(state)).toEqual(expectation.finalScore);
  });
});
