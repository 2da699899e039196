import type { AuthorityMessage, BotSpeed, Intent } from '../../../engine/authority/index';
import type { Action, GameSetup, SeatSetup } from './engine';
import { AuthorityClient, type AuthorityPort } from './authorityClient';
import type { WorkerReply } from './authorityWire';
import { i18n } from '../i18n';
import type { GameSave, GameStorage } from '../platform/storage';
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
  | { readonly kind: 'fork'; readonly from: string; readonly at: number; readonly slot: string; readonly seats: readonly SeatSetup[] }
  | { readonly kind: 'unsaved'; readonly setup: GameSetup; readonly actions: readonly Action[] };

/** Whether this tab may write the game: it holds the game's lease until `lost` (another tab took it over). */
export interface GameLease {
  readonly writable: boolean;
  readonly lost: Promise<void> | null;
}

export interface OpenGameOptions {
  /** The page's storage: the desktop bridge the worker's saves are relayed to (a browser's worker opens its own). */
  readonly storage: GameStorage;
  readonly desktop: boolean;
  readonly source: GameSource;
  readonly lease: GameLease;
  readonly speed: () => AnimationSpeed;
  /** How long a bot's turn may take (pace.ts); sent again whenever the settings change (`setPace`). */
  readonly botSpeed: () => BotSpeed;
  /** Told when a save landed but the storage could not confirm it is kept for good (the write itself succeeded). */
  readonly onWarning?: (warning: string) => void;
}

export type Opened = { readonly ok: true; readonly game: OpenGame; readonly notices: readonly string[] } | { readonly ok: false; readonly message: string; readonly restorable: boolean };

/** A port over the game's worker: intents out, the authority's messages in; the worker's own replies to `onReply`. */
function workerPort(worker: Worker, onReply: (reply: WorkerReply | Extract<AuthorityMessage, { type: 'refused' }>) => void): AuthorityPort {
  return {
    post: (intent: Intent) => worker.postMessage(intent),
    listen(receive) {
      worker.addEventListener('message', (event: MessageEvent<AuthorityMessage | WorkerReply>) => {
        const message = event.data;
        if (message.type === 'opened' || message.type === 'openFailed' || message.type === 'warning' || message.type === 'storage' || message.type === 'debug' || message.type === 'refused') onReply(message);
        else receive(message);
      });
    },
    close: () => {
      worker.terminate();
      // A test build's questions to a worker that is gone get no answer from it: they are answered "nothing".
      for (const answer of [...debugAnswers.values()]) answer(null);
      closedWorkers.add(worker);
    },
  };
}

/** Answers the worker's storage questions with the page's storage (the desktop bridge). */
async function answerStorage(worker: Worker, storage: GameStorage, request: Extract<WorkerReply, { type: 'storage' }>): Promise<void> {
  const [slot, save] = request.args as [string, GameSave | undefined];
  const result = request.method === 'loadGame' ? await storage.loadGame(String(slot)) : await storage.saveGame(String(slot), save as GameSave);
  worker.postMessage({ type: 'storageAnswer', id: request.id, result });
}

/**
 * Starts or continues a game: its authority runs in a worker of its own, which reads and writes the save itself, and
 * the table gets a client that holds views only. The one function that puts a game on the table — the new-game menu,
 * "Continue", the load list, the replay, "play on from here", the campaign and the tutorial all call it.
 */
export function openGame(options: OpenGameOptions): Promise<Opened> {
  const worker = new Worker(new URL('./authorityWorker.ts', import.meta.url), { type: 'module', name: 'saltfjord-game' });
  const slot = options.source.kind === 'unsaved' ? null : options.source.slot;
  let writing = options.lease.writable && options.source.kind !== 'review';
  void options.lease.lost?.then(() => { writing = false; });
  return new Promise((resolve) => {
    let client: AuthorityClient | null = null;
    let settled = false;
    const onReply = (reply: WorkerReply | Extract<AuthorityMessage, { type: 'refused' }>): void => {
      if (reply.type === 'refused') {
        // Refused before it opened: the page asked for something the worker cannot read (a bug, never a player's doing).
        if (!settled) { settled = true; worker.terminate(); resolve({ ok: false, message: i18n.t('app.gameStopped', { reason: reply.detail }), restorable: false }); }
        return;
      }
      if (reply.type === 'storage') void answerStorage(worker, options.storage, reply);
      else if (reply.type === 'warning') options.onWarning?.(reply.message);
      else if (reply.type === 'debug') debugAnswers.get(reply.id)?.(reply.value);
      else if (reply.type === 'openFailed') { settled = true; worker.terminate(); resolve({ ok: false, message: reply.message, restorable: reply.restorable }); }
      else if (reply.type === 'opened' && client) {
        settled = true;
        const game: OpenGame = { slot: reply.slot ?? '', createdAt: reply.createdAt, practice: reply.practice, controller: client, writes: () => writing };
        void client.ready.then(() => resolve({ ok: true, game, notices: reply.notices }));
      }
    };
    client = new AuthorityClient(workerPort(worker, onReply), slot);
    debugWorkers.set(client, worker);
    // A worker that fails to load or stops is said so: before the game opened, as a game that cannot be opened; after,
    // on the table (never a table waiting for a worker that is gone).
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      if (!settled) { settled = true; resolve({ ok: false, message: i18n.t('app.gameWorkerStopped'), restorable: false }); }
      else client?.stop(i18n.t('app.gameWorkerStopped'));
    });
    worker.postMessage({
      type: 'open', language: i18n.language, pace: { botSpeed: options.botSpeed(), animationsOff: options.speed() === 'instant' },
      writable: options.lease.writable, storage: options.desktop ? 'relayed' : 'browser',
      game: options.source.kind === 'new' ? { ...options.source, practice: options.source.practice ?? false } : options.source,
    });
    void options.lease.lost?.then(() => worker.postMessage({ type: 'lease', writable: false } satisfies Intent));
  });
}

/** Sends the player's pace settings to a game's authority (they are read when a bot moves). */
export function setPace(game: OpenGame, botSpeed: BotSpeed, speed: AnimationSpeed): void {
  game.controller.setPace(botSpeed, speed === 'instant');
}

const debugWorkers = new WeakMap<AuthorityClient, Worker>();
const closedWorkers = new WeakSet<Worker>();
const debugAnswers = new Map<number, (value: unknown) => void>();
let nextDebug = 1;

/**
 * A test build's debug window asks the game's worker for the whole game (answered only in such a build); null when
 * the game's worker is gone (the game was closed).
 */
export function askWorker(client: AuthorityClient, what: 'state' | 'record'): Promise<unknown> | null {
  const worker = debugWorkers.get(client);
  if (!worker || closedWorkers.has(worker)) return null;
  const id = nextDebug++;
  return new Promise((resolve) => {
    // Answered, or after a while "nothing": a spec then fails saying so instead of waiting out its whole time.
    const timer = setTimeout(() => debugAnswers.get(id)?.(null), 20_000);
    debugAnswers.set(id, (value) => { clearTimeout(timer); debugAnswers.delete(id); resolve(value); });
    worker.postMessage({ type: 'debug', id, what });
  });
}

export function newSlotName(): string {
  return `game-${new Date().toISOString().replace(/[:.]/g, '-')}`;
}
