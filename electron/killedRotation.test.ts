// Crash safety of the backup rotation and of a restore, on the real file system: each write or restore is killed
// before each of its file-system calls in turn (testing/killingFileSystem.ts), and the app started again on the folder
// the kill left must find every generation of the save contiguous, and its next save or restore must finish the job.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSave, makeSave, serializeSave } from '../engine/save';
import { playTally, tallyCodec, type TallySetup } from '../engine/testing';
import { openSaveStore } from './saveStore';
import { killingFileSystem } from './testing/killingFileSystem';
import { tempDirForTest } from './testing/tempDir';

const tally: TallySetup = { players: 2, limit: 100_000 };

/** Version `moves` of the save: a game of that many moves. */
function tallyText(moves: number): string {
  const { actions, state } = playTally(tally, moves);
  return serializeSave(
    makeSave({
      engineVersion: tallyCodec.engineVersion,
      kind: 'autosave',
      setup: tally,
      actions,
      state,
      now: new Date(Date.UTC(2025, 0, 1, 0, 0, moves)),
    }),
  );
}

/**
 * The versions of slot `g` on disk, newest first: the file, then `.bak`, `.bak2`, `.bak3` (null: not there; 'damaged':
 * the file the test damaged, still there).
 */
async function generationsOn(userDataDir: string, damagedOnPurpose = false): Promise<Array<number | 'damaged' | null>> {
  return Promise.all(
    ['', '.bak', '.bak2', '.bak3'].map(async (suffix) => {
      let bytes: Uint8Array;
      try {
        bytes = await readFile(join(userDataDir, 'saves', `g.json${suffix}`));
      } catch {
        return null;
      }
      const loaded = loadSave(bytes, `g.json${suffix}`, tallyCodec);
      if (!loaded.ok && suffix === '' && damagedOnPurpose) return 'damaged';
      if (!loaded.ok) throw new Error(`g.json${suffix} does not load: ${loaded.error.message}`);
      return loaded.value.save.actions.length;
    }),
  );
}

/** A folder holding slot `g` written at each of `versions` in turn, and a store on it whose file system can be killed. */
async function seededFolder(versions: readonly number[]) {
  const userDataDir = await tempDirForTest();
  const killing = killingFileSystem();
  const store = await openSaveStore({ userDataDir, codec: tallyCodec, fileSystem: killing.fileSystem });
  for (const version of versions) expect((await store.writeSave('g', tallyText(version))).ok).toBe(true);
  return { userDataDir, killing, store };
}

describe('crash safety of the backup rotation, killed before each file-system call in turn', () => {
  const histories: Array<[string, number[]]> = [
    ['three backups already', [8, 9, 10, 11]],
    ['one backup so far', [10, 11]],
  ];
  it.each(histories)(
    'keeps the generations contiguous after the kill and after the next save (%s)',
    async (_name, history) => {
      const oldest = history[0] as number;
      const last = history.at(-1) as number;
      const counted = await seededFolder(history);
      counted.killing.killBefore(Number.POSITIVE_INFINITY);
      expect((await counted.store.writeSave('g', tallyText(last + 1))).ok).toBe(true);
      const calls = counted.killing.callsMade();
      expect(calls).toBeGreaterThan(10);

      for (let call = 0; call < calls; call += 1) {
        const context = `killed before call ${call} of ${calls}`;
        const { userDataDir, killing, store } = await seededFolder(history);
        killing.killBefore(call);
        const outcome = await Promise.race([
          store.writeSave('g', tallyText(last + 1)).then(() => 'finished'),
          killing.killed.then(() => 'killed'),
        ]);
        expect(outcome, context).toBe('killed');

        // The app starts again on the folder the kill left.
        const restarted = await openSaveStore({ userDataDir, codec: tallyCodec });
        const after = await generationsOn(userDataDir);
        const current = after[0] as number;
        expect([last, last + 1], `${context}: the file is at ${current}`).toContain(current);
        const present = after.filter((version): version is number => version !== null);
        expect(after.slice(0, present.length), `${context}: a generation is missing in ${after.join(', ')}`).toEqual(
          present,
        );
        const distinct = present.filter((version, index) => version !== present[index - 1]);
        const expected = Array.from({ length: distinct.length }, (_, index) => current - index);
        expect(distinct, `${context}: generations ${after.join(', ')} are not contiguous`).toEqual(expected);
        expect(distinct.length, `${context}: generations ${after.join(', ')}`).toBeGreaterThanOrEqual(
          Math.min(3, current - oldest + 1),
        );

        expect((await restarted.writeSave('g', tallyText(last + 2))).ok, context).toBe(true);
        const next = await generationsOn(userDataDir);
        const kept = [current, current - 1, current - 2].filter((version) => version >= oldest);
        expect(next, `${context}: after the next save`).toEqual([
          last + 2,
          ...kept,
          ...Array(3 - kept.length).fill(null),
        ]);
      }
    },
  );
});

describe('crash safety of a restore, killed before each file-system call in turn', () => {
  it('puts the previous version back or leaves the damaged file, never losing a generation, and a restore after the restart finishes it', async () => {
    const damaged = async () => {
      const seeded = await seededFolder([8, 9, 10, 11]);
      await writeFile(join(seeded.userDataDir, 'saves', 'g.json'), '{"schemaVersion": 3, "trunc');
      return seeded;
    };
    const counted = await damaged();
    counted.killing.killBefore(Number.POSITIVE_INFINITY);
    expect((await counted.store.restoreSave('g')).ok).toBe(true);
    const calls = counted.killing.callsMade();
    expect(calls).toBeGreaterThan(2);
    for (let call = 0; call < calls; call += 1) {
      const context = `killed before call ${call} of ${calls}`;
      const { userDataDir, killing, store } = await damaged();
      killing.killBefore(call);
      const outcome = await Promise.race([
        store.restoreSave('g').then(() => 'finished'),
        killing.killed.then(() => 'killed'),
      ]);
      expect(outcome, context).toBe('killed');
      const after = await generationsOn(userDataDir, true);
      expect(['damaged', 10], context).toContain(after[0]);
      expect(after.slice(1), `${context}: the backups are ${after.join(', ')}`).toEqual([10, 9, 8]);
      const restarted = await openSaveStore({ userDataDir, codec: tallyCodec });
      expect((await restarted.restoreSave('g')).ok, context).toBe(true);
      expect(await generationsOn(userDataDir), context).toEqual([10, 10, 9, 8]);
    }
  });
});
