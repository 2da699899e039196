import {
  actionSchema,
  applyAction,
  createGame,
  ENGINE_VERSION,
  savedGameSetupSchema,
  type Action,
  type GameSetup,
  type GameState,
} from '../index';
import type { SaveCodec } from './codec';

/**
 * The real rules engine, as the save format uses it. Exported by `engine/save/index.ts`, so no engine module may
 * import that entry point (the boundary check fails on the cycle it would make).
 */
export const engineSaveCodec: SaveCodec<GameSetup, Action, GameState> = {
  engineVersion: ENGINE_VERSION,
  setupSchema: savedGameSetupSchema,
  actionSchema,
  createGame,
  applyAction,
};
