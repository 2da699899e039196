import { CRATES, GAME, TILES, TOKENS, STACK_IDS, WAGONS_PER_PLAYER } from '../data/index.js';
import type { GameEvent, GameState } from '../index.js';
import { dicePlayers } from '../rules/round.js';

/**
 * Invariants checked after every action by the simulator and the fuzz tests (issue "Rules engine" §6): no negative
 * resource; dice, tiles, tokens and crates conserved; scores equal the sum of their score events; limits respected;
 * wagons only in the advanced game, at most two, each alone on a building.
 * Returns the broken invariants as sentences (empty when all hold).
 */
export function checkInvariants(state: GameState, scoreFromEvents: readonly number[]): string[] {
  const problems: string[] = [];
  state.players.forEach((player, seat) => {
    for (const [resource, amount] of Object.entries(player.resources)) {
      if (amount < 0) problems.push(`seat ${seat} holds ${amount} ${resource}`);
    }
    if (player.score !== scoreFromEvents[seat]) problems.push(`seat ${seat} score ${player.score} but score events sum to ${scoreFromEvents[seat]}`);
    if (player.whiteTaken > GAME.whiteLimitPerRound) problems.push(`seat ${seat} took ${player.whiteTaken} white dice`);
    if (player.orangeTaken > state.round) problems.push(`seat ${seat} took ${player.orangeTaken} orange dice in round ${state.round}`);
    if (player.workersPlaced > player.workersOwned) problems.push(`seat ${seat} placed more workers than owned`);
    const slots = player.boat.slots.length;
    if (player.boat.slots.filter((t) => t !== null).length > slots) problems.push(`seat ${seat} boat overfull`);
    const wagonsAllowed = state.setup.variant === 'advanced' ? WAGONS_PER_PLAYER : 0;
    if (player.wagons.length > wagonsAllowed || new Set(player.wagons).size !== player.wagons.length
      || player.wagons.some((cell) => player.buildings[cell] === null)) {
      problems.push(`seat ${seat} wagons ${JSON.stringify(player.wagons)}: at most ${wagonsAllowed}, each alone on a building`);
    }
  });

  const diceIds = [
    ...state.pool.map((d) => d.id), ...state.trackerDice.map((d) => d.id), ...state.removedDice.map((d) => d.id),
    ...state.players.flatMap((p) => p.dice),
  ];
  const diceTotal = dicePlayers(state.players.length) * (GAME.whiteDicePerPlayer + GAME.orangeDicePerPlayerPerRound * GAME.rounds);
  if (state.phase !== 'over') conserved('dice', diceIds, diceTotal, problems);

  const tileIds = [
    ...STACK_IDS.flatMap((s) => state.buildingStacks[s]), ...state.players.flatMap((p) => p.tiles), ...state.discardedTiles,
    ...state.startingSets.map((s) => s.tile), ...state.picks.flatMap((p) => (p ? [p.tile] : [])),
  ];
  conserved('building tiles', tileIds, TILES.length, problems);

  const pendingTokens = state.stack.flatMap((f) => (f.kind === 'netsKeep' ? f.tokens : f.kind === 'boatFull' || f.kind === 'tokenSlot' ? [f.token] : []));
  const tokenIds = [
    ...state.fjord.flat(), ...state.players.flatMap((p) => [...p.boat.slots.filter((t): t is number => t !== null), ...p.collected]),
    ...pendingTokens,
  ];
  conserved('fishing tokens', tokenIds, TOKENS.length, problems);

  const crateIds = [...state.crateStacks.flat(), ...state.players.flatMap((p) => p.docks.flat()), ...state.discardedCrates];
  conserved('crates', crateIds, CRATES.length, problems);
  return problems;
}

function conserved(what: string, ids: readonly number[], total: number, problems: string[]): void {
  if (ids.length !== total || new Set(ids).size !== total) problems.push(`${what} not conserved: ${ids.length} found (${new Set(ids).size} distinct), ${total} expected`);
}

/** Adds a batch of events' score changes to the running per-seat sums. */
export function addScoreEvents(sums: number[], events: readonly GameEvent[]): void {
  for (const event of events) if (event.type === 'ScoreChanged') sums[event.player] = (sums[event.player] ?? 0) + event.delta;
}
