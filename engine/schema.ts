import { z } from 'zod';
import {
  ABILITY_IDS,
  CLAN_IDS,
  EDITIONS,
  GAME,
  UNNAMED_EDITION,
  MEDALS,
  RESOURCES,
  SCORING_TILE_IDS,
  STACK_IDS,
  TASK_IDS,
  TRACKS,
  VILLAGE_SIDES,
  type Medal,
} from './data/index.js';
import type { Action } from './actions.js';
import type { GameSetup } from './types.js';

/**
 * Schemas for everything that crosses a file or process boundary into the engine: a game's setup and its actions.
 * Strict objects: unknown keys (including `__proto__` tricks) are rejected, not ignored.
 */

const seat = z.strictObject({
  name: z.string().min(1).max(40),
  kind: z.enum(['human', 'bot']),
  bot: z.string().min(1).max(20).optional(),
  colour: z.number().int().min(0).max(7).optional(),
  clan: z.enum(CLAN_IDS).optional(),
});

const tableRules = z.strictObject({ passOccupied: z.boolean(), openCrates: z.boolean() });
const threshold = z.number().int().min(0).max(1000);
/** RULES §13.2: the four thresholds rise strictly, Bronze to Fjord master. */
const medalThresholds = z
  .strictObject({ bronze: threshold, silver: threshold, gold: threshold, fjordMaster: threshold })
  .refine((t) => MEDALS.every((medal, i) => i === 0 || t[medal] > t[MEDALS[i - 1] as Medal]), {
    message: 'medal thresholds rise from Bronze to Fjord master',
  });

export const gameSetupSchema: z.ZodType<GameSetup> = z.strictObject({
  seats: z.array(seat).min(GAME.minPlayers).max(GAME.maxPlayers),
  seed: z.union([z.number().int().safe(), z.string().max(200)]),
  edition: z.union(EDITIONS.map((edition) => z.literal(edition))),
  villageSide: z.enum(VILLAGE_SIDES),
  variant: z.enum(['basic', 'advanced']),
  tableRules: tableRules.optional(),
  startPlayer: z
    .number()
    .int()
    .min(0)
    .max(GAME.maxPlayers - 1)
    .optional(),
  task: z.enum(TASK_IDS).optional(),
  scoringTiles: z.array(z.enum(SCORING_TILE_IDS)).length(TRACKS.length).optional(),
  medalThresholds: medalThresholds.optional(),
  challenge: z.string().min(1).max(40).optional(),
});

/**
 * A setup as a save holds it (RULES §16). Saves made before editions name none: every one of them was begun on
 * edition 1, so the setup is read as naming it, and the game goes on as it began (DECISIONS.md "Editions"). A new
 * game's setup is not read through this: one without an edition is refused (`setupRefusal`).
 */
export const savedGameSetupSchema: z.ZodType<GameSetup> = z.preprocess(
  (raw) =>
    typeof raw === 'object' && raw !== null && !Array.isArray(raw) && !('edition' in raw)
      ? { ...raw, edition: UNNAMED_EDITION }
      : raw,
  gameSetupSchema,
);

const resource = z.enum(RESOURCES);
const cell = z.number().int().min(0).max(35);
const cells = z.array(cell).min(1).max(3);
const smallInt = z.number().int().min(0).max(100);

const takeDie = z
  .strictObject({
    type: z.literal('takeDie'),
    die: smallInt,
    use: z.enum(['place', 'aside']),
    value: z.number().int().min(1).max(6).optional(),
  })
  .refine((a) => (a.use === 'place') === (a.value !== undefined), {
    message: 'a placed die names its value; a die set aside does not',
  });

const plain = <T extends string>(type: T) => z.strictObject({ type: z.literal(type) });
const step = <T extends string>(type: T) => z.strictObject({ type: z.literal(type), from: resource, to: resource });

/**
 * Discriminated by `type`: zod picks the one schema an action's type names instead of trying each in turn (every save
 * validates its whole log on load, so this is paid per action), and a refusal names what is wrong with that action.
 */
export const actionSchema: z.ZodType<Action> = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('pickSet'), set: smallInt }),
  z.strictObject({ type: z.literal('placeStartingTile'), cells }),
  takeDie,
  z.strictObject({ type: z.literal('build'), stack: z.enum(STACK_IDS), cells }),
  z.strictObject({ type: z.literal('retire'), tavern: z.number().int().min(1).max(5) }),
  plain('continueChain'),
  plain('stopChain'),
  step('improve'),
  z.strictObject({
    type: z.literal('completeOrder'),
    stack: z.number().int().min(1).max(4),
    substitute: z.strictObject({ replace: resource, with: resource }).optional(),
  }),
  z.strictObject({ type: z.literal('gainTech'), track: z.enum(TRACKS) }),
  plain('advanceBoat'),
  plain('returnHome'),
  z.strictObject({ type: z.literal('keepToken'), token: smallInt }),
  z.strictObject({ type: z.literal('slotToken'), slot: z.enum(['double', 'normal']) }),
  z.strictObject({ type: z.literal('takeAbility'), ability: z.enum(ABILITY_IDS) }),
  z.strictObject({ type: z.literal('dockTrade'), pay: z.enum(['grain', 'food']) }),
  z.strictObject({ type: z.literal('takeResource'), resource }),
  plain('decline'),
  z.strictObject({ type: z.literal('placeWagon'), cell }),
  z.strictObject({ type: z.literal('moveWagon'), from: cell, to: cell }),
  z.strictObject({ type: z.literal('placeWorker'), cell }),
  z.strictObject({ type: z.literal('sell'), resource }),
  step('improveForFish'),
  step('downgrade'),
  z.strictObject({ type: z.literal('throwOverboard'), token: smallInt }),
  plain('endTurn'),
]) as z.ZodType<Action>;
