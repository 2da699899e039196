// The version-0 save fixture (engine/save/fixtures/save-v0.json, written in the first prototype's format) must load
// through the store, migrate to the current format, pass validation and replay, and then play on to exactly the final
// score the game reached when the fixture was recorded (save-v0.expected.json).
// If the rules engine deliberately changed what this game does, re-record: npx tsx electron/testing/recordSaveFixture.ts
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGINE_VERSION, finalScore } from '../engine/index';
import { playOn, readFixtureExpectation } from '../engine/testing/index';
import { serializeSave } from '../engine/save';
import { engineSaveCodec } from '../engine/save';
import { openSaveStore } from './saveStore';
import { tempDirForTest } from './testing/tempDir';

const FIXTURES = join(import.meta.dirname, '..', 'engine', 'save', 'fixtures');

describe('version-0 save fixture', () => {
  it('loads, migrates, validates and plays on to the final score it was recorded with', async () => {
    const userDataDir = await tempDirForTest();
    await mkdir(join(userDataDir, 'saves'));
    await copyFile(join(FIXTURES, 'save-v0.json'), join(userDataDir, 'saves', 'from-2025.json'));
    const expectation = readFixtureExpectation(join(FIXTURES, 'save-v0.expected.json'));
    const store = await openSaveStore({ userDataDir, codec: engineSaveCodec });

    const loaded = await store.loadSave('from-2025');
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(loaded.value.migratedFrom).toBe(0);
    // Recorded by rules engine 1.0.0, before the state listed the dice on each village: the snapshot is stale by
    // design, so the store trusts the replay of the actions and says so.
    expect(loaded.value.snapshotMatched).toBe(false);
    expect(loaded.value.notices).toContain(
      `saves/from-2025.json was saved by rules engine 1.0.0; it was replayed with ${ENGINE_VERSION}.`,
    );
    expect(loaded.value.notices).toContain('saves/from-2025.json was upgraded from save format 0 to 3.');
    expect(loaded.value.save).toMatchObject({
      schemaVersion: 3,
      kind: 'manual',
      createdAt: '2025-11-02T18:10:00.000Z',
      updatedAt: '2025-11-02T18:30:00.000Z',
    });

    const state = playOn(loaded.value.save.snapshot, expectation.remainingActions);
    expect(state.phase).toBe('over');
    expect(finalScore(state)).toEqual(expectation.finalScore);
  });

  it('is written back in the current format', async () => {
    const userDataDir = await tempDirForTest();
    await mkdir(join(userDataDir, 'saves'));
    await copyFile(join(FIXTURES, 'save-v0.json'), join(userDataDir, 'saves', 'old.json'));
    const store = await openSaveStore({ userDataDir, codec: engineSaveCodec });
    const loaded = await store.loadSave('old');
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect((await store.writeSave('old', serializeSave(loaded.value.save))).ok).toBe(true);
    const rewritten = JSON.parse(await readFile(join(userDataDir, 'saves', 'old.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(Object.keys(rewritten)).toEqual([
      'schemaVersion',
      'engineVersion',
      'kind',
      'createdAt',
      'updatedAt',
      'gameId',
      'revision',
      'writer',
      'takenFrom',
      'setup',
      'actions',
      'botPlayed',
      'practice',
      'snapshot',
      // Last: the digest of the text before it (engine/save/seal.ts).
      'seal',
    ]);
    expect((await store.loadSave('old')).ok).toBe(true);
  });
});
