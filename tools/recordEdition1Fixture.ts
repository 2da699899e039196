// Records the edition-1 save fixture (engine/save/fixtures/save-edition1.json): a seeded 3-seat game of the hard,
// medium and easy bots as the releases before data editions played it, saved half-way by the real save code, and the
// rest of that game with the final score it reached (save-edition1.expected.json). Its setup names no edition, as
// every save of those releases; the fixture test loads it and must finish it on edition 1 with that score.
// It was recorded from commit 69509fe (the last main before editions), in a worktree of that commit, where the tools
// were still a folder of the engine: there this file goes into that folder with `../engine/` in its imports and
// `'engine', ` in FIXTURE_DIR taken out, and runs with `npx tsx`:
//   git worktree add /tmp/e1 69509fe && cd /tmp/e1 && npm ci
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ENGINE_VERSION, finalScore, replay, type GameSetup } from '../engine/index';
import { makeSave, serializeSave } from '../engine/save';
import { botChooser, parseSeats } from './simulate';
import { playGame } from './playout';

const FIXTURE_DIR = join(import.meta.dirname, '..', 'engine', 'save', 'fixtures');
const SEED = 'fixture-edition-1';
const LEVELS = ['hard', 'medium', 'easy'];

// No edition, as that commit's setups had none (today's engine refuses such a setup for a new game: run it there only).
const unnamed: Omit<GameSetup, 'edition'> = {
  seats: LEVELS.map((bot, seat) => ({ name: `Seat ${seat + 1}`, kind: 'bot', bot, colour: seat })),
  seed: SEED,
  villageSide: 'common',
  variant: 'basic',
};
const setup = unnamed as GameSetup;

const game = playGame(setup, botChooser(parseSeats(LEVELS), SEED));
if (game.state.phase !== 'over') throw new Error(`the fixture game did not finish: ${game.problems.join('; ')}`);
const savedAfter = Math.floor(game.actions.length / 2);
const actions = game.actions.slice(0, savedAfter);
const save = makeSave({
  engineVersion: ENGINE_VERSION,
  kind: 'autosave',
  setup,
  actions,
  state: replay(setup, actions),
  createdAt: '2026-12-01T09:00:00.000Z',
  now: new Date('2026-12-01T09:40:00.000Z'),
});
const expectation = { remainingActions: game.actions.slice(savedAfter), finalScore: finalScore(game.state) };
await writeFile(join(FIXTURE_DIR, 'save-edition1.json'), `${serializeSave(save)}\n`);
await writeFile(join(FIXTURE_DIR, 'save-edition1.expected.json'), `${JSON.stringify(expectation, null, 2)}\n`);
console.log(
  `recorded save-edition1.json: ${savedAfter} of ${game.actions.length} actions, scores ${finalScore(game.state)
    .players.map((p) => p.total)
    .join(', ')}`,
);
