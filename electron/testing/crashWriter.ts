// The process the crash-safety test kills: it plays two games one random action at a time and, after every action,
// saves both games (slots "alpha" and "beta") and the profile at the same time, as fast as it can, until it is
// killed. Started afresh after each kill, it continues from whatever the files hold — so the games keep growing
// across kills, and each write replaces a version that has backups.
// Protocol on stdout, one line each: `writing <document> <id>` before and `wrote <document> <id>` after every write,
// where <id> is `<seed>:<number of actions>` for a save and `profile:<games played>` for the profile.
// On Linux, writes to a pipe are synchronous, so a line printed is a line seen.
import type { Profile } from '../../engine/formats';
import {
  applyAction,
  createGame,
  legalActions,
  seedRng,
  type Action,
  type GameSetup,
  type GameState,
} from '../../engine/index';
import { engineSaveCodec, makeSave, serializeSave } from '../../engine/save';
import { chooseRandom } from '../../engine/testing/index';
import { openSaveStore, type SaveStore } from '../saveStore';
import { CRASH_SLOTS, newCrashGame, profileIdOf, saveIdOf } from './crashGame';

/**
 * Each start replays the slots' games, so games are cut short here to keep the restarts quick; the file sizes and
 * write phases are those of any game.
 */
const GAME_LENGTH_CAP = 120;

type Store = SaveStore<GameSetup, Action, GameState>;

function fail(message: string, exitCode: number): never {
  process.stderr.write(`${message}\n`);
  process.exit(exitCode);
}

interface Game {
  setup: GameSetup;
  actions: Action[];
  state: GameState;
}

async function continueGame(store: Store, slot: string, firstSeed: number): Promise<Game> {
  const loaded = await store.loadSave(slot);
  if (!loaded.ok && loaded.error.code !== 'missing') fail(`could not continue ${slot}: ${loaded.error.message}`, 3);
  if (loaded.ok)
    return {
      setup: loaded.value.save.setup,
      actions: [...loaded.value.save.actions],
      state: loaded.value.save.snapshot,
    };
  const setup = newCrashGame(firstSeed);
  return { setup, actions: [], state: createGame(setup) };
}

function advance(game: Game): void {
  if (game.state.phase === 'over' || game.actions.length >= GAME_LENGTH_CAP) {
    game.setup = newCrashGame(Number(game.setup.seed) + 2);
    game.actions = [];
    game.state = createGame(game.setup);
    return;
  }
  const action = chooseRandom(legalActions(game.state), seedRng(saveIdOf(game.setup, game.actions)));
  const applied = applyAction(game.state, action);
  if (!applied.ok) fail(`a legal action was refused: ${applied.error.message}`, 4);
  game.actions.push(action);
  game.state = applied.state;
}

async function written(
  document: string,
  id: string,
  write: () => Promise<{ ok: boolean; error?: { message: string } }>,
): Promise<void> {
  process.stdout.write(`writing ${document} ${id}\n`);
  const result = await write();
  if (!result.ok) fail(`${document} failed: ${result.error?.message ?? ''}`, 5);
  process.stdout.write(`wrote ${document} ${id}\n`);
}

async function run(userDataDir: string): Promise<never> {
  const store = await openSaveStore({ userDataDir, codec: engineSaveCodec });
  const games = await Promise.all(CRASH_SLOTS.map((slot, index) => continueGame(store, slot, index + 1)));
  const read = await store.readProfile();
  if (!read.ok) fail(`could not continue the profile: ${read.error.message}`, 3);
  let profile: Profile = read.value;
  for (;;) {
    for (const game of games) advance(game);
    profile = { ...profile, statistics: { ...profile.statistics, gamesPlayed: profile.statistics.gamesPlayed + 1 } };
    const next = profile;
    await Promise.all([
      ...games.map((game, index) => {
        const slot = CRASH_SLOTS[index] as string;
        const save = makeSave({
          engineVersion: engineSaveCodec.engineVersion,
          kind: 'autosave',
          ...game,
          now: new Date(),
        });
        return written(slot, saveIdOf(game.setup, game.actions), () => store.writeSave(slot, serializeSave(save)));
      }),
      written('profile', profileIdOf(next), () => store.writeProfile(next)),
    ]);
  }
}

const [userDataDir] = process.argv.slice(2);
if (userDataDir === undefined) fail('usage: crashWriter <user-data folder>', 2);
await run(userDataDir);
