import type { NetworkHostStatus } from '../../engine/formats';
import type { NetworkHost } from '../networkHost';

/** A network host that starts no server and records what it was asked: for tests of what stands around it. */
export function fakeNetworkHost(): { host: NetworkHost; asked: string[] } {
  const asked: string[] = [];
  let running = false;
  const status = (): NetworkHostStatus =>
    running
      ? { state: 'running', port: 2567, thisComputer: 'http://127.0.0.1:2567', network: ['http://192.168.1.20:2567'] }
      : { state: 'stopped' };
  const host: NetworkHost = {
    start: async () => {
      asked.push('start');
      running = true;
      return { ok: true, value: status() };
    },
    stop: async () => {
      asked.push('stop');
      running = false;
      return status();
    },
    status: () => {
      asked.push('status');
      return status();
    },
    isBusy: () => running,
  };
  return { host, asked };
}
