import {
  CELL_COUNT, DOWNGRADES_TO, GAME, IMPROVES_TO, LARGE_STACKS, RESOURCES, TAVERN_COUNT, TIER, TILES, TRACKS, CRATES,
  type CrateDef, type TileDef,
} from '../data/index.js';
import type { Action } from '../actions.js';
import type { Frame, GameState, PlayerState } from '../types.js';
import { costWithFreePips, dieLimitError, firstBuilding, freePips } from './dice.js';
import { buildSmallCost, largeBuildingCost, placeableStacks } from './effects.js';
import { returnHomeError, tokensOnBoat } from './fishing.js';
import { completeOrderError, paymentOptions } from './orders.js';
import { canAfford, improveForFishError, improveSteps } from './resources.js';
import { describePending, workerError } from './moves.js';
import { retireError } from './taverns.js';
import { gainTechError } from './technology.js';
import { SHARED } from './sharedActions.js';
import { nextChainCell, placements, villageGeometry } from './village.js';
import type { RuleParams } from './tx.js';
import { placeWagonError, wagonDestinations } from './wagons.js';

/**
 * RULES §4: exactly the legal actions for the decision now pending, free actions included. Each generator below
 * produces only actions that `validate` (the check guarding `applyAction`) accepts, using the same rule checks; the
 * engine's tests enumerate the whole action space to hold the two to each other.
 */
export function legalActions(state: GameState): Action[] {
  const frame = state.stack[state.stack.length - 1];
  if (!frame || state.phase === 'over') return [];
  const out: Action[] = [];
  const player = state.players[frame.player] as PlayerState;
  frameOptions(state, frame, player, out);
  if (state.phase === 'play') freeOptions(player, out);
  return out;
}

/** The decision's own options, without the free actions that are open at any moment of a turn. */
export function decisionOptions(state: GameState): Action[] {
  const frame = state.stack[state.stack.length - 1];
  if (!frame || state.phase === 'over') return [];
  const out: Action[] = [];
  frameOptions(state, frame, state.players[frame.player] as PlayerState, out);
  return out;
}

function frameOptions(state: GameState, frame: Frame, player: PlayerState, out: Action[]): void {
  const geo = villageGeometry(state.setup, player.seat);
  switch (frame.kind) {
    case 'draftPick':
      state.startingSets.forEach((_, set) => out.push({ type: 'pickSet', set }));
      return;
    case 'startingTile': {
      const pick = state.picks[frame.player];
      if (!pick) return;
      for (const cells of placements(geo, player, TILES[pick.tile] as TileDef, geo.layout.startCells)) out.push({ type: 'placeStartingTile', cells });
      return;
    }
    case 'turn':
      if (!state.turn.mainActionDone) mainActionOptions(state, player, out);
      if (player.workersPlaced < player.workersOwned) {
        for (let cell = 0; cell < CELL_COUNT; cell++) if (workerError(player, cell) === null) out.push(SHARED.worker[cell] as Action);
      }
      if (state.turn.mainActionDone) out.push(SHARED.endTurn);
      return;
    case 'chain':
      if (nextChainCell(geo, player, frame.line, frame.index, frame.lastCell) !== -1) out.push(SHARED.continueChain);
      out.push(SHARED.stopChain);
      return;
    case 'improve':
      for (const step of improveSteps(player, frame.produced)) out.push(SHARED.improve[step.from][step.to]);
      out.push(SHARED.decline);
      return;
    case 'orderOrTech':
      if (frame.allow !== 'tech') {
        state.crateStacks.forEach((stack, i) => {
          const top = stack[0];
          if (top === undefined) return;
          for (const substitute of paymentOptions(state.setup, player, CRATES[top] as CrateDef)) {
            if (completeOrderError(state.setup, state.crateStacks, player, i + 1, substitute)) continue;
            out.push(substitute ? { type: 'completeOrder', stack: i + 1, substitute } : { type: 'completeOrder', stack: i + 1 });
          }
        });
      }
      if (frame.allow !== 'order') for (const track of TRACKS) if (!gainTechError(state.setup, player, track)) out.push(SHARED.gainTech[track]);
      out.push(SHARED.decline);
      return;
    case 'buildSmall':
      if (canAfford(player, buildSmallCost(player, frame.free))) {
        for (const stack of placeableStacks(state, player, frame.stacks)) {
          const tile = TILES[state.buildingStacks[stack][0] as number] as TileDef;
          for (const cells of placements(geo, player, tile)) out.push({ type: 'build', stack, cells });
        }
      }
      out.push(SHARED.decline);
      return;
    case 'boat':
      out.push(SHARED.advanceBoat);
      if (!returnHomeError(player)) out.push(SHARED.returnHome);
      out.push(SHARED.decline);
      return;
    case 'netsKeep':
      for (const token of frame.tokens) out.push({ type: 'keepToken', token });
      return;
    case 'boatFull':
      out.push(SHARED.throwOverboard[frame.token] as Action);
      return;
    case 'tokenSlot':
      out.push({ type: 'slotToken', slot: 'double' }, { type: 'slotToken', slot: 'normal' });
      return;
    case 'chooseAbility':
      for (const ability of state.abilityOffer) out.push({ type: 'takeAbility', ability });
      return;
    case 'chooseResource':
      for (const resource of RESOURCES) if (TIER[resource] === frame.tier) out.push(SHARED.takeResource[resource]);
      out.push(SHARED.decline);
      return;
    case 'dockTrade':
      if (player.resources.grain > 0) out.push({ type: 'dockTrade', pay: 'grain' });
      if (player.resources.food > 0) out.push({ type: 'dockTrade', pay: 'food' });
      out.push(SHARED.decline);
      return;
    case 'placeWagon':
      for (let cell = 0; cell < CELL_COUNT; cell++) if (!placeWagonError(player, cell)) out.push({ type: 'placeWagon', cell });
      return;
    case 'moveWagon':
      for (const from of frame.wagons) for (const to of wagonDestinations(player, from, frame.line)) out.push({ type: 'moveWagon', from, to });
      out.push(SHARED.decline);
      return;
    case 'retire':
      return;
  }
}

function mainActionOptions(state: GameState, player: PlayerState, out: Action[]): void {
  const pips = freePips(state, player);
  const whiteOk = !dieLimitError(state, player, 'white');
  const orangeOk = !dieLimitError(state, player, 'orange');
  // Whether each line's first building can be activated: [colour][value], the same for every die of that colour.
  const opens = (colour: 'white' | 'orange'): boolean[] => Array.from({ length: GAME.dieFaces + 1 }, (_, v) => v > 0 && firstBuilding(state, player, colour, v) !== -1);
  const whiteOpens = whiteOk ? opens('white') : [];
  const orangeOpens = orangeOk ? opens('orange') : [];
  for (const die of state.pool) {
    const white = die.colour === 'white';
    if (!(white ? whiteOk : orangeOk)) continue;
    const lineOpen = white ? whiteOpens : orangeOpens;
    out.push(SHARED.dieAside[die.id] as Action);
    for (let value = 1; value <= GAME.dieFaces; value++) {
      if (!lineOpen[value] || costWithFreePips(die.value, value, pips) > player.resources.fish) continue;
      out.push(SHARED.diePlace[die.id]?.[value] as Action);
    }
  }
  if (canAfford(player, largeBuildingCost(player))) {
    const geo = villageGeometry(state.setup, player.seat);
    for (const stack of LARGE_STACKS) {
      const top = state.buildingStacks[stack][0];
      if (top === undefined) continue;
      for (const cells of placements(geo, player, TILES[top] as TileDef)) out.push({ type: 'build', stack, cells });
    }
  }
  for (let tavern = 1; tavern <= TAVERN_COUNT; tavern++) if (!retireError(state, player, tavern)) out.push(SHARED.retire[tavern - 1] as Action);
}

function freeOptions(player: PlayerState, out: Action[]): void {
  for (const resource of RESOURCES) {
    if (player.resources[resource] === 0) continue;
    if (resource !== 'fish') out.push(SHARED.sell[resource]);
    for (const to of IMPROVES_TO[resource]) if (!improveForFishError(player, resource, to)) out.push(SHARED.improveForFish[resource][to]);
    for (const to of DOWNGRADES_TO[resource]) out.push(SHARED.downgrade[resource][to]);
  }
  for (const token of tokensOnBoat(player)) out.push(SHARED.throwOverboard[token] as Action);
}

/** What is being asked now, of whom, with which options: the renderer builds its prompts from this. */
export interface PendingDecision {
  readonly seat: number;
  readonly kind: Frame['kind'];
  /** What is asked, as a code (the frame's kind, or the turn before or after its main action) and an English sentence. */
  readonly prompt: Prompt;
  readonly frame: Frame;
  /** The decision's own options (free actions not included). */
  readonly options: readonly Action[];
  /** Whether the resource free actions (sell, improve for fish, downgrade, throw overboard) may be taken now. */
  readonly freeActionsOpen: boolean;
  readonly canEndTurn: boolean;
}

export function pendingDecision(state: GameState): PendingDecision | null {
  const frame = state.stack[state.stack.length - 1];
  if (!frame || state.phase === 'over') return null;
  const options = decisionOptions(state);
  return {
    seat: frame.player,
    kind: frame.kind,
    prompt: promptFor(state, frame),
    frame,
    options,
    freeActionsOpen: state.phase === 'play',
    canEndTurn: options.some((action) => action.type === 'endTurn'),
  };
}

/** A prompt's code: the kind of the pending frame, the turn split into before and after its main action. */
export type PromptCode = Exclude<Frame['kind'], 'turn'> | 'turnMain' | 'turnAfterMain';

/** What the player is asked: a code the table words in its language, and an English sentence for tools and logs. */
export interface Prompt {
  readonly code: PromptCode;
  readonly params: RuleParams;
  readonly message: string;
}

function promptFor(state: GameState, frame: Frame): Prompt {
  if (frame.kind === 'turn') {
    return state.turn.mainActionDone
      ? { code: 'turnAfterMain', params: {}, message: 'Take free actions or place a worker, then end your turn.' }
      : { code: 'turnMain', params: {}, message: 'Take a die, build a large building, or retire — free actions are open too.' };
  }
  const text = describePending(frame);
  return { code: frame.kind, params: {}, message: text.charAt(0).toUpperCase() + text.slice(1) + '.' };
}
