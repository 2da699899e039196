import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthorityClient } from '../game/authorityClient';
import { JoinRefused, OnlineSession, type OnlineState } from './onlineSession';
import { readSeatToken, type TokenStorage } from './seatTokens';

/**
 * The page's online session against the real server, as `npm run server` starts it (its own process on a free
 * loopback port, games in a temporary folder): the page may not import the server's code, only talk to it.
 */
let server: ChildProcess;
let address = '';
let dataDir = '';

/** `npm run server`'s program on `port` (0: any free one), games in `data`; resolves once it listens. */
function startServer(
  port: number,
  data: string,
): Promise<{ readonly address: string; readonly process: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['scripts/run-tool.mjs', 'server/main.ts', '--port', String(port), '--data', data],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const started = /listening on ws:\/\/(\S+) /.exec(output);
      if (started) resolve({ address: `http://${started[1]}`, process: child });
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
}

/** A loopback port nothing listens on now: a server started again must come back on the same one. */
function freePort(): Promise<number> {
  const probe = createServer();
  return new Promise((resolve) =>
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    }),
  );
}

function killed(child: ChildProcess): Promise<void> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  return exited;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'saltfjord-online-client-'));
  ({ address, process: server } = await startServer(0, dataDir));
});

afterAll(async () => {
  await killed(server);
  await rm(dataDir, { recursive: true, force: true });
});

/** A browser's localStorage of its own (each player of a test is another browser). */
function browserStorage(): TokenStorage {
  const kept = new Map<string, string>();
  return {
    getItem: (key) => kept.get(key) ?? null,
    setItem: (key, value) => {
      kept.set(key, value);
    },
    removeItem: (key) => {
      kept.delete(key);
    },
  };
}

function until(session: OnlineSession, test: (state: OnlineState) => boolean, what: string): Promise<OnlineState> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), 20_000);
    const check = (): boolean => {
      if (!test(session.getState())) return false;
      clearTimeout(timer);
      stop();
      resolve(session.getState());
      return true;
    };
    const stop = session.subscribe(check);
    check();
  });
}

const twoPeople = {
  seats: [
    { name: 'Astrid', kind: 'human' },
    { name: 'Bjørn', kind: 'human' },
  ],
  edition: 2,
  villageSide: 'common',
  variant: 'basic',
};

describe('an online session against the server', () => {
  it('hosts a game and is joined by code: each sees the lobby, and only the seat deciding may act on its table', async () => {
    const hostTokens = browserStorage();
    const host = await OnlineSession.open(address, { kind: 'create', form: twoPeople }, { tokens: hostTokens });
    const { welcome } = host.getState();
    expect(welcome).toMatchObject({ seat: 0, host: true });
    expect(welcome.code).toMatch(/^[A-HJKMNP-Z]{8}$/);
    expect(readSeatToken(address, welcome.code, hostTokens)).toBe(welcome.seatToken);

    const guest = await OnlineSession.open(address, { kind: 'join', code: welcome.code }, { tokens: browserStorage() });
    expect(guest.getState().welcome).toMatchObject({ seat: 1, host: false, code: welcome.code });
    const lobby = await until(
      host,
      (state) => state.lobby?.seats.every((seat) => seat.taken && seat.connected) === true,
      'both seats taken',
    );
    expect(lobby.lobby?.seats.map((seat) => seat.name)).toEqual(['Astrid', 'Bjørn']);

    const tables = [new AuthorityClient(host.port, null), new AuthorityClient(guest.port, null)];
    await Promise.all(tables.map((table) => table.ready));
    const deciding = tables[0]?.getSnapshot().pending?.seat as number;
    const [mine, theirs] = deciding === 0 ? tables : [tables[1], tables[0]];
    await expect.poll(() => mine?.getSnapshot().awaitingInput).toBe(true);
    expect(theirs?.getSnapshot()).toMatchObject({ awaitingInput: false, humanToAct: false, legal: [] });

    // The seat deciding plays a move; both tables are shown it.
    const move = mine?.getSnapshot().legal[0];
    if (!move) throw new Error('no legal move');
    mine?.send(move);
    await expect.poll(() => theirs?.getSnapshot().state.actionCount).toBe(1);
    await expect.poll(() => mine?.getSnapshot().state.actionCount).toBe(1);
    for (const table of tables) table.dispose();
    await guest.leave();
    await host.leave();
  });
});

describe('an online session against the server: seats taken back and joins refused', () => {
  it('takes its seat back with its token after leaving, and shows the others how long a dropped seat is held', async () => {
    const hostTokens = browserStorage();
    const guestTokens = browserStorage();
    const host = await OnlineSession.open(address, { kind: 'create', form: twoPeople }, { tokens: hostTokens });
    const { code } = host;
    const guest = await OnlineSession.open(address, { kind: 'join', code }, { tokens: guestTokens });
    await until(host, (state) => state.lobby?.seats[1]?.connected === true, 'the guest connected');

    // The guest's socket goes away without a word: the host sees the seat held, with its end; the guest comes back.
    const socket = (guest as unknown as { room: { connection: { transport: { ws: { close(code: number): void } } } } })
      .room.connection.transport.ws;
    socket.close(4010);
    await until(guest, (state) => state.status === 'reconnecting', 'the guest reconnecting');
    const held = await until(host, (state) => state.lobby?.seats[1]?.heldUntil != null, 'the seat held');
    expect(held.lobby?.seats[1]?.heldUntil).toBeGreaterThan(Date.now());
    await until(guest, (state) => state.status === 'open', 'the guest back');
    await until(
      host,
      (state) => state.lobby?.seats[1]?.connected === true && state.lobby.seats[1].heldUntil === null,
      'the seat connected again',
    );

    // Gone for good, then back with the token this browser kept: the same seat.
    await guest.leave();
    await until(host, (state) => state.lobby?.seats[1]?.connected === false, 'the guest gone');
    const back = await OnlineSession.open(address, { kind: 'join', code }, { tokens: guestTokens });
    expect(back.getState().welcome.seat).toBe(1);
    expect(back.getState().welcome.seatToken).toBeUndefined();

    const watcher = await OnlineSession.open(address, { kind: 'watch', code }, { tokens: browserStorage() });
    expect(watcher.getState().welcome.seat).toBeNull();
    await until(host, (state) => state.lobby?.spectators === 1, 'the spectator counted');
    await Promise.all([watcher.leave(), back.leave(), host.leave()]);
  });

  it('says why a join is refused: a game that does not exist, a game with no free seat', async () => {
    await expect(
      OnlineSession.open(address, { kind: 'join', code: 'ABCDEFGH' }, { tokens: browserStorage() }),
    ).rejects.toEqual(new JoinRefused('no-such-game'));
    const host = await OnlineSession.open(address, { kind: 'create', form: twoPeople }, { tokens: browserStorage() });
    const guest = await OnlineSession.open(address, { kind: 'join', code: host.code }, { tokens: browserStorage() });
    await expect(
      OnlineSession.open(address, { kind: 'join', code: host.code }, { tokens: browserStorage() }),
    ).rejects.toEqual(new JoinRefused('no-free-seat'));
    await Promise.all([guest.leave(), host.leave()]);
  });
});

describe('an online session against the server: a server restarted', () => {
  it('comes back to its seat when the server is killed and started again, and plays on', async () => {
    const port = await freePort();
    const folder = await mkdtemp(join(tmpdir(), 'saltfjord-online-restart-'));
    let restarted = await startServer(port, folder);
    const options = { retryMaxMs: 400 };
    const host = await OnlineSession.open(
      restarted.address,
      { kind: 'create', form: twoPeople },
      { ...options, tokens: browserStorage() },
    );
    const guest = await OnlineSession.open(
      restarted.address,
      { kind: 'join', code: host.code },
      { ...options, tokens: browserStorage() },
    );
    const tables = [new AuthorityClient(host.port, null), new AuthorityClient(guest.port, null)];
    await Promise.all(tables.map((table) => table.ready));

    await killed(restarted.process);
    await until(host, (state) => state.status === 'reconnecting', 'the host reconnecting');
    restarted = await startServer(port, folder);
    await until(host, (state) => state.status === 'open', 'the host back');
    await until(guest, (state) => state.status === 'open', 'the guest back');
    expect(guest.getState().welcome.seat).toBe(1);

    // The table takes input again: the seat deciding moves, and both are shown it.
    const deciding = tables.find((table) => table.getSnapshot().pending?.seat === (table === tables[0] ? 0 : 1));
    await expect.poll(() => deciding?.getSnapshot().awaitingInput, { timeout: 10_000 }).toBe(true);
    const move = deciding?.getSnapshot().legal[0];
    if (!move) throw new Error('no legal move');
    const before = tables[0]?.getSnapshot().state.actionCount ?? 0;
    deciding?.send(move);
    for (const table of tables)
      await expect.poll(() => table.getSnapshot().state.actionCount, { timeout: 10_000 }).toBe(before + 1);
    for (const table of tables) table.dispose();
    await Promise.all([guest.leave(), host.leave()]);
    await killed(restarted.process);
    await rm(folder, { recursive: true, force: true });
  });
});
