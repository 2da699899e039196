import { z } from 'zod';
import type { Action } from '../actions.js';
import { ABILITY_IDS, FJORD_SECTIONS, RESOURCES, TRACKS } from '../data/index.js';
import { actionSchema } from '../schema.js';
import type { GameState } from '../types.js';
import type { MoveExplanation } from './explain.js';

/**
 * The bot levels, and the messages between the app and the bot worker (engine/bots/worker.ts): the worker is sent
 * `BotRequest`s and `BotCancel`s and answers each request it was not told to cancel with one `BotReply`.
 */
export type BotLevel = 'random' | 'easy' | 'medium' | 'hard' | 'expert';
export const BOT_LEVELS: readonly BotLevel[] = ['random', 'easy', 'medium', 'hard', 'expert'];

export function isBotLevel(name: string): name is BotLevel {
  return (BOT_LEVELS as readonly string[]).includes(name);
}

/** Asks a bot for the action of `seat` in `view` (a public view: the bot must not be given hidden pieces). */
export interface BotRequest {
  readonly id: number;
  readonly view: GameState;
  readonly seat: number;
  readonly level: BotLevel;
  readonly seed: string | number;
}

/** Withdraws request `cancel`: the bot stops at its next search iteration and sends no reply for it. */
export interface BotCancel {
  readonly cancel: number;
}

export type BotReply =
  | { readonly id: number; readonly action: Action; readonly explanation: MoveExplanation }
  | { readonly id: number; readonly error: string };

/*
 * The messages cross a thread boundary (structured clone from the page to the worker and back), so each side reads
 * what it receives through a schema: a malformed message is answered or refused with what is wrong, never trusted.
 * A request's view is only checked to be an object here: it is a whole game state, which the bot reads through the
 * engine's own rules and refuses (as an error reply) when it cannot.
 */
const requestId = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

const botRequestSchema = z.strictObject({
  id: requestId,
  view: z.custom<GameState>(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    'the view is not a game state',
  ),
  seat: z.number().int().min(0).max(7),
  level: z.enum(BOT_LEVELS as [BotLevel, ...BotLevel[]]),
  seed: z.union([z.string().max(200), z.number().finite()]),
});

const botCancelSchema = z.strictObject({ cancel: requestId });

const count = z.number().int().min(0).max(1000);
const explanationSchema: z.ZodType<MoveExplanation> = z.strictObject({
  basis: z.enum(['plan', 'only', 'random']),
  horizon: z.enum(['move', 'turn']),
  gains: z
    .array(z.strictObject({ item: z.enum([...RESOURCES, 'vp']), amount: z.number().finite() }))
    .max(RESOURCES.length + 1),
  achieved: z
    .array(
      z.discriminatedUnion('code', [
        z.strictObject({ code: z.literal('techSteps'), track: z.enum(TRACKS), steps: count }),
        z.strictObject({ code: z.literal('orders'), count }),
        z.strictObject({ code: z.literal('buildings'), count }),
        z.strictObject({ code: z.literal('sailed'), section: z.number().int().min(0).max(FJORD_SECTIONS.length) }),
        z.strictObject({
          code: z.literal('returnedHome'),
          section: z.number().int().min(0).max(FJORD_SECTIONS.length),
        }),
        z.strictObject({ code: z.literal('workers'), count }),
        z.strictObject({ code: z.literal('ability'), ability: z.enum(ABILITY_IDS) }),
      ]),
    )
    .max(32),
  prospects: z
    .array(
      z.discriminatedUnion('code', [
        z.strictObject({ code: z.literal('techStep'), track: z.enum(TRACKS) }),
        z.strictObject({ code: z.literal('order'), stack: count }),
        z.strictObject({ code: z.literal('boatHome'), vp: z.number().finite() }),
      ]),
    )
    .max(32),
  rival: z.strictObject({ action: actionSchema, margin: z.number().finite() }).nullable(),
});

const botReplySchema: z.ZodType<BotReply> = z.union([
  z.strictObject({ id: requestId, action: actionSchema, explanation: explanationSchema }),
  z.strictObject({ id: requestId, error: z.string().max(2000) }),
]);

/** What the worker makes of a message: a request to think about, a cancel, or a refusal (with the id if it has one). */
export type BotMessage =
  | { readonly ok: true; readonly request: BotRequest }
  | { readonly ok: true; readonly cancel: number }
  | { readonly ok: false; readonly id: number | null; readonly error: string };

export function readBotMessage(data: unknown): BotMessage {
  const cancel = botCancelSchema.safeParse(data);
  if (cancel.success) return { ok: true, cancel: cancel.data.cancel };
  const request = botRequestSchema.safeParse(data);
  if (request.success) return { ok: true, request: request.data };
  return { ok: false, id: idOf(data), error: `malformed bot request: ${z.prettifyError(request.error)}` };
}

/** What the page makes of a worker's message: a reply, or a refusal (with the id if it has one). */
export function readBotReply(
  data: unknown,
):
  | { readonly ok: true; readonly reply: BotReply }
  | { readonly ok: false; readonly id: number | null; readonly error: string } {
  const reply = botReplySchema.safeParse(data);
  if (reply.success) return { ok: true, reply: reply.data };
  return { ok: false, id: idOf(data), error: `malformed bot reply: ${z.prettifyError(reply.error)}` };
}

function idOf(data: unknown): number | null {
  const id = typeof data === 'object' && data !== null ? requestId.safeParse((data as { id?: unknown }).id) : null;
  return id?.success ? id.data : null;
}
