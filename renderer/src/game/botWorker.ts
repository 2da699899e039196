import { portThinker, type BotThinker } from '../../../engine/authority/index';
import { i18n } from '../i18n';

/** The bots thinking in a Web Worker of their own (engine/bots/worker.ts), so that the table keeps drawing. */
export function createWorkerThinker(): BotThinker {
  return portThinker(
    (receive, failed) => {
      const worker = new Worker(new URL('../../../engine/bots/worker.ts', import.meta.url), {
        type: 'module',
        name: 'saltfjord-bots',
      });
      worker.onmessage = (event: MessageEvent<unknown>) => receive(event.data);
      worker.onerror = (event: ErrorEvent) => {
        event.preventDefault();
        failed();
      };
      return { post: (message) => worker.postMessage(message), terminate: () => worker.terminate() };
    },
    {
      garbled: i18n.t('app.botWorkerGarbled'),
      stopped: i18n.t('app.botWorkerStopped'),
      unknownLevel: (level) => i18n.t('app.botUnknownLevel', { level }),
      withdrawn: i18n.t('app.botWithdrawn'),
      closed: i18n.t('app.botGameClosed'),
    },
  );
}
