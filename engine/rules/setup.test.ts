import { describe, expect, it } from 'vitest';
import { createGame, legalActions } from '../index.js';
import { TOKENS, CRATES, TILES, STARTING_RESOURCE_TILES } from '../data/index.js';
import { act, cellOf, rejection, setupFor, startedGame, topFrame } from '../testing/scenario.js';

describe('RULES §2.1 setup: the table', () => {
  it('§2.1.1–2 rolls 3 white and 1 orange die per player; the round tracker holds the other orange dice', () => {
    for (const players of [2, 3, 4]) {
      const state = createGame(setupFor(players, `dice${players}`));
      expect(state.pool.filter((d) => d.colour === 'white')).toHaveLength(3 * players);
      expect(state.pool.filter((d) => d.colour === 'orange')).toHaveLength(players);
      expect(state.trackerDice).toHaveLength(2 * players);
      expect(state.trackerDice.every((d) => d.colour === 'orange')).toBe(true);
      for (const die of state.pool) expect(die.value).toBeGreaterThanOrEqual(1);
      for (const die of state.pool) expect(die.value).toBeLessThanOrEqual(6);
    }
  });

  it('§2.1.3/§8.1 fjord stacks hold 7,7,6,6,5,5 face-down tokens of types 1,1,2,2,3,3', () => {
    const state = createGame(setupFor(2));
    expect(state.fjord.map((s) => s.length)).toEqual([7, 7, 6, 6, 5, 5]);
    state.fjord.forEach((stack, i) => {
      const type = [1, 1, 2, 2, 3, 3][i];
      for (const token of stack) expect(TOKENS[token]?.type).toBe(type);
    });
  });

  it('§2.1.4–7 building stacks full, 4 face-up abilities, starting crate on top of each crate stack, 4 distinct scoring tiles', () => {
    const state = createGame(setupFor(3));
    expect(Object.values(state.buildingStacks).map((s) => s.length)).toEqual([14, 12, 12, 14, 14]);
    expect(state.abilityOffer).toHaveLength(4);
    state.crateStacks.forEach((stack, k) => {
      expect(stack).toHaveLength(12);
      expect(CRATES[stack[0] as number]).toMatchObject({ stack: k + 1, starting: true });
    });
    expect(new Set(Object.values(state.scoringTiles)).size).toBe(4);
  });

  it('§2.1 the same seed gives the same table; another seed a different one', () => {
    expect(JSON.stringify(createGame(setupFor(2, 'x')))).toBe(JSON.stringify(createGame(setupFor(2, 'x'))));
    expect(JSON.stringify(createGame(setupFor(2, 'x')).fjord)).not.toBe(
      JSON.stringify(createGame(setupFor(2, 'y')).fjord),
    );
  });
});

describe('RULES §2.2–2.3 setup: the players and their starting sets', () => {
  it('§2.2 players start with 1 available worker (2 on the Village track), markers at 0, basic boat in the harbour', () => {
    const state = createGame(setupFor(4));
    for (const p of state.players) {
      expect(p.workersOwned).toBe(1);
      expect(p.tech).toEqual({ village: 0, seafaring: 0, trade: 0, craft: 0 });
      expect(p.boat).toEqual({ section: 0, upgraded: false, slots: [null, null, null] });
      expect(p.score).toBe(0);
    }
  });

  it('§2.3 sets are picked counter-clockwise starting right of the start player; the start player picks last', () => {
    let state = createGame(setupFor(4, 'draft', { startPlayer: 1 }));
    const order: number[] = [];
    while (topFrame(state).kind === 'draftPick') {
      order.push(topFrame(state).player);
      state = act(state, { type: 'pickSet', set: 0 }).state;
    }
    expect(order).toEqual([0, 3, 2, 1]);
  });

  it('§2.3 each player keeps the ability, places the starting tile on 2 of the 4 marked start cells, gains the resources', () => {
    let state = createGame(setupFor(2, 'sets', { startPlayer: 0 }));
    const set = state.startingSets[0];
    if (!set) throw new Error('no set');
    const picker = topFrame(state).player;
    state = act(state, { type: 'pickSet', set: 0 }).state;
    expect(state.players[picker]?.abilities).toEqual([set.ability]);
    state = act(state, { type: 'pickSet', set: 0 }).state;
    // Starting tiles are placed in turn order from the start player; only the marked start cells are offered.
    while (state.phase === 'draft' && topFrame(state).player !== picker)
      state = act(state, legalActions(state)[0] as never).state;
    const starts = [cellOf('2,2'), cellOf('2,3'), cellOf('3,2'), cellOf('3,3')];
    const offered = legalActions(state);
    expect(offered.length).toBeGreaterThan(0);
    for (const action of offered) {
      expect(
        action.type === 'placeStartingTile' && action.cells.every((cell) => starts.includes(cell)),
        JSON.stringify(action),
      ).toBe(true);
    }
    expect(rejection(state, { type: 'placeStartingTile', cells: [cellOf('4,5'), cellOf('4,6')] }).message).toMatch(
      /start cells/,
    );
    const placed = act(state, { type: 'placeStartingTile', cells: [cellOf('2,2'), cellOf('2,3')] }).state;
    const player = placed.players[picker];
    const tile = TILES[set.tile];
    expect(player?.buildings[cellOf('2,2')]).toBe(tile?.cells[0]);
    expect(player?.buildings[cellOf('2,3')]).toBe(tile?.cells[1]);
    const gained = STARTING_RESOURCE_TILES[set.resourceTile]?.gain ?? {};
    for (const [resource, amount] of Object.entries(gained)) {
      expect(player?.resources[resource as 'fish']).toBe(amount);
    }
    expect(player?.boat.section).toBe(STARTING_RESOURCE_TILES[set.resourceTile]?.boat ? 1 : 0);
  });
});

describe('RULES §2.3 setup: the boat symbol, solo sets and the first turn', () => {
  it('§2.3 the resource tile with the boat symbol advances the boat to section 1 and draws a token', () => {
    for (let seed = 0; seed < 40; seed++) {
      const state = startedGame(4, `boat${seed}`);
      const boated = state.players.find((p) => p.boat.section === 1);
      if (!boated) continue;
      expect(boated.boat.slots.filter((t) => t !== null)).toHaveLength(1);
      expect(state.fjord[0]).toHaveLength(6);
      return;
    }
    throw new Error('no seed dealt the boat tile to a player');
  });

  it('§13.4 solo: two sets are dealt and one is picked', () => {
    const state = createGame(setupFor(1));
    expect(state.startingSets).toHaveLength(2);
    expect(legalActions(state)).toEqual([
      { type: 'pickSet', set: 0 },
      { type: 'pickSet', set: 1 },
    ]);
  });

  it("§2.2 the game begins with the start player's turn in round 1", () => {
    const state = startedGame(3, 'begin', { startPlayer: 2 });
    expect(state.phase).toBe('play');
    expect(state.round).toBe(1);
    expect(topFrame(state)).toEqual({ kind: 'turn', player: 2 });
  });

  it("§2.2 the draft's last decision begins round 1 (RoundStarted) with the start player's turn", () => {
    let state = createGame(setupFor(3, 'round-one', { startPlayer: 1 }));
    let last: ReturnType<typeof act>['events'] = [];
    while (state.phase === 'draft') {
      const step = act(state, legalActions(state)[0]!);
      expect(step.events.some((event) => event.type === 'RoundStarted')).toBe(step.state.phase === 'play');
      state = step.state;
      last = step.events;
    }
    const types = last.map((event) => event.type);
    expect(last.find((event) => event.type === 'RoundStarted')).toEqual({
      type: 'RoundStarted',
      round: 1,
      startPlayer: 1,
    });
    expect(types.slice(-2)).toEqual(['RoundStarted', 'TurnStarted']);
  });

  it('rejects setups outside the rules with a clear reason', () => {
    expect(() => createGame(setupFor(5))).toThrow(/1 to 4 seats/);
    expect(() => createGame(setupFor(2, 's', { startPlayer: 3 }))).toThrow(/start player/);
    expect(() => createGame(setupFor(2, 's', { task: 'fourLines' }))).toThrow(/solo/);
  });
});
