// The table's side of a game, as the renderer imports it: the snapshot it draws and the controller it plays through
// (a game's client, a replay, the tutorial's guided game).
export {
  OPENING_DEAL_BATCH,
  type AnimationBatch,
  type AnimationTable,
  type ControllerSnapshot,
  type GameController,
  type PlayOnMoment,
  type Refusal,
  type ReviewedGame,
} from './controllerTypes';
