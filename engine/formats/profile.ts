import { z } from 'zod';
import { data } from '../index';
import type { CampaignProgress, ChallengeRecord } from '../index';
import { readSchemaVersion, versionedFormat, type VersionedFormat } from '../save';
import { migrationStep } from '../save/versioned';
import { MAX_PLAYED_GAMES, NO_BESTS, personalBestsSchema, playedGameSchema } from './playedGames';

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
  .record(
    z.string().regex(/^[a-z0-9-]{1,64}$/, 'A challenge id is lower-case letters, digits and "-".'),
    challengeRecordSchema,
  )
  .refine((progress) => Object.keys(progress).length <= MAX_CHALLENGES, { message: 'Too many campaign challenges.' });

const PROFILE_SCHEMA_VERSION = 4;

/** How many finished games the profile remembers having counted: far more than anyone reopens old finished games. */
export const MAX_COUNTED_GAMES = 200;
/** A finished game's key: its save slot and when it was started (a campaign slot is reused by every attempt). */
const gameKey = z.string().min(1).max(120);

const statisticsSchema = z.strictObject({
  gamesPlayed: count,
  gamesWon: count,
  soloGamesPlayed: count,
  bestScore: score,
});
const medalCountsSchema = z.strictObject({ bronze: count, silver: count, gold: count, fjordMaster: count });

/** A bound against hostile files, not the tutorial's length (that is data, engine/data/tutorial.ts). */
const MAX_TUTORIAL_SECTIONS = 32;

/** Section ids are kept even when this version does not know them (as challenge ids are): a downgrade loses nothing. */
const tutorialSectionId = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'A tutorial section id is letters, digits and "-".');

/**
 * How far the person got in the tutorial: the step to come back to, and each section played to its end
 * or skipped. A step past the end of its section (the script changed) is read as that section's start by the app.
 */
const tutorialProgressSchema = z.strictObject({
  at: z.strictObject({ section: tutorialSectionId, step: z.number().int().min(0).max(1000) }).nullable(),
  sections: z
    .record(tutorialSectionId, z.enum(['done', 'skipped']))
    .refine((sections) => Object.keys(sections).length <= MAX_TUTORIAL_SECTIONS, {
      message: 'Too many tutorial sections.',
    }),
});
export type TutorialProgress = z.infer<typeof tutorialProgressSchema>;

export const NO_TUTORIAL_PROGRESS: TutorialProgress = { at: null, sections: {} };

/** Version 1: campaign progress, medal counts and statistics. */
const v1Fields = {
  campaign: campaignSchema,
  /** Medals earned in solo games, campaign or not. */
  medals: medalCountsSchema,
  statistics: statisticsSchema,
};
const profileV1Schema = z.strictObject({ schemaVersion: z.literal(1), ...v1Fields });

/**
 * Version 2 adds the finished games already counted in the statistics and the campaign, newest last: a game is
 * counted once, however often it is reopened or the page reloaded on its result.
 */
const v2Fields = { ...v1Fields, countedGames: z.array(gameKey).max(MAX_COUNTED_GAMES) };
const profileV2Schema = z.strictObject({ schemaVersion: z.literal(2), ...v2Fields });

/** Version 3 adds the tutorial's progress: a tutorial game is practice and touches nothing else of the profile. */
const v3Fields = { ...v2Fields, tutorial: tutorialProgressSchema };
const profileV3Schema = z.strictObject({ schemaVersion: z.literal(3), ...v3Fields });

/**
 * The player's campaign progress, medals, statistics, tutorial progress, history of finished games and personal
 * bests (profile.json).
 */
export const profileSchema = z.strictObject({
  schemaVersion: z.literal(PROFILE_SCHEMA_VERSION),
  ...v3Fields,
  /** Version 4: the finished games, newest last (the Statistics screen lists them newest first). */
  history: z.array(playedGameSchema).max(MAX_PLAYED_GAMES),
  bests: personalBestsSchema,
});
export type Profile = z.infer<typeof profileSchema>;

export const NEW_PROFILE: Profile = {
  schemaVersion: PROFILE_SCHEMA_VERSION,
  campaign: {},
  medals: { bronze: 0, silver: 0, gold: 0, fjordMaster: 0 },
  statistics: { gamesPlayed: 0, gamesWon: 0, soloGamesPlayed: 0, bestScore: 0 },
  countedGames: [],
  tutorial: NO_TUTORIAL_PROGRESS,
  history: [],
  bests: NO_BESTS,
};

/** 1 → 2: adds `countedGames`, empty: version 1 kept no keys of the games it counted. Everything else is kept as it was. */
function upgradeProfileV1(profile: z.output<typeof profileV1Schema>): z.output<typeof profileV2Schema> {
  return { ...profile, schemaVersion: 2, countedGames: [] };
}

/** 2 → 3: adds the tutorial's progress, not started. Everything else is kept as it was. */
function upgradeProfileV2(profile: z.output<typeof profileV2Schema>): z.output<typeof profileV3Schema> {
  return { ...profile, schemaVersion: 3, tutorial: NO_TUTORIAL_PROGRESS };
}

/**
 * 3 → 4: adds an empty history (no earlier version kept a record of each game) and the personal bests it can vouch
 * for. The best solo score is the best of the challenges' best scores, or the statistics' best score when every game
 * counted was a solo game; the most VP in a versus game is not known (no earlier version told versus from hot-seat).
 */
function upgradeProfileV3(profile: z.output<typeof profileV3Schema>): Profile {
  const { gamesPlayed, soloGamesPlayed, bestScore } = profile.statistics;
  const challengeBests = Object.values(profile.campaign).flatMap((record) =>
    record.bestScore === null ? [] : [record.bestScore],
  );
  const soloBests =
    gamesPlayed > 0 && soloGamesPlayed === gamesPlayed ? [...challengeBests, bestScore] : challengeBests;
  const soloScore = soloBests.length > 0 ? Math.max(...soloBests) : null;
  return { ...profile, schemaVersion: 4, history: [], bests: { ...NO_BESTS, soloScore } };
}

/** Each version after the first adds a numbered step here, as saves do. */
export const profileFormat: VersionedFormat<Profile> = versionedFormat({
  noun: 'profile',
  currentVersion: PROFILE_SCHEMA_VERSION,
  schema: profileSchema,
  steps: [
    migrationStep(1, profileV1Schema, upgradeProfileV1),
    migrationStep(2, profileV2Schema, upgradeProfileV2),
    migrationStep(3, profileV3Schema, upgradeProfileV3),
  ],
  readVersion: readSchemaVersion,
  fieldDefaults: NEW_PROFILE,
});
