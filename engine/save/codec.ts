import type { z } from 'zod';

export type ApplyOutcome<State> =
  | { readonly ok: true; readonly state: State }
  | { readonly ok: false; readonly error: { readonly code: string; readonly message: string } };

/**
 * What the save format needs from a rules engine. The real engine satisfies it (see `engineCodec.ts`); tests of the
 * save format itself use a tiny fake game, so that they state exactly which engine behaviour they rely on.
 */
export interface SaveCodec<Setup, Action, State> {
  readonly engineVersion: string;
  readonly setupSchema: z.ZodType<Setup>;
  readonly actionSchema: z.ZodType<Action>;
  createGame(setup: Setup): State;
  /** Must leave `state` untouched and reject illegal actions with a reason. */
  applyAction(state: State, action: Action): ApplyOutcome<State>;
}
