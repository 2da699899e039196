import { assign, fromCallback, fromPromise, raise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  applyAction, createGame, decisionSeed, pendingDecision, publicView, replay, ruleError, undoFloor,
  type Action, type GameEvent, type GameSetup, type GameState, type PendingDecision, type RuleError,
} from '../index.js';
import { chooseAction, isBotLevel } from '../bots/index.js';

/**
 * The session: an XState statechart shaped like the table's round structure (DESIGN "Session statechart").
 *
 *   setup (starting-set draft) → round (turns: a human deciding, a bot thinking, the table animating)
 *     → endOfRound (workers home, orange dice join, all dice re-rolled, new start player) → round …
 *     → finalScoring → gameOver
 *
 * The engine is the single source of truth: guards read the engine state, transitions apply engine actions, and the
 * chart's position is derived from the engine state when a saved game is restored. Humans, bots, animation and
 * autosave are actors that the app supplies with `machine.provide`; tests supply instant ones.
 */

export interface BotRequest {
  /** What the bot may know: the public view of its seat, never the real state. */
  readonly view: GameState;
  readonly seat: number;
  readonly level: string;
  /** Deterministic per decision, so the same game with the same bots replays identically. */
  readonly seed: string;
}

export interface HumanRequest {
  readonly state: GameState;
  readonly pending: PendingDecision;
}

export interface SaveRequest {
  readonly setup: GameSetup;
  readonly actions: readonly Action[];
  /** Indices into `actions` of the decisions a bot took for a person. */
  readonly botPlayed: readonly number[];
  readonly state: GameState;
}

export interface SessionInput {
  readonly setup: GameSetup;
  /** The action log of a saved game; the engine state is rebuilt from it (empty or absent: a new game). */
  readonly actions?: readonly Action[];
  /** Which of those actions a bot played for a person (restored with them). */
  readonly botPlayed?: readonly number[];
}

/**
 * A person's answer. `botPlayed` marks one the bot chose for the person ("Bot plays my turn"): it makes the game
 * assisted (RULES §13.4). A hint the person then follows is the person's own decision, and carries no mark.
 */
export type SessionEvent =
  | { readonly type: 'ACTION'; readonly action: Action; readonly botPlayed?: boolean }
  | { readonly type: 'END_TURN'; readonly botPlayed?: boolean }
  | { readonly type: 'UNDO' }
  | { readonly type: 'PAUSE' }
  | { readonly type: 'RESUME' }
  | { readonly type: 'COMMITTED' };

export interface SessionContext {
  readonly setup: GameSetup;
  state: GameState;
  actions: Action[];
  /** Indices into `actions` of the decisions a bot took for a person, rising. */
  botPlayed: number[];
  /** The states before each undoable action of the current turn, oldest first. */
  undoStates: GameState[];
  /** Events of the last committed action still to be animated. */
  toAnimate: GameEvent[];
  /** Why the last human or bot action was refused (cleared by the next accepted one). */
  lastError: RuleError | null;
  saveError: string | null;
  /** A commit arrived while a save was being written: save again when it finishes. */
  saveAgain: boolean;
}

/** Events up to and including the round's end belong to the turn; the rest to the end of round or final scoring. */
export function splitAtRoundEnd(events: readonly GameEvent[]): { turn: GameEvent[]; after: GameEvent[] } {
  const end = events.findIndex((event) => event.type === 'RoundEnded');
  if (end === -1) return { turn: events.slice(), after: [] };
  return { turn: events.slice(0, end + 1), after: events.slice(end + 1) };
}

/** Rebuilds the engine state and the current turn's undo states from an action log. */
export function restore(setup: GameSetup, actions: readonly Action[]): { state: GameState; undoStates: GameState[] } {
  const state = replay(setup, actions);
  const floor = undoFloor(state);
  let replayed = replay(setup, actions.slice(0, floor));
  const undoStates: GameState[] = [];
  for (const action of actions.slice(floor)) {
    undoStates.push(replayed);
    const result = applyAction(replayed, action);
    if (!result.ok) throw new Error(result.error.message);
    replayed = result.state;
  }
  return { state, undoStates };
}

/** What a rejection says: an Error's message (not "Error: …"), anything else as text. */
function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function isBotSeat(context: SessionContext, seat: number): boolean {
  return context.setup.seats[seat]?.kind === 'bot';
}

function decidingSeat(context: SessionContext): number | null {
  return pendingDecision(context.state)?.seat ?? null;
}

/** Commits an accepted engine result: new state, log, undo states, events to animate. */
function committed(
  context: SessionContext, action: Action, result: { state: GameState; events: readonly GameEvent[] }, botPlayed = false,
): Partial<SessionContext> {
  const barrier = undoFloor(result.state) === result.state.actionCount;
  return {
    state: result.state,
    actions: [...context.actions, action],
    botPlayed: botPlayed ? [...context.botPlayed, context.actions.length] : context.botPlayed,
    undoStates: barrier ? [] : [...context.undoStates, context.state],
    toAnimate: result.events.slice(),
    lastError: null,
  };
}

/** Where to go once an action's animation has played, before falling back to the next decision. */
interface AnimationExit {
  readonly guard: 'gameEnded' | 'roundEnded' | 'draftOver';
  readonly actions: 'keepAfterRoundEnd' | 'clearAnimation';
  readonly target: string;
}

/** Ending the turn explicitly, and undo within the engine's limit. */
const TURN_CONTROLS = {
  END_TURN: [
    { guard: 'mayEndTurn', actions: ['commitEndTurn', 'announceCommit'], target: 'animating' },
    { actions: 'refuseEndTurn' },
  ],
  UNDO: { guard: 'mayUndo', actions: ['undo', 'announceCommit'], target: 'deciding', reenter: true },
} as const;

/**
 * One decision at a time: who decides, then the table animates what happened. Used by setup and by every round;
 * only rounds have turns to end and undo (a draft decision is final the moment it is taken).
 */
function decisionStates(exits: readonly AnimationExit[], turnControls: boolean) {
  return {
    initial: 'deciding',
    states: {
      deciding: {
        always: [
          { guard: 'botToDecide', target: 'botThinking' },
          { target: 'awaitingHuman' },
        ],
      },
      awaitingHuman: {
        invoke: { src: 'humanInput', input: ({ context }: { context: SessionContext }): HumanRequest => ({ state: context.state, pending: pendingDecision(context.state) as PendingDecision }) },
        on: {
          ACTION: [
            { guard: 'actionIsLegal', actions: ['commitAction', 'announceCommit'], target: 'animating' },
            { actions: 'refuseAction' },
          ],
          ...(turnControls ? TURN_CONTROLS : {}),
        },
      },
      botThinking: {
        invoke: {
          src: 'bot',
          input: ({ context }: { context: SessionContext }): BotRequest => botRequest(context),
          onDone: [
            { guard: 'botActionIsLegal', actions: ['commitBotAction', 'announceCommit'], target: 'animating' },
            { actions: 'refuseBotAction', target: '#session.game.paused' },
          ],
          onError: { actions: 'botFailed', target: '#session.game.paused' },
        },
      },
      animating: {
        invoke: {
          src: 'animator',
          input: ({ context }: { context: SessionContext }) => ({ events: splitAtRoundEnd(context.toAnimate).turn }),
          onDone: [
            ...exits,
            { actions: 'clearAnimation', target: 'deciding' },
          ],
        },
      },
    },
  } as const;
}

function botRequest(context: SessionContext): BotRequest {
  return seatBotRequest(context.setup, context.state, decidingSeat(context) ?? 0);
}

/**
 * What the bot of `seat` is asked in `state`: its public view, its level and a seed from the view alone, so that the
 * same decision can be asked again later (the game log explains a bot's move by asking it again).
 */
export function seatBotRequest(setup: GameSetup, state: GameState, seat: number): BotRequest {
  const view = publicView(state, seat);
  return { view, seat, level: setup.seats[seat]?.bot ?? 'medium', seed: decisionSeed(view, seat, 'bot') };
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    /** Human input: the app's implementation forwards clicks and keys as ACTION events (tests play automatically). */
    humanInput: fromCallback<SessionEvent, HumanRequest>(() => undefined),
    /** A bot's choice for its seat: here on this thread; the app supplies one that thinks in a worker. */
    bot: fromPromise<Action, BotRequest>(async ({ input }) => {
      if (!isBotLevel(input.level)) throw new Error(`unknown bot level "${input.level}"`);
      return chooseAction(input.view, input.seat, input.level, input.seed);
    }),
    /** Resolves when the table has played the events (instant in tests). */
    animator: fromPromise<void, { events: readonly GameEvent[] }>(async () => undefined),
    /** Writes the game (setup + action log + snapshot) after every committed action. */
    autosave: fromPromise<void, SaveRequest>(async () => undefined),
  },
  delays: {
    /** Milliseconds before a failed autosave is written again. */
    saveRetryDelay: 2000,
  },
  guards: {
    newGame: ({ context }) => context.actions.length === 0,
    botToDecide: ({ context }) => {
      const seat = decidingSeat(context);
      return seat !== null && isBotSeat(context, seat);
    },
    actionIsLegal: ({ context, event }) => event.type === 'ACTION' && applyAction(context.state, event.action).ok,
    botActionIsLegal: ({ context, event }) => applyAction(context.state, (event as unknown as { output: Action }).output).ok,
    mayEndTurn: ({ context }) => applyAction(context.state, { type: 'endTurn' }).ok,
    mayUndo: ({ context }) => context.undoStates.length > 0,
    roundEnded: ({ context }) => splitAtRoundEnd(context.toAnimate).turn.some((e) => e.type === 'RoundEnded'),
    gameEnded: ({ context }) => context.toAnimate.some((e) => e.type === 'GameEnded'),
    draftOver: ({ context }) => context.state.phase === 'play',
    isDraft: ({ context }) => context.state.phase === 'draft',
    isOver: ({ context }) => context.state.phase === 'over',
    saveAgain: ({ context }) => context.saveAgain,
  },
  actions: {
    commitAction: assign(({ context, event }) => {
      if (event.type !== 'ACTION') return {};
      const result = applyAction(context.state, event.action);
      return result.ok ? committed(context, event.action, result, event.botPlayed === true) : {};
    }),
    commitEndTurn: assign(({ context, event }) => {
      const action: Action = { type: 'endTurn' };
      const result = applyAction(context.state, action);
      return result.ok ? committed(context, action, result, event.type === 'END_TURN' && event.botPlayed === true) : {};
    }),
    commitBotAction: assign(({ context, event }) => {
      const action = (event as unknown as { output: Action }).output;
      const result = applyAction(context.state, action);
      return result.ok ? committed(context, action, result) : {};
    }),
    refuseAction: assign(({ context, event }) => {
      if (event.type !== 'ACTION') return {};
      const result = applyAction(context.state, event.action);
      return { lastError: result.ok ? null : result.error };
    }),
    refuseEndTurn: assign(({ context }) => {
      const result = applyAction(context.state, { type: 'endTurn' });
      return { lastError: result.ok ? null : result.error };
    }),
    refuseBotAction: assign(({ context, event }) => {
      const result = applyAction(context.state, (event as unknown as { output: Action }).output);
      return { lastError: result.ok ? null : ruleError('bot-illegal', `The bot chose an illegal action: ${result.error.message}`, { ...result.error.params, refusal: result.error.code }) };
    }),
    botFailed: assign(({ event }) => ({
      // The thinker's own words (the page's bot worker says them in the player's language), not "Error: …".
      lastError: ruleError('bot-failed', `The bot could not decide: ${reasonOf((event as unknown as { error: unknown }).error)}`, { reason: reasonOf((event as unknown as { error: unknown }).error) }),
    })),
    undo: assign(({ context }) => ({
      state: context.undoStates[context.undoStates.length - 1] as GameState,
      actions: context.actions.slice(0, -1),
      botPlayed: context.botPlayed.filter((index) => index < context.actions.length - 1),
      undoStates: context.undoStates.slice(0, -1),
      toAnimate: [],
      lastError: null,
    })),
    keepAfterRoundEnd: assign(({ context }) => ({ toAnimate: splitAtRoundEnd(context.toAnimate).after })),
    clearAnimation: assign({ toAnimate: [] }),
    announceCommit: raise({ type: 'COMMITTED' }),
    markSaveAgain: assign({ saveAgain: true }),
    startSave: assign({ saveAgain: false }),
    saveSucceeded: assign({ saveError: null }),
    // The writer's own words (the page's storage says them in the player's language); the page frames them as an autosave.
    saveFailed: assign(({ event }) => {
      const { error } = event as unknown as { error: unknown };
      return { saveError: reasonOf(error) };
    }),
  },
}).createMachine({
  id: 'session',
  type: 'parallel',
  context: ({ input }) => {
    const actions = input.actions ?? [];
    const { state, undoStates } = actions.length > 0 ? restore(input.setup, actions) : { state: createGame(input.setup), undoStates: [] };
    return {
      setup: input.setup, state, actions: actions.slice(), botPlayed: (input.botPlayed ?? []).filter((index) => index < actions.length), undoStates, toAnimate: [], lastError: null, saveError: null, saveAgain: false,
    };
  },
  states: {
    game: {
      initial: 'restoring',
      on: { PAUSE: '.paused' },
      states: {
        /** Where the engine state says we are: a new game or a restored save. */
        restoring: {
          always: [
            { guard: 'isOver', target: 'gameOver' },
            { guard: 'isDraft', target: 'setup' },
            { target: 'round' },
          ],
        },
        /** RULES §2.3: the starting-set draft and starting tiles. */
        setup: decisionStates([{ guard: 'draftOver', actions: 'clearAnimation', target: '#session.game.round' }], false),
        /** RULES §3–§10: turns in order until every player has retired. */
        round: decisionStates([
          { guard: 'gameEnded', actions: 'keepAfterRoundEnd', target: '#session.game.finalScoring' },
          { guard: 'roundEnded', actions: 'keepAfterRoundEnd', target: '#session.game.endOfRound' },
        ], true),
        /** RULES §11: the table resets for the next round while the animation plays. */
        endOfRound: {
          invoke: {
            src: 'animator',
            input: ({ context }) => ({ events: context.toAnimate }),
            onDone: { actions: 'clearAnimation', target: 'round' },
          },
        },
        /** RULES §12: the final scoring is shown category by category. */
        finalScoring: {
          invoke: {
            src: 'animator',
            input: ({ context }) => ({ events: context.toAnimate }),
            onDone: { actions: 'clearAnimation', target: 'gameOver' },
          },
        },
        gameOver: { type: 'final' },
        /** Bots stop thinking and animations stop; resuming re-derives the position from the engine state. */
        paused: { on: { RESUME: 'restoring' } },
      },
    },
    persistence: {
      initial: 'starting',
      states: {
        /** A new game is written at once, so that "Continue" finds it before its first action; a restored one is on disk. */
        starting: {
          always: [{ guard: 'newGame', target: 'saving' }, { target: 'idle' }],
        },
        idle: { on: { COMMITTED: 'saving' } },
        saving: {
          entry: 'startSave',
          invoke: {
            src: 'autosave',
            input: ({ context }) => ({ setup: context.setup, actions: context.actions, botPlayed: context.botPlayed, state: context.state }),
            onDone: [
              { guard: 'saveAgain', actions: 'saveSucceeded', target: 'saving', reenter: true },
              { actions: 'saveSucceeded', target: 'idle' },
            ],
            onError: { actions: 'saveFailed', target: 'retrying' },
          },
          on: { COMMITTED: { actions: 'markSaveAgain' } },
        },
        /** A failed write is tried again after a pause, or at once when the next action is committed. */
        retrying: {
          after: { saveRetryDelay: 'saving' },
          on: { COMMITTED: 'saving' },
        },
      },
    },
  },
});

export type SessionActor = ActorRefFrom<typeof sessionMachine>;
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;
