import { GAME } from '../data/index.js';
import { orangeLimit } from '../rules/dice.js';
import type { GameState, PlayerState } from '../types.js';
import type { EvaluationWeights } from './weights.js';

/**
 * The evaluation's sense of time: the moves a seat still has to come (dice, workers, retires) and the shares of the
 * game they stand for, which scale every "not scored yet" term of evaluate.ts.
 */

/** Dice a player takes in a whole game: 3 white and r orange in round r. */
const DICE_PER_GAME = Array.from(
  { length: GAME.rounds },
  (_, i) => GAME.whiteLimitPerRound + orangeLimit(i + 1),
).reduce((a, b) => a + b, 0);

/** The seat's own moves still to come. */
export interface Outlook {
  readonly whiteNow: number;
  readonly orangeNow: number;
  readonly whiteLater: number;
  readonly orangeLater: number;
  /** Workers that can still be placed this round. */
  readonly workersNow: number;
  readonly roundsAfter: number;
  /** Retires still to come (each activates the docks). */
  readonly retires: number;
  /** Share of the game's dice still to come, 0..1: how much of a standing reward is still to be enjoyed. */
  readonly gameShare: number;
  /** 0..1: how much of a cube's use value is left. */
  readonly resourceShare: number;
}

function inOwnTurn(state: GameState, seat: number): boolean {
  return (
    state.phase === 'play' &&
    state.current === seat &&
    state.stack.some((frame) => frame.kind === 'turn' && frame.player === seat)
  );
}

export function outlook(state: GameState, player: PlayerState, seat: number, weights: EvaluationWeights): Outlook {
  const round = state.round;
  const roundsAfter = GAME.rounds - round;
  let whitePool = 0,
    orangePool = 0;
  for (const die of state.pool) {
    if (die.colour === 'white') whitePool++;
    else orangePool++;
  }
  const active = !player.retired;
  const whiteNow = active ? Math.max(0, Math.min(GAME.whiteLimitPerRound - player.whiteTaken, whitePool)) : 0;
  const orangeNow = active ? Math.max(0, Math.min(orangeLimit(round) - player.orangeTaken, orangePool)) : 0;
  let orangeLater = 0;
  for (let r = round + 1; r <= GAME.rounds; r++) orangeLater += orangeLimit(r);
  const whiteLater = GAME.whiteLimitPerRound * roundsAfter;
  const workersNow = active || inOwnTurn(state, seat) ? player.workersOwned - player.workersPlaced : 0;
  const retires = (active ? 1 : 0) + roundsAfter;
  const diceLeft = whiteNow + orangeNow + whiteLater + orangeLater;
  return {
    whiteNow,
    orangeNow,
    whiteLater,
    orangeLater,
    workersNow,
    roundsAfter,
    retires,
    gameShare: diceLeft / DICE_PER_GAME,
    resourceShare: Math.min(1, (diceLeft + retires) / weights.resourceHorizon),
  };
}
