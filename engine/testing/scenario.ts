/**
 * Compact custom setups for scenario tests: start a game past the draft, then shape exactly the table a rule needs
 * (a player's resources, buildings, dice in the pool, stacks), apply actions and read the result.
 */
import {
  applyAction,
  createGame,
  legalActions,
  pendingDecision,
  type Action,
  type GameEvent,
  type GameSetup,
  type GameState,
  type PlayerState,
  type Die,
} from '../index.js';
import type { Frame } from '../types.js';
import { emptyResources, type BuildingCode, type Resources } from '../data/index.js';
import { initialBuildings, villageLayout } from '../rules/village.js';

export function setupFor(
  players: number,
  seed: number | string = 'scenario',
  extra: Partial<GameSetup> = {},
): GameSetup {
  return {
    seats: Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}`, kind: 'human' as const })),
    seed,
    // The edition the scenario tests were written on; a test of edition 2 names it in `extra`.
    edition: 1,
    villageSide: 'common',
    variant: 'basic',
    startPlayer: 0,
    ...extra,
  };
}

/** Applies an action that must be legal; returns the new state and its events. */
export function act(state: GameState, action: Action): { state: GameState; events: readonly GameEvent[] } {
  const result = applyAction(state, action);
  if (!result.ok) throw new Error(`expected ${JSON.stringify(action)} to be legal: ${result.error.message}`);
  return { state: result.state, events: result.events };
}

/** Applies several legal actions in order. */
export function actAll(state: GameState, actions: readonly Action[]): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let current = state;
  for (const action of actions) {
    const result = act(current, action);
    current = result.state;
    events.push(...result.events);
  }
  return { state: current, events };
}

/** A game past the starting-set draft: every seat picks the first set on offer and places its tile on the first spot. */
export function startedGame(
  players: number,
  seed: number | string = 'scenario',
  extra: Partial<GameSetup> = {},
): GameState {
  let state = createGame(setupFor(players, seed, extra));
  while (state.phase === 'draft') {
    const first = legalActions(state)[0];
    if (!first) throw new Error('draft stuck');
    state = act(state, first).state;
  }
  return state;
}

/**
 * The game of `setup` at its first turn: every decision before it (the draft) answered with its first legal action.
 * `actions` are those answers, in order, for a browser spec that plays the same draft through the table.
 */
export function atFirstTurn(setup: GameSetup): { state: GameState; actions: Action[] } {
  let state = createGame(setup);
  const actions: Action[] = [];
  while (pendingDecision(state)?.kind !== 'turn') {
    const first = legalActions(state)[0];
    if (!first) throw new Error('no legal action before the first turn');
    state = act(state, first).state;
    actions.push(first);
  }
  return { state, actions };
}

/**
 * A game past the draft with every player's village and resources reset to a blank common village, so that a test
 * states exactly what it relies on. The starting tile (and its boat advance) are undone too.
 */
export function blankGame(
  players: number,
  seed: number | string = 'scenario',
  extra: Partial<GameSetup> = {},
): GameState {
  const state = startedGame(players, seed, extra);
  return {
    ...state,
    players: state.players.map((p) => ({
      ...p,
      resources: emptyResources(),
      buildings: initialBuildings(villageLayout(state.setup, p.seat)),
      tiles: [],
      abilities: [],
      boat: { section: 0, upgraded: false, slots: [null, null, null] },
      score: 0,
    })),
    discardedTiles: [...state.discardedTiles, ...state.players.flatMap((p) => p.tiles)],
    fjord: state.fjord.map((stack, i) => [
      ...stack,
      ...state.players.flatMap((p) =>
        p.boat.section === i + 1 ? p.boat.slots.filter((t): t is number => t !== null) : [],
      ),
    ]),
  };
}

export function withPlayer(state: GameState, seat: number, patch: Partial<PlayerState>): GameState {
  return { ...state, players: state.players.map((p, i) => (i === seat ? { ...p, ...patch } : p)) };
}

/** Sets a player's resources exactly (unnamed ones become 0). */
export function withResources(state: GameState, seat: number, resources: Partial<Resources>): GameState {
  return withPlayer(state, seat, { resources: { ...emptyResources(), ...resources } });
}

/** Puts buildings on cells (`"r,c": code`), keeping the rest of the village. */
export function withBuildings(
  state: GameState,
  seat: number,
  cells: Readonly<Record<string, BuildingCode | null>>,
): GameState {
  const player = state.players[seat] as PlayerState;
  const buildings = player.buildings.slice();
  for (const [rc, code] of Object.entries(cells)) buildings[cellOf(rc)] = code;
  return withPlayer(state, seat, { buildings });
}

export function cellOf(rc: string): number {
  const [r, c] = rc.split(',').map(Number) as [number, number];
  return (r - 1) * 6 + (c - 1);
}

/** An orange or a white die of the pool, for withPool. */
export const orangeDie = (id: number, value: number): Die => ({ id, colour: 'orange', value });
export const whiteDie = (id: number, value: number): Die => ({ id, colour: 'white', value });

/** Replaces the pool with the given dice (ids kept unique by the caller), returning the others to the right place. */
export function withPool(state: GameState, dice: readonly Die[]): GameState {
  return { ...state, pool: dice.slice() };
}

export function topFrame(state: GameState): Frame {
  const frame = state.stack[state.stack.length - 1];
  if (!frame) throw new Error('no pending decision');
  return frame;
}

export function eventsOf<T extends GameEvent['type']>(
  events: readonly GameEvent[],
  type: T,
): Extract<GameEvent, { type: T }>[] {
  return events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
}

/** Player `seat` of `state` (a seat the test knows exists). */
export function player(state: GameState, seat = 0): PlayerState {
  return state.players[seat] as PlayerState;
}

/** The engine's refusal of an action that must be illegal: its code and message. */
export function rejection(state: GameState, action: Action): { code: string; message: string } {
  const result = applyAction(state, action);
  if (result.ok) throw new Error(`expected ${JSON.stringify(action)} to be rejected`);
  return result.error;
}
