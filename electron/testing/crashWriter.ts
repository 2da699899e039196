// The process the crash-safety test kills: it plays a game one random action at a time and saves it to one slot after
// every action, as fast as it can, until it is killed. Started afresh after each kill, it continues from whatever the
// slot holds — so the game in the slot keeps growing across kills.
// Protocol on stdout, one line each: `writing <id>` before and `wrote <id>` after every save, where
// <id> is `<seed>:<number of actions>`. On Linux, writes to a pipe are synchronous, so a line printed is a line seen.
import { applyAction, createGame, legalActions, type Action, type GameState } from '../../engine/index';
import { chooseRandom } from '../../engine/bots/random';
import { seedRng } from '../../engine/rng';
import { makeSave, serializeSave } from '../../engine/save';
import { engineSaveCodec } from '../../engine/save/engineCodec';
import { openSaveStore } from '../saveStore';
import { newCrashGame, saveIdOf } from './crashGame';

/**
 * Each start replays the slot's game, so games are cut short here to keep the 200 restarts quick; the file sizes and
 * write phases are those of any game.
 */
const GAME_LENGTH_CAP = 120;

function fail(message: string, exitCode: number): never {
  process.stderr.write(`${message}\n`);
  process.exit(exitCode);
}

async function run(userDataDir: string, slot: string): Promise<never> {
  const store = await openSaveStore({ userDataDir, codec: engineSaveCodec });
  const loaded = await store.loadSave(slot);
  if (!loaded.ok && loaded.error.code !== 'missing') fail(`could not continue: ${loaded.error.message}`, 3);
  let setup = loaded.ok ? loaded.value.save.setup : newCrashGame(1);
  let actions: Action[] = loaded.ok ? [...loaded.value.save.actions] : [];
  let state: GameState = loaded.ok ? loaded.value.save.snapshot : createGame(setup);
  for (;;) {
    if (state.phase === 'over' || actions.length >= GAME_LENGTH_CAP) {
      setup = newCrashGame(Number(setup.seed) + 1);
      actions = [];
      state = createGame(setup);
    } else {
      const action = chooseRandom(legalActions(state), seedRng(saveIdOf(setup, actions)));
      const applied = applyAction(state, action);
      if (!applied.ok) fail(`a legal action was refused: ${applied.error.message}`, 4);
      actions.push(action);
      state = applied.state;
    }
    const id = saveIdOf(setup, actions);
    const save = makeSave({ engineVersion: engineSaveCodec.engineVersion, kind: 'autosave', setup, actions, state, now: new Date() });
    process.stdout.write(`writing ${id}\n`);
    const written = await store.writeSave(slot, serializeSave(save));
    if (!written.ok) fail(`save failed: ${written.error.message}`, 5);
    process.stdout.write(`wrote ${id}\n`);
  }
}

const [userDataDir, slot] = process.argv.slice(2);
if (userDataDir === undefined || slot === undefined) fail('usage: crashWriter <user-data folder> <slot>', 2);
await run(userDataDir, slot);
