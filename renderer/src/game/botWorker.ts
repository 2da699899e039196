import { portThinker, type BotThinker } from '../../../engine/authority/index';
import { t } from '../i18n';

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
      garbled: t('app.botWorkerGarbled'),
      stopped: t('app.botWorkerStopped'),
      unknownLevel: (level) => t('app.botUnknownLevel', { level }),
      withdrawn: t('app.botWithdrawn'),
      closed: t('app.botGameClosed'),
    },
  );
}
