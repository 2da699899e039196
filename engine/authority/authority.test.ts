import { describe, expect, it, vi } from 'vitest';
import * as engine from '../index.js';
import { finalScore, replay, type Action, type GameSetup, type GameState } from '../index.js';
import { chooseAction, isBotLevel } from '../bots/index.js';
import { nextInt, seedRng, type RngState } from '../rng.js';
import { hiddenLeaks } from '../testing/index.js';
import { GameAuthority } from './authority.js';
import type { BotThinker } from './options.js';
import type { AuthorityMessage, Intent, TableView } from './protocol.js';

// Counts the engine's applyAction wherever the session, the history and the load call it: one action is one call.
vi.mock('../index.js', async (original) => {
  const actual = await original<typeof import('../index.js')>();
  return { ...actual, applyAction: vi.fn(actual.applyAction) };
});
const applyCalls = (): number => vi.mocked(engine.applyAction).mock.calls.length;

const SECRET_SEED = 'seed-that-must-stay-secret-7f3a';

/**
 * A bot that takes the first legal action of its view, in this thread, applying nothing itself: the bots' own searches
 * apply actions in their worker, outside the game's count.
 */
const firstLegalBot: BotThinker = {
  think: async ({ view }) => ({
    action: engine.legalActions(view)[0] as Action,
    explanation: { basis: 'only', horizon: 'move', gains: [], achieved: [], prospects: [], rival: null },
  }),
  dispose: () => undefined,
};

/** Bots answering in this thread, from the view they are given (all a bot ever gets). */
const localBots: BotThinker = {
  think: async ({ view, seat, level, seed }) => {
    if (!isBotLevel(level)) throw new Error(`no bot ${level}`);
    return {
      action: chooseAction(view, seat, level, seed),
      explanation: { basis: 'only', horizon: 'move', gains: [], achieved: [], prospects: [], rival: null },
    };
  },
  dispose: () => undefined,
};

const duel = (edition: 1 | 2): GameSetup => ({
  seats: [
    { name: 'Astrid', kind: 'human' },
    { name: 'Bjørn', kind: 'bot', bot: 'easy' },
  ],
  seed: SECRET_SEED,
  edition,
  villageSide: 'common',
  variant: 'basic',
});

function statesIn(message: AuthorityMessage): GameState[] {
  if (message.type === 'table') return [message.table.state];
  if (message.type === 'history')
    return [...(message.initial ? [message.initial] : []), ...message.entries.map((entry) => entry.after)];
  return [];
}

interface Played {
  readonly authority: GameAuthority;
  readonly messages: AuthorityMessage[];
  readonly undos: number;
  readonly refusals: number;
}

/**
 * What a person answers to a view awaiting them: now and then an Undo, an end of turn the rules refuse, or a message
 * that is no intent at all before their move; otherwise a seeded random legal action.
 */
function personIntents(table: TableView, rng: RngState): unknown[] {
  const roll = nextInt(rng, 12);
  if (roll === 0 && table.undoAvailable) return [{ type: 'undo' }];
  // Ending a turn before its main action is refused by the rules (and answered by a view with the reason).
  if (roll === 1 && !table.legal.some((action) => action.type === 'endTurn'))
    return [{ type: 'act', action: { type: 'endTurn' } }];
  // A message no intent can be read from is refused and answered by no view: the person then plays on.
  const malformed = roll === 2 ? [{ type: 'act', action: { type: 'placeWorker', cell: 99 } }] : [];
  return [...malformed, { type: 'act', action: table.legal[nextInt(rng, table.legal.length)] as Action }];
}

/** A game that stops answering fails the test at once, saying where it stood (never a silent time-out). */
function stalled(last: TableView | null, moves: number): Error {
  const where = {
    actions: last?.state.actionCount,
    pending: last?.pending,
    awaiting: last?.awaitingInput,
    answered: last?.answered,
    moves,
    paused: last?.paused,
    refusal: last?.refusal,
  };
  return new Error(`stalled at ${JSON.stringify(where)}`);
}

/**
 * A person playing through the protocol alone, as a table does: reading each view, answering with a seeded random
 * legal action, now and then an Undo, an illegal action or a message that is no intent at all.
 */
function playThroughProtocol(setup: GameSetup, bots: BotThinker = localBots): Promise<Played> {
  const messages: AuthorityMessage[] = [];
  let undos = 0;
  let lastRefusal = 0;
  let refusals = 0;
  let moves = 0;
  const rng = seedRng('protocol-person');
  return new Promise((resolve, reject) => {
    let authority: GameAuthority | null = null;
    let watchdog = setTimeout(() => undefined, 0);
    const send = (intent: Intent | unknown): void => {
      queueMicrotask(() => {
        try {
          authority?.receive(structuredClone(intent));
        } catch (error) {
          reject(error);
        }
      });
    };
    const answer = (table: TableView): void => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => reject(stalled(table, moves)), 3000);
      if (table.refusalNumber !== lastRefusal) {
        lastRefusal = table.refusalNumber;
        refusals++;
      }
      if (table.state.phase === 'over') {
        clearTimeout(watchdog);
        resolve({ authority: authority as GameAuthority, messages, undos, refusals });
        return;
      }
      if (!table.awaitingInput || table.answered < moves) return;
      moves++;
      const intents = personIntents(table, rng);
      undos += intents.filter((intent) => (intent as Intent).type === 'undo').length;
      for (const intent of intents) send(intent);
    };
    authority = new GameAuthority({
      setup,
      bots,
      persist: async () => undefined,
      pace: { botSpeed: 'instant', animationsOff: true },
      send: (message) => {
        const copy = structuredClone(message);
        messages.push(copy);
        try {
          if (copy.type === 'table') answer(copy.table);
        } catch (error) {
          reject(error);
        }
      },
    });
  });
}

describe('a game driven through its authority by the protocol alone, with no browser', () => {
  for (const edition of [1, 2] as const) {
    it(`edition ${edition}: plays to the end; the views hold no hidden piece; every view can be scored; refusals change nothing`, async () => {
      const setup = duel(edition);
      const played = await playThroughProtocol(setup);
      const game = played.authority.fullRecord();
      expect(game.state.phase).toBe('over');
      expect(JSON.stringify(replay(setup, game.actions))).toBe(JSON.stringify(game.state));
      expect(played.undos).toBeGreaterThan(0);
      expect(played.refusals).toBeGreaterThan(0);
      expect(played.messages.some((message) => message.type === 'refused')).toBe(true);
      // Until the game is over (then its replay may show everything, as a table does once the game is packed away).
      const over = played.messages.findIndex((message) => statesIn(message).some((state) => state.phase === 'over'));
      expect(over).toBeGreaterThan(0);
      for (const message of played.messages.slice(0, over)) {
        expect(JSON.stringify(message)).not.toContain(SECRET_SEED);
        for (const state of statesIn(message)) {
          expect(hiddenLeaks(state, 0)).toEqual([]);
          expect(() => finalScore(state)).not.toThrow();
        }
      }
      played.authority.dispose();
    }, 60_000);
  }

  it('one action is one applyAction: every action taken, refused or later undone is applied once, and nothing else is', async () => {
    const before = applyCalls();
    const played = await playThroughProtocol(duel(2), firstLegalBot);
    const { actions } = played.authority.fullRecord();
    expect(applyCalls() - before).toBe(actions.length + played.undos + played.refusals);
    played.authority.dispose();
  }, 60_000);

  it('a bad intent is refused with a code and a reason, and changes nothing', async () => {
    const messages: AuthorityMessage[] = [];
    const authority = new GameAuthority({
      setup: duel(2),
      bots: localBots,
      persist: async () => undefined,
      send: (message) => messages.push(message),
    });
    const before = JSON.stringify(authority.fullRecord());
    for (const hostile of [
      null,
      42,
      'act',
      { type: 'act' },
      { type: 'act', action: { type: 'nope' } },
      { type: 'explain', id: -1, index: 0 },
      { type: 'undo', extra: 1 },
      { type: '__proto__' },
    ])
      authority.receive(hostile);
    const refused = messages.filter((message) => message.type === 'refused');
    expect(refused).toHaveLength(8);
    for (const message of refused) expect(message).toMatchObject({ code: 'bad-intent', detail: expect.any(String) });
    expect(JSON.stringify(authority.fullRecord())).toBe(before);
    authority.dispose();
  });

  it('the views a person is given always offer the legal actions of their own decision, and only then', async () => {
    const played = await playThroughProtocol(duel(2));
    const tables = played.messages.flatMap((message) => (message.type === 'table' ? [message.table] : []));
    expect(tables.filter((table) => !table.humanToAct && table.legal.length > 0)).toEqual([]);
    expect(tables.filter((table) => table.humanToAct && table.legal.length === 0)).toEqual([]);
    expect(tables.filter((table) => table.humanToAct).length).toBeGreaterThan(10);
    played.authority.dispose();
  }, 60_000);
});
