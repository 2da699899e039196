import type { ChangeReason, ChangeReasonCode, Resource } from '../engine';
import { abilityName, scoreCategoryName, scoringTileName, trackName } from '../names';
import { t } from './pieces';

/**
 * Why resources or points changed, in the language shown. The engine sends a code with its ids and numbers; every
 * code has its words here (the table is keyed by the engine's codes, so a code added there fails to compile until it
 * is worded, and i18n/eventWords.test.ts holds every language to it).
 */

type ReasonOf<Code extends ChangeReasonCode> = Extract<ChangeReason, { readonly code: Code }>;

/** A resource inside a sentence: "sold wool", not the heading "Wool". */
const noun = (resource: Resource): string => t(`engine.noun.${resource}`);

const REASON_WORDS: { readonly [Code in ChangeReasonCode]: (reason: ReasonOf<Code>) => string } = {
  startingResources: () => t('table.reason.startingResources'),
  building: () => t('table.reason.building'),
  boardwalk: () => t('table.reason.boardwalk'),
  tavern: () => t('table.reason.tavern'),
  dock: () => t('table.reason.dock'),
  changedDie: () => t('table.reason.changedDie'),
  setAside: () => t('table.reason.setAside'),
  built: () => t('table.reason.built'),
  improved: () => t('table.reason.improved'),
  sold: (reason) => t('table.reason.sold', { resource: noun(reason.resource) }),
  downgraded: (reason) => t('table.reason.downgraded', { resource: noun(reason.resource) }),
  improvedForFish: (reason) => t('table.reason.improvedForFish', { resource: noun(reason.resource) }),
  order: () => t('table.reason.order'),
  orderBonus: () => t('table.reason.orderBonus'),
  technology: (reason) => t('table.reason.technology', { track: trackName(reason.track) }),
  techReward: (reason) => t('table.reason.techReward', { track: trackName(reason.track) }),
  scoringTile: (reason) => t('table.reason.scoringTile', { tile: scoringTileName(reason.tile) }),
  noAbilityLeft: () => t('table.reason.noAbilityLeft'),
  ability: (reason) => abilityName(reason.ability),
  returnHome: (reason) => t('table.reason.returnHome', { section: reason.section }),
  fishingTokens: () => t('table.reason.fishingTokens'),
  finalScoring: (reason) => t('table.reason.final', { what: scoreCategoryName(reason.category) }),
};

/** The reason's words: "sold wool", "Trade technology", "final scoring: Crate sets". */
export function reasonText<Code extends ChangeReasonCode>(reason: ReasonOf<Code>): string {
  return (REASON_WORDS as { readonly [C in Code]: (reason: ReasonOf<C>) => string })[reason.code as Code](reason);
}
