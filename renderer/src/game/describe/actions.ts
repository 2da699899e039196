import { data, type Action, type ActionType, type GameState } from '../engine';
import {
  abilityName,
  abilityText,
  amount,
  resourceName,
  startingResourcesText,
  tavernActionText,
  trackName,
} from '../names';
import { describeCrate, describeTile, describeToken, t } from './pieces';

/** A village square's row and column, as the texts name them. */
export const cellWords = (cell: number): { row: number; column: number } => ({
  row: data.cellRow(cell),
  column: data.cellCol(cell),
});

/** The label of one kind of action's button, in `state`. */
type ActionWords<Type extends ActionType> = (
  action: Extract<Action, { readonly type: Type }>,
  state: GameState,
) => string;

/** Every action type's button label, so that a new action cannot be forgotten. */
const ACTION_WORDS: { readonly [Type in ActionType]: ActionWords<Type> } = {
  pickSet: (action, state) => {
    const set = state.startingSets[action.set];
    if (!set) return t('table.action.pickSet', { number: action.set + 1 });
    return t('table.action.pickSetOf', {
      number: action.set + 1,
      ability: abilityName(set.ability),
      tile: describeTile(set.tile),
      resources: startingResourcesText(set.resourceTile),
    });
  },
  placeStartingTile: () => t('table.action.placeStartingTile'),
  takeDie: (action) =>
    action.use === 'aside'
      ? t('table.action.setAside', { fish: amount('fish', data.GAME.setAsideFish) })
      : t('table.action.placeDie', { value: action.value }),
  build: (action) => t('table.action.build', { stack: action.stack }),
  retire: (action, state) =>
    t('table.action.retire', { tavern: action.tavern, action: tavernActionText(state.setup, action.tavern) }),
  continueChain: () => t('table.action.continueChain'),
  stopChain: () => t('table.action.stopChain'),
  improve: (action) => t('table.action.improve', { from: resourceName(action.from), to: resourceName(action.to) }),
  completeOrder: (action, state) => {
    const top = state.crateStacks[action.stack - 1]?.[0];
    const crate = top === undefined ? '' : describeCrate(top);
    return action.substitute
      ? t('table.action.completeOrderSwap', {
          stack: action.stack,
          crate,
          paid: resourceName(action.substitute.with),
          instead: resourceName(action.substitute.replace),
        })
      : t('table.action.completeOrder', { stack: action.stack, crate });
  },
  gainTech: (action) => t('table.action.gainTech', { track: trackName(action.track) }),
  advanceBoat: () => t('table.action.advanceBoat'),
  returnHome: () => t('table.action.returnHome'),
  keepToken: (action) => t('table.action.keepToken', { token: describeToken(action.token) }),
  slotToken: (action) =>
    action.slot === 'double'
      ? t('table.action.slotDouble', { multiplier: data.BOAT.doubleSlotMultiplier })
      : t('table.action.slotNormal'),
  takeAbility: (action) =>
    t('table.action.takeAbility', { name: abilityName(action.ability), text: abilityText(action.ability) }),
  dockTrade: (action) => {
    const trade = data.DOCKS.find((dock) => dock.reward.kind === 'trade')?.reward;
    const vp = trade?.kind === 'trade' ? (action.pay === 'grain' ? trade.grainVp : trade.foodVp) : 0;
    return t('table.action.dockTrade', { pay: amount(action.pay, 1), vp: amount('vp', vp) });
  },
  takeResource: (action) => t('table.action.takeResource', { resource: amount(action.resource, 1) }),
  decline: () => t('table.action.decline'),
  placeWorker: (action) => t('table.action.placeWorker', cellWords(action.cell)),
  placeWagon: (action) => t('table.action.placeWagon', cellWords(action.cell)),
  moveWagon: (action) =>
    t('table.action.moveWagon', {
      ...cellWords(action.to),
      fromRow: data.cellRow(action.from),
      fromColumn: data.cellCol(action.from),
    }),
  sell: (action) => t('table.action.sell', { resource: amount(action.resource, 1) }),
  improveForFish: (action) =>
    t('table.action.improveForFish', { from: resourceName(action.from), to: resourceName(action.to) }),
  downgrade: (action) => t('table.action.downgrade', { from: resourceName(action.from), to: resourceName(action.to) }),
  throwOverboard: (action) => t('table.action.throwOverboard', { token: describeToken(action.token) }),
  endTurn: () => t('table.action.endTurn'),
};

/** A short label for a button that sends `action` in `state`. */
export function describeAction<Type extends ActionType>(
  action: Extract<Action, { readonly type: Type }>,
  state: GameState,
): string {
  return (ACTION_WORDS as { readonly [T in Type]: ActionWords<T> })[action.type as Type](action, state);
}
