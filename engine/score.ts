import type { Medal, TaskId } from './data/index.js';

/**
 * The shape of a final score (RULES §12; §13.2–13.3 for medals and tasks), apart from the rules that compute it
 * (rules/scoring.ts) so that the game state's types, which hold it, import no rules module.
 */
export interface ScoreBreakdown {
  readonly seat: number;
  /** VP on the score track before final scoring. */
  readonly duringPlay: number;
  /** §12.1: VP of the tokens still on the boat (×2 slot doubled). */
  readonly boatTokens: number;
  /** §12.2: 1 VP per 3 fish after selling everything. */
  readonly fish: number;
  /** §12.3: printed crate VP. */
  readonly crates: number;
  /** §12.3: 3 VP per complete crate set. */
  readonly crateSets: number;
  /** §12.4: 0/1/2/4/6/9 per track. */
  readonly technology: number;
  /** §12.5: the end scoring tiles of the tracks whose top the player reached. */
  readonly scoringTiles: number;
  readonly total: number;
}

export interface FinalScore {
  readonly players: readonly ScoreBreakdown[];
  /** Seat of the winner after the tie-break (leftmost tavern of round 3). */
  readonly winner: number;
  readonly solo: null | {
    readonly medal: Medal | null;
    readonly thresholds: Readonly<Record<Medal, number>>;
    readonly task: TaskId | null;
    readonly taskMet: boolean | null;
  };
}
