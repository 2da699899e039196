// Records the version-0 save fixture (engine/save/fixtures/): a short seeded 2-player game, saved half-way in the
// version-0 format, and the rest of that game with the final score it reached. The migration test loads the fixture,
// plays the rest and must reach the same score.
// Re-record only when the rules engine deliberately changes what a game does (ENGINE_VERSION bump):
//   npx tsx electron/testing/recordSaveFixture.ts
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ENGINE_VERSION, finalScore, replay, type GameSetup } from '../../engine/index';
import { playRandomGame, type SaveV0 } from '../../engine/testing/index';

const FIXTURE_DIR = join(import.meta.dirname, '..', '..', 'engine', 'save', 'fixtures');
const FIXTURE_FILE = 'save-v0.json';
const EXPECTATION_FILE = 'save-v0.expected.json';

const setup: GameSetup = {
  seats: [
    { name: 'Astrid', kind: 'human' },
    { name: 'Bot', kind: 'bot', bot: 'random' },
  ],
  seed: 'fixture-v0',
  edition: 1,
  villageSide: 'common',
  variant: 'basic',
};

const game = playRandomGame(setup, 'fixture-v0', { policy: 'eager' });
if (game.state.phase !== 'over') throw new Error(`the fixture game did not finish: ${game.problems.join('; ')}`);
const savedAfter = Math.floor(game.actions.length / 2);
const moves = game.actions.slice(0, savedAfter);
const recordedAt = Date.UTC(2025, 10, 2, 18, 30, 0);
const save: SaveV0 = {
  format: 'saltfjord-save',
  version: 0,
  engine: ENGINE_VERSION,
  origin: 'player',
  started: recordedAt - 20 * 60 * 1000,
  saved: recordedAt,
  game: { setup, moves },
  state: replay(setup, moves),
};
const expectation = { remainingActions: game.actions.slice(savedAfter), finalScore: finalScore(game.state) };
await writeFile(join(FIXTURE_DIR, FIXTURE_FILE), `${JSON.stringify(save, null, 2)}\n`);
await writeFile(join(FIXTURE_DIR, EXPECTATION_FILE), `${JSON.stringify(expectation, null, 2)}\n`);
console.log(
  `recorded ${FIXTURE_FILE}: ${savedAfter} of ${game.actions.length} actions, final score in ${EXPECTATION_FILE}`,
);
