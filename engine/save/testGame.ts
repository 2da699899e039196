import { z } from 'zod';
import type { ApplyOutcome, SaveCodec } from './codec';

/**
 * A deliberately tiny game for testing the save format without the real rules engine: players take turns adding
 * 1–3 to their tally, and a move that would push the grand total past `limit` is illegal.
 */
export const tallySetupSchema = z.strictObject({
  players: z.number().int().min(1).max(4),
  limit: z.number().int().min(1),
});
export const tallyActionSchema = z.strictObject({
  player: z.number().int().min(0).max(3),
  add: z.number().int().min(1).max(3),
});
export type TallySetup = z.infer<typeof tallySetupSchema>;
export type TallyAction = z.infer<typeof tallyActionSchema>;
export interface TallyState {
  readonly limit: number;
  readonly nextPlayer: number;
  readonly tallies: readonly number[];
}

export const tallyCodec: SaveCodec<TallySetup, TallyAction, TallyState> = {
  engineVersion: 'tally-1',
  setupSchema: tallySetupSchema,
  actionSchema: tallyActionSchema,
  createGame: (setup) => ({
    limit: setup.limit,
    nextPlayer: 0,
    tallies: Array.from({ length: setup.players }, () => 0),
  }),
  applyAction: applyTally,
};

function applyTally(state: TallyState, action: TallyAction): ApplyOutcome<TallyState> {
  if (action.player !== state.nextPlayer) {
    return { ok: false, error: { code: 'not-your-turn', message: `it is player ${state.nextPlayer}'s turn` } };
  }
  const total = state.tallies.reduce((sum, tally) => sum + tally, 0);
  if (total + action.add > state.limit) {
    return { ok: false, error: { code: 'over-limit', message: `the total may not pass ${state.limit}` } };
  }
  return {
    ok: true,
    state: {
      limit: state.limit,
      nextPlayer: (state.nextPlayer + 1) % state.tallies.length,
      tallies: state.tallies.map((tally, player) => (player === action.player ? tally + action.add : tally)),
    },
  };
}

/** A legal game of `moves` moves (each player adds 1 + move mod 3), as setup, actions and the final state. */
export function playTally(setup: TallySetup, moves: number): { actions: TallyAction[]; state: TallyState } {
  let state = tallyCodec.createGame(setup);
  const actions: TallyAction[] = [];
  for (let move = 0; move < moves; move += 1) {
    const action = { player: state.nextPlayer, add: 1 + (move % 3) };
    const outcome = applyTally(state, action);
    if (!outcome.ok) throw new Error(`playTally: move ${move} is illegal (${outcome.error.message})`);
    actions.push(action);
    state = outcome.state;
  }
  return { actions, state };
}
