import { describe, expect, it } from 'vitest';
import { type Action, type Die, type GameEvent, type GameState, type PlayerState } from '../index.js';
import { act, blankGame, cellOf, eventsOf, rejection, topFrame, withPlayer, withPool } from '../testing/scenario.js';

function player(state: GameState, seat: number): PlayerState {
  return state.players[seat] as PlayerState;
}

/** A running game with an event log, driven one action at a time. */
class Table {
  events: GameEvent[] = [];
  constructor(public state: GameState) {}
  do(action: Action): this {
    const result = act(this.state, action);
    this.state = result.state;
    this.events.push(...result.events);
    return this;
  }
  /** Declines whatever the current effect asks until the turn frame is back, then ends the turn. */
  finish(): this {
    while (topFrame(this.state).kind !== 'turn') this.do({ type: 'decline' });
    return this.do({ type: 'endTurn' });
  }
  retire(tavern: number): this {
    return this.do({ type: 'retire', tavern }).finish();
  }
  aside(): this {
    const me = this.state.players[this.state.current] as PlayerState;
    const die = this.state.pool.find((d) =>
      d.colour === 'white' ? me.whiteTaken < 3 : me.orangeTaken < this.state.round,
    ) as Die;
    return this.do({ type: 'takeDie', die: die.id, use: 'aside' }).finish();
  }
  turns(): number[] {
    return eventsOf(this.events, 'TurnStarted').map((e) => e.player);
  }
}

describe('RULES §3 turn order', () => {
  it('§3 turns go clockwise from the start player (seat order 0 → 1 → 2 → 0)', () => {
    const t = new Table(blankGame(3));
    expect(t.state.current).toBe(0);
    t.aside().aside().aside();
    expect(t.turns()).toEqual([1, 2, 0]);
  });

  it('§3 clockwise wraps around from the last seat (start player 2 → 0 → 1)', () => {
    const t = new Table(blankGame(3, 'scenario', { startPlayer: 2 }));
    expect(t.state.current).toBe(2);
    t.aside().aside();
    expect(t.turns()).toEqual([0, 1]);
  });

  it('§3 a turn needs one main action before it can end', () => {
    expect(rejection(blankGame(2), { type: 'endTurn' }).code).toBe('main-action-missing');
  });

  it('§3 the round goes on while anyone has not retired; it ends when all have retired', () => {
    const t = new Table(blankGame(2));
    t.retire(3);
    t.aside().aside();
    expect(t.turns()).toEqual([1, 1, 1]);
    expect(t.state.round).toBe(1);
    expect(eventsOf(t.events, 'RoundEnded')).toHaveLength(0);
    t.retire(1);
    expect(eventsOf(t.events, 'RoundEnded')).toEqual([{ type: 'RoundEnded', round: 1, nextStartPlayer: 1 }]);
    expect(t.state.round).toBe(2);
  });
});

describe('RULES §11.1–11.2 end of round: villages cleared, new dice', () => {
  it('§11.1 workers return to their boards and dice leave the village boards', () => {
    let state = withPool(blankGame(2), [
      { id: 0, colour: 'white', value: 1 },
      { id: 1, colour: 'white', value: 6 },
    ]);
    const t = new Table(state);
    // Player 0: a die on 1,1 (stops there) and a worker on 5,1.
    t.do({ type: 'takeDie', die: 0, use: 'place', value: 1 })
      .do({ type: 'stopChain' })
      .do({ type: 'placeWorker', cell: cellOf('5,1') })
      .do({ type: 'endTurn' });
    expect(player(t.state, 0).occupant[cellOf('1,1')]).toBe(1);
    expect(player(t.state, 0).occupant[cellOf('5,1')]).toBe(2);
    expect(player(t.state, 0).workersPlaced).toBe(1);
    t.retire(2).retire(1);
    state = t.state;
    expect(state.round).toBe(2);
    for (const p of state.players) {
      expect(p.occupant.every((o) => o === 0)).toBe(true);
      expect(p.workersPlaced).toBe(0);
      expect(p.dice).toEqual([]);
    }
  });

  it('§11.2 round 2 pool: 3 white + 2 orange dice per player; round 3: 3 white + 3 orange; all dice come back', () => {
    const t = new Table(blankGame(2));
    const ids = t.state.pool.map((d) => d.id).sort((a, b) => a - b);
    expect(ids).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    t.aside(); // player 0 keeps a die beside the board until the round ends
    t.retire(1).retire(2);
    const two = t.state.pool;
    expect(t.state.round).toBe(2);
    expect(two.filter((d) => d.colour === 'white')).toHaveLength(6);
    expect(two.filter((d) => d.colour === 'orange')).toHaveLength(4);
    expect(two.map((d) => d.id).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    t.retire(1).retire(2);
    const three = t.state.pool;
    expect(t.state.round).toBe(3);
    expect(three.filter((d) => d.colour === 'white')).toHaveLength(6);
    expect(three.filter((d) => d.colour === 'orange')).toHaveLength(6);
    expect(t.state.trackerDice).toEqual([]);
  });

  it('§11.2 all dice are re-rolled (including those left in the pool) and the roll is announced', () => {
    const start = blankGame(2);
    const t = new Table({ ...start, pool: start.pool.map((d) => ({ ...d, value: 1 })) });
    t.retire(1).retire(2);
    const rolled = eventsOf(t.events, 'DiceRolled');
    expect(rolled).toHaveLength(1);
    expect(rolled[0]?.round).toBe(2);
    expect(rolled[0]?.dice).toEqual(t.state.pool);
    expect(t.state.pool.every((d) => d.value >= 1 && d.value <= 6)).toBe(true);
    // Eight dice stayed in the pool showing 1: after a real roll they no longer all show 1.
    const stayed = t.state.pool.filter((d) => d.id < 8);
    expect(stayed.some((d) => d.value !== 1)).toBe(true);
  });
});

describe('RULES §11.3–11.4 end of round: start player and markers', () => {
  it('§11.3 the player in the leftmost occupied tavern becomes start player', () => {
    const t = new Table(blankGame(3));
    t.retire(4).retire(5).retire(2);
    expect(t.state.round).toBe(2);
    expect(t.state.startPlayer).toBe(2);
    expect(t.state.current).toBe(2);
    expect(eventsOf(t.events, 'RoundEnded')[0]?.nextStartPlayer).toBe(2);
    expect(eventsOf(t.events, 'TurnStarted').at(-1)).toEqual({ type: 'TurnStarted', player: 2, round: 2 });
  });

  it("§11 the new round begins (RoundStarted) after the roll, naming its start player, just before that player's turn", () => {
    const t = new Table(blankGame(3));
    t.retire(4).retire(5).retire(2);
    const types = t.events.map((event) => event.type);
    expect(eventsOf(t.events, 'RoundStarted')).toEqual([{ type: 'RoundStarted', round: 2, startPlayer: 2 }]);
    expect(types.indexOf('RoundStarted')).toBeGreaterThan(types.indexOf('DiceRolled'));
    expect(types[types.indexOf('RoundStarted') + 1]).toBe('TurnStarted');
  });

  it('§11.4 player markers return to the tavern area: every tavern is free and nobody is retired', () => {
    const t = new Table(blankGame(2));
    t.retire(1).retire(2);
    expect(t.state.taverns).toEqual([null, null, null, null, null]);
    expect(t.state.players.map((p) => p.retired)).toEqual([false, false]);
    // A tavern used in round 1 is open again in round 2 (multiplayer).
    expect(t.state.current).toBe(0);
    t.retire(1);
    expect(t.state.taverns[0]).toBe(0);
  });
});

describe('RULES §11 end of round: limits reset, and the end of the game', () => {
  it('§4.1/§11 per-round limits reset: dice taken (and the dice set aside), workers, Foreman', () => {
    let state = blankGame(2);
    state = withPlayer(state, 0, {
      whiteTaken: 3,
      orangeTaken: 1,
      foremanUsed: true,
      abilities: ['foreman'],
      asideDice: [{ id: 0, colour: 'white', value: 4 }],
    });
    const t = new Table(state);
    t.retire(1).retire(2);
    expect(player(t.state, 0)).toMatchObject({
      whiteTaken: 0,
      orangeTaken: 0,
      foremanUsed: false,
      workersPlaced: 0,
      asideDice: [],
    });
    // Round 2: up to 2 orange dice for player 0.
    const orange = t.state.pool.filter((d) => d.colour === 'orange');
    t.do({ type: 'takeDie', die: (orange[0] as Die).id, use: 'aside' }).finish();
    t.aside();
    t.do({ type: 'takeDie', die: (t.state.pool.filter((d) => d.colour === 'orange')[0] as Die).id, use: 'aside' });
    expect(player(t.state, 0).orangeTaken).toBe(2);
  });

  it('§3/§12 after round 3 the game is over and final scoring is recorded', () => {
    const t = new Table(blankGame(2));
    t.retire(1).retire(2).retire(1).retire(2).retire(1).retire(2);
    expect(t.state.phase).toBe('over');
    expect(t.state.round).toBe(3);
    expect(t.state.final).not.toBeNull();
    expect(eventsOf(t.events, 'RoundEnded').map((e) => [e.round, e.nextStartPlayer])).toEqual([
      [1, 0],
      [2, 0],
      [3, null],
    ]);
    expect(eventsOf(t.events, 'GameEnded')).toHaveLength(1);
    expect(t.state.stack).toEqual([]);
  });
});
