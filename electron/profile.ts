import { z } from 'zod';
import { readSchemaVersion, versionedFormat, type VersionedFormat } from '../engine/save';

/** A bound against hostile files, not the campaign's length (that is edition data, in engine/data). */
const MAX_CHALLENGES = 64;
const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const score = z.number().int().min(0).max(100_000);

export const medalSchema = z.enum(['bronze', 'silver', 'gold', 'fjord-master']);
export type Medal = z.infer<typeof medalSchema>;

/** The best result so far in one campaign challenge: the best medal (null: played, none earned) and star. */
const challengeRecordSchema = z.strictObject({
  challenge: z.number().int().min(1).max(MAX_CHALLENGES),
  bestMedal: medalSchema.nullable(),
  star: z.boolean(),
  bestScore: score,
});

export const PROFILE_SCHEMA_VERSION = 1;

/** The player's campaign progress, medals and statistics (profile.json). */
export const profileSchema = z.strictObject({
  schemaVersion: z.literal(PROFILE_SCHEMA_VERSION),
  campaign: z.strictObject({
    challenges: z
      .array(challengeRecordSchema)
      .max(MAX_CHALLENGES)
      .refine((records) => new Set(records.map((record) => record.challenge)).size === records.length, {
        message: 'Each campaign challenge may appear only once.',
      }),
  }),
  /** Medals earned in solo games, campaign or not. */
  medals: z.strictObject({ bronze: count, silver: count, gold: count, fjordMaster: count }),
  statistics: z.strictObject({
    gamesPlayed: count,
    gamesWon: count,
    soloGamesPlayed: count,
    bestScore: score,
  }),
});
export type Profile = z.infer<typeof profileSchema>;

export const NEW_PROFILE: Profile = {
  schemaVersion: PROFILE_SCHEMA_VERSION,
  campaign: { challenges: [] },
  medals: { bronze: 0, silver: 0, gold: 0, fjordMaster: 0 },
  statistics: { gamesPlayed: 0, gamesWon: 0, soloGamesPlayed: 0, bestScore: 0 },
};

/** Version 1 is the first profile format; later versions add numbered steps here, as saves do. */
export const profileFormat: VersionedFormat<Profile> = versionedFormat({
  noun: 'profile',
  currentVersion: PROFILE_SCHEMA_VERSION,
  schema: profileSchema,
  steps: [],
  readVersion: readSchemaVersion,
});
