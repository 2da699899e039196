import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getStateNodes } from '@xstate/graph';
import {
  createGame,
  finalScore,
  legalActions,
  pendingDecision,
  replay,
  type Action,
  type GameEvent,
  type GameSetup,
} from '../index.js';
import { chooseRandom } from '../bots/random.js';
import { nextInt, seedRng } from '../rng.js';
import { chartTransitions, randomBot, run, setupOf, taken, type HumanPolicy } from '../testing/sessionChart.js';
import type { BotRequest, SaveRequest } from './context.js';
import { sessionMachine, type SessionSnapshot } from './machine.js';

describe('session statechart: rounds, turns, retirement, end of round, final scoring, played by bots', () => {
  for (const seats of [1, 2, 3, 4]) {
    it(`plays a complete ${seats}-seat game with bot actors and instant animation; the engine decides everything`, async () => {
      const setup = setupOf(
        Array.from({ length: seats }, () => 'bot'),
        `session-${seats}`,
      );
      const end = await run({ setup }, {});
      const { state, actions } = end.context;
      expect(state.phase).toBe('over');
      expect(JSON.stringify(replay(setup, actions))).toBe(JSON.stringify(state));
      expect(finalScore(state).players).toHaveLength(seats);
      expect(end.matches({ game: 'gameOver' })).toBe(true);
    });
  }

  it("plays a complete 3-seat game with the shipped easy and medium bots thinking through the chart's own bot actor", async () => {
    const setup: GameSetup = {
      seats: [
        { name: 'Easy', kind: 'bot', bot: 'easy' },
        { name: 'Medium', kind: 'bot', bot: 'medium' },
        { name: 'Easy 2', kind: 'bot', bot: 'easy' },
      ],
      seed: 'session-real-bots',
      edition: 1,
      villageSide: 'common',
      variant: 'basic',
    };
    const machine = sessionMachine.provide({
      actors: { animator: fromPromise<void, { events: readonly GameEvent[] }>(async () => undefined) },
    });
    const actor = createActor(machine, { input: { setup } });
    const end = await new Promise<SessionSnapshot>((resolve) => {
      actor.subscribe((snapshot) => {
        if (snapshot.matches({ game: 'gameOver' })) resolve(snapshot);
      });
      actor.start();
    });
    actor.stop();
    expect(end.context.state.phase).toBe('over');
    const totals = finalScore(end.context.state).players.map((p) => p.total);
    // Real bots play the game: far above what a random player scores (about 1 VP).
    expect(Math.min(...totals)).toBeGreaterThan(20);
  });
});

describe('session statechart: people playing through their input actor', () => {
  it('drives humans through their input actor: refused actions explain themselves and change nothing; End turn and Undo work', async () => {
    const setup = setupOf(['human', 'bot'], 'session-humans');
    const refusals: string[] = [];
    const undone = new Set<number>();
    const human: HumanPolicy = ({ state }, send) => {
      const legal = legalActions(state);
      const rng = seedRng(`h:${state.actionCount}`);
      if (state.actionCount % 11 === 0) send({ type: 'ACTION', action: { type: 'placeWorker', cell: 99 } });
      if (state.phase === 'play' && !state.turn.mainActionDone && state.actionCount % 13 === 0)
        send({ type: 'END_TURN' });
      if (
        state.phase === 'play' &&
        state.actionCount > state.undoFloor &&
        !undone.has(state.actionCount) &&
        nextInt(rng, 3) === 0
      ) {
        undone.add(state.actionCount);
        send({ type: 'UNDO' });
        return;
      }
      const endTurn = legal.find((a) => a.type === 'endTurn');
      if (endTurn && nextInt(rng, 2) === 0) {
        send({ type: 'END_TURN' });
        return;
      }
      send({ type: 'ACTION', action: chooseRandom(legal, rng) });
    };
    const end = await run(
      { setup },
      {
        human,
        watch: (snapshot) => {
          const error = snapshot.context.lastError;
          if (error && refusals.at(-1) !== error.message) refusals.push(error.message);
        },
      },
    );
    expect(end.context.state.phase).toBe('over');
    expect(undone.size).toBeGreaterThan(3);
    expect(refusals).toContain('Take a main action first: a die, a large building, or retire.');
    expect(refusals.some((m) => m.startsWith('That action is malformed'))).toBe(true);
    expect(JSON.stringify(replay(setup, end.context.actions))).toBe(JSON.stringify(end.context.state));
  });
});

describe('session statechart: the decisions a bot played for a person', () => {
  it("RULES §13.4: records which of a person's decisions the bot played (with the action log, through undo, into every save and back)", async () => {
    const setup = setupOf(['human', 'bot'], 'session-assisted');
    const saves: SaveRequest[] = [];
    // The person hands every third decision of round 1 to the bot (as "Bot plays my turn" does), and undoes one of them.
    let undid = false;
    const human: HumanPolicy = ({ state }, send) => {
      const legal = legalActions(state);
      const action = chooseRandom(legal, seedRng(`assist:${state.actionCount}`));
      const byBot = state.round === 1 && state.actionCount % 3 === 0;
      if (
        !undid &&
        state.phase === 'play' &&
        state.actionCount > state.undoFloor &&
        saves.at(-1)?.botPlayed.at(-1) === state.actionCount - 1
      ) {
        undid = true;
        send({ type: 'UNDO' });
        return;
      }
      if (action.type === 'endTurn') send({ type: 'END_TURN', botPlayed: byBot });
      else send({ type: 'ACTION', action, botPlayed: byBot });
    };
    const end = await run(
      { setup },
      {
        human,
        autosave: async (request) => {
          saves.push(request);
        },
      },
    );
    const marked = end.context.botPlayed;
    expect(undid).toBe(true);
    expect(marked.length).toBeGreaterThan(0);
    // Each mark names an action a person took in round 1, at an action count divisible by 3; none outlives its undo.
    for (const index of marked) {
      expect(index % 3).toBe(0);
      const before = replay(setup, end.context.actions.slice(0, index));
      expect(before.round).toBe(1);
      expect(setup.seats[pendingDecision(before)?.seat ?? -1]?.kind).toBe('human');
    }
    expect([...marked].sort((a, b) => a - b)).toEqual(marked);
    expect(saves.at(-1)?.botPlayed).toEqual(marked);
    const restored = await run({ setup, actions: end.context.actions, botPlayed: marked }, {});
    expect(restored.context.botPlayed).toEqual(marked);
  });
});

describe('session statechart: a game saved and restored', () => {
  it('a game saved in the middle of a round and restored ends exactly as the same game played without interruption', async () => {
    const setup = setupOf(['human', 'bot', 'bot'], 'session-restore');
    const straight = await run({ setup }, {});
    const middle = await run(
      { setup },
      {
        until: (s) =>
          s.context.state.round === 2 &&
          s.context.state.actionCount > 0 &&
          s.context.state.players.some((p) => p.retired) &&
          s.matches({ game: { round: 'awaitingHuman' } }),
      },
    );
    expect(middle.context.state.round).toBe(2);
    const saved = JSON.parse(JSON.stringify(middle.context.actions)) as Action[];
    const resumed = await run({ setup, actions: saved }, {});
    expect(JSON.stringify(resumed.context.state)).toBe(JSON.stringify(straight.context.state));
    expect(resumed.context.actions).toEqual(straight.context.actions);
  });

  it('restoring derives the chart position from the engine state: draft → setup, play → round, over → gameOver', async () => {
    const setup = setupOf(['human', 'human'], 'session-positions');
    const draft = await run({ setup }, { until: () => true });
    expect(draft.matches({ game: 'setup' })).toBe(true);
    const finished = await run({ setup }, {});
    const reopened = await run({ setup, actions: finished.context.actions }, { until: () => true });
    expect(reopened.matches({ game: 'gameOver' })).toBe(true);
    const midTurn = finished.context.actions.slice(0, 40);
    const restored = await run({ setup, actions: midTurn }, { until: () => true });
    expect(restored.matches({ game: 'round' })).toBe(true);
    expect(restored.context.undoStates).toHaveLength(
      restored.context.state.actionCount - restored.context.state.undoFloor,
    );
  });
});

describe('session statechart: pausing, and bots that fail', () => {
  it('pauses (bots stop thinking) and resumes from the engine state', async () => {
    const setup = setupOf(['bot', 'bot'], 'session-pause');
    let paused = 0;
    let resumed = false;
    const end = await run(
      { setup },
      {
        watch: (snapshot, send) => {
          if (
            !resumed &&
            paused === 0 &&
            snapshot.matches({ game: { round: 'botThinking' } }) &&
            snapshot.context.state.actionCount > 30
          ) {
            paused++;
            send({ type: 'PAUSE' });
          }
          if (!resumed && snapshot.matches({ game: 'paused' })) {
            resumed = true;
            send({ type: 'RESUME' });
          }
        },
      },
    );
    expect(paused).toBe(1);
    expect(resumed).toBe(true);
    expect(end.context.state.phase).toBe('over');
  });

  it('a bot that fails or answers illegally pauses the game with a clear message, in the draft and in a round', async () => {
    for (const phase of ['draft', 'play'] as const) {
      for (const failure of ['throws', 'illegal'] as const) {
        const setup = setupOf(['bot', 'bot'], `session-bad-bot-${phase}-${failure}`);
        const bad = async (request: BotRequest): Promise<Action> => {
          if (request.view.phase !== phase) return randomBot(request);
          if (failure === 'throws') throw new Error('search exploded');
          return { type: 'placeWorker', cell: 99 };
        };
        const stopped = await run({ setup }, { bot: bad, until: (s) => s.matches({ game: 'paused' }) });
        expect(stopped.context.lastError?.message).toMatch(
          failure === 'throws' ? /^The bot could not decide: search exploded/ : /^The bot chose an illegal action: /,
        );
        expect(stopped.context.state.phase).toBe(phase);
      }
    }
  });
});

describe('session statechart: autosaving', () => {
  it('autosaves after every committed action, saves again when commits arrive during a write, and retries a failed write', async () => {
    const setup = setupOf(['bot', 'bot'], 'session-save');
    const written: number[] = [];
    let failures = 0;
    const end = await run(
      { setup, actions: [] },
      {
        autosave: async (request) => {
          // The first write fails at once (the next commit writes again); the first write of the finished game fails
          // too (no commit follows: the retry delay writes it); other writes take a moment each.
          if (failures === 0 || (failures === 1 && request.state.phase === 'over')) {
            failures++;
            throw new Error('disk full');
          }
          await new Promise((resolve) => setTimeout(resolve, 0));
          written.push(request.actions.length);
        },
        until: (s) => s.matches({ game: 'gameOver' }) && s.matches({ persistence: 'idle' }),
      },
    );
    expect(failures).toBe(2);
    expect(end.context.saveError).toBeNull();
    expect(written.at(-1)).toBe(end.context.actions.length);
    expect(written.length).toBeLessThan(end.context.actions.length);
  });

  it('writes a new game at once, before its first action, and a restored game only after its next commit', async () => {
    const setup = setupOf(['human', 'human'], 'session-first-save');
    const written: number[] = [];
    const autosave = async (request: SaveRequest): Promise<void> => {
      written.push(request.actions.length);
    };
    const idleAwaitingHuman = (s: SessionSnapshot): boolean =>
      s.matches({ persistence: 'idle' }) && s.context.actions.length === 0 && written.length > 0;
    await run({ setup }, { autosave, human: () => undefined, until: idleAwaitingHuman });
    expect(written).toEqual([0]);

    written.length = 0;
    const restored = await run(
      { setup, actions: [legalActions(createGame(setup))[0] as Action] },
      {
        autosave,
        human: () => undefined,
        until: (s) =>
          s.matches({ persistence: 'idle' }) &&
          (s.matches({ game: { setup: 'awaitingHuman' } }) || s.matches({ game: { round: 'awaitingHuman' } })),
      },
    );
    expect(restored.context.actions).toHaveLength(1);
    expect(written).toEqual([]);
  });
});

describe("session statechart: what a bot is asked, and the coverage of this file's games", () => {
  it('RULES §15: what a bot is asked carries no trace of the seed (neither in the view nor in its own seed)', async () => {
    const secret = 'session-secret-seed-4417';
    const requests: BotRequest[] = [];
    await run(
      { setup: setupOf(['bot', 'bot'], secret) },
      {
        bot: async (request) => {
          requests.push(request);
          return randomBot(request);
        },
        until: () => requests.length >= 30,
      },
    );
    expect(requests.length).toBeGreaterThanOrEqual(30);
    for (const request of requests) expect(JSON.stringify(request)).not.toContain(secret);
  });

  it('model coverage: the games above took every state and every transition of the chart', () => {
    const states = getStateNodes(sessionMachine.root)
      .filter((node) => Object.keys(node.states).length === 0)
      .map((node) => node.id);
    const visited = new Set(
      [...taken].flatMap((key) => {
        const [source, , targets] = key.split('|');
        return [source ?? '', ...(targets ? targets.split(',') : [])];
      }),
    );
    expect(states.length).toBeGreaterThan(12);
    expect(states.filter((id) => !visited.has(id))).toEqual([]);
    expect(chartTransitions().filter((key) => !taken.has(key))).toEqual([]);
  });
});
