import { z } from 'zod';
import { data } from '../index';

/**
 * The profile's history of finished games and the personal bests kept beside it (the Statistics screen).
 * Written by the page when a game ends (renderer/src/game/playedGames.ts), stored in profile.json.
 */

/**
 * How many finished games the history keeps, newest last: the oldest are forgotten (the bests are not). Bounded so
 * that the largest profile the schema accepts, as the desktop store writes it, stays within what it reads back
 * (electron/profileAndSettings.test.ts writes and reads that profile).
 */
export const MAX_PLAYED_GAMES = 100;

/**
 * quickSolo: a solo game outside the campaign; campaign: a campaign challenge; versus: one person against bots;
 * hotSeat: two or more people at one screen (bots may sit with them); practice: a solo game played on from a moment
 * of another (RULES §13.4).
 */
export const PLAYED_GAME_MODES = ['quickSolo', 'campaign', 'versus', 'hotSeat', 'practice'] as const;
export type PlayedGameMode = (typeof PLAYED_GAME_MODES)[number];

const score = z.number().int().min(0).max(100_000);

const playedSeatSchema = z.strictObject({
  name: z.string().min(1).max(40),
  kind: z.enum(['human', 'bot']),
  /** The bot's level for a bot seat ("easy", "medium", "hard"); null for a person. */
  bot: z.string().min(1).max(20).nullable(),
  score,
});

export const playedGameSchema = z
  .strictObject({
    finishedAt: z.iso.datetime(),
    mode: z.enum(PLAYED_GAME_MODES),
    /** The campaign challenge's id (mode "campaign"), else null. */
    challenge: z
      .string()
      .regex(/^[a-z0-9-]{1,64}$/)
      .nullable(),
    seats: z.array(playedSeatSchema).min(1).max(4),
    winner: z.number().int().min(0).max(3),
    /** A solo game's medal; null in a game with several seats, and always null for an assisted game. */
    medal: z.enum(data.MEDALS).nullable(),
    /** A bot played some of a person's decisions, or the game was practice: shown as such, never a best. */
    assisted: z.boolean(),
    /** The data edition the game was played on (kept as a number, so a later edition's record survives a downgrade). */
    edition: z.number().int().min(1).max(99),
    variant: z.enum(['basic', 'advanced']),
    villageSide: z.enum(data.VILLAGE_SIDES),
  })
  .refine((game) => game.winner < game.seats.length, { message: 'The winner is one of the seats.' });
export type PlayedGame = z.infer<typeof playedGameSchema>;
export type PlayedSeat = PlayedGame['seats'][number];

/**
 * Personal bests beyond what the campaign keeps per challenge (its best scores) and the medal counts: the best solo
 * score (quick solo or campaign) and the most VP a person scored in a versus game. Null until there is one. Assisted
 * and practice games never set a best.
 */
export const personalBestsSchema = z.strictObject({
  soloScore: score.nullable(),
  versusScore: score.nullable(),
});
export type PersonalBests = z.infer<typeof personalBestsSchema>;

export const NO_BESTS: PersonalBests = { soloScore: null, versusScore: null };
