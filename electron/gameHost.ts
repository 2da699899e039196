import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  openHostedGame,
  readOpenRequest,
  sealedPreview,
  type AuthorityMessage,
  type BotThinker,
  type GameAuthority,
  type HostReply,
  type HostStorage,
} from '../engine/authority';
import type { Action, GameSetup, GameState } from '../engine/index';
import { isTrustedSender, payloadFitsWithin, type IpcSenderEvent } from './ipc';
import type { SaveStore } from './saveStore';

/**
 * The games the main process hosts for the window (engine/authority/hosting.ts): the window's page sends an open
 * request and then intents for each game it numbers, and gets back only the host's replies and the authority's views.
 * The save is read and written here, so the seed and the face-down stacks never cross into the page.
 */

/** An intent is small; an open request carries at most a tutorial's setup and actions. */
const GAME_POST_BYTES = 512 * 1024;

/** Which page load sent a post (the preload names each load), and which of its games it is for. */
const postAddress = { page: z.string().min(1).max(64), game: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER) };
const gamePostSchema = z.union([
  z.strictObject({ ...postAddress, message: z.unknown() }),
  z.strictObject({ ...postAddress, close: z.literal(true) }),
]);

type HostedStore = SaveStore<GameSetup, Action, GameState>;

/** The store as a game's host uses it: problems as codes (the page words them), a damaged save opened from its backup. */
export function hostedStorage(store: HostedStore): HostStorage {
  return {
    async loadGame(slot, replayWith) {
      const loaded = await store.loadSave(slot, replayWith);
      const facts = (found: typeof loaded, fromBackup: boolean) =>
        found.ok
          ? {
              migratedFrom: found.value.migratedFrom,
              snapshotMatched: found.value.snapshotMatched,
              savedBy: found.value.save.engineVersion,
              fromBackup,
            }
          : null;
      if (loaded.ok) return { ok: true, save: loaded.value.save, notices: [], facts: facts(loaded, false) };
      const stored = { kind: 'stored', code: loaded.error.code, slot } as const;
      if (!loaded.error.backupAvailable)
        return { ok: false, problem: { ...stored, previousFailed: false }, restorable: false };
      // A save that is damaged or missing but has a previous version opens from that one, which the next autosave
      // writes in its place (the damaged file is not kept as a backup: it does not load). A notice says so.
      const backup = await store.loadSaveBackup(slot, replayWith);
      if (!backup.ok) return { ok: false, problem: { ...stored, previousFailed: true }, restorable: false };
      return { ok: true, save: backup.value.save, notices: [], facts: facts(backup, true) };
    },
    async previewGame(slot) {
      const text = await store.readSaveText(slot);
      return text === null
        ? null
        : sealedPreview(text, slot, (body) => createHash('sha256').update(body).digest('hex'));
    },
    async saveGame(slot, save) {
      const written = await store.writeHostedSave(slot, save);
      if (!written.ok) return { ok: false, message: written.error.code };
      return written.warning === undefined ? { ok: true } : { ok: true, warning: null };
    },
  };
}

interface Hosted {
  authority: GameAuthority | null;
  /** Intents that came while the game was being opened, given to its authority once it is there. */
  readonly queued: unknown[];
  closed: boolean;
}

export interface GameHostsOptions {
  readonly store: HostedStore;
  /** A new bot thinker for a game (its questions go to the process's bot threads). */
  readonly bots: () => BotThinker;
  readonly send: (game: number, message: HostReply | AuthorityMessage) => void;
  readonly logError: (message: string, error: unknown) => void;
}

export interface GameHosts {
  /** A `game:post` from the page; anything not from the app's page, too large or malformed changes nothing. */
  receive(event: IpcSenderEvent, payload: unknown): void;
  /** The window is gone: every game's authority stops. */
  closeAll(): void;
}

export function createGameHosts(options: GameHostsOptions): GameHosts {
  const games = new Map<number, Hosted>();
  /** The page load whose games these are: a reloaded page numbers its games afresh, so the old ones are closed. */
  let page: string | null = null;
  const storage = hostedStorage(options.store);

  function open(game: number, message: unknown): void {
    const hosted: Hosted = { authority: null, queued: [], closed: false };
    games.set(game, hosted);
    const send = (reply: HostReply | AuthorityMessage) => {
      if (!hosted.closed) options.send(game, reply);
    };
    const request = readOpenRequest(message);
    if (!request.ok) {
      send({ type: 'refused', code: 'bad-intent', detail: request.detail });
      return;
    }
    openHostedGame(request.request, { storage, bots: options.bots(), send, newId: randomUUID })
      .then((authority) => {
        if (hosted.closed) return authority?.dispose();
        hosted.authority = authority;
        for (const intent of hosted.queued.splice(0)) authority?.receive(intent);
      })
      .catch((error: unknown) => {
        options.logError('A game could not be opened', error);
        send({
          type: 'openFailed',
          problem: { kind: 'stored', code: 'internal', slot: '', previousFailed: false },
          restorable: false,
        });
      });
  }

  function close(game: number): void {
    const hosted = games.get(game);
    if (!hosted) return;
    hosted.closed = true;
    hosted.authority?.dispose();
    games.delete(game);
  }

  /** A post from another page load than the last: the old page's games are closed. */
  function turnToPage(postedBy: string): void {
    if (postedBy === page) return;
    for (const game of [...games.keys()]) close(game);
    page = postedBy;
  }

  return {
    receive(event, payload) {
      if (!isTrustedSender(event) || !payloadFitsWithin(payload, GAME_POST_BYTES)) return;
      const parsed = gamePostSchema.safeParse(payload);
      if (!parsed.success) return;
      const post = parsed.data;
      turnToPage(post.page);
      if ('close' in post) return close(post.game);
      const hosted = games.get(post.game);
      if (!hosted) return open(post.game, post.message);
      if (hosted.authority) hosted.authority.receive(post.message);
      else hosted.queued.push(post.message);
    },
    closeAll() {
      for (const game of [...games.keys()]) close(game);
    },
  };
}
