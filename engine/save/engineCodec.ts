import {
  actionSchema,
  applyAction,
  createGame,
  ENGINE_VERSION,
  gameSetupSchema,
  type Action,
  type GameSetup,
  type GameState,
} from '../index';
import type { SaveCodec } from './codec';

/** The real rules engine, as the save format uses it. Kept out of `engine/save/index.ts` so the engine may import that. */
export const engineSaveCodec: SaveCodec<GameSetup, Action, GameState> = {
  engineVersion: ENGINE_VERSION,
  setupSchema: gameSetupSchema,
  actionSchema,
  createGame,
  applyAction,
};
