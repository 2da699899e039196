import type { GameEvent } from '../events.js';
import type { Frame, GameState, PlayerState, TurnState } from '../types.js';
import type { RngState } from '../rng.js';
import type { StackId } from '../data/index.js';
import type { RefusalCode, RefusalContext } from './refusalCodes.js';

/**
 * What a rejection or a prompt says, as data: the numbers and ids it names (a resource, a track, a cost as a gain),
 * and `context` to tell apart the variants of one code. The table writes the words from these in its language.
 */
export type RuleParams = Readonly<Record<string, string | number | Readonly<Record<string, number>>>>;

/**
 * A rejected action: a stable code and its parameters, which the table turns into the player's language, and an
 * English sentence for tools, tests and logs (`npm run sim`, the CLI); the table never shows `message`.
 */
export interface RuleError {
  readonly code: RefusalCode;
  readonly params: RuleParams;
  readonly message: string;
}

/** A refusal: its code and context come from the engine's list (refusalCodes.ts). */
export function ruleError<C extends RefusalCode>(
  code: C,
  message: string,
  params: RuleParams & { readonly context?: RefusalContext<C> } = {},
): RuleError {
  return { code, params, message };
}

/** Parts of a player that are copied separately, on first write. */
const PLAYER_PARTS = {
  resources: 1 << 0,
  buildings: 1 << 1,
  occupant: 1 << 2,
  tiles: 1 << 3,
  dice: 1 << 4,
  abilities: 1 << 5,
  collected: 1 << 6,
  tech: 1 << 7,
  boat: 1 << 8,
  docks: 1 << 9,
  placedDice: 1 << 10,
  asideDice: 1 << 11,
  wagons: 1 << 12,
} as const;
type PlayerPart = keyof typeof PLAYER_PARTS;
const WHOLE_PLAYER = 1 << 13;
/** Every part of a player, and the player itself: nothing left to copy. */
const ALL_PLAYER_PARTS = (WHOLE_PLAYER << 1) - 1;
const EVERY_PLAYER_OWNED: number[] = [ALL_PLAYER_PARTS, ALL_PLAYER_PARTS, ALL_PLAYER_PARTS, ALL_PLAYER_PARTS];

function copyPart<K extends PlayerPart>(player: PlayerState, part: K): PlayerState[K] {
  const value = player[part];
  if (part === 'boat')
    return {
      section: player.boat.section,
      upgraded: player.boat.upgraded,
      slots: player.boat.slots.slice(),
    } as PlayerState[K];
  if (part === 'docks') return player.docks.map((row) => row.slice()) as PlayerState[K];
  return (Array.isArray(value) ? value.slice() : { ...value }) as PlayerState[K];
}

/**
 * Field-by-field shallow copies: much faster than object spread for these wide objects on the hot path, and the
 * compiler flags a field that is added to the type but forgotten here.
 */
export function copyRoot(s: GameState): GameState {
  return {
    format: s.format,
    setup: s.setup,
    rng: s.rng,
    phase: s.phase,
    round: s.round,
    startPlayer: s.startPlayer,
    current: s.current,
    pool: s.pool,
    trackerDice: s.trackerDice,
    removedDice: s.removedDice,
    players: s.players,
    fjord: s.fjord,
    buildingStacks: s.buildingStacks,
    abilityOffer: s.abilityOffer,
    crateStacks: s.crateStacks,
    scoringTiles: s.scoringTiles,
    topArrivals: s.topArrivals,
    taverns: s.taverns,
    startingSets: s.startingSets,
    picks: s.picks,
    draftOrder: s.draftOrder,
    startingTileOrder: s.startingTileOrder,
    discardedTiles: s.discardedTiles,
    discardedCrates: s.discardedCrates,
    turn: s.turn,
    stack: s.stack,
    actionCount: s.actionCount,
    undoFloor: s.undoFloor,
    final: s.final,
  };
}

function copyPlayerScalars(p: PlayerState): PlayerState {
  const r = p.resources;
  return {
    seat: p.seat,
    resources: {
      fish: r.fish,
      wood: r.wood,
      grain: r.grain,
      wool: r.wool,
      plank: r.plank,
      food: r.food,
      cloth: r.cloth,
      gold: r.gold,
    },
    score: p.score,
    buildings: p.buildings,
    occupant: p.occupant,
    tiles: p.tiles,
    dice: p.dice,
    placedDice: p.placedDice,
    asideDice: p.asideDice,
    wagons: p.wagons,
    whiteTaken: p.whiteTaken,
    orangeTaken: p.orangeTaken,
    workersOwned: p.workersOwned,
    workersPlaced: p.workersPlaced,
    foremanUsed: p.foremanUsed,
    abilities: p.abilities,
    tech: p.tech,
    boat: p.boat,
    collected: p.collected,
    returnsHome: p.returnsHome,
    returnedFromLastSection: p.returnedFromLastSection,
    docks: p.docks,
    completedLines: p.completedLines,
    retired: p.retired,
    tavern: p.tavern,
    diceSetAside: p.diceSetAside,
    largeBuildingsTaken: p.largeBuildingsTaken,
    cratesAfterRoundOne: p.cratesAfterRoundOne,
  };
}

/**
 * A copy of the whole state that shares nothing it could write with the original (frames, dice, the setup and the
 * final score are immutable values, and stay shared): what a playout that writes in place starts from.
 */
export function cloneState(s: GameState): GameState {
  const copy = copyRoot(s);
  copy.rng = s.rng.slice() as RngState;
  copy.pool = s.pool.slice();
  copy.trackerDice = s.trackerDice.slice();
  copy.removedDice = s.removedDice.slice();
  copy.players = s.players.map((player) => {
    const p = copyPlayerScalars(player);
    for (const part of PLAYER_PART_NAMES) if (part !== 'resources') p[part] = copyPart(player, part) as never;
    return p;
  });
  copy.fjord = s.fjord.map((stack) => stack.slice());
  copy.buildingStacks = { ...s.buildingStacks };
  for (const stack of Object.keys(copy.buildingStacks) as StackId[])
    copy.buildingStacks[stack] = s.buildingStacks[stack].slice();
  copy.abilityOffer = s.abilityOffer.slice();
  copy.crateStacks = s.crateStacks.map((stack) => stack.slice());
  copy.scoringTiles = { ...s.scoringTiles };
  copy.topArrivals = { ...s.topArrivals };
  copy.taverns = s.taverns.slice();
  copy.startingSets = s.startingSets.slice();
  copy.picks = s.picks.slice();
  copy.draftOrder = s.draftOrder.slice();
  copy.startingTileOrder = s.startingTileOrder.slice();
  copy.discardedTiles = s.discardedTiles.slice();
  copy.discardedCrates = s.discardedCrates.slice();
  copy.turn = { ...s.turn };
  copy.stack = s.stack.slice();
  return copy;
}

const PLAYER_PART_NAMES = Object.keys(PLAYER_PARTS) as PlayerPart[];

/** Root parts of the state that are copied on first write. */
const ROOT_PARTS = [
  'players',
  'rng',
  'stack',
  'turn',
  'fjord',
  'buildingStacks',
  'crateStacks',
  'topArrivals',
  'pool',
  'trackerDice',
  'removedDice',
  'abilityOffer',
  'taverns',
  'startingSets',
  'draftOrder',
  'startingTileOrder',
  'discardedTiles',
  'discardedCrates',
  'picks',
  'S1',
  'S2',
  'S3',
  'L1',
  'L2',
] as const;
type RootPart = (typeof ROOT_PARTS)[number];
const ROOT_BIT = Object.fromEntries(ROOT_PARTS.map((part, i) => [part, 1 << i])) as Record<RootPart, number>;

type RootList =
  | 'pool'
  | 'trackerDice'
  | 'removedDice'
  | 'abilityOffer'
  | 'taverns'
  | 'startingSets'
  | 'draftOrder'
  | 'startingTileOrder'
  | 'discardedTiles'
  | 'discardedCrates'
  | 'picks';

/**
 * One action's transaction. By default copy-on-write: the input state is never mutated, each part is copied the first
 * time a rule writes to it, so an action that touches one player's fish copies little more than that player's
 * resources. The playout modes (engine/rules/playout.ts, on a state nobody else holds) write into the given state's root
 * instead: `inPlace` also into every part, which counts as already owned, so nothing is copied; `liveRoot` copies the
 * parts on first write as the default does, so that a copy of the root taken before is the whole state before.
 */
export class Tx {
  readonly s: GameState;
  events: GameEvent[] = [];
  /**
   * Whether this action's events are kept. Rules build an event only `if (tx.recording)`: a playout that reads no
   * events (engine/rules/playout.ts) turns them off, so none is allocated; everyone else gets every event.
   */
  readonly recording: boolean;
  /**
   * Set when undo may not go back past this action: it revealed something random or hidden (a token drawn, a tile or
   * crate turned up, dice rolled) or it handed the decision to another player (end of turn, a draft pick).
   */
  undoBarrier = false;
  private rootOwned: number;
  private readonly playerOwned: number[];

  constructor(state: GameState, mode: 'copy' | 'inPlace' | 'liveRoot' = 'copy', recording = true) {
    this.s = mode === 'copy' ? copyRoot(state) : state;
    this.recording = recording;
    const inPlace = mode === 'inPlace';
    this.rootOwned = inPlace ? -1 : 0;
    // In place every bit is already set, so nothing ever writes to the shared array.
    this.playerOwned = inPlace ? EVERY_PLAYER_OWNED : [0, 0, 0, 0];
  }

  /** Keeps an event (callers build it only when `recording`, and nothing is kept otherwise). */
  emit(event: GameEvent): void {
    if (this.recording) this.events.push(event);
  }

  /**
   * Starts the next action in the same transaction: only `inPlace`, where every part counts as owned for good, so
   * a playout needs no new transaction per action. A new list for the events (the last action's stay with whoever
   * read them) and no undo barrier yet.
   */
  nextAction(): void {
    if (this.rootOwned !== -1) throw new Error('only an in-place transaction plays action after action');
    if (this.events.length > 0) this.events = [];
    this.undoBarrier = false;
  }

  /**
   * True the first time a root part (its ROOT_BIT) is written to in this transaction: the moment to copy it. Callers
   * read the bit by name (a keyed read of ROOT_BIT here was 2 % of a random playout).
   */
  private firstWrite(bit: number): boolean {
    if (this.rootOwned & bit) return false;
    this.rootOwned |= bit;
    return true;
  }

  /** The player with writable scalars and resources; nested lists are written through `part`. */
  player(seat: number): PlayerState {
    if (this.firstWrite(ROOT_BIT.players)) this.s.players = this.s.players.slice();
    const existing = this.s.players[seat];
    if (!existing) throw new Error(`no seat ${seat}`);
    const owned = this.playerOwned[seat] ?? 0;
    if (owned & WHOLE_PLAYER) return existing;
    const copy = copyPlayerScalars(existing);
    this.s.players[seat] = copy;
    this.playerOwned[seat] = owned | WHOLE_PLAYER | PLAYER_PARTS.resources;
    return copy;
  }

  /** A writable nested part of a player (its grid, boat, docks, …). */
  part<K extends PlayerPart>(seat: number, part: K): PlayerState[K] {
    const player = this.player(seat);
    const owned = this.playerOwned[seat] as number;
    const bit = PLAYER_PARTS[part];
    if (!(owned & bit)) {
      player[part] = copyPart(player, part);
      this.playerOwned[seat] = owned | bit;
    }
    return player[part];
  }

  rng(): RngState {
    if (this.firstWrite(ROOT_BIT.rng)) this.s.rng = this.s.rng.slice() as RngState;
    return this.s.rng;
  }

  stack(): Frame[] {
    if (this.firstWrite(ROOT_BIT.stack)) this.s.stack = this.s.stack.slice();
    return this.s.stack;
  }

  turn(): TurnState {
    if (this.firstWrite(ROOT_BIT.turn)) {
      const { mainActionDone, pilotUsed, craftFreePipUsed } = this.s.turn;
      this.s.turn = { mainActionDone, pilotUsed, craftFreePipUsed };
    }
    return this.s.turn;
  }

  fjord(): number[][] {
    if (this.firstWrite(ROOT_BIT.fjord)) this.s.fjord = this.s.fjord.map((stack) => stack.slice());
    return this.s.fjord;
  }

  buildingStack(stack: StackId): number[] {
    if (this.firstWrite(ROOT_BIT.buildingStacks)) this.s.buildingStacks = { ...this.s.buildingStacks };
    if (this.firstWrite(ROOT_BIT[stack])) this.s.buildingStacks[stack] = this.s.buildingStacks[stack].slice();
    return this.s.buildingStacks[stack];
  }

  crateStacks(): number[][] {
    if (this.firstWrite(ROOT_BIT.crateStacks)) this.s.crateStacks = this.s.crateStacks.map((stack) => stack.slice());
    return this.s.crateStacks;
  }

  /** Writable copy of a root-level list of the state (pool, taverns, offers, discards, draft lists). */
  list<K extends RootList>(key: K): GameState[K] {
    if (this.firstWrite(ROOT_BIT[key])) this.s[key] = (this.s[key] as unknown[]).slice() as GameState[K];
    return this.s[key];
  }

  topArrivals(): GameState['topArrivals'] {
    if (this.firstWrite(ROOT_BIT.topArrivals)) this.s.topArrivals = { ...this.s.topArrivals };
    return this.s.topArrivals;
  }

  /** The frame now pending. */
  top(): Frame | undefined {
    return this.s.stack[this.s.stack.length - 1];
  }

  push(frame: Frame): void {
    this.stack().push(frame);
  }

  pop(): void {
    this.stack().pop();
  }

  /** Replaces the pending frame (frames are immutable values). */
  replaceTop(frame: Frame): void {
    const stack = this.stack();
    stack[stack.length - 1] = frame;
  }
}
