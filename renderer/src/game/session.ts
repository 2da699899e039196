import type { AuthorityMessage, BotSpeed, HostReply, Intent } from '../../../engine/authority/index';
import type { Action, GameSetup, SeatSetup } from './engine';
import { AuthorityClient, type AuthorityPort } from './authorityClient';
import type { GameHostBridge } from '../../../engine/formats/index';
import { i18n, t } from '../i18n';
import { loadFactNotices, openProblemText, warningText, wordedMessage } from './hostWords';
import type { DebugReply } from './testHooks';
import type { AnimationSpeed } from '../scene/model';

export interface OpenGame {
  readonly slot: string;
  /** When the game was first saved: with the slot, it tells this game from later ones played in the same slot. */
  readonly createdAt: string;
  /** Played on from a moment of another game, in solo: practice (RULES §13.4). */
  readonly practice: boolean;
  readonly controller: AuthorityClient;
  /**
   * Whether this tab's copy is the game that is kept: it is written here. False for a copy opened read-only or saved
   * nowhere, and from the moment another tab takes the game over; such a copy counts for nothing in the profile.
   */
  readonly writes: () => boolean;
}

/** Which game the worker opens: a new one, a saved one, a moment of a saved one played on, or one saved nowhere. */
export type GameSource =
  | { readonly kind: 'new'; readonly slot: string; readonly setup: GameSetup; readonly practice?: boolean }
  | { readonly kind: 'load'; readonly slot: string }
  | { readonly kind: 'review'; readonly slot: string }
  | {
      readonly kind: 'fork';
      readonly from: string;
      readonly at: number;
      readonly slot: string;
      readonly seats: readonly SeatSetup[];
    }
  | { readonly kind: 'unsaved'; readonly setup: GameSetup; readonly actions: readonly Action[] };

/** Whether this tab may write the game: it holds the game's lease until `lost` (another tab took it over). */
export interface GameLease {
  readonly writable: boolean;
  readonly lost: Promise<void> | null;
}

export interface OpenGameOptions {
  /** On the desktop, the main process that hosts the game; null in a browser (the game's own worker hosts it). */
  readonly desktop: GameHostBridge | null;
  readonly source: GameSource;
  readonly lease: GameLease;
  readonly speed: () => AnimationSpeed;
  /** How long a bot's turn may take (pace.ts); sent again whenever the settings change (`setPace`). */
  readonly botSpeed: () => BotSpeed;
  /** Told when a save landed but the storage could not confirm it is kept for good (the write itself succeeded). */
  readonly onWarning?: (warning: string) => void;
}

export type Opened =
  | { readonly ok: true; readonly game: OpenGame; readonly notices: readonly string[] }
  | { readonly ok: false; readonly message: string; readonly restorable: boolean };

type HostMessage = HostReply | AuthorityMessage | DebugReply;

/** The page's line to a game's host: a worker of its own in a browser, the main process on the desktop. */
interface HostLink {
  post(message: unknown): void;
  listen(receive: (message: HostMessage) => void): void;
  /** Called once if the host stops (a worker that fails to load or crashes). */
  onStopped(stopped: () => void): void;
  close(): void;
}

function workerLink(): HostLink {
  const worker = new Worker(new URL('./authorityWorker.ts', import.meta.url), {
    type: 'module',
    name: 'saltfjord-game',
  });
  return {
    post: (message) => worker.postMessage(message),
    listen: (receive) => worker.addEventListener('message', (event: MessageEvent<HostMessage>) => receive(event.data)),
    onStopped: (stopped) =>
      worker.addEventListener('error', (event) => {
        event.preventDefault();
        stopped();
      }),
    close: () => worker.terminate(),
  };
}

let nextDesktopGame = 1;

/** A game the desktop's main process hosts: the page numbers it, and only this game's messages reach it. */
function desktopLink(bridge: GameHostBridge): HostLink {
  const game = nextDesktopGame++;
  let unsubscribe: (() => void) | null = null;
  return {
    post: (message) => bridge.post(game, message),
    listen(receive) {
      unsubscribe = bridge.onMessage((from, message) => {
        if (from === game) receive(message as HostMessage);
      });
    },
    onStopped: () => undefined,
    close() {
      unsubscribe?.();
      bridge.close(game);
    },
  };
}

const HOST_REPLIES: ReadonlySet<string> = new Set<HostMessage['type']>([
  'opened',
  'openFailed',
  'notices',
  'warning',
  'debug',
  'refused',
]);

/** A port over the game's host: intents out, the authority's messages in; the host's own replies to `onReply`. */
function hostPort(link: HostLink, slot: string | null, onReply: (reply: OpeningReply) => void): AuthorityPort {
  return {
    post: (intent: Intent) => link.post(intent),
    listen(receive) {
      link.listen((message) => {
        if (HOST_REPLIES.has(message.type)) onReply(message as OpeningReply);
        else receive(wordedMessage(slot, message as AuthorityMessage));
      });
    },
    close: () => {
      link.close();
      // A test build's questions to a host that is gone get no answer from it: they are answered "nothing".
      for (const answer of [...debugAnswers.values()]) answer(null);
      closedLinks.add(link);
    },
  };
}

/** What a host tells the client of a game it opens besides the authority's own messages. */
type OpeningReply = HostReply | DebugReply | Extract<AuthorityMessage, { type: 'refused' }>;
type ReplyOf<Type extends OpeningReply['type']> = Extract<OpeningReply, { readonly type: Type }>;

/** A game being opened, as its host's replies see it. */
interface Opening {
  readonly options: OpenGameOptions;
  readonly slot: string | null;
  readonly client: () => AuthorityClient | null;
  /** Whether the opening has been answered (opened or failed). */
  readonly settled: () => boolean;
  readonly writing: () => boolean;
  readonly fail: (message: string, restorable: boolean) => void;
  readonly open: (game: OpenGame, notices: readonly string[]) => void;
}

/** What each of the host's replies does to a game being opened, and to the game once it is open. */
function openingReplies(opening: Opening): { readonly [Type in OpeningReply['type']]: (reply: ReplyOf<Type>) => void } {
  const { options, slot } = opening;
  return {
    // Refused before it opened: the page asked for something the host cannot read (a bug, never a player's doing).
    refused: (reply) => opening.fail(t('app.gameStopped', { reason: reply.detail }), false),
    warning: (reply) => options.onWarning?.(warningText(slot, reply)),
    debug: (reply) => debugAnswers.get(reply.id)?.(reply.value),
    notices: (reply) => {
      for (const notice of [...reply.notices, ...loadFactNotices(slot ?? '', reply.facts)]) options.onWarning?.(notice);
    },
    openFailed: (reply) => {
      const text = openProblemText(reply.problem, reply.restorable);
      // A game shown from its sealed position whose replay then fails stops on the table, saying why.
      if (opening.settled()) opening.client()?.stop(text);
      else opening.fail(text, reply.restorable);
    },
    opened: (reply) => {
      const client = opening.client();
      if (!client) return;
      // A saved game this tab does not hold (opened to be looked at) is played nowhere here; the host reads no
      // intent before it has opened the game.
      if (!options.lease.writable && options.source.kind !== 'unsaved') client.readOnly();
      const game: OpenGame = {
        slot: reply.slot ?? '',
        createdAt: reply.createdAt,
        practice: reply.practice,
        controller: client,
        writes: opening.writing,
      };
      opening.open(game, [...reply.notices, ...loadFactNotices(reply.slot ?? '', reply.facts)]);
    },
  };
}

/**
 * Starts or continues a game: its authority runs in its host — a worker of its own in a browser, the main process on
 * the desktop — which reads and writes the save itself, and the table gets a client that holds views only. The one
 * function that puts a game on the table — the new-game menu, "Continue", the load list, the replay, "play on from
 * here", the campaign and the tutorial all call it.
 */
export function openGame(options: OpenGameOptions): Promise<Opened> {
  const link = options.desktop ? desktopLink(options.desktop) : workerLink();
  const slot = options.source.kind === 'unsaved' ? null : options.source.slot;
  let writing = options.lease.writable && options.source.kind !== 'review';
  void options.lease.lost?.then(() => {
    writing = false;
  });
  return new Promise((resolve) => {
    let client: AuthorityClient | null = null;
    let settled = false;
    const fail = (message: string, restorable: boolean): void => {
      if (settled) return;
      settled = true;
      link.close();
      resolve({ ok: false, message, restorable });
    };
    const replies = openingReplies({
      options,
      slot,
      client: () => client,
      settled: () => settled,
      writing: () => writing,
      fail,
      open: (game, notices) => {
        settled = true;
        void game.controller.ready.then(() => resolve({ ok: true, game, notices }));
      },
    });
    const onReply = <Type extends OpeningReply['type']>(reply: ReplyOf<Type>): void =>
      (replies as { readonly [T in Type]: (reply: ReplyOf<T>) => void })[reply.type as Type](reply);
    client = new AuthorityClient(hostPort(link, slot, onReply), slot);
    debugLinks.set(client, link);
    // A host that fails to load or stops is said so: before the game opened, as a game that cannot be opened; after,
    // on the table (never a table waiting for a host that is gone).
    link.onStopped(() => {
      if (!settled) fail(t('app.gameWorkerStopped'), false);
      else client?.stop(t('app.gameWorkerStopped'));
    });
    link.post({
      type: 'open',
      language: i18n.language,
      pace: { botSpeed: options.botSpeed(), animationsOff: options.speed() === 'instant' },
      writable: options.lease.writable,
      game:
        options.source.kind === 'new'
          ? { ...options.source, practice: options.source.practice ?? false }
          : options.source,
    });
    // Taken over by another tab: no more writes, and no more play here.
    void options.lease.lost?.then(() => {
      link.post({ type: 'lease', writable: false } satisfies Intent);
      client?.readOnly();
    });
  });
}

/** Sends the player's pace settings to a game's authority (they are read when a bot moves). */
export function setPace(game: OpenGame, botSpeed: BotSpeed, speed: AnimationSpeed): void {
  game.controller.setPace(botSpeed, speed === 'instant');
}

const debugLinks = new WeakMap<AuthorityClient, HostLink>();
const closedLinks = new WeakSet<HostLink>();
const debugAnswers = new Map<number, (value: unknown) => void>();
let nextDebug = 1;

/**
 * A test build's debug window asks the game's worker for the whole game (answered only in such a build); null when
 * the game's worker is gone (the game was closed).
 */
export function askWorker(client: AuthorityClient, what: 'state' | 'record'): Promise<unknown> | null {
  const link = debugLinks.get(client);
  if (!link || closedLinks.has(link)) return null;
  const id = nextDebug++;
  return new Promise((resolve) => {
    // Answered, or after a while "nothing": a spec then fails saying so instead of waiting out its whole time.
    const timer = setTimeout(() => debugAnswers.get(id)?.(null), 20_000);
    debugAnswers.set(id, (value) => {
      clearTimeout(timer);
      debugAnswers.delete(id);
      resolve(value);
    });
    link.post({ type: 'debug', id, what });
  });
}

export function newSlotName(): string {
  return `game-${new Date().toISOString().replace(/[:.]/g, '-')}`;
}
