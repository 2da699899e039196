import {
  BOAT,
  CRATES,
  CRATE_SET_VP,
  GAME,
  RESOURCES,
  SCORING_TILES,
  SELL_VALUE,
  TECH_POSITION_VP,
  TOKENS,
  TOP_SPACE,
  TASKS,
  TRACKS,
  type CrateDef,
  type EndCount,
  type Gain,
  type Resources,
  type TaskId,
  type TokenDef,
} from '../data/index.js';
import type { FinalScore, ScoreBreakdown } from '../score.js';
import type { GameState, PlayerState } from '../types.js';
import { boatContents } from './fishing.js';
import { medalFor, soloMedalThresholds } from './solo.js';
import { countCompleteLines, villageFull, villageGeometry } from './village.js';

/** RULES §12: final scoring; RULES §13.2–13.3: medals and tasks. */

export type { FinalScore, ScoreBreakdown };

export function crateSets(player: PlayerState): number {
  return Math.min(...player.docks.map((row) => row.length));
}

/**
 * The VP printed on a player's delivered crates. In a player's view another player's crates may lie face down
 * (HIDDEN, RULES §10.1): what they are worth is not known there, so a projection made from a view counts them as 0
 * (the crates still count for sets and counts: how many there are is public).
 */
function printedCrateVp(player: PlayerState): number {
  let vp = 0;
  for (const row of player.docks) for (const crate of row) vp += (CRATES[crate] as CrateDef | undefined)?.vp ?? 0;
  return vp;
}

/** Resources after §12.1 (the boat tokens' contents are gained). */
function resourcesAtEnd(player: PlayerState): Resources {
  const held = { ...player.resources };
  const { resources } = boatContents(player);
  for (const resource of RESOURCES) held[resource] += resources[resource] ?? 0;
  return held;
}

function endCount(player: PlayerState, counts: EndCount, goldHeld: number): number {
  switch (counts) {
    case 'collectedTokens':
      return player.collected.length;
    case 'crates':
      return player.docks.reduce((n, row) => n + row.length, 0);
    case 'buildingTiles':
      return player.tiles.length;
    case 'completeLines':
      return countCompleteLines(player);
    case 'goldHeld':
      return goldHeld;
    case 'techSteps':
      return TRACKS.reduce((n, track) => n + player.tech[track], 0);
    case 'returnsHome':
      return player.returnsHome;
    case 'crateSets':
      return crateSets(player);
    case 'abilitiesAndWorkers':
      return player.abilities.length + player.workersOwned;
  }
}

/** §12.5: the end scoring tiles of the tracks whose top the player reached; `goldHeld` after §12.1. */
function scoringTilesVp(state: GameState, player: PlayerState, goldHeld: number): number {
  let vp = 0;
  for (const track of TRACKS) {
    if (player.tech[track] < TOP_SPACE) continue;
    const tile = SCORING_TILES[state.scoringTiles[track]];
    if (tile.timing === 'end') vp += tile.vpPer * endCount(player, tile.counts, goldHeld);
  }
  return vp;
}

function technologyVp(player: PlayerState): number {
  let vp = 0;
  for (const track of TRACKS) vp += TECH_POSITION_VP[player.tech[track]] ?? 0;
  return vp;
}

export function scoreBreakdown(state: GameState, player: PlayerState): ScoreBreakdown {
  const held = resourcesAtEnd(player);
  let fishTotal = 0;
  for (const resource of RESOURCES)
    fishTotal += resource === 'fish' ? held.fish : held[resource] * SELL_VALUE[resource];
  const parts = {
    duringPlay: player.score,
    boatTokens: boatContents(player).vp,
    fish: Math.floor(fishTotal / GAME.fishPerFinalVp),
    crates: printedCrateVp(player),
    crateSets: CRATE_SET_VP * crateSets(player),
    technology: technologyVp(player),
    scoringTiles: scoringTilesVp(state, player, held.gold),
  };
  const total =
    parts.duringPlay +
    parts.boatTokens +
    parts.fish +
    parts.crates +
    parts.crateSets +
    parts.technology +
    parts.scoringTiles;
  return { seat: player.seat, ...parts, total };
}

/**
 * The final score of `player` if the game ended now, without §12.2's whole VP per 3 fish: equal to
 * `scoreBreakdown(state, player).total - .fish`, built without any object. The bots' evaluation asks for it at every
 * position a search reaches, and rebuilding the breakdown there was a third of its time.
 */
export function scoreWithoutFish(state: GameState, player: PlayerState): number {
  let boatVp = 0,
    boatGold = 0;
  const slots = player.boat.slots;
  for (let slot = 0; slot < slots.length; slot++) {
    const token = slots[slot];
    if (token === null || token === undefined) continue;
    const gain = (TOKENS[token] as TokenDef).gain;
    boatVp += (gain.vp ?? 0) * (player.boat.upgraded && slot === 0 ? BOAT.doubleSlotMultiplier : 1);
    boatGold += gain.gold ?? 0;
  }
  return (
    player.score +
    boatVp +
    printedCrateVp(player) +
    CRATE_SET_VP * crateSets(player) +
    technologyVp(player) +
    scoringTilesVp(state, player, player.resources.gold + boatGold)
  );
}

/**
 * §12.2 before rounding: the fish the player would have after §12.1 and selling everything, built without any
 * object (the bots' evaluation counts leftover fish smoothly, 1/3 VP each).
 */
export function fishAtEnd(player: PlayerState): number {
  let fish = heldCubesWorth(player.resources);
  for (const token of player.boat.slots) if (token !== null) fish += TOKEN_FISH_WORTH[token] as number;
  return fish;
}

/** §12.2: what cubes sell for, in fish (fish count as themselves). */
function fishWorth(cubes: Gain): number {
  let fish = 0;
  for (const resource of RESOURCES) fish += (cubes[resource] ?? 0) * (resource === 'fish' ? 1 : SELL_VALUE[resource]);
  return fish;
}

/**
 * fishWorth of a whole set of cubes, each read by name: the bots' evaluation asks it of every position it looks at,
 * and whole numbers add up the same in any order.
 */
function heldCubesWorth(r: Resources): number {
  const sell = SELL_VALUE;
  return (
    r.fish +
    r.wood * sell.wood +
    r.grain * sell.grain +
    r.wool * sell.wool +
    r.plank * sell.plank +
    r.food * sell.food +
    r.cloth * sell.cloth +
    r.gold * sell.gold
  );
}

/** Each fishing token's contents in fish after selling them (its VP aside). */
const TOKEN_FISH_WORTH: readonly number[] = TOKENS.map((token) => fishWorth(token.gain));

/** Most VP wins; a tie goes to the tied player in the leftmost tavern of round 3 (RULES §12). */
export function winnerOf(state: GameState, totals: readonly number[]): number {
  const best = Math.max(...totals);
  const tied = totals.flatMap((total, seat) => (total === best ? [seat] : []));
  if (tied.length === 1) return tied[0] as number;
  const tavernOf = (seat: number): number => state.players[seat]?.tavern ?? Number.MAX_SAFE_INTEGER;
  return tied.reduce((a, b) => (tavernOf(b) < tavernOf(a) ? b : a));
}

/** RULES §13.3: whether the solo task is fulfilled, from the state before final scoring is applied. */
export function taskMet(state: GameState, player: PlayerState, task: TaskId, breakdown: ScoreBreakdown): boolean {
  const target = TASKS[task].target;
  switch (task) {
    case 'threeCrateSets':
      return crateSets(player) >= target;
    case 'fourLines':
      return countCompleteLines(player) >= target;
    case 'returnFromSix':
      return player.returnedFromLastSection;
    case 'twoTrackTops':
      return TRACKS.filter((track) => player.tech[track] >= TOP_SPACE).length >= target;
    case 'threeGold':
      return resourcesAtEnd(player).gold >= target;
    case 'neverSetAside':
      return player.diceSetAside <= target;
    case 'noLargeBuilding':
      return player.largeBuildingsTaken <= target;
    case 'sixWorkersAndAbilities':
      return player.workersOwned + player.abilities.length >= target;
    case 'eightTokens':
      return player.collected.length >= target;
    case 'twoCratesRoundOne':
      return (player.cratesAfterRoundOne ?? 0) >= target;
    case 'crateVp25':
      return breakdown.crates + breakdown.crateSets >= target;
    case 'fullVillage':
      return villageFull(villageGeometry(state.setup, player.seat), player);
  }
}

/** Final scoring of a state that has not been scored yet (at the end of round 3, or as a projection mid-game). */
export function computeFinalScore(state: GameState): FinalScore {
  const players = state.players.map((player) => scoreBreakdown(state, player));
  const winner = winnerOf(
    state,
    players.map((p) => p.total),
  );
  if (state.players.length !== 1) return { players, winner, solo: null };
  const only = players[0] as ScoreBreakdown;
  const task = state.setup.task ?? null;
  const thresholds = soloMedalThresholds(state.setup);
  return {
    players,
    winner,
    solo: {
      medal: medalFor(only.total, thresholds),
      thresholds,
      task,
      taskMet: task === null ? null : taskMet(state, state.players[0] as PlayerState, task, only),
    },
  };
}
