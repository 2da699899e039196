import { ABILITY_IDS, RESOURCES, SCORING_TILE_IDS, TRACKS } from '../data/index.js';
import type { ChangeReason, ChangeReasonCode, FinalScoringCategory } from '../events.js';
import type { EffectSource } from '../types.js';

/**
 * The reasons the rules give their resource and score changes, one frozen value each: the rules pass a reason on every
 * change, recorded or not (a bot's rollouts record nothing), so none is allocated on the way.
 */

type ReasonOf<Code extends ChangeReasonCode> = Extract<ChangeReason, { readonly code: Code }>;
type PlainCode = { [Code in ChangeReasonCode]: keyof ReasonOf<Code> extends 'code' ? Code : never }[ChangeReasonCode];

function frozen<Reasons extends Readonly<Record<string, ChangeReason>>>(reasons: Reasons): Reasons {
  for (const reason of Object.values(reasons)) Object.freeze(reason);
  return reasons;
}

function table<Key extends string | number, Reason extends ChangeReason>(
  keys: readonly Key[],
  make: (key: Key) => Reason,
): Readonly<Record<Key, Reason>> {
  const out = {} as Record<Key, Reason>;
  for (const key of keys) out[key] = Object.freeze(make(key));
  return out;
}

/** The reasons that carry nothing but their code. */
export const BECAUSE: { readonly [Code in PlainCode]: ReasonOf<Code> } = frozen({
  startingResources: { code: 'startingResources' },
  building: { code: 'building' },
  boardwalk: { code: 'boardwalk' },
  tavern: { code: 'tavern' },
  dock: { code: 'dock' },
  changedDie: { code: 'changedDie' },
  setAside: { code: 'setAside' },
  built: { code: 'built' },
  improved: { code: 'improved' },
  order: { code: 'order' },
  orderBonus: { code: 'orderBonus' },
  noAbilityLeft: { code: 'noAbilityLeft' },
  fishingTokens: { code: 'fishingTokens' },
});

export const SOLD = table(RESOURCES, (resource): ReasonOf<'sold'> => ({ code: 'sold', resource }));
export const DOWNGRADED = table(RESOURCES, (resource): ReasonOf<'downgraded'> => ({ code: 'downgraded', resource }));
export const IMPROVED_FOR_FISH = table(
  RESOURCES,
  (resource): ReasonOf<'improvedForFish'> => ({ code: 'improvedForFish', resource }),
);
export const TECHNOLOGY = table(TRACKS, (track): ReasonOf<'technology'> => ({ code: 'technology', track }));
export const TECH_REWARD = table(TRACKS, (track): ReasonOf<'techReward'> => ({ code: 'techReward', track }));
export const SCORING_TILE = table(SCORING_TILE_IDS, (tile): ReasonOf<'scoringTile'> => ({ code: 'scoringTile', tile }));
export const ABILITY = table(ABILITY_IDS, (ability): ReasonOf<'ability'> => ({ code: 'ability', ability }));

/** RULES §12: the categories in the order final scoring adds them, and their reasons. */
export const FINAL_SCORING_CATEGORIES = [
  'boatTokens',
  'fish',
  'crates',
  'crateSets',
  'technology',
  'scoringTiles',
] as const satisfies readonly FinalScoringCategory[];
export const FINAL_SCORING: Readonly<Record<FinalScoringCategory, ReasonOf<'finalScoring'>>> = table(
  FINAL_SCORING_CATEGORIES,
  (category) => ({ code: 'finalScoring', category }),
);

/** What an effect gives is owed to where it came from; the starting set's tile gives its resources. */
export const EFFECT_REASON: Readonly<Record<EffectSource, ChangeReason>> = {
  building: BECAUSE.building,
  boardwalk: BECAUSE.boardwalk,
  dock: BECAUSE.dock,
  tavern: BECAUSE.tavern,
  start: BECAUSE.startingResources,
};
