import { pendingDecision, type GameState } from '../index.js';
import type { Intent } from './protocol.js';
import { NO_SEAT } from './seatViews.js';

/**
 * Why an intent from the connection of one seat (or a spectator's) is refused before the authority reads it:
 * - `spectator`: a spectator only watches;
 * - `not-your-decision`: the decision pending is another seat's (or no person's);
 * - `not-for-remote-clients`: the intent sets something the host's game decides for every screen at once (pace,
 *   pausing, animations, the save's lease) or is a debug window's;
 * - `hidden-until-over`: a bot's reasons are worked out from its own seat's view, which another seat may not see
 *   until the game is over.
 */
export type SeatRefusalCode = 'spectator' | 'not-your-decision' | 'not-for-remote-clients' | 'hidden-until-over';

/** Intents that concern the decision pending: only the seat deciding may send them. */
const DECISION_INTENTS: ReadonlySet<Intent['type']> = new Set(['act', 'undo', 'autoplay', 'stopAutoplay', 'hint']);
/** Intents any seat may send at any time: they read, and change nothing another seat sees. */
const READING_INTENTS: ReadonlySet<Intent['type']> = new Set(['withdraw', 'flush', 'explain']);

/**
 * Whether the connection showing `seat` may send `intent` now, in a game with a screen per seat: a client acts only
 * for its own seat and only when the decision is its own. Null: it may.
 */
export function seatIntentRefusal(intent: Intent, seat: number, state: GameState): SeatRefusalCode | null {
  if (!DECISION_INTENTS.has(intent.type) && !READING_INTENTS.has(intent.type)) return 'not-for-remote-clients';
  if (seat === NO_SEAT) return 'spectator';
  if (intent.type === 'explain' && state.phase !== 'over') return 'hidden-until-over';
  if (DECISION_INTENTS.has(intent.type) && pendingDecision(state)?.seat !== seat) return 'not-your-decision';
  return null;
}
