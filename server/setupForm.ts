import { gameSetupSchema, setupError, type GameSetup } from '../engine/index.js';

/** Fields of an offline setup that an online game does not take: the solo game's and the campaign's. */
const SOLO_FIELDS = ['seed', 'task', 'medalThresholds', 'scoringTiles'] as const;

/**
 * The host's setup form read as a game's setup: the same form as offline, for 2 to 4 seats of which the first (the
 * host's) is a person's, with a seed the server draws. The seed is never taken from a client, since a client that knew
 * it could rebuild every face-down stack; and it never leaves the server before the game is over.
 */
export function readSetupForm(
  form: Readonly<Record<string, unknown>>,
  seed: string,
): { readonly ok: true; readonly setup: GameSetup } | { readonly ok: false; readonly detail: string } {
  const refused = SOLO_FIELDS.find((field) => field in form);
  if (refused) return { ok: false, detail: `an online game takes no ${refused}` };
  const parsed = gameSetupSchema.safeParse({ ...form, seed });
  if (!parsed.success)
    return {
      ok: false,
      detail: parsed.error.issues
        .map((issue) => `${issue.path.join('.') || 'setup'}: ${issue.message}`)
        .join('; ')
        .slice(0, 300),
    };
  const setup = parsed.data;
  if (setup.seats.length < 2) return { ok: false, detail: 'an online game has 2 to 4 seats' };
  if (setup.seats[0]?.kind !== 'human') return { ok: false, detail: "the first seat is the host's, a person's" };
  const error = setupError(setup);
  return error === null ? { ok: true, setup } : { ok: false, detail: error };
}
