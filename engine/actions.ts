import type { AbilityId, Resource, StackId, Track } from './data/index.js';

/**
 * Every player decision is an action (DESIGN "Engine contract"), including the small ones inside an activation chain.
 * Actions never name the acting seat: the engine knows whose decision is pending.
 */
export type Action =
  // Setup (RULES §2.3)
  | { readonly type: 'pickSet'; readonly set: number }
  | { readonly type: 'placeStartingTile'; readonly cells: readonly number[] }
  // Main actions (RULES §4.1–4.3)
  | { readonly type: 'takeDie'; readonly die: number; readonly use: 'place'; readonly value: number }
  | { readonly type: 'takeDie'; readonly die: number; readonly use: 'aside' }
  | { readonly type: 'build'; readonly stack: StackId; readonly cells: readonly number[] }
  | { readonly type: 'retire'; readonly tavern: number }
  // Activation chain (RULES §5.2)
  | { readonly type: 'continueChain' }
  | { readonly type: 'stopChain' }
  // Effects (RULES §6–§10)
  | { readonly type: 'improve'; readonly from: Resource; readonly to: Resource }
  | {
      readonly type: 'completeOrder';
      readonly stack: number;
      readonly substitute?: { readonly replace: Resource; readonly with: Resource };
    }
  | { readonly type: 'gainTech'; readonly track: Track }
  | { readonly type: 'advanceBoat' }
  | { readonly type: 'returnHome' }
  | { readonly type: 'keepToken'; readonly token: number }
  | { readonly type: 'slotToken'; readonly slot: 'double' | 'normal' }
  | { readonly type: 'takeAbility'; readonly ability: AbilityId }
  | { readonly type: 'dockTrade'; readonly pay: 'grain' | 'food' }
  | { readonly type: 'takeResource'; readonly resource: Resource }
  // Wagons, advanced game (RULES §14.1)
  | { readonly type: 'placeWagon'; readonly cell: number }
  | { readonly type: 'moveWagon'; readonly from: number; readonly to: number }
  | { readonly type: 'decline' }
  // Free actions (RULES §4.4)
  | { readonly type: 'placeWorker'; readonly cell: number }
  | { readonly type: 'sell'; readonly resource: Resource }
  | { readonly type: 'improveForFish'; readonly from: Resource; readonly to: Resource }
  | { readonly type: 'downgrade'; readonly from: Resource; readonly to: Resource }
  | { readonly type: 'throwOverboard'; readonly token: number }
  | { readonly type: 'endTurn' };

export type ActionType = Action['type'];

/** The setup's decisions, the turn's own actions and the free actions (RULES §2.3, §4); building is one of them. */
type TurnOrFreeActionType =
  | 'pickSet'
  | 'placeStartingTile'
  | 'takeDie'
  | 'build'
  | 'retire'
  | 'placeWorker'
  | 'endTurn'
  | 'sell'
  | 'improveForFish'
  | 'downgrade'
  | 'throwOverboard';

/** The answers to an effect's decision (RULES §5.2–§14.1): the chain, improving, the boat, the taverns, the wagons. */
export type EffectAnswer = Exclude<Action, { readonly type: TurnOrFreeActionType }>;

export const FREE_RESOURCE_ACTIONS: readonly ActionType[] = ['sell', 'improveForFish', 'downgrade', 'throwOverboard'];
