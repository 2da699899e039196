import { describe, expect, it } from 'vitest';
import { legalActions, pendingDecision, type Action, type GameSetup, type GameState } from '../index.js';
import { chooseAction, isBotLevel } from '../bots/index.js';
import { nextInt, seedRng } from '../rng.js';
import { hiddenLeaks } from '../testing/index.js';
import { GameAuthority } from './authority.js';
import type { BotThinker } from './options.js';
import type { AuthorityMessage, Intent, TableView } from './protocol.js';
import { seatIntentRefusal } from './seatIntents.js';
import { NO_SEAT, SeatViews, type SeatAudience } from './seatViews.js';

const SECRET_SEED = 'seat-views-secret-seed-41c9';
const NO_REASONS = { basis: 'only', horizon: 'move', gains: [], achieved: [], prospects: [], rival: null } as const;

const bots: BotThinker = {
  think: async ({ view, seat, level, seed }) => {
    if (!isBotLevel(level)) throw new Error(`no bot ${level}`);
    return { action: chooseAction(view, seat, level, seed), explanation: NO_REASONS };
  },
  dispose: () => undefined,
};

const threeSeats: GameSetup = {
  seats: [
    { name: 'Astrid', kind: 'human' },
    { name: 'Bjørn', kind: 'human' },
    { name: 'Eirik', kind: 'bot', bot: 'easy' },
  ],
  seed: SECRET_SEED,
  edition: 2,
  villageSide: 'common',
  variant: 'basic',
};

function statesIn(message: AuthorityMessage): GameState[] {
  if (message.type === 'table') return [message.table.state];
  if (message.type === 'history')
    return [...(message.initial ? [message.initial] : []), ...message.entries.map((entry) => entry.after)];
  return [];
}

interface Screen extends SeatAudience {
  readonly received: AuthorityMessage[];
}

/**
 * What a screen does with a view: the spectator's finishes the game once it is over; a view awaiting an answer the
 * screen has not given yet is answered by the seat deciding, and tried by another seat out of turn.
 */
function screenResponse(table: TableView, seat: number, moves: number): 'finish' | 'move' | 'outOfTurn' | 'wait' {
  if (table.state.phase === 'over') return seat === NO_SEAT ? 'finish' : 'wait';
  if (!table.awaitingInput || table.answered < moves) return 'wait';
  return table.pending?.seat === seat ? 'move' : 'outOfTurn';
}

/** Two people on their own screens and a spectator, each answering only from the views its own screen is given. */
function playOnScreens(): Promise<{ authority: GameAuthority; screens: Screen[]; refusedElsewhere: number }> {
  const rng = seedRng('seat-views-people');
  let moves = 0;
  let refusedElsewhere = 0;
  return new Promise((resolve, reject) => {
    const views = new SeatViews(threeSeats);
    const screens: Screen[] = [0, 1, NO_SEAT].map((seat) => {
      const received: AuthorityMessage[] = [];
      return {
        seat,
        received,
        send: (message) => {
          received.push(structuredClone(message));
          try {
            answer(seat, message);
          } catch (error) {
            reject(error);
          }
        },
      };
    });
    const ask = (seat: number, intent: Intent): void =>
      queueMicrotask(() => {
        const refusal = seatIntentRefusal(intent, seat, authority.fullRecord().state);
        if (refusal) {
          refusedElsewhere++;
          return;
        }
        authority.receive(intent);
      });
    function answer(seat: number, message: AuthorityMessage): void {
      if (message.type !== 'table') return;
      switch (screenResponse(message.table, seat, moves)) {
        case 'finish':
          resolve({ authority, screens, refusedElsewhere });
          return;
        case 'move':
          move(seat, message.table);
          return;
        case 'outOfTurn':
          moveOutOfTurn(seat);
          return;
        case 'wait':
          return;
      }
    }
    function move(seat: number, table: TableView): void {
      expect(table.legal.length).toBeGreaterThan(0);
      moves++;
      ask(seat, { type: 'act', action: table.legal[nextInt(rng, table.legal.length)] as Action });
    }
    // The other screen tries to move for the seat deciding now: refused before the authority reads it.
    function moveOutOfTurn(seat: number): void {
      if (seat !== NO_SEAT && nextInt(rng, 8) === 0) ask(seat, { type: 'act', action: { type: 'endTurn' } });
    }
    for (const screen of screens) views.add(screen);
    const authority = new GameAuthority({
      setup: threeSeats,
      bots,
      seatViews: views,
      persist: async () => undefined,
      pace: { botSpeed: 'instant', animationsOff: true },
      send: (message) => {
        if (message.type === 'stopped') reject(new Error(message.reason));
      },
    });
  });
}

describe('a game with a screen per seat', () => {
  it("gives each seat its own view and the spectator no seat's, offers the legal actions only to the seat deciding, and refuses the others' moves", async () => {
    const { authority, screens, refusedElsewhere } = await playOnScreens();
    expect(authority.fullRecord().state.phase).toBe('over');
    expect(refusedElsewhere).toBeGreaterThan(0);
    for (const screen of screens) {
      const tables = screen.received.flatMap((message) => (message.type === 'table' ? [message.table] : []));
      expect(tables.length).toBeGreaterThan(20);
      expect(tables.filter((table) => table.legal.length > 0 && table.pending?.seat !== screen.seat)).toEqual([]);
      for (const message of screen.received) {
        if (statesIn(message).some((state) => state.phase === 'over')) break;
        expect(JSON.stringify(message)).not.toContain(SECRET_SEED);
        for (const state of statesIn(message)) expect(hiddenLeaks(state, screen.seat)).toEqual([]);
      }
    }
    authority.dispose();
  }, 60_000);

  it('sends a screen that joins late the position and the whole log at once', () => {
    const views = new SeatViews(threeSeats);
    const authority = new GameAuthority({
      setup: threeSeats,
      bots,
      seatViews: views,
      persist: async () => undefined,
      send: () => undefined,
    });
    const late: AuthorityMessage[] = [];
    views.add({ seat: 1, send: (message) => late.push(message) });
    expect(late.map((message) => message.type)).toEqual(['history', 'table']);
    authority.dispose();
  });

  it('sends the game as dealt with the whole log only, never again with each new entry of it', async () => {
    const { screens } = await playOnScreens();
    for (const screen of screens) {
      const logs = screen.received.flatMap((message) => (message.type === 'history' ? [message] : []));
      const whole = logs.flatMap((log, index) => (log.initial === undefined ? [] : [index]));
      // The first log, and the whole log once more when the game is over (every state shown then).
      expect(whole).toEqual([0, logs.length - 1]);
      expect(logs.at(-1)?.entries.at(-1)?.after.phase).toBe('over');
      expect(logs.length).toBeGreaterThan(20);
    }
  }, 60_000);
});

describe("what a seat's screen may ask", () => {
  const opening = (): GameState => {
    const authority = new GameAuthority({
      setup: threeSeats,
      bots,
      persist: async () => undefined,
      send: () => undefined,
    });
    const { state } = authority.fullRecord();
    authority.dispose();
    return state;
  };

  it('acts only for its own seat and only when the decision is its own; a spectator only watches', () => {
    const state = opening();
    const deciding = pendingDecision(state)?.seat as number;
    const act: Intent = { type: 'act', action: legalActions(state)[0] as Action };
    expect(seatIntentRefusal(act, deciding, state)).toBeNull();
    expect(seatIntentRefusal(act, (deciding + 1) % 3, state)).toBe('not-your-decision');
    expect(seatIntentRefusal({ type: 'undo' }, (deciding + 1) % 3, state)).toBe('not-your-decision');
    expect(seatIntentRefusal({ type: 'hint', id: 1 }, (deciding + 1) % 3, state)).toBe('not-your-decision');
    expect(seatIntentRefusal(act, NO_SEAT, state)).toBe('spectator');
    expect(seatIntentRefusal({ type: 'flush', id: 1 }, (deciding + 1) % 3, state)).toBeNull();
  });

  it("never sets what the host decides for every screen, nor reads a bot's reasons before the game is over", () => {
    const state = opening();
    const deciding = pendingDecision(state)?.seat as number;
    for (const intent of [
      { type: 'pace', botSpeed: 'instant', animationsOff: true },
      { type: 'lease', writable: false },
      { type: 'pause' },
      { type: 'animationPlayed', batch: 1 },
      { type: 'table', connected: true },
      { type: 'skipToMyTurn' },
      { type: 'paceGrants', id: 1 },
    ] as const) {
      expect(seatIntentRefusal(intent, deciding, state)).toBe('not-for-remote-clients');
    }
    expect(seatIntentRefusal({ type: 'explain', id: 1, index: 0 }, deciding, state)).toBe('hidden-until-over');
  });
});
