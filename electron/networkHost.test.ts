// "Host on this network" on the real network stack: the online server started in this process on a free loopback
// port, reached by the client SDK the page uses, stopped again, started once however often it is asked, and refused
// with a clear message on a port another program holds.
import { Client } from '@colyseus/sdk';
import { createServer, type Server } from 'node:net';
import type { NetworkInterfaceInfo } from 'node:os';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BOT_THREAD_FROM_SOURCE } from '../files/botThreadFromSource';
import {
  createNetworkHost,
  DEFAULT_HOST_PORT,
  EVERY_NETWORK,
  holdQuitUntilStopped,
  hostingAddress,
  networkAddresses,
  type NetworkHost,
} from './networkHost';
import { preventable } from './testing/preventable';
import { tempDirForTest } from './testing/tempDir';

const hosts: NetworkHost[] = [];
const blockers: Server[] = [];

afterEach(async () => {
  await Promise.all(hosts.splice(0).map((host) => host.stop()));
  await Promise.all(blockers.splice(0).map((blocker) => new Promise((resolve) => blocker.close(resolve))));
});

async function loopbackHost(port = 0): Promise<{ host: NetworkHost; userDataDir: string }> {
  const userDataDir = await tempDirForTest();
  const host = createNetworkHost({ userDataDir, botThread: BOT_THREAD_FROM_SOURCE, port, listenAddress: '127.0.0.1' });
  hosts.push(host);
  return { host, userDataDir };
}

/** A program of our own listening on a free loopback port: the port is in use while it runs. */
async function portHeldElsewhere(): Promise<number> {
  const blocker = createServer();
  blockers.push(blocker);
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const address = blocker.address();
  if (address === null || typeof address === 'string') throw new Error('the blocker is not listening');
  return address.port;
}

/** Whether a program of ours can listen on the port now: true once the server that held it is gone. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

const TWO_PEOPLE = {
  seats: [
    { name: 'Astrid', kind: 'human' },
    { name: 'Bjørn', kind: 'human' },
  ],
  edition: 2,
  villageSide: 'common',
  variant: 'basic',
};

async function runningPort(host: NetworkHost): Promise<number> {
  const started = await host.start();
  if (!started.ok || started.value.state !== 'running') throw new Error(`not started: ${JSON.stringify(started)}`);
  return started.value.port;
}

describe('the network host on the real network stack', () => {
  it('starts the online server, which the SDK reaches on 127.0.0.1 and which keeps games under <userData>/online', async () => {
    const { host, userDataDir } = await loopbackHost();
    const port = await runningPort(host);
    // Listening on loopback only, no friend's address is offered; on every network they are (below).
    expect(host.status()).toEqual({ state: 'running', port, thisComputer: `http://127.0.0.1:${port}`, network: [] });
    const room = await new Client(`http://127.0.0.1:${port}`).create('game', { create: TWO_PEOPLE });
    const welcome = await new Promise<unknown>((resolve) =>
      room.onMessage('*', (type, message) => {
        if (type === 'welcome') resolve(message);
      }),
    );
    expect(welcome).toMatchObject({ seat: 0, host: true });
    await room.leave();
    const games = await readdir(join(userDataDir, 'online', 'games'));
    expect(games.some((file) => file.endsWith('.save.json'))).toBe(true);
  });

  it('answers a second start with the server already running, never a second one', async () => {
    const { host } = await loopbackHost();
    const [first, second] = await Promise.all([host.start(), host.start()]);
    expect(first.ok && first.value.state).toBe('running');
    expect(second).toEqual(first);
    expect(await host.start()).toEqual(first);
  });

  it('stops the server and frees its port; stopping again changes nothing', async () => {
    const { host } = await loopbackHost();
    const port = await runningPort(host);
    expect(await portIsFree(port)).toBe(false);
    expect(await host.stop()).toEqual({ state: 'stopped' });
    expect(host.status()).toEqual({ state: 'stopped' });
    expect(host.isBusy()).toBe(false);
    expect(await portIsFree(port)).toBe(true);
    expect(await host.stop()).toEqual({ state: 'stopped' });
  });

  it('refuses a port another program listens on, saying which, and starts nothing', async () => {
    const port = await portHeldElsewhere();
    const { host } = await loopbackHost(port);
    expect(await host.start()).toEqual({
      ok: false,
      error: { code: 'port-in-use', port, message: expect.stringContaining(`Port ${port} is in use`) },
    });
    expect(host.status()).toEqual({ state: 'stopped' });
    expect(host.isBusy()).toBe(false);
  });

  it('holds the app’s quit while the server runs, stops it, then quits', async () => {
    const { host } = await loopbackHost();
    const port = await runningPort(host);
    const quit = preventable();
    const quitAgain = new Promise<void>((resolve) => holdQuitUntilStopped(host, quit, resolve, () => undefined));
    expect(quit.wasPrevented()).toBe(true);
    await quitAgain;
    expect(host.status()).toEqual({ state: 'stopped' });
    expect(await portIsFree(port)).toBe(true);
    // The second quit finds nothing running and goes through.
    const second = preventable();
    holdQuitUntilStopped(
      host,
      second,
      () => undefined,
      () => undefined,
    );
    expect(second.wasPrevented()).toBe(false);
  });
});

const interfaceInfo = (address: string, family: 'IPv4' | 'IPv6', internal = false) =>
  ({ address, family, internal, netmask: '', mac: '', cidr: null }) as NetworkInterfaceInfo;

describe('the addresses friends are given', () => {
  const interfaces = {
    lo: [interfaceInfo('127.0.0.1', 'IPv4', true), interfaceInfo('::1', 'IPv6', true)],
    eth0: [interfaceInfo('192.168.1.20', 'IPv4'), interfaceInfo('fe80::1', 'IPv6')],
    wlan0: [interfaceInfo('10.0.0.7', 'IPv4')],
  };

  it('on every network: each IPv4 address that is not this computer’s loopback', () => {
    expect(networkAddresses(interfaces, EVERY_NETWORK, 2567)).toEqual([
      'http://192.168.1.20:2567',
      'http://10.0.0.7:2567',
    ]);
  });

  it('on one interface: that one; on loopback: none', () => {
    expect(networkAddresses(interfaces, '10.0.0.7', 2600)).toEqual(['http://10.0.0.7:2600']);
    expect(networkAddresses(interfaces, '127.0.0.1', 2567)).toEqual([]);
    expect(networkAddresses({}, EVERY_NETWORK, 2567)).toEqual([]);
  });

  it('hosts on port 2567 on every network unless the environment names another port or address', () => {
    expect(hostingAddress({})).toEqual({ port: DEFAULT_HOST_PORT, listenAddress: EVERY_NETWORK });
    expect(hostingAddress({ SALTFJORD_HOST_PORT: '0', SALTFJORD_HOST_ADDRESS: '127.0.0.1' })).toEqual({
      port: 0,
      listenAddress: '127.0.0.1',
    });
    for (const port of ['', 'x', '-1', '65536', '25.5']) {
      expect(() => hostingAddress({ SALTFJORD_HOST_PORT: port }), port).toThrow('SALTFJORD_HOST_PORT is not a port');
    }
  });
});
