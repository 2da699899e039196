import { CRATES, GAME, TILES, TOKENS, STACK_IDS, WAGONS_PER_PLAYER } from '../engine/data/index.js';
import type { GameEvent, GameState, PlayerState } from '../engine/index.js';
import { dicePlayers } from '../engine/rules/round.js';

/**
 * Invariants checked after every action by the simulator and the fuzz tests: no negative
 * resource; dice, tiles, tokens and crates conserved; scores equal the sum of their score events; limits respected;
 * wagons only in the advanced game, at most two, each alone on a building.
 * Returns the broken invariants as sentences (empty when all hold).
 */
export function checkInvariants(state: GameState, scoreFromEvents: readonly number[]): string[] {
  const problems: string[] = [];
  state.players.forEach((player, seat) => {
    checkSeat(state, player, seat, scoreFromEvents[seat], problems);
  });
  if (state.phase !== 'over') checkDice(state, problems);
  checkTiles(state, problems);
  checkTokens(state, problems);
  checkCrates(state, problems);
  return problems;
}

/** One seat's own invariants: resources, score, dice and worker limits, its boat and its wagons. */
function checkSeat(
  state: GameState,
  player: PlayerState,
  seat: number,
  scoreFromEvents: number | undefined,
  problems: string[],
): void {
  for (const [resource, amount] of Object.entries(player.resources)) {
    if (amount < 0) problems.push(`seat ${seat} holds ${amount} ${resource}`);
  }
  if (player.score !== scoreFromEvents)
    problems.push(`seat ${seat} score ${player.score} but score events sum to ${scoreFromEvents}`);
  if (player.whiteTaken > GAME.whiteLimitPerRound) problems.push(`seat ${seat} took ${player.whiteTaken} white dice`);
  if (player.orangeTaken > state.round)
    problems.push(`seat ${seat} took ${player.orangeTaken} orange dice in round ${state.round}`);
  if (player.workersPlaced > player.workersOwned) problems.push(`seat ${seat} placed more workers than owned`);
  const slots = player.boat.slots.length;
  if (player.boat.slots.filter((t) => t !== null).length > slots) problems.push(`seat ${seat} boat overfull`);
  checkWagons(state, player, seat, problems);
}

/** Wagons only in the advanced game, at most two, each alone on a building. */
function checkWagons(state: GameState, player: PlayerState, seat: number, problems: string[]): void {
  const wagonsAllowed = state.setup.variant === 'advanced' ? WAGONS_PER_PLAYER : 0;
  if (
    player.wagons.length > wagonsAllowed ||
    new Set(player.wagons).size !== player.wagons.length ||
    player.wagons.some((cell) => player.buildings[cell] === null)
  ) {
    problems.push(
      `seat ${seat} wagons ${JSON.stringify(player.wagons)}: at most ${wagonsAllowed}, each alone on a building`,
    );
  }
}

/** Every die of the game is in the pool, on a tracker, removed or held (until the game is over). */
function checkDice(state: GameState, problems: string[]): void {
  const diceTotal =
    dicePlayers(state.players.length) * (GAME.whiteDicePerPlayer + GAME.orangeDicePerPlayerPerRound * GAME.rounds);
  const dice = ids.start('dice', diceTotal);
  for (const die of state.pool) dice.add(die.id);
  for (const die of state.trackerDice) dice.add(die.id);
  for (const die of state.removedDice) dice.add(die.id);
  for (const player of state.players) dice.addAll(player.dice);
  dice.report(problems);
}

function checkTiles(state: GameState, problems: string[]): void {
  const tiles = ids.start('building tiles', TILES.length);
  for (const stack of STACK_IDS) tiles.addAll(state.buildingStacks[stack]);
  for (const player of state.players) tiles.addAll(player.tiles);
  tiles.addAll(state.discardedTiles);
  for (const set of state.startingSets) tiles.add(set.tile);
  for (const pick of state.picks) if (pick) tiles.add(pick.tile);
  tiles.report(problems);
}

function checkTokens(state: GameState, problems: string[]): void {
  const tokens = ids.start('fishing tokens', TOKENS.length);
  for (const row of state.fjord) tokens.addAll(row);
  for (const player of state.players) {
    for (const token of player.boat.slots) if (token !== null) tokens.add(token);
    tokens.addAll(player.collected);
  }
  for (const frame of state.stack) {
    if (frame.kind === 'netsKeep') tokens.addAll(frame.tokens);
    else if (frame.kind === 'boatFull' || frame.kind === 'tokenSlot') tokens.add(frame.token);
  }
  tokens.report(problems);
}

function checkCrates(state: GameState, problems: string[]): void {
  const crates = ids.start('crates', CRATES.length);
  for (const stack of state.crateStacks) crates.addAll(stack);
  for (const player of state.players) for (const dock of player.docks) crates.addAll(dock);
  crates.addAll(state.discardedCrates);
  crates.report(problems);
}

/**
 * Counts the ids of one kind of piece, and how many are distinct, with marks reused from call to call: the checker
 * runs after every action of every simulated game, where building arrays and sets for each check cost more than the
 * action checked. A mark is the number of the count it was made in, so starting a count clears nothing.
 */
class IdCount {
  private marks = new Uint32Array(0);
  private count = 0;
  private what = '';
  private total = 0;
  private found = 0;
  private distinct = 0;
  /** Ids outside the marks (negative, fractional or too large: never in a valid game), counted the slow way. */
  private strays: Set<number> | null = null;

  start(what: string, total: number): this {
    if (this.marks.length < total || this.count === 0xffffffff) {
      this.marks = new Uint32Array(Math.max(total, this.marks.length));
      this.count = 0;
    }
    this.count += 1;
    this.what = what;
    this.total = total;
    this.found = 0;
    this.distinct = 0;
    this.strays = null;
    return this;
  }

  add(id: number): void {
    this.found += 1;
    if (Number.isInteger(id) && id >= 0 && id < this.marks.length) {
      if (this.marks[id] !== this.count) {
        this.marks[id] = this.count;
        this.distinct += 1;
      }
      return;
    }
    this.strays ??= new Set();
    if (!this.strays.has(id)) {
      this.strays.add(id);
      this.distinct += 1;
    }
  }

  addAll(ids: readonly number[]): void {
    for (const id of ids) this.add(id);
  }

  report(problems: string[]): void {
    if (this.found !== this.total || this.distinct !== this.total) {
      problems.push(
        `${this.what} not conserved: ${this.found} found (${this.distinct} distinct), ${this.total} expected`,
      );
    }
  }
}

const ids = new IdCount();

/** Adds a batch of events' score changes to the running per-seat sums. */
export function addScoreEvents(sums: number[], events: readonly GameEvent[]): void {
  for (const event of events)
    if (event.type === 'ScoreChanged') sums[event.player] = (sums[event.player] ?? 0) + event.delta;
}
