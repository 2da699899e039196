// The formats shared by the page and the desktop main process: settings, profile, and the bridge contract between
// them. The renderer imports them from here (never from electron/); the main process imports them too.
// The sandboxed preload imports ./bridge directly, so that its bundle carries channel names and no schemas.
export * from './bridge';
export { flushReportSchema, type FlushReport } from './flushReport';
export {
  MAX_COUNTED_GAMES,
  NEW_PROFILE,
  NO_TUTORIAL_PROGRESS,
  profileFormat,
  profileSchema,
  type Profile,
  type TutorialProgress,
} from './profile';
export {
  MAX_PLAYED_GAMES,
  NO_BESTS,
  PLAYED_GAME_MODES,
  playedGameSchema,
  type PersonalBests,
  type PlayedGame,
  type PlayedGameMode,
  type PlayedSeat,
} from './playedGames';
export {
  DEFAULT_SETTINGS,
  UI_SCALES,
  settingsFormat,
  settingsSchema,
  type AnimationSpeed,
  type BotSpeed,
  type Settings,
  type UiScale,
} from './settings';
export { foldSlotName, sameSlotName } from './slotNames';
export type {
  ReadOutcome,
  SaveListing,
  SaveSummary,
  StoreOutcome,
  StoreProblem,
  StoreProblemCode,
  StoreStatus,
} from './storeResult';
