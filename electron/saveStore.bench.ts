// Save-store speed for `npm run bench` (composed with the engine's figures in scripts/bench.ts): saving and loading a
// finished game through the real store on the real file system. Not a test: the numbers are reported, never asserted.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Action, GameSetup, GameState } from '../engine/index';
import { engineSaveCodec, makeSave, serializeSave } from '../engine/save/index';
import { openSaveStore } from './saveStore';

/** A finished game, as its setup and action log. */
export interface FinishedGame {
  readonly setup: GameSetup;
  readonly actions: readonly Action[];
}

export interface SaveStoreBench {
  /**
   * Median time of an autosave near the end of the game, as the app makes one after every action: serialise the save,
   * check it and replay what is new since the last save, write it atomically (temp file, fsync, backup, rename).
   */
  readonly saveMillis: number;
  /**
   * Median time to load the finished game when the app starts (nothing cached): read, JSON checks, migration,
   * validation, replay of every action, comparison with the stored snapshot.
   */
  readonly loadMillis: number;
  readonly saveBytes: number;
  readonly actions: number;
}

export function median(times: number[]): number {
  const sorted = [...times].sort((left, right) => left - right);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function timed(work: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** The game after each of its actions, as successive autosaves see it. */
function statesOf(game: FinishedGame): GameState[] {
  const states: GameState[] = [];
  let state = engineSaveCodec.createGame(game.setup);
  for (const action of game.actions) {
    const applied = engineSaveCodec.applyAction(state, action);
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.state;
    states.push(state);
  }
  return states;
}

/** The text the session autosaves after the first `moves` actions of `game`. */
function autosaveText(game: FinishedGame, states: readonly GameState[], moves: number): string {
  const { setup } = game;
  const state = states[moves - 1] ?? engineSaveCodec.createGame(setup);
  const actions = game.actions.slice(0, moves);
  return serializeSave(
    makeSave({
      engineVersion: engineSaveCodec.engineVersion,
      kind: 'autosave',
      setup,
      actions,
      state,
      now: new Date(),
    }),
  );
}

/** A save store opened on a temporary folder of its own, autosaving `game` as the session does after each action. */
interface BenchStore {
  readonly userDataDir: string;
  readonly states: readonly GameState[];
  /**
   * Autosaves after actions `warmFrom` .. `from - 1` untimed (as after loading the game there: the store has seen
   * them), then times the autosaves after actions `from` .. `through`.
   */
  timeAutosaves(warmFrom: number, from: number, through: number): Promise<number[]>;
}

async function withBenchStore<T>(game: FinishedGame, work: (bench: BenchStore) => Promise<T>): Promise<T> {
  const states = statesOf(game);
  const userDataDir = await mkdtemp(join(tmpdir(), 'saltfjord-bench-'));
  try {
    const store = await openSaveStore({ userDataDir, codec: engineSaveCodec });
    const save = async (moves: number) => {
      const written = await store.writeSave('bench', autosaveText(game, states, moves));
      if (!written.ok) throw new Error(written.error.message);
    };
    const timeAutosaves = async (warmFrom: number, from: number, through: number) => {
      for (let moves = warmFrom; moves < from; moves += 1) await save(moves);
      const times: number[] = [];
      for (let moves = from; moves <= through; moves += 1) times.push(await timed(() => save(moves)));
      return times;
    };
    return await work({ userDataDir, states, timeAutosaves });
  } finally {
    await rm(userDataDir, { recursive: true, force: true });
  }
}

/**
 * Median time of an autosave at action `at` of `game` and the `samples - 1` after it, through a store opened afresh
 * on its own temporary folder that has seen the game's autosaves since action `at - samples` (as after loading it
 * there): what one autosave costs at that point of a game.
 */
export async function benchAutosaveAt(game: FinishedGame, at: number, samples = 20): Promise<number> {
  if (game.actions.length < at + samples - 1 || at <= samples) {
    throw new Error(
      `the benchmark game has ${game.actions.length} actions: too few to time autosaves from action ${at}`,
    );
  }
  return withBenchStore(game, async (bench) => median(await bench.timeAutosaves(at - samples, at, at + samples - 1)));
}

/** Times the autosaves of the last `repeats` actions of `game`, then loading it back `repeats` times. */
export async function benchSaveStore(game: FinishedGame, repeats = 30): Promise<SaveStoreBench> {
  if (game.actions.length <= repeats)
    throw new Error(`the benchmark game has ${game.actions.length} actions, not more than ${repeats}`);
  return withBenchStore(game, async ({ userDataDir, states, timeAutosaves }) => {
    const total = game.actions.length;
    const firstTimed = total - repeats;
    // Warm-up: the JIT and the file system's caches, and the store's memory of the game up to the timed saves.
    const saveTimes = await timeAutosaves(Math.max(1, firstTimed - 10), firstTimed, total);

    const loadTimes: number[] = [];
    for (let repeat = 0; repeat < repeats + 5; repeat += 1) {
      const freshStore = await openSaveStore({ userDataDir, codec: engineSaveCodec });
      const loadTime = await timed(async () => {
        const loaded = await freshStore.loadSave('bench');
        if (!loaded.ok || !loaded.value.snapshotMatched)
          throw new Error('the benchmark save did not load back exactly');
      });
      if (repeat >= 5) loadTimes.push(loadTime);
    }
    return {
      saveMillis: median(saveTimes),
      loadMillis: median(loadTimes),
      saveBytes: autosaveText(game, states, game.actions.length).length,
      actions: total,
    };
  });
}
