/// <reference lib="webworker" />
// The worker a game's authority runs in, beside the table: it opens the game (reading the save itself, so the seed and
// the face-down stacks never enter the page), hosts the authority of engine/authority, writes every change, and
// answers the page only with the protocol's views.
import { GameAuthority, type AuthorityMessage } from '../../../engine/authority/index';
import { buildHistory, historyRecorder, type GameHistory, type SaveRequest } from '../../../engine/session';
import { engineSaveCodec } from '../../../engine/save/index';
import type { GameSetup } from './engine';
import { i18n } from '../i18n';
import { openBrowserStorage } from '../platform/indexedDbStorage';
import { saveOf } from '../platform/recordStorage';
import { createWorkerThinker } from './botWorker';
import { forkHistory } from './fork';
import { readOpenRequest, type OpenRequest, type WorkerReply } from './authorityWire';
import { relayedStorage, type GameSaves } from './storageRelay';
import { debugAnswer } from './testHooks';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const reply = (message: WorkerReply | AuthorityMessage): void => scope.postMessage(message);

interface OpenedGame {
  readonly setup: GameSetup;
  readonly history: GameHistory | null;
  readonly revision: number | undefined;
  readonly lineage: { readonly gameId: string; readonly takenFrom: string | null };
  readonly createdAt: string;
  readonly practice: boolean;
  readonly notices: readonly string[];
}

type Opening = { readonly ok: true; readonly game: OpenedGame } | { readonly ok: false; readonly message: string; readonly restorable: boolean };

/** Reads the game the page asked for; a saved game is replayed once, and that replay is its history. */
async function readGame(request: OpenRequest, storage: GameSaves): Promise<Opening> {
  const { game } = request;
  if (game.kind === 'new') return { ok: true, game: { setup: game.setup, history: null, revision: undefined, lineage: { gameId: crypto.randomUUID(), takenFrom: null }, createdAt: new Date().toISOString(), practice: game.practice, notices: [] } };
  if (game.kind === 'unsaved') return { ok: true, game: { setup: game.setup, history: buildHistory(game.setup, game.actions), revision: undefined, lineage: { gameId: crypto.randomUUID(), takenFrom: null }, createdAt: new Date().toISOString(), practice: true, notices: [] } };
  const recorder = historyRecorder(engineSaveCodec);
  const loaded = await storage.loadGame(game.kind === 'fork' ? game.from : game.slot, recorder.codec);
  if (!loaded.ok) return { ok: false, message: loaded.message, restorable: loaded.restorable ?? false };
  const { save, notices } = loaded.value;
  // A save the desktop's main process replayed arrives whole: its history is built here, its one replay in this process.
  const history = recorder.history(save.botPlayed) ?? buildHistory(save.setup, save.actions, save.botPlayed);
  if (game.kind === 'fork') {
    const forked = forkHistory(history, game.at, game.seats);
    if (!forked) return { ok: false, message: i18n.t('app.playOnRefused'), restorable: false };
    return { ok: true, game: { setup: forked.setup, history: forked, revision: undefined, lineage: { gameId: crypto.randomUUID(), takenFrom: null }, createdAt: new Date().toISOString(), practice: forked.setup.seats.length === 1, notices: [] } };
  }
  return { ok: true, game: { setup: save.setup, history, revision: save.revision, lineage: { gameId: save.gameId, takenFrom: save.writer }, createdAt: save.createdAt, practice: save.practice, notices } };
}

/** The authority's writer: every change saved under the game's slot, as this session's write (engine/save/lineage.ts). */
function persister(storage: GameSaves, slot: string, game: OpenedGame, writer: string): (request: SaveRequest) => Promise<void> {
  return async ({ setup, revision, actions, botPlayed, state }) => {
    const lineage = { gameId: game.lineage.gameId, revision, writer, takenFrom: game.lineage.takenFrom };
    const save = saveOf({ setup, actions, botPlayed, practice: game.practice, state }, game.createdAt, 'autosave', lineage);
    const result = await storage.saveGame(slot, save);
    if (!result.ok) throw new Error(result.message);
    if (result.warning !== undefined) reply({ type: 'warning', message: result.warning });
  };
}

let authority: GameAuthority | null = null;

async function open(request: OpenRequest): Promise<void> {
  await i18n.changeLanguage(request.language);
  const browser = request.storage === 'browser' ? (await openBrowserStorage()).storage : null;
  const storage: GameSaves = browser ?? relayedStorage(scope);
  const slot = request.game.kind === 'load' || request.game.kind === 'review' ? request.game.slot : request.game.kind === 'unsaved' ? null : request.game.slot;
  const writer = crypto.randomUUID();
  // A browser tab's session takes its game's lease before reading it: the tab it took the game from can write it no
  // more, not even a save on its way, and whatever that tab wrote before is in what this one reads.
  if (browser && slot !== null && request.writable && request.game.kind !== 'review') {
    const leased = await browser.leaseGame(slot, writer);
    if (!leased.ok) { reply({ type: 'openFailed', message: leased.message, restorable: false }); return; }
  }
  const opening = await readGame(request, storage);
  if (!opening.ok) { reply({ type: 'openFailed', message: opening.message, restorable: opening.restorable }); return; }
  const { game } = opening;
  reply({ type: 'opened', slot, createdAt: game.createdAt, practice: game.practice, notices: game.notices });
  authority = new GameAuthority({
    setup: game.setup,
    ...(game.history ? { history: game.history } : {}),
    ...(game.revision === undefined ? {} : { revision: game.revision }),
    bots: createWorkerThinker(),
    persist: slot === null ? () => Promise.resolve() : persister(storage, slot, game, writer),
    send: reply,
    // A game looked at again is not played: nothing of it is written, and the table sends it no move.
    writable: request.writable && request.game.kind !== 'review',
    pace: request.pace,
  });
  if (request.game.kind === 'review') authority.receive({ type: 'pause' });
}

scope.onmessage = (event: MessageEvent<unknown>) => {
  const data = event.data;
  // The page's answers to the storage relay are read by the relay itself.
  if ((data as { type?: unknown } | null)?.type === 'storageAnswer') return;
  if (authority) {
    if (debugAnswer(data, authority, reply)) return;
    authority.receive(data);
    return;
  }
  const request = readOpenRequest(data);
  if (!request.ok) { reply({ type: 'refused', code: 'bad-intent', detail: request.detail }); return; }
  // Whatever stops the opening is said, as any game that cannot be opened is: never a table waiting for nothing.
  open(request.request).catch((error: unknown) => {
    reply({ type: 'openFailed', message: i18n.t('app.gameStopped', { reason: error instanceof Error ? error.message : String(error) }), restorable: false });
  });
};
