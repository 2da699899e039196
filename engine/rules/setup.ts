import {
  ABILITY_IDS,
  CELL_COUNT,
  CRATES,
  CRATE_STACK_COUNT,
  FJORD_SECTIONS,
  GAME,
  SCORING_TILE_IDS,
  SOLO,
  STACK_IDS,
  STACK_TILES,
  STARTING_RESOURCE_TILES,
  STARTING_TILES,
  TILES,
  TOKENS,
  TOKEN_TYPES,
  TRACKS,
  EDITIONS,
  CLAN_IDS,
  anyTableRule,
  emptyResources,
  type AbilityId,
  type EditionData,
  type ScoringTileId,
  type StackId,
  type TileDef,
  type Track,
} from '../data/index.js';
import { editionData, tableRulesOf } from './edition.js';
import { nextInt, seedRng, shuffled, type RngState } from '../rng.js';
import type { Die, GameSetup, GameState, PlayerState, StartingSet } from '../types.js';
import { advanceBoat } from './fishing.js';
import { BECAUSE } from './reasons.js';
import { gain } from './resources.js';
import { colourOf, dicePlayers, startRound } from './round.js';
import { takeAbility } from './technology.js';
import { ruleError, type RuleError, type Tx } from './tx.js';
import { initialBuildings, placeTile, placementError, villageGeometry, villageLayout } from './village.js';

/** RULES §2: setting up the table, the players, and the starting-set draft. */

/**
 * Why `setup` cannot start a game, as a code with its parameters (the table words it, RULES §2), or null when it can.
 * The message is English for tools and logs.
 */
export function setupRefusal(setup: GameSetup): RuleError | null {
  const n = setup.seats.length;
  const { minPlayers: min, maxPlayers: max } = GAME;
  if (n < min || n > max)
    return ruleError('setup-seats', `A game has ${min} to ${max} seats, not ${n}.`, { min, max, seats: n });
  if (
    setup.startPlayer !== undefined &&
    (!Number.isInteger(setup.startPlayer) || setup.startPlayer < 0 || setup.startPlayer >= n)
  ) {
    return ruleError('setup-start-player', `The start player must be a seat from 0 to ${n - 1}.`, { seats: n });
  }
  const unsupported = unsupportedOption(setup);
  if (unsupported) return unsupported;
  if (setup.task !== undefined && n !== 1) return ruleError('setup-task-not-solo', 'Tasks belong to solo games.');
  if (setup.scoringTiles !== undefined) {
    if (
      setup.scoringTiles.length !== TRACKS.length ||
      new Set(setup.scoringTiles).size !== TRACKS.length ||
      setup.scoringTiles.some((tile) => !SCORING_TILE_IDS.includes(tile))
    ) {
      return ruleError('setup-scoring-tiles', `Fixed scoring tiles must be ${TRACKS.length} different tiles.`, {
        count: TRACKS.length,
      });
    }
  }
  return null;
}

/** `setupRefusal`'s English message, for tools, tests and logs. */
export function setupError(setup: GameSetup): string | null {
  return setupRefusal(setup)?.message ?? null;
}

/**
 * Options the setup names that no game can be played with (an unknown edition, clans that do not fit the village
 * side): refused in words rather than silently ignored, so a game never runs on rules other than the ones it names.
 */
function unsupportedOption(setup: GameSetup): RuleError | null {
  // RULES §16: a new game names its edition; one that names none is refused, never read as edition 1 (only a save made
  // before editions is, when it is loaded: savedGameSetupSchema).
  if ((setup.edition as GameSetup['edition'] | undefined) === undefined)
    return ruleError(
      'setup-edition-missing',
      'The setup names no data edition: a new game names the edition it is played on.',
    );
  if (!(EDITIONS as readonly number[]).includes(setup.edition))
    return ruleError('setup-edition', `Unknown data edition ${String(setup.edition)}.`, {
      edition: String(setup.edition),
    });
  // RULES §13.4, §14.3: the campaign is played without table rules, so every player's challenge is the same game.
  if (setup.challenge !== undefined && anyTableRule(tableRulesOf(setup)))
    return ruleError('setup-challenge-table-rule', 'A campaign challenge is played without table rules.');
  if (setup.villageSide === 'common' && setup.seats.some((seat) => seat.clan !== undefined))
    return ruleError('setup-clan-on-common', 'Clans belong to games on the clan side.');
  if (setup.villageSide === 'clan') {
    // RULES §14.2: each of the four boards has one clan side, so every seat plays its own clan.
    const clans = setup.seats.map((seat) => seat.clan);
    if (clans.some((clan) => clan === undefined || !(CLAN_IDS as readonly string[]).includes(clan)))
      return ruleError('setup-clan-missing', 'On the clan side every seat names its clan board.');
    if (new Set(clans).size !== clans.length)
      return ruleError('setup-clan-twice', 'Each clan board is played by one seat only: there is one board per clan.');
  }

  return null;
}

function newPlayer(seat: number, setup: GameSetup): PlayerState {
  return {
    seat,
    resources: emptyResources(),
    score: 0,
    buildings: initialBuildings(villageLayout(setup, seat)),
    occupant: new Array<number>(CELL_COUNT).fill(0),
    tiles: [],
    dice: [],
    placedDice: [],
    asideDice: [],
    wagons: [],
    whiteTaken: 0,
    orangeTaken: 0,
    workersOwned: GAME.startingWorkersAvailable,
    workersPlaced: 0,
    foremanUsed: false,
    abilities: [],
    tech: { village: 0, seafaring: 0, trade: 0, craft: 0 },
    boat: { section: 0, upgraded: false, slots: [null, null, null] },
    collected: [],
    returnsHome: 0,
    returnedFromLastSection: false,
    docks: Array.from({ length: CRATE_STACK_COUNT }, () => []),
    completedLines: 0,
    retired: false,
    tavern: null,
    diceSetAside: 0,
    largeBuildingsTaken: 0,
    cratesAfterRoundOne: null,
  };
}

/**
 * RULES §2.1.6: four face-down stacks of 11 crates, a starting crate face up on each. Edition 1 deals each list to
 * its own stack under its own starting crate; edition 2 shuffles the 44 together and the 4 starting crates apart.
 */
/** Crate ids, starting or not, of one stack or (stack 0) of all: read once from the data, every deal shuffles copies. */
const CRATE_IDS: ReadonlyMap<string, readonly number[]> = (() => {
  const map = new Map<string, readonly number[]>();
  for (const starting of [true, false]) {
    for (let stack = 0; stack <= CRATE_STACK_COUNT; stack++) {
      map.set(
        `${starting}:${stack}`,
        CRATES.filter((c) => c.starting === starting && (stack === 0 || c.stack === stack)).map((c) => c.id),
      );
    }
  }
  return map;
})();

/** Token ids of each type (TOKEN_TYPES order), read once from the data. */
const TOKEN_IDS_BY_TYPE: readonly (readonly number[])[] = TOKEN_TYPES.map((type) =>
  TOKENS.filter((t) => t.type === type).map((t) => t.id),
);

function dealCrates(rng: RngState, deal: EditionData['crateDeal']): number[][] {
  const ids = (starting: boolean, stack = 0): readonly number[] =>
    CRATE_IDS.get(`${starting}:${stack}`) as readonly number[];
  if (deal === 'byStack') {
    return Array.from({ length: CRATE_STACK_COUNT }, (_, k) => [
      ...ids(true, k + 1),
      ...shuffled(rng, ids(false, k + 1)),
    ]);
  }
  const starting = shuffled(rng, ids(true));
  const rest = shuffled(rng, ids(false));
  const perStack = rest.length / CRATE_STACK_COUNT;
  return Array.from({ length: CRATE_STACK_COUNT }, (_, k) => [
    starting[k] as number,
    ...rest.slice(k * perStack, (k + 1) * perStack),
  ]);
}

function rollDice(rng: RngState, ids: readonly number[], colourOfId: (id: number) => Die['colour']): Die[] {
  return ids.map((id) => ({ id, colour: colourOfId(id), value: 1 + nextInt(rng, GAME.dieFaces) }));
}

/**
 * §2.1.1–2: 3 white dice and 1 orange die per player rolled into the pool; the other orange dice wait on the round
 * tracker.
 */
function dealDice(rng: RngState, n: number): { pool: Die[]; trackerDice: Die[] } {
  const diceN = dicePlayers(n);
  const whiteCount = diceN * GAME.whiteDicePerPlayer;
  const orangeCount = diceN * GAME.orangeDicePerPlayerPerRound * GAME.rounds;
  const ids = Array.from({ length: whiteCount + orangeCount }, (_, i) => i);
  const colour = (id: number): Die['colour'] => colourOf(n, id);
  const firstRound = ids.slice(0, whiteCount + diceN * GAME.orangeDicePerPlayerPerRound);
  const pool = rollDice(rng, firstRound, colour);
  const trackerDice = ids.slice(firstRound.length).map((id) => ({ id, colour: colour(id), value: 1 }));
  return { pool, trackerDice };
}

/** §2.1.3: fishing tokens by type, face down on their sections. */
function dealFjord(rng: RngState): number[][] {
  const byType = TOKEN_IDS_BY_TYPE.map((ids) => shuffled(rng, ids));
  return FJORD_SECTIONS.map((section) => (byType[section.tokenType - 1] as number[]).splice(0, section.stackSize));
}

/** §2.1.4: building stacks, each shuffled, face up. */
function dealBuildingStacks(rng: RngState): Record<StackId, number[]> {
  const buildingStacks = {} as Record<StackId, number[]>;
  for (const stack of STACK_IDS) buildingStacks[stack] = shuffled(rng, STACK_TILES[stack]);
  return buildingStacks;
}

/** §2.1.7: one scoring tile on top of each track, the setup's own or drawn. */
function dealScoringTiles(rng: RngState, setup: GameSetup): Record<Track, ScoringTileId> {
  const tiles: readonly ScoringTileId[] = setup.scoringTiles ?? shuffled(rng, SCORING_TILE_IDS).slice(0, TRACKS.length);
  const scoringTiles = {} as Record<Track, ScoringTileId>;
  TRACKS.forEach((track, i) => {
    scoringTiles[track] = tiles[i] as ScoringTileId;
  });
  return scoringTiles;
}

/** §2.3: a starting set for each ability kept back; solo deals only two, and the others' tiles are discarded. */
function dealStartingSets(
  rng: RngState,
  n: number,
  kept: readonly AbilityId[],
): { startingSets: StartingSet[]; discardedTiles: number[] } {
  const startTiles = shuffled(rng, STARTING_TILES);
  const resourceTiles = shuffled(
    rng,
    STARTING_RESOURCE_TILES.map((t) => t.id),
  );
  const allSets: StartingSet[] = kept.map((ability, i) => ({
    ability,
    tile: startTiles[i] as number,
    resourceTile: resourceTiles[i] as number,
  }));
  const startingSets = n === 1 ? allSets.slice(0, SOLO.startingSetsDealt) : allSets;
  const discardedTiles = allSets.slice(startingSets.length).map((set) => set.tile);
  return { startingSets, discardedTiles };
}

/** A new game, waiting for the first starting-set pick. Throws on a setup that `setupError` rejects. */
export function createGameState(setup: GameSetup): GameState {
  const problem = setupRefusal(setup);
  if (problem) throw new Error(problem.message);
  const rng = seedRng(setup.seed);
  const n = setup.seats.length;
  const startPlayer = setup.startPlayer ?? nextInt(rng, n);
  // The table is dealt in the rulebook's order, which is also the order of the draws from the seed.
  const { pool, trackerDice } = dealDice(rng, n);
  const fjord = dealFjord(rng);
  const buildingStacks = dealBuildingStacks(rng);
  // §2.1.5: abilities — 4 face up on the board, 4 kept for the starting sets.
  const abilities = shuffled(rng, ABILITY_IDS);
  const abilityOffer = abilities.slice(0, GAME.faceUpAbilities);
  const crateStacks = dealCrates(rng, editionData(setup).crateDeal);
  const scoringTiles = dealScoringTiles(rng, setup);
  const { startingSets, discardedTiles } = dealStartingSets(rng, n, abilities.slice(GAME.faceUpAbilities));
  // §2.3: the sets are picked counter-clockwise from the player right of the start player.
  const draftOrder = Array.from({ length: n }, (_, i) => (startPlayer - 1 - i + 2 * n) % n);

  return {
    format: 1,
    setup,
    rng,
    phase: 'draft',
    round: 1,
    startPlayer,
    current: draftOrder[0] as number,
    pool,
    trackerDice,
    removedDice: [],
    players: Array.from({ length: n }, (_, seat) => newPlayer(seat, setup)),
    fjord,
    buildingStacks,
    abilityOffer,
    crateStacks,
    scoringTiles,
    topArrivals: { village: 0, seafaring: 0, trade: 0, craft: 0 },
    taverns: [null, null, null, null, null],
    startingSets,
    picks: new Array<StartingSet | null>(n).fill(null),
    draftOrder,
    startingTileOrder: [],
    discardedTiles,
    discardedCrates: [],
    turn: { mainActionDone: false, pilotUsed: false, craftFreePipUsed: false },
    stack: [{ kind: 'draftPick', player: draftOrder[0] as number }],
    actionCount: 0,
    undoFloor: 0,
    final: null,
  };
}

export function pickSetError(state: GameState, set: number): RuleError | null {
  if (!Number.isInteger(set) || set < 0 || set >= state.startingSets.length) {
    return ruleError('set-unknown', `Choose one of the ${state.startingSets.length} starting sets on offer.`, {
      count: state.startingSets.length,
    });
  }
  return null;
}

export function pickSet(tx: Tx, seat: number, set: number): void {
  const sets = tx.list('startingSets');
  const [picked] = sets.splice(set, 1);
  if (!picked) return;
  tx.list('picks')[seat] = picked;
  if (tx.recording) tx.emit({ type: 'SetPicked', player: seat, set });
  takeAbility(tx, seat, picked.ability, 'startingSet');
  tx.pop();
  const order = tx.list('draftOrder');
  order.shift();
  const next = order[0];
  if (next !== undefined) {
    tx.s.current = next;
    tx.push({ kind: 'draftPick', player: next });
    return;
  }
  // Unpicked sets go back to the box; then everyone places their starting tile, in turn order.
  tx.list('discardedTiles').push(...tx.s.startingSets.map((s) => s.tile));
  tx.s.startingSets = [];
  const n = tx.s.players.length;
  tx.s.startingTileOrder = Array.from({ length: n }, (_, i) => (tx.s.startPlayer + i) % n);
  askStartingTile(tx);
}

function askStartingTile(tx: Tx): void {
  const next = tx.s.startingTileOrder[0];
  if (next === undefined) {
    tx.s.phase = 'play';
    startRound(tx);
    return;
  }
  tx.s.current = next;
  tx.push({ kind: 'startingTile', player: next });
}

export function startingTileError(state: GameState, seat: number, cells: readonly number[]): RuleError | null {
  const pick = state.picks[seat];
  if (!pick) return ruleError('no-starting-set', 'You have no starting set to place.');
  const geo = villageGeometry(state.setup, seat);
  const player = state.players[seat] as PlayerState;
  const problem = placementError(geo, player, TILES[pick.tile] as TileDef, cells);
  if (problem) return problem;
  if (!cells.every((cell) => geo.layout.startCells.includes(cell))) {
    return ruleError('starting-tile-cells', 'The starting building goes on the four marked start cells.');
  }
  return null;
}

/** Places the starting building, gains the starting resources, and performs the boat symbol's advance. */
export function placeStartingTile(tx: Tx, seat: number, cells: readonly number[]): void {
  const pick = tx.s.picks[seat] as StartingSet;
  tx.list('picks')[seat] = null;
  tx.pop();
  tx.list('startingTileOrder').shift();
  placeTile(tx, seat, pick.tile, cells, 'start', null);
  const resourceTile = STARTING_RESOURCE_TILES[pick.resourceTile];
  if (resourceTile) {
    gain(tx, seat, resourceTile.gain, BECAUSE.startingResources);
    if (resourceTile.boat) {
      // The advance may ask nothing (an empty boat has room, no Nets yet), so the next seat is asked right after.
      advanceBoat(tx, seat);
    }
  }
  askStartingTile(tx);
}
