// "Host on this network": the desktop app runs the online server (server/server.ts, the one `npm run server` runs) in
// its own process, for friends on the same network, and says at which addresses they reach it.
import { createServer } from 'node:net';
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';
import { join } from 'node:path';
import type { NetworkHostProblem, NetworkHostResult, NetworkHostStatus } from '../engine/formats';
import type { BotThreadEntry } from '../files/botThreads';
import { startServer, type RunningServer } from '../server/server';

/** The port the server listens on unless told otherwise (server/main.ts), the one the page offers first. */
export const DEFAULT_HOST_PORT = 2567;
/** Every network the computer is on. */
export const EVERY_NETWORK = '0.0.0.0';

export interface HostingAddress {
  /** 0: any free port. */
  readonly port: number;
  /** The address the server listens on: `EVERY_NETWORK`, or one interface's. */
  readonly listenAddress: string;
}

export interface NetworkHostOptions extends HostingAddress {
  /** The app's user-data folder: the hosted games are kept in its `online` folder. */
  readonly userDataDir: string;
  readonly botThread: BotThreadEntry;
}

export interface NetworkHost {
  /** Starts the server, or answers the one already running or starting: there is never a second one. */
  start(): Promise<NetworkHostResult<NetworkHostStatus>>;
  /** Stops the server once every room is closed after its last write; answers `stopped` when none ran. */
  stop(): Promise<NetworkHostStatus>;
  status(): NetworkHostStatus;
  /** A server is running, or a start or stop is under way: quitting must wait for it. */
  isBusy(): boolean;
}

const STOPPED: NetworkHostStatus = { state: 'stopped' };

/**
 * Where the app hosts: port 2567 on every network, unless `SALTFJORD_HOST_PORT` (another port, 0 for any free one)
 * or `SALTFJORD_HOST_ADDRESS` (one interface's address) say otherwise. A port that is none stops the app at start.
 */
export function hostingAddress(environment: Readonly<Record<string, string | undefined>>): HostingAddress {
  const typed = environment['SALTFJORD_HOST_PORT'];
  const port = typed === undefined ? DEFAULT_HOST_PORT : Number(typed);
  if (!Number.isInteger(port) || port < 0 || port > 65_535 || typed?.trim() === '') {
    throw new Error(`SALTFJORD_HOST_PORT is not a port: ${typed}`);
  }
  return { port, listenAddress: environment['SALTFJORD_HOST_ADDRESS'] ?? EVERY_NETWORK };
}

/**
 * The addresses friends type to reach a server listening at `listenAddress`: on every network, each IPv4 address of
 * an interface that is not this computer's loopback; on one interface, that one; on loopback, none.
 */
export function networkAddresses(
  interfaces: Readonly<Record<string, readonly NetworkInterfaceInfo[] | undefined>>,
  listenAddress: string,
  port: number,
): string[] {
  if (listenAddress.startsWith('127.') || listenAddress === 'localhost') return [];
  const hosts =
    listenAddress === EVERY_NETWORK
      ? Object.values(interfaces).flatMap((entries) =>
          (entries ?? []).filter((entry) => entry.family === 'IPv4' && !entry.internal).map((entry) => entry.address),
        )
      : [listenAddress];
  return hosts.map((host) => `http://${host}:${port}`);
}

function portInUse(port: number): NetworkHostResult<never> {
  const error: NetworkHostProblem = {
    code: 'port-in-use',
    port,
    message: `Port ${port} is in use on this computer: another program (another Saltfjord server?) listens there.`,
  };
  return { ok: false, error };
}

/**
 * Whether another program listens on the port. Asked before the server starts, because the server's own listen
 * failure is an error event no caller can catch, and the process would die of it.
 */
function portIsTaken(port: number, listenAddress: string): Promise<boolean> {
  if (port === 0) return Promise.resolve(false);
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? resolve(true) : reject(error),
    );
    probe.listen({ port, host: listenAddress, exclusive: true }, () => probe.close(() => resolve(false)));
  });
}

export function createNetworkHost(options: NetworkHostOptions): NetworkHost {
  let running: RunningServer | null = null;
  let pending = 0;
  // One start or stop at a time, in the order asked: a start asked twice finds the first one's server.
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    pending += 1;
    const result = queue.then(work).finally(() => {
      pending -= 1;
    });
    queue = result.catch(() => undefined);
    return result;
  };
  const status = (): NetworkHostStatus =>
    running === null
      ? STOPPED
      : {
          state: 'running',
          port: running.port,
          thisComputer: `http://127.0.0.1:${running.port}`,
          network: networkAddresses(networkInterfaces(), options.listenAddress, running.port),
        };
  return {
    start: () =>
      inTurn(async () => {
        if (running !== null) return { ok: true, value: status() };
        if (await portIsTaken(options.port, options.listenAddress)) return portInUse(options.port);
        running = await startServer({
          port: options.port,
          host: options.listenAddress,
          dataDir: join(options.userDataDir, 'online'),
          botThread: options.botThread,
        });
        return { ok: true, value: status() };
      }),
    stop: () =>
      inTurn(async () => {
        try {
          await running?.close();
        } finally {
          running = null;
        }
        return STOPPED;
      }),
    status,
    isBusy: () => running !== null || pending > 0,
  };
}

/** The part of Electron's quit event the hold needs. */
interface Preventable {
  preventDefault(): void;
}

/**
 * Run on the app's `will-quit`: while the server runs (or is starting), the quit is held until it has stopped, every
 * room closed after its last write, then asked again, when nothing holds it any more.
 */
export function holdQuitUntilStopped(
  host: NetworkHost,
  event: Preventable,
  quit: () => void,
  logError: (message: string, error: unknown) => void,
): void {
  if (!host.isBusy()) return;
  event.preventDefault();
  void host
    .stop()
    .catch((error: unknown) => logError('The network server did not stop cleanly', error))
    .finally(quit);
}
