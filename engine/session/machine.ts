import { assign, fromCallback, fromPromise, raise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  applyAction, decisionSeed, pendingDecision, publicView, ruleError, undoFloor,
  type Action, type ApplyResult, type GameEvent, type GameSetup, type GameState, type PendingDecision, type RuleError,
} from '../index.js';
import { chooseAction, isBotLevel } from '../bots/index.js';
import { appendEntry, buildHistory, stateAt, truncateHistory, type GameHistory } from './history.js';

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
  /** Rises with every change to the game, Undo included (the save's lineage, engine/save/lineage.ts). */
  readonly revision: number;
  readonly actions: readonly Action[];
  /** Indices into `actions` of the decisions a bot took for a person. */
  readonly botPlayed: readonly number[];
  readonly state: GameState;
  /** Undo stops here: the moment a game played on from another began (its history's floor), kept across a reload. */
  readonly undoFloor?: number;
}

export interface SessionInput {
  readonly setup: GameSetup;
  /**
   * A saved game's history, as its load rebuilt it (each action applied once there): the chart starts from it without
   * applying anything again. Absent: `actions` are applied here (tools and tests), or a new game.
   */
  readonly history?: GameHistory;
  /** The action log of a saved game, when no history is given (empty or absent: a new game). */
  readonly actions?: readonly Action[];
  /** Which of those actions a bot played for a person (restored with them). */
  readonly botPlayed?: readonly number[];
  /** The revision the game was saved at (default: its action count). */
  readonly revision?: number;
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
  | { readonly type: 'COMMITTED' }
  /** Raised by the chart itself once a person's answer is judged (see awaitingHuman). */
  | { readonly type: 'JUDGED' };

/** An action as the engine judged it, waiting for the chart to commit or refuse it: applied once, here. */
export interface Judged {
  readonly action: Action;
  readonly result: ApplyResult;
  readonly botPlayed: boolean;
}

export interface SessionContext {
  readonly setup: GameSetup;
  state: GameState;
  /** The game so far: every action with its events and the state after it (the log, replay and undo read it). */
  history: GameHistory;
  /** Rises with every change to the game: each committed action and each Undo. */
  revision: number;
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
  /** The last action taken, judged by the engine, until the chart commits or refuses it. */
  judged: Judged | null;
}

/** Events up to and including the round's end belong to the turn; the rest to the end of round or final scoring. */
export function splitAtRoundEnd(events: readonly GameEvent[]): { turn: GameEvent[]; after: GameEvent[] } {
  const end = events.findIndex((event) => event.type === 'RoundEnded');
  if (end === -1) return { turn: events.slice(), after: [] };
  return { turn: events.slice(0, end + 1), after: events.slice(end + 1) };
}

/** The engine state and the turn's undo states of a history (none below its undo floor): nothing applied again. */
export function restore(history: GameHistory): { state: GameState; undoStates: GameState[] } {
  const count = history.entries.length;
  const state = stateAt(history, count);
  const undoStates: GameState[] = [];
  for (let index = Math.max(undoFloor(state), history.undoFloor ?? 0); index < count; index++) undoStates.push(stateAt(history, index));
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

/** Commits an accepted engine result: new state, log, history, undo states, events to animate, a new revision. */
function committed(context: SessionContext, judged: Judged): Partial<SessionContext> {
  if (!judged.result.ok) return {};
  const { state, events } = judged.result;
  const barrier = undoFloor(state) === state.actionCount;
  const seat = pendingDecision(context.state)?.seat ?? context.state.current;
  return {
    state,
    history: appendEntry(context.history, { seat, round: context.state.round, action: judged.action, events, botPlayed: judged.botPlayed, after: state }),
    revision: context.revision + 1,
    actions: [...context.actions, judged.action],
    botPlayed: judged.botPlayed ? [...context.botPlayed, context.actions.length] : context.botPlayed,
    undoStates: barrier ? [] : [...context.undoStates, context.state],
    toAnimate: events.slice(),
    lastError: null,
    judged: null,
  };
}

/** The engine's judgement of `action` in the current state: the one time it is applied. */
function judge(context: SessionContext, action: Action, botPlayed: boolean): { judged: Judged } {
  return { judged: { action, result: applyAction(context.state, action), botPlayed } };
}

function judgedError(context: SessionContext): RuleError | null {
  const result = context.judged?.result;
  return result && !result.ok ? result.error : null;
}

/** Where to go once an action's animation has played, before falling back to the next decision. */
interface AnimationExit {
  readonly guard: 'gameEnded' | 'roundEnded' | 'draftOver';
  readonly actions: 'keepAfterRoundEnd' | 'clearAnimation';
  readonly target: string;
}

/** Ending the turn explicitly, and undo within the engine's limit. */
const TURN_CONTROLS = {
  END_TURN: { actions: ['judgeEndTurn', 'announceJudged'] },
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
        // A person's answer is judged by the engine once, then committed, or refused with the engine's reason while
        // the chart keeps waiting (without asking the person's input again).
        on: {
          ACTION: { actions: ['judgeAction', 'announceJudged'] },
          JUDGED: [
            { guard: 'judgedLegal', actions: ['commitJudged', 'announceCommit'], target: 'animating' },
            { actions: 'refuseJudged' },
          ],
          ...(turnControls ? TURN_CONTROLS : {}),
        },
      },
      botThinking: {
        invoke: {
          src: 'bot',
          input: ({ context }: { context: SessionContext }): BotRequest => botRequest(context),
          onDone: { actions: 'judgeBotAction', target: 'judgingBot' },
          onError: { actions: 'botFailed', target: '#session.game.paused' },
        },
      },
      /** A bot's answer, judged once: committed, or the game pauses saying the bot chose an illegal action. */
      judgingBot: {
        always: [
          { guard: 'judgedLegal', actions: ['commitJudged', 'announceCommit'], target: 'animating' },
          { actions: 'refuseBotAction', target: '#session.game.paused' },
        ],
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
    judgedLegal: ({ context }) => context.judged?.result.ok === true,
    mayUndo: ({ context }) => context.undoStates.length > 0,
    roundEnded: ({ context }) => splitAtRoundEnd(context.toAnimate).turn.some((e) => e.type === 'RoundEnded'),
    gameEnded: ({ context }) => context.toAnimate.some((e) => e.type === 'GameEnded'),
    draftOver: ({ context }) => context.state.phase === 'play',
    isDraft: ({ context }) => context.state.phase === 'draft',
    isOver: ({ context }) => context.state.phase === 'over',
    saveAgain: ({ context }) => context.saveAgain,
  },
  actions: {
    judgeAction: assign(({ context, event }) => (event.type === 'ACTION' ? judge(context, event.action, event.botPlayed === true) : {})),
    judgeEndTurn: assign(({ context, event }) => judge(context, { type: 'endTurn' }, event.type === 'END_TURN' && event.botPlayed === true)),
    judgeBotAction: assign(({ context, event }) => judge(context, (event as unknown as { output: Action }).output, false)),
    commitJudged: assign(({ context }) => (context.judged ? committed(context, context.judged) : {})),
    refuseJudged: assign(({ context }) => ({ lastError: judgedError(context), judged: null })),
    refuseBotAction: assign(({ context }) => {
      const error = judgedError(context);
      const lastError = error ? ruleError('bot-illegal', `The bot chose an illegal action: ${error.message}`, { ...error.params, refusal: error.code }) : null;
      return { lastError, judged: null };
    }),
    botFailed: assign(({ event }) => ({
      // The thinker's own words (the page's bot worker says them in the player's language), not "Error: …".
      lastError: ruleError('bot-failed', `The bot could not decide: ${reasonOf((event as unknown as { error: unknown }).error)}`, { reason: reasonOf((event as unknown as { error: unknown }).error) }),
    })),
    undo: assign(({ context }) => ({
      state: context.undoStates[context.undoStates.length - 1] as GameState,
      history: truncateHistory(context.history, context.actions.length - 1),
      revision: context.revision + 1,
      actions: context.actions.slice(0, -1),
      botPlayed: context.botPlayed.filter((index) => index < context.actions.length - 1),
      undoStates: context.undoStates.slice(0, -1),
      toAnimate: [],
      lastError: null,
    })),
    keepAfterRoundEnd: assign(({ context }) => ({ toAnimate: splitAtRoundEnd(context.toAnimate).after })),
    clearAnimation: assign({ toAnimate: [] }),
    announceCommit: raise({ type: 'COMMITTED' }),
    announceJudged: raise({ type: 'JUDGED' }),
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
    const history = input.history ?? buildHistory(input.setup, input.actions ?? [], input.botPlayed ?? []);
    const { state, undoStates } = restore(history);
    const actions = history.entries.map((entry) => entry.action);
    const botPlayed = history.entries.flatMap((entry) => (entry.botPlayed ? [entry.index] : []));
    return {
      setup: input.setup, state, history, revision: input.revision ?? actions.length, actions, botPlayed, undoStates, toAnimate: [], lastError: null, saveError: null, saveAgain: false, judged: null,
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
            input: ({ context }) => ({
              setup: context.setup, revision: context.revision, actions: context.actions, botPlayed: context.botPlayed, state: context.state,
              ...(context.history.undoFloor === undefined ? {} : { undoFloor: context.history.undoFloor }),
            }),
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
