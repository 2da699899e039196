/// <reference lib="webworker" />
// The worker a browser game's authority runs in, beside the table: the game's host (engine/authority/hosting.ts) with
// the browser's own storage, so the seed and the face-down stacks never enter the page, which gets only views.
import { openHostedGame, readOpenRequest, type AuthorityMessage, type GameAuthority, type HostReply, type HostStorage } from '../../../engine/authority/index';
import { i18n } from '../i18n';
import { openBrowserStorage } from '../platform/indexedDbStorage';
import type { GameRecordStorage } from '../platform/storage';
import { createWorkerThinker } from './botWorker';
import { debugAnswer, type DebugReply } from './testHooks';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const reply = (message: HostReply | AuthorityMessage | DebugReply): void => scope.postMessage(message);

/** The browser storage as the host uses it: its problems are already in the player's words. */
function hostStorage(storage: Pick<GameRecordStorage, 'loadGame' | 'saveGame'>): HostStorage {
  return {
    async loadGame(slot, replayWith) {
      const loaded = await storage.loadGame(slot, replayWith);
      if (!loaded.ok) return { ok: false, problem: { kind: 'worded', message: loaded.message }, restorable: loaded.restorable ?? false };
      return { ok: true, save: loaded.value.save, notices: loaded.value.notices, facts: null };
    },
    async saveGame(slot, save) {
      const saved = await storage.saveGame(slot, save);
      if (!saved.ok) return { ok: false, message: saved.message };
      return saved.warning === undefined ? { ok: true } : { ok: true, warning: saved.warning };
    },
  };
}

let authority: GameAuthority | null = null;

scope.onmessage = (event: MessageEvent<unknown>) => {
  const data = event.data;
  if (authority) {
    if (debugAnswer(data, authority, reply)) return;
    authority.receive(data);
    return;
  }
  const request = readOpenRequest(data);
  if (!request.ok) { reply({ type: 'refused', code: 'bad-intent', detail: request.detail }); return; }
  const opening = async () => {
    await i18n.changeLanguage(request.request.language);
    const storage = hostStorage((await openBrowserStorage()).storage);
    authority = await openHostedGame(request.request, { storage, bots: createWorkerThinker(), send: reply, newId: () => crypto.randomUUID() });
  };
  // Whatever stops the opening is said, as any game that cannot be opened is: never a table waiting for nothing.
  opening().catch((error: unknown) => {
    reply({ type: 'openFailed', problem: { kind: 'worded', message: i18n.t('app.gameStopped', { reason: error instanceof Error ? error.message : String(error) }) }, restorable: false });
  });
};
