import { CRATES, FJORD_SECTIONS, STACK_IDS, STACK_TILES, TOKENS, type StackId } from '../data/index.js';
import { editionData } from '../rules/edition.js';
import { HIDDEN } from '../rules/view.js';
import { nextUint32, shuffled, type RngState } from '../rng.js';
import type { Frame, GameState, PlayerState } from '../types.js';

/**
 * Fills every hidden piece of a public view with a random assignment of the pieces nobody has seen, consistent with
 * what is known, so that a bot can search on the pure engine without knowing more than a player (RULES §15):
 * - fishing tokens: each section's stack gets unseen tokens of its own type from the top down; tokens thrown
 *   overboard into a section of another type are the only ones that can end up elsewhere, and they go to the bottoms;
 * - crates: each stack gets unseen crates it can hold — in edition 1 those of its own list, in edition 2 any
 *   (RULES §2.1.6) — and so does every face-down crate another player delivered; an unseen starting crate can only
 *   be one of those delivered crates, since starting crates only ever lie on top;
 * - building tiles: each stack gets its unseen tiles;
 * - the PRNG (future dice rolls) gets a fresh random state.
 * A piece is seen when it is anywhere in view: on a boat, collected, in a dock or a village, discarded, on top of a
 * stack, or in a pending decision. The view itself is not changed.
 */
export function determinize(view: GameState, rng: RngState): GameState {
  const stack = fillNetsLook(view, rng);
  const crates = fillCrates(view, rng);
  return {
    ...view,
    rng: [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng) | 1],
    stack,
    players: crates.players,
    fjord: fillFjord(view, stack, rng),
    crateStacks: crates.crateStacks,
    buildingStacks: fillBuildings(view, rng),
  };
}

function tokensInView(view: GameState, stack: readonly Frame[]): Set<number> {
  const seen = new Set<number>();
  for (const player of view.players) addPlayerTokens(seen, player);
  for (const frame of stack) addFrameTokens(seen, frame);
  for (const section of view.fjord) for (const token of section) seen.add(token);
  seen.delete(HIDDEN);
  return seen;
}

/** The tokens on a player's boat and those the player has collected. */
function addPlayerTokens(seen: Set<number>, player: PlayerState): void {
  for (const token of player.boat.slots) if (token !== null) seen.add(token);
  for (const token of player.collected) seen.add(token);
}

/** The tokens a pending decision shows: a Nets look, or the token a full boat or a token slot is deciding on. */
function addFrameTokens(seen: Set<number>, frame: Frame): void {
  if (frame.kind === 'netsKeep') for (const token of frame.tokens) seen.add(token);
  if (frame.kind === 'boatFull' || frame.kind === 'tokenSlot') seen.add(frame.token);
}

/** Unseen tokens of each type (1..3 at index 1..3), shuffled. */
function unseenTokensByType(seen: ReadonlySet<number>, rng: RngState): number[][] {
  const byType: number[][] = [[], [], [], []];
  for (const token of TOKENS) if (!seen.has(token.id)) (byType[token.type] as number[]).push(token.id);
  return byType.map((ids) => shuffled(rng, ids));
}

/** Another seat's Nets look (two tokens from the top of a section): drawn from that section's type. */
function fillNetsLook(view: GameState, rng: RngState): Frame[] {
  if (!view.stack.some((frame) => frame.kind === 'netsKeep' && frame.tokens.includes(HIDDEN))) return view.stack;
  const pools = unseenTokensByType(tokensInView(view, view.stack), rng);
  return view.stack.map((frame) => {
    if (frame.kind !== 'netsKeep' || !frame.tokens.includes(HIDDEN)) return frame;
    const pool = pools[(FJORD_SECTIONS[frame.section - 1] as (typeof FJORD_SECTIONS)[number]).tokenType] as number[];
    return { ...frame, tokens: frame.tokens.map((token) => (token === HIDDEN ? take(pool, 'fishing token') : token)) };
  });
}

function fillFjord(view: GameState, stack: readonly Frame[], rng: RngState): number[][] {
  const pools = unseenTokensByType(tokensInView(view, stack), rng);
  const fjord = view.fjord.map((section) => section.slice());
  // Hidden places from the tops down across all sections, so that the tokens of a foreign type land at the bottoms.
  const places: Array<{ section: number; index: number }> = [];
  const depth = Math.max(0, ...fjord.map((section) => section.length));
  for (let index = 0; index < depth; index++) {
    fjord.forEach((section, i) => {
      if (section[index] === HIDDEN) places.push({ section: i, index });
    });
  }
  const unfilled: Array<{ section: number; index: number }> = [];
  for (const place of places) {
    const pool = pools[(FJORD_SECTIONS[place.section] as (typeof FJORD_SECTIONS)[number]).tokenType] as number[];
    if (pool.length > 0) (fjord[place.section] as number[])[place.index] = pool.pop() as number;
    else unfilled.push(place);
  }
  const leftovers = shuffled(rng, pools.flat());
  for (const place of unfilled) (fjord[place.section] as number[])[place.index] = take(leftovers, 'fishing token');
  return fjord;
}

function fillCrates(view: GameState, rng: RngState): Pick<GameState, 'players' | 'crateStacks'> {
  const seen = cratesInView(view);
  // Which pool a place draws from: its stack's (or dock row's) own list in edition 1, the one pool in edition 2.
  const byStack = editionData(view.setup).crateDeal === 'byStack';
  const poolOf = (stackOrRow: number): number => (byStack ? stackOrRow : 0);
  const unseen = (key: number, starting: boolean): number[] =>
    shuffled(
      rng,
      CRATES.filter((crate) => !seen.has(crate.id) && crate.starting === starting && poolOf(crate.stack) === key).map(
        (crate) => crate.id,
      ),
    );
  const pools = new Map<number, number[]>();
  const poolFor = (key: number): number[] => {
    let pool = pools.get(key);
    if (!pool) {
      pool = unseen(key, false);
      pools.set(key, pool);
    }
    return pool;
  };
  const players = view.players.some(hasHiddenDockCrate)
    ? view.players.map((player) =>
        hasHiddenDockCrate(player) ? { ...player, docks: player.docks.map((row) => row.slice()) } : player,
      )
    : view.players;
  // Hidden delivered crates: the unseen starting crates of each pool go to random ones of its places first.
  for (const [key, places] of hiddenDockPlaces(players, poolOf)) {
    const fill = [...unseen(key, true)];
    const ordinary = poolFor(key);
    for (const place of shuffled(rng, places))
      place.row[place.index] = fill.length > 0 ? (fill.pop() as number) : take(ordinary, 'crate');
  }
  const crateStacks = view.crateStacks.map((stack, k) => {
    if (!stack.includes(HIDDEN)) return stack;
    const pool = poolFor(poolOf(k + 1));
    return stack.map((crate) => (crate === HIDDEN ? take(pool, 'crate') : crate));
  });
  return { players, crateStacks };
}

/** Every crate in view: discarded, delivered to a dock or in a stack. */
function cratesInView(view: GameState): Set<number> {
  const seen = new Set<number>(view.discardedCrates);
  for (const player of view.players) for (const row of player.docks) for (const crate of row) seen.add(crate);
  for (const stack of view.crateStacks) for (const crate of stack) seen.add(crate);
  return seen;
}

const hasHiddenDockCrate = (player: PlayerState): boolean => player.docks.some((row) => row.includes(HIDDEN));

/** The hidden places in the players' docks, grouped by the crate pool (`poolOf` their row's list) they draw from. */
function hiddenDockPlaces(
  players: readonly PlayerState[],
  poolOf: (stackOrRow: number) => number,
): Map<number, Array<{ row: number[]; index: number }>> {
  const dockPlaces = new Map<number, Array<{ row: number[]; index: number }>>();
  for (const player of players)
    player.docks.forEach((row, k) =>
      row.forEach((crate, index) => {
        if (crate !== HIDDEN) return;
        const key = poolOf(k + 1);
        dockPlaces.set(key, [...(dockPlaces.get(key) ?? []), { row, index }]);
      }),
    );
  return dockPlaces;
}

function fillBuildings(view: GameState, rng: RngState): Record<StackId, number[]> {
  const seen = new Set<number>(view.discardedTiles);
  for (const player of view.players) for (const tile of player.tiles) seen.add(tile);
  for (const id of STACK_IDS) for (const tile of view.buildingStacks[id]) seen.add(tile);
  const out = { ...view.buildingStacks };
  for (const id of STACK_IDS) {
    const stack = view.buildingStacks[id];
    if (!stack.includes(HIDDEN)) continue;
    const pool = shuffled(
      rng,
      STACK_TILES[id].filter((tile) => !seen.has(tile)),
    );
    out[id] = stack.map((tile) => (tile === HIDDEN ? take(pool, `${id} building tile`) : tile));
  }
  return out;
}

function take(pool: number[], what: string): number {
  const piece = pool.pop();
  if (piece === undefined)
    throw new Error(`determinize: more hidden places than unseen pieces (${what}); the view is inconsistent`);
  return piece;
}
