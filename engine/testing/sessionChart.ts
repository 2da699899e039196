import { createActor, fromCallback, fromPromise } from 'xstate';
import { getStateNodes } from '@xstate/graph';
import { legalActions, type Action, type GameEvent, type GameSetup } from '../index.js';
import { chooseRandom } from '../bots/random.js';
import { seedRng } from '../rng.js';
import type { BotRequest, HumanRequest, SaveRequest, SessionEvent, SessionInput } from '../session/context.js';
import { sessionMachine, type SessionSnapshot } from '../session/machine.js';

/**
 * Runs the session chart (engine/session) with instant animation and scripted people and bots, and records every
 * transition the runs take, so that a test file can check its games took every transition of the chart.
 */

/** Every transition of the chart, from its definition: source | event | targets. */
export function chartTransitions(): string[] {
  const keys: string[] = [];
  for (const node of getStateNodes(sessionMachine.root)) {
    for (const [, definitions] of node.transitions) for (const t of definitions) keys.push(transitionKey(t));
    for (const t of node.always ?? []) keys.push(transitionKey(t));
  }
  return keys;
}

function transitionKey(t: {
  source: { id: string };
  eventType: string;
  target?: ReadonlyArray<{ id: string }> | undefined;
}): string {
  return `${t.source.id}|${t.eventType}|${(t.target ?? []).map((x) => x.id).join(',')}`;
}

/** Every transition the runs took: one set per test file, as vitest loads this module afresh for each file. */
export const taken = new Set<string>();

export type HumanPolicy = (request: HumanRequest, send: (event: SessionEvent) => void) => void;

export interface Harness {
  bot?: (request: BotRequest) => Promise<Action>;
  human?: HumanPolicy;
  autosave?: (request: SaveRequest) => Promise<void>;
  /** Stop once this holds (default: the game is over). */
  until?: (snapshot: SessionSnapshot) => boolean;
  /** Called on every snapshot, with a way to send events (pause, resume). */
  watch?: (snapshot: SessionSnapshot, send: (event: SessionEvent) => void) => void;
}

export const randomBot = async (request: BotRequest): Promise<Action> =>
  chooseRandom(legalActions(request.view), seedRng(request.seed));

/** A human who plays random legal actions, deterministic per game state. */
const randomHuman: HumanPolicy = ({ state }, send) => {
  const legal = legalActions(state);
  send({ type: 'ACTION', action: chooseRandom(legal, seedRng(`human:${state.actionCount}`)) });
};

export function run(input: SessionInput, harness: Harness): Promise<SessionSnapshot> {
  const machine = sessionMachine.provide({
    delays: { saveRetryDelay: 0 },
    actors: {
      bot: fromPromise<Action, BotRequest>(({ input: request }) => (harness.bot ?? randomBot)(request)),
      humanInput: fromCallback<SessionEvent, HumanRequest>(({ input: request, sendBack }) => {
        let live = true;
        queueMicrotask(() => {
          if (live) (harness.human ?? randomHuman)(request, sendBack);
        });
        return () => {
          live = false;
        };
      }),
      animator: fromPromise<void, { events: readonly GameEvent[] }>(async () => undefined),
      autosave: fromPromise<void, SaveRequest>(({ input: request }) =>
        (harness.autosave ?? (async () => undefined))(request),
      ),
    },
  });
  const actor = createActor(machine, {
    input,
    inspect: (event) => {
      if (event.type !== '@xstate.microstep') return;
      for (const t of (event as unknown as { _transitions: Parameters<typeof transitionKey>[0][] })._transitions)
        taken.add(transitionKey(t));
    },
  });
  return new Promise((resolve, reject) => {
    const until = harness.until ?? ((s: SessionSnapshot) => s.matches({ game: 'gameOver' }));
    actor.subscribe({
      next: (snapshot) => {
        harness.watch?.(snapshot, (e) => queueMicrotask(() => actor.send(e)));
        if (until(snapshot)) {
          actor.stop();
          resolve(snapshot);
        }
      },
      error: reject,
    });
    actor.start();
  });
}

/** A basic game on the common village side, its bots playing random legal actions. */
export function setupOf(kinds: readonly ('human' | 'bot')[], seed: string): GameSetup {
  return {
    seats: kinds.map((kind, i) => ({ name: `Seat ${i + 1}`, kind, ...(kind === 'bot' ? { bot: 'random' } : {}) })),
    seed,
    edition: 1,
    villageSide: 'common',
    variant: 'basic',
  };
}
