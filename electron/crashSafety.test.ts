// Crash safety of the save store, on the real file system: a child process writes two save slots and the profile at
// the same time, over and over, and is killed with SIGKILL at a random moment — again and again, some runs starting
// in an empty folder (first saves), most continuing (every write rotates backups). After every kill each document
// must load — saves fully validated and replayed by the real engine — as either the last version the child confirmed
// or the one it was writing when it died; its newest backup must be exactly the version before that, and every
// backup generation must load and be older than the one above it.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineSaveCodec } from '../engine/save/engineCodec';
import { loadSave, makeSave, serializeSave } from '../engine/save';
import { playTally, tallyCodec, type TallySetup } from '../engine/save/testGame';
import { openSaveStore, type SaveStore } from './saveStore';
import { killingFileSystem } from './testing/killingFileSystem';
import { CRASH_SLOTS, profileIdOf, saveIdOf } from './testing/crashGame';
import { seededRandom } from './testing/seededRandom';
import { tempDirForTest } from './testing/tempDir';
import type { Action, GameSetup, GameState } from '../engine/index';

/**
 * The test goes on killing until enough kills have landed in each situation, however many kills that takes: on a busy
 * machine a kill lands in a given phase of a write less often, and the verdict must not depend on how busy the machine
 * is. The limit only stops a writer that never reaches a situation at all.
 */
const WANTED: Readonly<Record<Situation, number>> = {
  'first save': 10,
  'before the replacement': 30,
  'after the replacement': 5,
  'several documents in flight': 10,
};
const MAX_KILLS = 5000;
/** Only a guard against a hang: the kill counts above bound the work, not the clock. */
const HANG_GUARD_MS = 60 * 60 * 1000;
/** Every this many runs start in an empty folder, so that kills land in first saves too. */
const FRESH_FOLDER_EVERY = 5;
/** Each kill lands at a random moment up to this long after the child starts writing (a write takes milliseconds). */
const MAX_KILL_DELAY_MS = 30;

type Situation = 'first save' | 'before the replacement' | 'after the replacement' | 'several documents in flight';
const DOCUMENTS = [...CRASH_SLOTS, 'profile'] as const;
type DocumentName = (typeof DOCUMENTS)[number];

interface ChildRun {
  /** Per document, the versions the child confirmed (`wrote`), oldest first. */
  readonly confirmed: Map<DocumentName, string[]>;
  /** Per document, the version it had started when it died (`writing` without `wrote`). */
  readonly inFlight: Map<DocumentName, string>;
  readonly signal: NodeJS.Signals | null;
  readonly stderr: string;
}

/** Runs the writer until it starts writing, lets it go on for `delayMs`, then kills it with SIGKILL. */
async function runAndKill(script: string, userDataDir: string, delayMs: number): Promise<ChildRun> {
  // The child is plain Node running a bundle: no TypeScript loader, so the many starts stay quick.
  const child = spawn(process.execPath, [script, userDataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  const confirmed = new Map<DocumentName, string[]>();
  const inFlight = new Map<DocumentName, string>();
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  const lines = createInterface({ input: child.stdout });
  const closed = once(lines, 'close');
  const writing = new Promise<void>((resolve) => {
    lines.on('line', (line) => {
      const [verb, document, id] = line.split(' ') as [string, DocumentName, string];
      if (verb === 'writing') {
        inFlight.set(document, id);
        resolve();
      } else if (verb === 'wrote') {
        confirmed.set(document, [...(confirmed.get(document) ?? []), id]);
        inFlight.delete(document);
      }
    });
    void exited.then(() => resolve());
  });
  await writing;
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  child.kill('SIGKILL');
  const [, signal] = await exited;
  // Lines already in the pipe when the child died are still delivered; wait for the end of the stream.
  await closed;
  return { confirmed, inFlight, signal, stderr };
}

type Store = SaveStore<GameSetup, Action, GameState>;

/** The version of a document now on disk (null: none), and of each of its backups that is there, newest first. */
async function versionsOn(store: Store, userDataDir: string, document: DocumentName, context: string) {
  const { readFile } = await import('node:fs/promises');
  const load = async (suffix: string): Promise<string | null> => {
    const path =
      document === 'profile'
        ? join(userDataDir, `profile.json${suffix}`)
        : join(userDataDir, 'saves', `${document}.json${suffix}`);
    let bytes: Uint8Array;
    try {
      bytes = await readFile(path);
    } catch {
      return null;
    }
    if (document === 'profile') {
      const parsed = JSON.parse(new TextDecoder().decode(bytes)) as { statistics: { gamesPlayed: number } };
      return `profile:${parsed.statistics.gamesPlayed}`;
    }
    const { loadSave } = await import('../engine/save');
    const loaded = loadSave(bytes, `${document}${suffix}`, engineSaveCodec);
    if (!loaded.ok) throw new Error(`${context}: ${document}.json${suffix} does not load: ${loaded.error.message}`);
    expect(loaded.value.snapshotMatched, `${context}: ${document}${suffix} snapshot differs from replay`).toBe(true);
    return saveIdOf(loaded.value.save.setup, loaded.value.save.actions);
  };
  const current = document === 'profile' ? await profileVersion(store) : await load('');
  const backups: string[] = [];
  for (const suffix of ['.bak', '.bak2', '.bak3']) {
    const version = await load(suffix);
    if (version !== null) backups.push(version);
  }
  return { current, backups };
}

async function profileVersion(store: Store): Promise<string | null> {
  const read = await store.readProfile();
  if (!read.ok) throw new Error(`the profile did not load: ${read.error.message}`);
  return read.value.statistics.gamesPlayed === 0 ? null : profileIdOf(read.value);
}

/**
 * How far a version is: later versions of one document have larger numbers. A save's game is replaced by one with a
 * larger seed when it ends, so the seed counts first, then the actions made; the profile counts games.
 */
function progressOf(version: string): number {
  const [first, second] = version.split(':');
  return first === 'profile' ? Number(second) : Number(first) * 100_000 + Number(second);
}

/**
 * Whether a document's newest backup is where it must be after a kill: the version the current one replaced — or, when
 * a write died after pointing the backup at the current file but before replacing it, the current version itself.
 * `seen` lists the versions seen in place so far, oldest first. Without a current version nothing is required.
 */
function newestBackupFits({
  current,
  inFlight,
  seen,
  newestBackup,
}: {
  current: string | null;
  inFlight: string | null;
  seen: readonly string[];
  newestBackup: string | undefined;
}): boolean {
  const previous = seen.at(-1);
  if (current === null) return true;
  if (current === inFlight && previous !== undefined) return newestBackup === previous;
  return newestBackup === seen.at(-2) || newestBackup === current;
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

  it(
    'keeps two slots and the profile, written together, each at its previous or new version with the backup exactly one behind, across SIGKILLs in every phase',
    async () => {
      const seed = Date.now();
      const random = seededRandom(seed);
      const landed: Record<Situation, number> = {
        'first save': 0,
        'before the replacement': 0,
        'after the replacement': 0,
        'several documents in flight': 0,
      };
      const enough = () =>
        (Object.keys(WANTED) as Situation[]).every((situation) => landed[situation] >= WANTED[situation]);
      let userDataDir = '';
      /** Per document, every version seen in place so far in this folder, oldest first. */
      let history = new Map<DocumentName, string[]>();

      for (let kill = 1; !enough() && kill <= MAX_KILLS; kill += 1) {
        const context = `kill ${kill} (random seed ${seed})`;
        if ((kill - 1) % FRESH_FOLDER_EVERY === 0) {
          userDataDir = await tempDirForTest();
          history = new Map();
        }
        const run = await runAndKill(script, userDataDir, random.below(MAX_KILL_DELAY_MS));
        expect(run.stderr, `${context}: the writer reported an error`).toBe('');
        expect(run.signal, `${context}: the writer was not killed but exited`).toBe('SIGKILL');
        if (run.inFlight.size >= 2) landed['several documents in flight'] += 1;

        // What the app does on start: open the store (clearing interrupted writes), then read each document.
        const store = await openSaveStore({ userDataDir, codec: engineSaveCodec });
        for (const document of DOCUMENTS) {
          const seen = [...(history.get(document) ?? []), ...(run.confirmed.get(document) ?? [])];
          const previous = seen.at(-1) ?? null;
          const inFlight = run.inFlight.get(document) ?? null;
          const { current, backups } = await versionsOn(store, userDataDir, document, context);
          expect([previous, inFlight], `${context}: ${document} is at ${current}`).toContain(current);
          if (inFlight !== null) {
            if (previous === null) landed['first save'] += 1;
            else if (current === inFlight) landed['after the replacement'] += 1;
            else landed['before the replacement'] += 1;
          }
          expect(
            newestBackupFits({ current, inFlight, seen, newestBackup: backups[0] }),
            `${context}: ${document} at ${current}, its backup at ${backups[0]}`,
          ).toBe(true);
          const generations = current === null ? backups : [current, ...backups];
          for (let index = 1; index < generations.length; index += 1) {
            const [newer, older] = [generations[index - 1] as string, generations[index] as string];
            // A rotation killed between its steps leaves one version under two adjacent names, never a gap.
            if (newer === older) continue;
            expect(progressOf(older), `${context}: ${document}'s generations ${generations.join(', ')}`).toBeLessThan(
              progressOf(newer),
            );
          }
          history.set(document, current === null ? seen : [...seen.filter((version) => version !== current), current]);
        }
      }

      for (const situation of Object.keys(WANTED) as Situation[]) {
        expect(landed[situation], `kills that landed ${situation} (random seed ${seed})`).toBeGreaterThanOrEqual(
          WANTED[situation],
        );
      }
    },
    HANG_GUARD_MS,
  );
});

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

/** The versions of slot `g` on disk, newest first: the file, then `.bak`, `.bak2`, `.bak3` (null: not there). */
async function generationsOn(userDataDir: string): Promise<Array<number | null>> {
  return Promise.all(
    ['', '.bak', '.bak2', '.bak3'].map(async (suffix) => {
      let bytes: Uint8Array;
      try {
        bytes = await readFile(join(userDataDir, 'saves', `g.json${suffix}`));
      } catch {
        return null;
      }
      const loaded = loadSave(bytes, `g.json${suffix}`, tallyCodec);
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
