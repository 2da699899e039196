import type { GameEvent } from '../events.js';
import type { Frame, GameState, PlayerState, TurnState } from '../types.js';
import type { RngState } from '../rng.js';
import type { StackId } from '../data/index.js';

/** A rejected action: a stable code for programs and a sentence for players. */
export interface RuleError {
  readonly code: string;
  readonly message: string;
}

export function ruleError(code: string, message: string): RuleError {
  return { code, message };
}

function clonePlayer(p: PlayerState): PlayerState {
  return {
    ...p,
    resources: { ...p.resources },
    buildings: p.buildings.slice(),
    occupant: p.occupant.slice(),
    tiles: p.tiles.slice(),
    dice: p.dice.slice(),
    abilities: p.abilities.slice(),
    tech: { ...p.tech },
    boat: { ...p.boat, slots: p.boat.slots.slice() },
    collected: p.collected.slice(),
    docks: p.docks.map((row) => row.slice()),
  };
}

/**
 * One action's copy-on-write transaction. The input state is never mutated: each part is copied the first time a
 * rule writes to it, so an action that touches one player's resources copies little more than that player.
 */
export class Tx {
  readonly s: GameState;
  readonly events: GameEvent[] = [];
  /** Set when the action revealed something random or hidden: undo may not go back past it. */
  revealed = false;
  private readonly ownPlayers = new Set<number>();
  private readonly ownKeys = new Set<string>();

  constructor(state: GameState) {
    this.s = { ...state };
  }

  emit(event: GameEvent): void {
    this.events.push(event);
  }

  /** The player, writable. */
  player(seat: number): PlayerState {
    if (this.firstWrite('players')) this.s.players = this.s.players.slice();
    const existing = this.s.players[seat];
    if (!existing) throw new Error(`no seat ${seat}`);
    if (this.ownPlayers.has(seat)) return existing;
    const copy = clonePlayer(existing);
    this.s.players[seat] = copy;
    this.ownPlayers.add(seat);
    return copy;
  }

  /** True the first time a part is written to in this transaction: the moment to copy it. */
  private firstWrite(key: string): boolean {
    if (this.ownKeys.has(key)) return false;
    this.ownKeys.add(key);
    return true;
  }

  rng(): RngState {
    if (this.firstWrite('rng')) this.s.rng = this.s.rng.slice() as RngState;
    return this.s.rng;
  }

  stack(): Frame[] {
    if (this.firstWrite('stack')) this.s.stack = this.s.stack.slice();
    return this.s.stack;
  }

  turn(): TurnState {
    if (this.firstWrite('turn')) this.s.turn = { ...this.s.turn };
    return this.s.turn;
  }

  fjord(): number[][] {
    if (this.firstWrite('fjord')) this.s.fjord = this.s.fjord.map((stack) => stack.slice());
    return this.s.fjord;
  }

  buildingStack(stack: StackId): number[] {
    if (this.firstWrite('buildingStacks')) this.s.buildingStacks = { ...this.s.buildingStacks };
    if (this.firstWrite(`buildingStack:${stack}`)) this.s.buildingStacks[stack] = this.s.buildingStacks[stack].slice();
    return this.s.buildingStacks[stack];
  }

  crateStacks(): number[][] {
    if (this.firstWrite('crateStacks')) this.s.crateStacks = this.s.crateStacks.map((stack) => stack.slice());
    return this.s.crateStacks;
  }

  /** Writable copy of a root-level array of the state (pool, taverns, offers, discards, draft lists). */
  list<K extends 'pool' | 'trackerDice' | 'removedDice' | 'abilityOffer' | 'taverns' | 'startingSets' | 'draftOrder'
    | 'startingTileOrder' | 'discardedTiles' | 'discardedCrates' | 'picks'>(key: K): GameState[K] {
    if (this.firstWrite(key)) this.s[key] = (this.s[key] as unknown[]).slice() as GameState[K];
    return this.s[key];
  }

  topArrivals(): GameState['topArrivals'] {
    if (this.firstWrite('topArrivals')) this.s.topArrivals = { ...this.s.topArrivals };
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
