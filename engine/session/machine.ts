import { assign, fromCallback, fromPromise, raise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Action, GameEvent } from '../index.js';
import { chooseAction, isBotLevel } from '../bots/index.js';
import { botFailure, botRefusal, committed, judge, judgedError, reasonOf, undone } from './commit.js';
import {
  botRequest,
  decidingSeat,
  humanRequest,
  initialContext,
  isBotSeat,
  saveRequest,
  splitAtRoundEnd,
  type BotRequest,
  type HumanRequest,
  type SaveRequest,
  type SessionContext,
  type SessionEvent,
  type SessionInput,
} from './context.js';

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
        always: [{ guard: 'botToDecide', target: 'botThinking' }, { target: 'awaitingHuman' }],
      },
      awaitingHuman: {
        invoke: {
          src: 'humanInput',
          input: ({ context }: { context: SessionContext }): HumanRequest => humanRequest(context),
        },
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
          onDone: [...exits, { actions: 'clearAnimation', target: 'deciding' }],
        },
      },
    },
  } as const;
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
    judgeAction: assign(({ context, event }) =>
      event.type === 'ACTION' ? judge(context, event.action, event.botPlayed === true) : {},
    ),
    judgeEndTurn: assign(({ context, event }) =>
      judge(context, { type: 'endTurn' }, event.type === 'END_TURN' && event.botPlayed === true),
    ),
    judgeBotAction: assign(({ context, event }) =>
      judge(context, (event as unknown as { output: Action }).output, false),
    ),
    commitJudged: assign(({ context }) => (context.judged ? committed(context, context.judged) : {})),
    refuseJudged: assign(({ context }) => ({ lastError: judgedError(context), judged: null })),
    refuseBotAction: assign(({ context }) => botRefusal(context)),
    botFailed: assign(({ event }) => botFailure((event as unknown as { error: unknown }).error)),
    undo: assign(({ context }) => undone(context)),
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
  context: ({ input }) => initialContext(input),
  states: {
    game: {
      initial: 'restoring',
      on: { PAUSE: '.paused' },
      states: {
        /** Where the engine state says we are: a new game or a restored save. */
        restoring: {
          always: [{ guard: 'isOver', target: 'gameOver' }, { guard: 'isDraft', target: 'setup' }, { target: 'round' }],
        },
        /** RULES §2.3: the starting-set draft and starting tiles. */
        setup: decisionStates(
          [{ guard: 'draftOver', actions: 'clearAnimation', target: '#session.game.round' }],
          false,
        ),
        /** RULES §3–§10: turns in order until every player has retired. */
        round: decisionStates(
          [
            { guard: 'gameEnded', actions: 'keepAfterRoundEnd', target: '#session.game.finalScoring' },
            { guard: 'roundEnded', actions: 'keepAfterRoundEnd', target: '#session.game.endOfRound' },
          ],
          true,
        ),
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
            input: ({ context }): SaveRequest => saveRequest(context),
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
