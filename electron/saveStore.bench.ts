// Save-store speed for `npm run bench`: the time to save and to load a finished 4-player game through the real store
// on the real file system. Not a test: numbers are reported, never asserted.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeSave, serializeSave } from '../engine/save';
import { engineSaveCodec } from '../engine/save/engineCodec';
import { playRandomGame, randomSetup } from '../engine/tools/playout';
import { openSaveStore } from './saveStore';

export interface SaveStoreBench {
  /** Median time to serialise the save and write it atomically (checks, temp file, fsync, backup, rename). */
  readonly saveMillis: number;
  /** Median time to load it: read, JSON checks, migration, validation, replay of every action, snapshot comparison. */
  readonly loadMillis: number;
  readonly saveBytes: number;
  readonly actions: number;
}

async function median(repeats: number, work: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let repeat = 0; repeat < repeats; repeat += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((left, right) => left - right);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

export async function benchSaveStore(repeats = 30): Promise<SaveStoreBench> {
  const setup = randomSetup(4, 'bench-save');
  const game = playRandomGame(setup, 'bench-save');
  if (game.state.phase !== 'over') throw new Error(`the benchmark game did not finish: ${game.problems.join('; ')}`);
  const save = makeSave({
    engineVersion: engineSaveCodec.engineVersion,
    kind: 'autosave',
    setup,
    actions: game.actions,
    state: game.state,
    now: new Date(),
  });
  const userDataDir = await mkdtemp(join(tmpdir(), 'saltfjord-bench-'));
  try {
    const store = await openSaveStore({ userDataDir, codec: engineSaveCodec });
    const saveOnce = async () => {
      const written = await store.writeSave('bench', serializeSave(save));
      if (!written.ok) throw new Error(written.error.message);
    };
    const loadOnce = async () => {
      const loaded = await store.loadSave('bench');
      if (!loaded.ok || !loaded.value.snapshotMatched) throw new Error('the benchmark save did not load back exactly');
    };
    // Warm the JIT and the file system's caches so the figures describe a running app, not a cold start.
    for (let warmUp = 0; warmUp < 5; warmUp += 1) {
      await saveOnce();
      await loadOnce();
    }
    const saveMillis = await median(repeats, saveOnce);
    const loadMillis = await median(repeats, loadOnce);
    return { saveMillis, loadMillis, saveBytes: serializeSave(save).length, actions: game.actions.length };
  } finally {
    await rm(userDataDir, { recursive: true, force: true });
  }
}
