import { MEDALS, STACK_IDS, type Medal } from '../data/index.js';
import type { GameSetup } from '../types.js';
import { editionData } from './edition.js';
import type { Tx } from './tx.js';

/** RULES §13: the solo mode's own rules and medals. */

/** After you retire: discard the face-up crate of the lowest-numbered stack that has one, and every stack's top tile. */
export function soloAfterRetire(tx: Tx): void {
  const crateStacks = tx.s.crateStacks;
  const stackIndex = crateStacks.findIndex((stack) => stack.length > 0);
  if (stackIndex >= 0) {
    const stack = tx.crateStacks()[stackIndex] as number[];
    const crate = stack.shift() as number;
    tx.list('discardedCrates').push(crate);
    if (tx.recording) tx.emit({ type: 'CrateDiscarded', crate, stack: stackIndex + 1, revealed: stack[0] ?? null });
    tx.undoBarrier = true;
  }
  for (const id of STACK_IDS) {
    if (tx.s.buildingStacks[id].length === 0) continue;
    const stack = tx.buildingStack(id);
    const tile = stack.shift() as number;
    tx.list('discardedTiles').push(tile);
    if (tx.recording) tx.emit({ type: 'TileDiscarded', tile, from: id, revealed: stack[0] ?? null });
    tx.undoBarrier = true;
  }
}

/**
 * The thresholds a solo game is graded by: the ladder its setup recorded when it was created (RULES §13.2; a campaign
 * challenge's own, §13.4), whatever the data says later. A solo game saved before games recorded their ladder is
 * graded on the one of its edition in force then, as it was before (§16).
 */
export function soloMedalThresholds(setup: GameSetup): Readonly<Record<Medal, number>> {
  return setup.medalThresholds ?? editionData(setup).unrecordedMedalThresholds;
}

/**
 * A new game's setup with its medal ladder recorded (RULES §13.2): a solo game records its edition's quick-solo
 * ladder unless it carries thresholds of its own (a campaign challenge's, §13.4); a game with several seats earns no
 * medal and records none. Everything that creates a game calls this on the setup it starts, so that a later
 * calibration never regrades a game already begun.
 */
export function withMedalLadder(setup: GameSetup): GameSetup {
  if (setup.seats.length !== 1 || setup.medalThresholds !== undefined) return setup;
  return { ...setup, medalThresholds: editionData(setup).medalThresholds };
}

/** The best medal whose threshold the score reaches (RULES §13.2), or null. */
export function medalFor(score: number, thresholds: Readonly<Record<Medal, number>>): Medal | null {
  let best: Medal | null = null;
  for (const medal of MEDALS) if (score >= thresholds[medal]) best = medal;
  return best;
}
