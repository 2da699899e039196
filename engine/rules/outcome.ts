import { ABILITY_NUMBERS, FJORD_SECTIONS, SELL_VALUE, type Resource, type TechReward } from '../data/index.js';
import type { Action } from '../actions.js';
import type { GameState, PlayerState } from '../types.js';
import { adjustCost } from './dice.js';
import { advanceTarget, boatContents } from './fishing.js';
import { freeImproveFishCost } from './resources.js';
import { gameTracks, techStepCost } from './technology.js';

/**
 * What a choice costs and what it brings, before it is taken, so that the table can say so on the choice itself
 * (none leaves a part out, as "Gain Village technology" once left out its wood and its reward, "Improve (pay fish)" the 2,
 * Return home its VP). Worked out by the rules that will apply it, from what the deciding player can see: nothing hidden.
 */
export interface ActionTerms {
  /** Resources paid. */
  readonly pay: Partial<Record<Resource, number>>;
  /** Resources gained. */
  readonly gain: Partial<Record<Resource, number>>;
  /** Victory points scored. */
  readonly vp: number;
  /** The technology reward the step reaches, if the choice is a technology step. */
  readonly reward: TechReward | null;
  /** The fjord section a boat advance reaches (it may stay where it is), if the choice is an advance. */
  readonly section: number | null;
}

const terms = (part: Partial<ActionTerms>): ActionTerms => ({
  pay: {},
  gain: {},
  vp: 0,
  reward: null,
  section: null,
  ...part,
});

/** The terms of `action` for the player now deciding, or null for an action whose terms are its own words already. */
export function actionTerms(state: GameState, action: Action): ActionTerms | null {
  const frame = state.stack[state.stack.length - 1];
  const player = frame ? (state.players[frame.player] as PlayerState | undefined) : undefined;
  if (!player) return null;
  switch (action.type) {
    case 'gainTech': {
      const cost = techStepCost(state.setup, player, action.track);
      if (cost === null) return null;
      const step = player.tech[action.track];
      return terms({ pay: { [cost]: 1 }, reward: gameTracks(state.setup)[action.track].rewards[step] ?? null });
    }
    case 'improveForFish': {
      const fish = freeImproveFishCost(player);
      return terms({
        pay: { [action.from]: 1, ...(fish > 0 ? { fish: fish + (action.from === 'fish' ? 1 : 0) } : {}) },
        gain: { [action.to]: 1 },
      });
    }
    case 'improve':
      return terms({ pay: { [action.from]: 1 }, gain: { [action.to]: 1 } });
    case 'downgrade':
      return terms({ pay: { [action.from]: 1 }, gain: { [action.to]: 1 } });
    case 'sell':
      return terms({ pay: { [action.resource]: 1 }, gain: { fish: SELL_VALUE[action.resource] } });
    case 'takeDie': {
      if (action.use === 'aside') return null;
      const die = state.pool.find((d) => d.id === action.die);
      const fish = die ? adjustCost(state, player, die.value, action.value) : 0;
      return terms({ pay: fish > 0 ? { fish } : {} });
    }
    case 'returnHome': {
      const section = FJORD_SECTIONS[player.boat.section - 1];
      if (!section) return null;
      const contents = boatContents(player);
      const navigator = player.abilities.includes('navigator') ? ABILITY_NUMBERS.navigatorVp : 0;
      return terms({
        gain: contents.resources as Partial<Record<Resource, number>>,
        vp: section.returnVp + navigator + contents.vp,
      });
    }
    case 'advanceBoat':
      return terms({ section: advanceTarget(player) });
    default:
      return null;
  }
}
