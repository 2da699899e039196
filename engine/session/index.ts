// The session chart of rounds and turns (XState): the entry point the app imports it from.
export { sessionMachine, type SessionActor, type SessionSnapshot } from './machine.js';
export {
  answerEvent,
  restore,
  seatBotRequest,
  splitAtRoundEnd,
  type BotRequest,
  type HumanRequest,
  type Judged,
  type SaveRequest,
  type SessionContext,
  type SessionEvent,
  type SessionInput,
} from './context.js';
export {
  appendEntry,
  boundaries,
  buildHistory,
  emptyHistory,
  extendHistory,
  historyRecorder,
  stateAt,
  stepFrom,
  truncateHistory,
  type GameHistory,
  type HistoryEntry,
  type ReplayStep,
} from './history.js';
export { handOverTo, isHotSeat } from './hotSeat.js';
export { vpByRound, type VpMark, type VpStage } from './vpByRound.js';
