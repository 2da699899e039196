import { z } from 'zod';
import { lineageFields, type SaveLineage } from './lineage';

/** Upper bounds that no real game reaches; they exist so a hostile file cannot make loading take unbounded work. */
export const SAVE_LIMITS = {
  maxBytes: 8 * 1024 * 1024,
  maxDepth: 64,
  maxActions: 50_000,
} as const;

export const SAVE_SCHEMA_VERSION = 3;

/** Who made a save: the player through "Save as", or the session's autosave. */
export const saveKindSchema = z.enum(['manual', 'autosave']);
export type SaveKind = z.infer<typeof saveKindSchema>;

/** JSON has no `undefined`: a value that is `undefined` here was missing from the file. */
export const requiredValue = z.unknown().refine((value) => value !== undefined, { message: 'Required' });

/**
 * Version 1, kept for its migration: the envelope of DESIGN.md before saves said which actions a bot played.
 */
export const storedSaveV1Schema = z.strictObject({
  schemaVersion: z.literal(1),
  engineVersion: z.string().min(1).max(64),
  kind: saveKindSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  setup: requiredValue,
  actions: z.array(z.unknown()).max(SAVE_LIMITS.maxActions),
  snapshot: requiredValue,
});
export type StoredSaveV1 = z.infer<typeof storedSaveV1Schema>;

/** Who wrote a save, and when: the envelope's head from version 2 on. */
const headerFields = {
  engineVersion: z.string().min(1).max(64),
  kind: saveKindSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
} as const;

/** The game a save holds, from version 2 on. */
const gameFields = {
  setup: requiredValue,
  actions: z.array(z.unknown()).max(SAVE_LIMITS.maxActions),
  /**
   * Indices into `actions` of the decisions a bot took for a person ("Bot plays my turn"): the game is assisted
   * (RULES §13.4) and the log marks those turns. Rising, each naming an action of the log.
   */
  botPlayed: z.array(z.number().int().min(0).max(SAVE_LIMITS.maxActions)).max(SAVE_LIMITS.maxActions),
  /** A game begun from a moment of another ("play on from here") in solo: practice, never graded (RULES §13.4). */
  practice: z.boolean(),
  snapshot: requiredValue,
} as const;

function botPlayedInLog(save: {
  readonly actions: readonly unknown[];
  readonly botPlayed: readonly number[];
}): boolean {
  return save.botPlayed.every(
    (index, i) => index < save.actions.length && (i === 0 || index > (save.botPlayed[i - 1] as number)),
  );
}
const BOT_PLAYED_ISSUE = { message: 'botPlayed names actions of the log, in rising order', path: ['botPlayed'] };

/**
 * Version 2, kept for its migration: the envelope before saves said whose write they are. `setup`, `actions` and `snapshot` belong to the engine and
 * are checked by the engine's own schemas and by replay (see `load.ts`), not here.
 */
export const storedSaveV2Schema = z
  .strictObject({ schemaVersion: z.literal(2), ...headerFields, ...gameFields })
  .refine(botPlayedInLog, BOT_PLAYED_ISSUE);
export type StoredSaveV2 = z.infer<typeof storedSaveV2Schema>;

/**
 * The save file as stored, at the current schema version. `setup`, `actions` and `snapshot` belong to the engine and
 * are checked by the engine's own schemas and by replay (see `load.ts`), not here. The lineage (`gameId`, `revision`,
 * `writer`, `takenFrom`, see lineage.ts) tells an owner's rewind from a stale copy's write.
 */
export const storedSaveSchema = z
  .strictObject({
    schemaVersion: z.literal(SAVE_SCHEMA_VERSION),
    ...headerFields,
    ...lineageFields,
    ...gameFields,
    /** Where Undo stops in a game played on from a moment of another (the number of actions it began with). */
    undoFloor: z.number().int().min(0).max(SAVE_LIMITS.maxActions).optional(),
    /** The digest of the file's own text (seal.ts), written last; absent in saves written before it existed. */
    seal: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .optional(),
  })
  .refine(botPlayedInLog, BOT_PLAYED_ISSUE);
export type StoredSave = z.infer<typeof storedSaveSchema>;

/** A save whose engine parts have been checked: what the app works with. */
export interface SaveEnvelope<Setup, Action, State> extends SaveLineage {
  readonly schemaVersion: typeof SAVE_SCHEMA_VERSION;
  readonly engineVersion: string;
  readonly kind: SaveKind;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly setup: Setup;
  readonly actions: readonly Action[];
  readonly botPlayed: readonly number[];
  readonly practice: boolean;
  readonly snapshot: State;
  /** Where Undo stops (a game played on from another); absent: at the turn's start only. */
  readonly undoFloor?: number;
}
