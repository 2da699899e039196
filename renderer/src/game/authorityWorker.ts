/// <reference lib="webworker" />
// The worker a browser game's authority runs in, beside the table: the game's host (engine/authority/hosting.ts) with
// the browser's own storage, so the seed and the face-down stacks never enter the page, which gets only views.
import {
  openHostedGame,
  readOpenRequest,
  type AuthorityMessage,
  type GameAuthority,
  type HostReply,
} from '../../../engine/authority/index';
import { i18n, t } from '../i18n';
import { openBrowserStorage } from '../platform/indexedDbStorage';
import { browserHostStorage } from '../platform/hostStorage';
import { createWorkerThinker } from './botWorker';
import { debugAnswer, type DebugReply } from './testHooks';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const reply = (message: HostReply | AuthorityMessage | DebugReply): void => scope.postMessage(message);

let authority: GameAuthority | null = null;
/** Whether the open request came; what the page sends while the game opens waits for its authority. */
let opening = false;
const waiting: unknown[] = [];

function deliver(data: unknown): void {
  if (authority && !debugAnswer(data, authority, reply)) authority.receive(data);
}

scope.onmessage = (event: MessageEvent<unknown>) => {
  const data = event.data;
  if (opening) {
    if (authority) deliver(data);
    else waiting.push(data);
    return;
  }
  const request = readOpenRequest(data);
  if (!request.ok) {
    reply({ type: 'refused', code: 'bad-intent', detail: request.detail });
    return;
  }
  opening = true;
  const open = async () => {
    await i18n.changeLanguage(request.request.language);
    const storage = browserHostStorage((await openBrowserStorage()).storage);
    authority = await openHostedGame(request.request, {
      storage,
      bots: createWorkerThinker(),
      send: reply,
      newId: () => crypto.randomUUID(),
    });
    for (const queued of waiting.splice(0)) deliver(queued);
  };
  // Whatever stops the opening is said, as any game that cannot be opened is: never a table waiting for nothing.
  open().catch((error: unknown) => {
    reply({
      type: 'openFailed',
      problem: {
        kind: 'worded',
        message: t('app.gameStopped', { reason: error instanceof Error ? error.message : String(error) }),
      },
      restorable: false,
    });
  });
};
