/**
 * Saved games for tests of the save format and the stores: a save of a game played part-way, and the recorded save
 * fixtures' expectation files (the rest of the game and the final score it reached) played on.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import {
  ENGINE_VERSION,
  actionSchema,
  applyAction,
  replay,
  type Action,
  type FinalScore,
  type GameState,
} from '../index.js';
import { makeSave, serializeSave, type SaveKind } from '../save/index.js';
import { playRandomGame, randomSetup } from '../../tools/playout.js';

/** The save text of a random game on `players` seats (seeded by `seed`), cut off after its first `actionCount` actions. */
export function cutOffSave(players: number, seed: string, actionCount: number, kind: SaveKind): string {
  const setup = randomSetup(players, seed);
  const actions = playRandomGame(setup, seed).actions.slice(0, actionCount);
  const state = replay(setup, actions);
  return serializeSave(makeSave({ engineVersion: ENGINE_VERSION, kind, setup, actions, state, now: new Date() }));
}

const fixtureExpectationSchema = z.strictObject({
  remainingActions: z.array(actionSchema).min(1),
  finalScore: z.custom<FinalScore>((value) => typeof value === 'object' && value !== null),
});
export type FixtureExpectation = z.infer<typeof fixtureExpectationSchema>;

/** A save fixture's expectation file (`<fixture>.expected.json`), checked. */
export function readFixtureExpectation(path: string): FixtureExpectation {
  return fixtureExpectationSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
}

/** `state` after `actions`, each of which must be accepted. */
export function playOn(state: GameState, actions: readonly Action[]): GameState {
  return actions.reduce((current, action, index) => {
    const applied = applyAction(current, action);
    if (!applied.ok)
      throw new Error(`remaining action ${index} (${action.type}) was refused: ${applied.error.message}`);
    return applied.state;
  }, state);
}
