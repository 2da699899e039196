// Test helpers for tests anywhere in the project (never for product code): game scenarios built through the engine's
// own actions, and seeded complete games played by the same code the simulation and the fuzz tests use.
export * from './scenario.js';
export { playGame, playRandomGame, randomSetup, type Chooser, type Playout, type PlayoutOptions } from '../tools/playout.js';
