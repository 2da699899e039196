import { z } from 'zod';
import { data } from '../engine/index';
import type { CampaignProgress, ChallengeRecord } from '../engine/rules/campaign';
import { readSchemaVersion, versionedFormat, type VersionedFormat } from '../engine/save';

/** A bound against hostile files, not the campaign's length (that is edition data, engine/data/campaign.ts). */
const MAX_CHALLENGES = 64;
const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const score = z.number().int().min(0).max(100_000);

const medalSchema = z.enum(data.MEDALS);

/** The best result so far in one campaign challenge (RULES §13.4; kept by engine/rules/campaign.ts). */
const challengeRecordSchema: z.ZodType<ChallengeRecord> = z.strictObject({
  bestMedal: medalSchema.nullable(),
  star: z.boolean(),
  bestScore: score.nullable(),
  attempts: count,
});

/** Challenge ids are kept even when this version does not know them, so a downgrade loses no progress. */
const campaignSchema: z.ZodType<CampaignProgress> = z
  .record(z.string().regex(/^[a-z0-9-]{1,64}$/, 'A challenge id is lower-case letters, digits and "-".'), challengeRecordSchema)
  .refine((progress) => Object.keys(progress).length <= MAX_CHALLENGES, { message: 'Too many campaign challenges.' });

const PROFILE_SCHEMA_VERSION = 1;

/** The player's campaign progress, medals and statistics (profile.json). */
export const profileSchema = z.strictObject({
  schemaVersion: z.literal(PROFILE_SCHEMA_VERSION),
  campaign: campaignSchema,
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
  campaign: {},
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
