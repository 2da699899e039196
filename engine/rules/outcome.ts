import {
  ABILITY_NUMBERS,
  FJORD_SECTIONS,
  SELL_VALUE,
  type Resource,
  type TechReward,
  type Track,
} from '../data/index.js';
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
    case 'gainTech':
      return techStepTerms(state, player, action.track);
    case 'improveForFish':
      return improveForFishTerms(player, action.from, action.to);
    case 'improve':
    case 'downgrade':
      return terms({ pay: { [action.from]: 1 }, gain: { [action.to]: 1 } });
    case 'sell':
      return terms({ pay: { [action.resource]: 1 }, gain: { fish: SELL_VALUE[action.resource] } });
    case 'takeDie':
      return action.use === 'aside' ? null : dieTurnTerms(state, player, action.die, action.value);
    case 'returnHome':
      return returnHomeTerms(player);
    case 'advanceBoat':
      return terms({ section: advanceTarget(player) });
    default:
      return null;
  }
}

/** RULES §9.1: the step's cost and the reward of the space it reaches. */
function techStepTerms(state: GameState, player: PlayerState, track: Track): ActionTerms | null {
  const cost = techStepCost(state.setup, player, track);
  if (cost === null) return null;
  const step = player.tech[track];
  return terms({ pay: { [cost]: 1 }, reward: gameTracks(state.setup)[track].rewards[step] ?? null });
}

/** RULES §4.4: the cube and the fish it costs (a fish improved pays for itself on top). */
function improveForFishTerms(player: PlayerState, from: Resource, to: Resource): ActionTerms {
  const fish = freeImproveFishCost(player);
  return terms({
    pay: { [from]: 1, ...(fish > 0 ? { fish: fish + (from === 'fish' ? 1 : 0) } : {}) },
    gain: { [to]: 1 },
  });
}

/** RULES §5.1: the fish it costs to turn the die to the value taken. */
function dieTurnTerms(state: GameState, player: PlayerState, dieId: number, value: number): ActionTerms {
  const die = state.pool.find((d) => d.id === dieId);
  const fish = die ? adjustCost(state, player, die.value, value) : 0;
  return terms({ pay: fish > 0 ? { fish } : {} });
}

/** RULES §8.2: the section's VP (and the Navigator's, §9.4), and every token's contents. */
function returnHomeTerms(player: PlayerState): ActionTerms | null {
  const section = FJORD_SECTIONS[player.boat.section - 1];
  if (!section) return null;
  const contents = boatContents(player);
  const navigator = player.abilities.includes('navigator') ? ABILITY_NUMBERS.navigatorVp : 0;
  return terms({
    gain: contents.resources as Partial<Record<Resource, number>>,
    vp: section.returnVp + navigator + contents.vp,
  });
}
