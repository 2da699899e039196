// Crash safety of the save store, on the real file system: a child process saves a growing game to one slot in a
// tight loop and is killed with SIGKILL at a random moment, 200 times over. After every kill, the slot must load —
// fully validated and replayed by the real engine — as either the last version the child confirmed or the one it was
// writing when it died: never corrupt, never lost, never older.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineSaveCodec } from '../engine/save/engineCodec';
import { openSaveStore } from './saveStore';
import { saveIdOf } from './testing/crashGame';
import { seededRandom } from './testing/seededRandom';
import { listFilesUnder, tempDirForTest } from './testing/tempDir';

/**
 * The test goes on killing until enough kills have landed on each side of the atomic replacement, however many that
 * takes: on a busy machine a kill lands in a given phase of a save less often, and the verdict must not depend on how
 * busy the machine is. The limit only stops a writer that never reaches a phase at all.
 */
const WANTED_BEFORE_REPLACE = 50;
const WANTED_AFTER_REPLACE = 5;
const MAX_KILLS = 5000;
/** Only a guard against a hang: the kill counts above bound the work, not the clock. */
const HANG_GUARD_MS = 60 * 60 * 1000;
const SLOT = 'autosave';
/**
 * Each kill lands at a random moment up to this long after the child starts its first save. A save takes a few
 * milliseconds, so the moments fall in every phase of a write: temp file, flush, backup link, rename, folder flush.
 */
const MAX_KILL_DELAY_MS = 12;

interface ChildRun {
  /** The last save the child confirmed (`wrote`), if any. */
  readonly confirmed: string | null;
  /** The save it had started when it died (`writing` without `wrote`), if any. */
  readonly inFlight: string | null;
  readonly signal: NodeJS.Signals | null;
  readonly stderr: string;
}

/** Runs the writer until it starts saving, lets it go on for `delayMs`, then kills it with SIGKILL. */
async function runAndKill(script: string, userDataDir: string, delayMs: number): Promise<ChildRun> {
  // The child is plain Node running a bundle: no TypeScript loader, so 200 starts stay quick.
  const child = spawn(process.execPath, [script, userDataDir, SLOT], { stdio: ['ignore', 'pipe', 'pipe'] });
  let confirmed: string | null = null;
  let inFlight: string | null = null;
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  const lines = createInterface({ input: child.stdout });
  const closed = once(lines, 'close');
  const saving = new Promise<void>((resolve) => {
    lines.on('line', (line) => {
      if (line.startsWith('writing ')) {
        inFlight = line.slice('writing '.length);
        resolve();
      }
      else if (line.startsWith('wrote ')) {
        confirmed = line.slice('wrote '.length);
        inFlight = null;
      }
    });
    void exited.then(() => resolve());
  });
  await saving;
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  child.kill('SIGKILL');
  const [, signal] = await exited;
  // Lines already in the pipe when the child died are still delivered; wait for the end of the stream.
  await closed;
  return { confirmed, inFlight, signal, stderr };
}

describe('crash safety', () => {
  let script = '';

  let bundleDir = '';

  beforeAll(async () => {
    bundleDir = await mkdtemp(join(tmpdir(), 'saltfjord-crash-writer-'));
    script = join(bundleDir, 'crashWriter.mjs');
    await build({
      entryPoints: [join(import.meta.dirname, 'testing', 'crashWriter.ts')],
      outfile: script,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'warning',
    });
  });

  afterAll(() => rm(bundleDir, { recursive: true, force: true }));

  it('keeps the slot loadable as the previous or the new version across SIGKILLs in every phase of a save', async () => {
    const seed = Date.now();
    const random = seededRandom(seed);
    const context = `(random seed ${seed})`;
    const userDataDir = await tempDirForTest();
    let lastKnown: string | null = null;
    /** How the kills that interrupted a save came out: the new version already in place, or the old one still there. */
    let interruptedAfterReplace = 0;
    let interruptedBeforeReplace = 0;

    const enoughLanded = () => interruptedBeforeReplace >= WANTED_BEFORE_REPLACE && interruptedAfterReplace >= WANTED_AFTER_REPLACE;
    for (let kill = 1; !enoughLanded() && kill <= MAX_KILLS; kill += 1) {
      const run = await runAndKill(script, userDataDir, random.below(MAX_KILL_DELAY_MS));
      expect(run.stderr, `kill ${kill} ${context}: the writer reported an error`).toBe('');
      expect(run.signal, `kill ${kill} ${context}: the writer was not killed but exited`).toBe('SIGKILL');

      // What the app does on start: open the store (clearing interrupted writes), then load the slot.
      const store = await openSaveStore({ userDataDir, codec: engineSaveCodec });
      const loaded = await store.loadSave(SLOT);
      const previous = run.confirmed ?? lastKnown;
      if (!loaded.ok) {
        if (previous === null && loaded.error.code === 'missing') continue; // killed before its first save landed
        throw new Error(`kill ${kill} ${context}: the slot did not load: ${loaded.error.message}`);
      }
      expect(loaded.value.snapshotMatched, `kill ${kill} ${context}: snapshot differs from replay`).toBe(true);
      const found = saveIdOf(loaded.value.save.setup, loaded.value.save.actions);
      expect([previous, run.inFlight], `kill ${kill} ${context}: found version ${found}`).toContain(found);
      if (run.inFlight !== null) {
        if (found === run.inFlight) interruptedAfterReplace += 1;
        else interruptedBeforeReplace += 1;
      }
      lastKnown = found;

      const backup = await store.loadSaveBackup(SLOT);
      if (!backup.ok && backup.error.code !== 'missing') {
        throw new Error(`kill ${kill} ${context}: the backup did not load: ${backup.error.message}`);
      }
      expect(await listFilesUnder(userDataDir), `kill ${kill} ${context}`).toEqual(
        backup.ok ? ['saves/autosave.json', 'saves/autosave.json.bak'] : ['saves/autosave.json'],
      );
    }

    // The test means something only if kills land on both sides of the atomic replacement. Most land before it (a
    // save is mostly writing and flushing the temporary file); the window between the rename and the confirmation
    // (the folder flush) is narrow: on a quiet machine about one kill in ten hits it.
    expect(interruptedBeforeReplace, context).toBeGreaterThanOrEqual(WANTED_BEFORE_REPLACE);
    expect(interruptedAfterReplace, context).toBeGreaterThanOrEqual(WANTED_AFTER_REPLACE);
  }, HANG_GUARD_MS);
});
