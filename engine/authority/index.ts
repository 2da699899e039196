// A game's one authority and the protocol its clients speak: the entry point the page's worker, the table's client
// and the online server import it from.
export { GameAuthority } from './authority.js';
export type { AuthorityOptions, BotAnswer, BotThinker } from './options.js';
export {
  BOT_SPEEDS,
  MOVE_INTENTS,
  intentSchema,
  readIntent,
  type AnimationBatch,
  type AuthorityMessage,
  type Intent,
  type StopCode,
  type TableView,
} from './protocol.js';
export { BOT_TURN_BUDGET_MS, PaceLedger, ROUND_CHANGE_MS, type BotSpeed, type PaceGrant } from './pace.js';
export { HINT_BOT_LEVEL, hintQuestion, seatView, shownSeat } from './views.js';
export { LOOK_ONLY } from './tableView.js';
export { explainLoggedDecision } from './explainLogged.js';
export {
  openHostedGame,
  type GameSave,
  type HostDependencies,
  type HostLoad,
  type HostPreview,
  type HostStorage,
  type HostWrite,
} from './hosting.js';
export {
  openRequestSchema,
  readOpenRequest,
  type HostReply,
  type LoadFacts,
  type OpenProblem,
  type OpenRequest,
} from './openRequest.js';
export { portThinker, type BotPort, type ThinkerWords } from './botThinker.js';
export { forkHistory } from './fork.js';
export { sealedPreview, type Sha256 } from './sealedPreview.js';
export { NO_SEAT, SeatViews, type SeatAudience } from './seatViews.js';
export { seatIntentRefusal, type SeatRefusalCode } from './seatIntents.js';
export { CompactDecoder, CompactEncoder, type CompactMessage } from './compactViews.js';
