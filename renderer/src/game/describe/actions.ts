import { data, type Action, type GameState } from '../engine';
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

/** A short label for a button that sends `action` in `state`. */
export function describeAction(action: Action, state: GameState): string {
  switch (action.type) {
    case 'pickSet': {
      const set = state.startingSets[action.set];
      if (!set) return t('table.action.pickSet', { number: action.set + 1 });
      return t('table.action.pickSetOf', {
        number: action.set + 1,
        ability: abilityName(set.ability),
        tile: describeTile(set.tile),
        resources: startingResourcesText(set.resourceTile),
      });
    }
    case 'placeStartingTile':
      return t('table.action.placeStartingTile');
    case 'takeDie':
      return action.use === 'aside'
        ? t('table.action.setAside', { fish: amount('fish', data.GAME.setAsideFish) })
        : t('table.action.placeDie', { value: action.value });
    case 'build':
      return t('table.action.build', { stack: action.stack });
    case 'retire':
      return t('table.action.retire', { tavern: action.tavern, action: tavernActionText(state.setup, action.tavern) });
    case 'continueChain':
      return t('table.action.continueChain');
    case 'stopChain':
      return t('table.action.stopChain');
    case 'improve':
      return t('table.action.improve', { from: resourceName(action.from), to: resourceName(action.to) });
    case 'completeOrder': {
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
    }
    case 'gainTech':
      return t('table.action.gainTech', { track: trackName(action.track) });
    case 'advanceBoat':
      return t('table.action.advanceBoat');
    case 'returnHome':
      return t('table.action.returnHome');
    case 'keepToken':
      return t('table.action.keepToken', { token: describeToken(action.token) });
    case 'slotToken':
      return action.slot === 'double'
        ? t('table.action.slotDouble', { multiplier: data.BOAT.doubleSlotMultiplier })
        : t('table.action.slotNormal');
    case 'takeAbility':
      return t('table.action.takeAbility', { name: abilityName(action.ability), text: abilityText(action.ability) });
    case 'dockTrade': {
      const trade = data.DOCKS.find((dock) => dock.reward.kind === 'trade')?.reward;
      const vp = trade?.kind === 'trade' ? (action.pay === 'grain' ? trade.grainVp : trade.foodVp) : 0;
      return t('table.action.dockTrade', { pay: amount(action.pay, 1), vp: amount('vp', vp) });
    }
    case 'takeResource':
      return t('table.action.takeResource', { resource: amount(action.resource, 1) });
    case 'decline':
      return t('table.action.decline');
    case 'placeWorker':
      return t('table.action.placeWorker', cellWords(action.cell));
    case 'placeWagon':
      return t('table.action.placeWagon', cellWords(action.cell));
    case 'moveWagon':
      return t('table.action.moveWagon', {
        ...cellWords(action.to),
        fromRow: data.cellRow(action.from),
        fromColumn: data.cellCol(action.from),
      });
    case 'sell':
      return t('table.action.sell', { resource: amount(action.resource, 1) });
    case 'improveForFish':
      return t('table.action.improveForFish', { from: resourceName(action.from), to: resourceName(action.to) });
    case 'downgrade':
      return t('table.action.downgrade', { from: resourceName(action.from), to: resourceName(action.to) });
    case 'throwOverboard':
      return t('table.action.throwOverboard', { token: describeToken(action.token) });
    case 'endTurn':
      return t('table.action.endTurn');
  }
}
