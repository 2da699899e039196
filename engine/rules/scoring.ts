import {
  CRATES, CRATE_SET_VP, GAME, MEDAL_THRESHOLDS, RESOURCES, SCORING_TILES, SELL_VALUE, TECH_POSITION_VP, TOP_SPACE,
  TASKS, TRACKS, type CrateDef, type EndCount, type Resources, type TaskId,
} from '../data/index.js';
import type { FinalScore, ScoreBreakdown } from '../score.js';
import type { GameState, PlayerState } from '../types.js';
import { boatContents } from './fishing.js';
import { medalFor } from './solo.js';
import { countCompleteLines, villageFull, villageGeometry } from './village.js';

/** RULES §12: final scoring; RULES §13.2–13.3: medals and tasks. */

export type { FinalScore, ScoreBreakdown };

export function crateSets(player: PlayerState): number {
  return Math.min(...player.docks.map((row) => row.length));
}

function printedCrateVp(player: PlayerState): number {
  let vp = 0;
  for (const row of player.docks) for (const crate of row) vp += (CRATES[crate] as CrateDef).vp;
  return vp;
}

/** Resources after §12.1 (the boat tokens' contents are gained). */
function resourcesAtEnd(player: PlayerState): Resources {
  const held = { ...player.resources };
  const { resources } = boatContents(player);
  for (const resource of RESOURCES) held[resource] += resources[resource] ?? 0;
  return held;
}

function endCount(player: PlayerState, counts: EndCount, held: Resources): number {
  switch (counts) {
    case 'collectedTokens': return player.collected.length;
    case 'crates': return player.docks.reduce((n, row) => n + row.length, 0);
    case 'buildingTiles': return player.tiles.length;
    case 'completeLines': return countCompleteLines(player);
    case 'goldHeld': return held.gold;
    case 'techSteps': return TRACKS.reduce((n, track) => n + player.tech[track], 0);
    case 'returnsHome': return player.returnsHome;
    case 'crateSets': return crateSets(player);
    case 'abilitiesAndWorkers': return player.abilities.length + player.workersOwned;
  }
}

export function scoreBreakdown(state: GameState, player: PlayerState): ScoreBreakdown {
  const held = resourcesAtEnd(player);
  let fishTotal = 0;
  for (const resource of RESOURCES) fishTotal += resource === 'fish' ? held.fish : held[resource] * SELL_VALUE[resource];
  let scoringTiles = 0;
  for (const track of TRACKS) {
    if (player.tech[track] < TOP_SPACE) continue;
    const tile = SCORING_TILES[state.scoringTiles[track]];
    if (tile.timing === 'end') scoringTiles += tile.vpPer * endCount(player, tile.counts, held);
  }
  const parts = {
    duringPlay: player.score,
    boatTokens: boatContents(player).vp,
    fish: Math.floor(fishTotal / GAME.fishPerFinalVp),
    crates: printedCrateVp(player),
    crateSets: CRATE_SET_VP * crateSets(player),
    technology: TRACKS.reduce((n, track) => n + (TECH_POSITION_VP[player.tech[track]] ?? 0), 0),
    scoringTiles,
  };
  const total = parts.duringPlay + parts.boatTokens + parts.fish + parts.crates + parts.crateSets + parts.technology + parts.scoringTiles;
  return { seat: player.seat, ...parts, total };
}

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
    case 'threeCrateSets': return crateSets(player) >= target;
    case 'fourLines': return countCompleteLines(player) >= target;
    case 'returnFromSix': return player.returnedFromLastSection;
    case 'twoTrackTops': return TRACKS.filter((track) => player.tech[track] >= TOP_SPACE).length >= target;
    case 'threeGold': return resourcesAtEnd(player).gold >= target;
    case 'neverSetAside': return player.diceSetAside <= target;
    case 'noLargeBuilding': return player.largeBuildingsTaken <= target;
    case 'sixWorkersAndAbilities': return player.workersOwned + player.abilities.length >= target;
    case 'eightTokens': return player.collected.length >= target;
    case 'twoCratesRoundOne': return (player.cratesAfterRoundOne ?? 0) >= target;
    case 'crateVp25': return breakdown.crates + breakdown.crateSets >= target;
    case 'fullVillage': return villageFull(villageGeometry(state.setup, player.seat), player);
  }
}

/** Final scoring of a state that has not been scored yet (at the end of round 3, or as a projection mid-game). */
export function computeFinalScore(state: GameState): FinalScore {
  const players = state.players.map((player) => scoreBreakdown(state, player));
  const winner = winnerOf(state, players.map((p) => p.total));
  if (state.players.length !== 1) return { players, winner, solo: null };
  const only = players[0] as ScoreBreakdown;
  const task = state.setup.task ?? null;
  // A campaign challenge carries its own thresholds (RULES §13.4); any other solo game is graded as a quick solo.
  const thresholds = state.setup.medalThresholds ?? MEDAL_THRESHOLDS;
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

