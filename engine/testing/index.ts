// Test helpers for tests anywhere in the project (never for product code): game scenarios built through the engine's
// own actions, seeded complete games played by the same code the simulation and the fuzz tests use, and the largest
// profile the profile format accepts, saves of games played part-way and the save fixtures' recorded endings.
export * from './scenario.js';
export { hiddenLeaks, withOtherHiddenPieces } from './hiddenPieces.js';
export {
  playGame,
  playRandomGame,
  randomSetup,
  type Chooser,
  type Playout,
  type PlayoutOptions,
} from '../../tools/playout.js';
export { largestProfile } from './largestProfile.js';
export { cutOffSave, playOn, readFixtureExpectation, type FixtureExpectation } from './savedGames.js';
export { PROPERTY_SEED, seededRuns } from './properties.js';
export { chooseRandom } from '../bots/random.js';
export type { SaveV0 } from '../save/migrations.js';
export * from '../save/testGame.js';
