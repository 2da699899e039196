import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AuthorityMessage } from '../engine/authority/index.js';
import type { GameState } from '../engine/index.js';
import { hiddenLeaks } from '../engine/testing/index.js';
import { readSeats } from './gameStore.js';
import { TWO_PEOPLE } from './testing/hostForms.js';
import { serverForTheseTests } from './testing/inProcessServer.js';
import { OnlinePlayer } from './testing/onlinePlayer.js';

const withBots = {
  seats: [
    { name: 'Astrid', kind: 'human' },
    { name: 'Eirik', kind: 'bot', bot: 'easy' },
    { name: 'Sigrid', kind: 'bot', bot: 'easy' },
  ],
  edition: 2,
  villageSide: 'common',
  variant: 'basic',
};

const DEALT_ALIKE = 'room-tests-dealt-alike-1';
// Every game of these tests is dealt alike, so that each plays out the same way every run (the first one delivers
// crates, which then lie face down for the other seat and the watcher).
const running = serverForTheseTests({ drawSeed: () => DEALT_ALIKE });

function statesIn(message: AuthorityMessage): GameState[] {
  if (message.type === 'table') return [message.table.state];
  if (message.type === 'history')
    return [...(message.initial ? [message.initial] : []), ...message.entries.map((entry) => entry.after)];
  return [];
}

/** What of a whole game's messages, to one seat, shows what that seat may not see before the game is over. */
function leaksTo(player: OnlinePlayer, seed: string): string[] {
  const leaks: string[] = [];
  const seat = player.seat ?? -1;
  for (const { type, payload } of player.received) {
    if (type === 'authority' && statesIn(payload as AuthorityMessage).some((state) => state.phase === 'over')) break;
    if (JSON.stringify(payload).includes(seed)) leaks.push(`the seed in a ${type} message`);
    if (type === 'authority')
      for (const state of statesIn(payload as AuthorityMessage)) leaks.push(...hiddenLeaks(state, seat));
  }
  return leaks;
}

/** The seed of a finished game, from the whole log every screen is sent once it is over. */
function seedOf(player: OnlinePlayer): string {
  const final = player
    .authorityMessages()
    .filter((message) => message.type === 'history')
    .at(-1);
  if (final?.type !== 'history' || !final.setup || final.initial?.phase === 'over') throw new Error('no final log');
  return String(final.setup.seed);
}

describe('a game played through the online server', () => {
  it('two people play a whole game from their own connections; no message to anyone shows what they may not see', async () => {
    const host = await OnlinePlayer.open(running().url, { create: TWO_PEOPLE });
    const code = host.welcome?.code as string;
    expect(code).toMatch(/^[A-HJKMNP-Z]{8}$/);
    expect(host.welcome?.seatToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const friend = await OnlinePlayer.open(running().url, { code, claim: 1 });
    const watcher = await OnlinePlayer.open(running().url, { code, watch: true });
    expect(friend.seat).toBe(1);
    expect(watcher.seat).toBeNull();
    // The hint's bot plays each turn, completing orders: delivered crates lie face down, hidden from the other seat
    // and the watcher until the game is over.
    host.playAssisted(1);
    friend.playAssisted(2);
    await Promise.all([host, friend, watcher].map((player) => player.until(() => player.over())));
    expect(watcher.table?.state.players.some((player) => player.docks.flat().length > 0)).toBe(true);
    const seed = seedOf(watcher);
    expect(seed.length).toBeGreaterThan(8);
    for (const player of [host, friend, watcher]) expect(leaksTo(player, seed)).toEqual([]);
    expect(host.moves + friend.moves).toBeGreaterThan(10);
    for (const player of [host, friend, watcher]) await player.leave();
  }, 120_000);

  it('runs the bots of a game on the server, and a player alone against them finishes it', async () => {
    const host = await OnlinePlayer.open(running().url, { create: withBots });
    host.playRandomly(3);
    await host.until(() => host.over());
    expect(leaksTo(host, seedOf(host))).toEqual([]);
    await host.leave();
  }, 120_000);

  it('sends each connection one view per move played, whatever the authority published while it was written', async () => {
    const host = await OnlinePlayer.open(running().url, { create: TWO_PEOPLE });
    const friend = await OnlinePlayer.open(running().url, { code: host.welcome?.code as string, claim: 1 });
    host.playRandomly(5);
    friend.playRandomly(6);
    await Promise.all([host, friend].map((player) => player.until(() => (player.table?.state.actionCount ?? 0) >= 40)));
    for (const player of [host, friend]) player.stop();
    for (const player of [host, friend]) {
      const actions = player.table?.state.actionCount ?? 0;
      const views = player.authorityMessages().filter((message) => message.type === 'table').length;
      // One view per action, and a few more: the first one, and those of moves that change no action (none here).
      expect(views).toBeLessThanOrEqual(actions + 3);
    }
    for (const player of [host, friend]) await player.leave();
  }, 120_000);
});

describe('what the server refuses in a game, changing nothing', () => {
  it("moves for another seat, a spectator's moves, malformed and unknown messages, and what only the host decides", async () => {
    const host = await OnlinePlayer.open(running().url, { create: TWO_PEOPLE });
    const code = host.welcome?.code as string;
    const friend = await OnlinePlayer.open(running().url, { code, claim: 1 });
    const watcher = await OnlinePlayer.open(running().url, { code, watch: true });
    await host.until(() => host.table !== null);
    const table = host.table as NonNullable<typeof host.table>;
    const deciding = table.pending?.seat === 0 ? host : friend;
    const other = deciding === host ? friend : host;
    await deciding.until(() => deciding.table?.awaitingInput === true);
    const revision = deciding.table?.revision;
    const action = deciding.table?.legal[0];
    other.send({ type: 'act', action });
    watcher.send({ type: 'act', action });
    deciding.send({ type: 'act', action: { type: 'placeWorker', cell: 'nowhere' } });
    deciding.send(null);
    deciding.send({ type: 'pace', botSpeed: 'instant', animationsOff: true });
    deciding.send({ type: 'explain', id: 1, index: 0 });
    deciding.room.send('cheat', { seat: 0 });
    friend.room.send('standIn', { seat: 0 });
    await other.until(() => other.refusals().length >= 1);
    await watcher.until(() => watcher.refusals().length >= 1);
    await deciding.until(() => deciding.refusals().length >= 5);
    await friend.until(() => friend.refusals().includes('not-host'));
    expect(other.refusals()).toContain('not-your-decision');
    expect(watcher.refusals()).toEqual(['spectator']);
    expect(deciding.refusals().filter((code) => code !== 'not-host')).toEqual([
      'bad-intent',
      'bad-intent',
      'not-for-remote-clients',
      'hidden-until-over',
      'unknown-message',
    ]);
    // Nothing was played: the position is the one before, and the seat deciding may still play it.
    deciding.send({ type: 'act', action });
    deciding.moves++;
    await deciding.until(() => (deciding.table?.answered ?? 0) >= 1);
    expect(deciding.table?.revision).toBe((revision ?? 0) + 1);
    for (const player of [host, friend, watcher]) await player.leave();
  }, 60_000);

  it('a message over the size cap closes its socket (1009) before anything reads it', async () => {
    const host = await OnlinePlayer.open(running().url, { create: TWO_PEOPLE });
    const left = new Promise<number>((resolve) => host.room.onLeave.once((code) => resolve(code)));
    host.send({ type: 'act', action: { type: 'placeWorker', cell: 'x'.repeat(20_000) } });
    expect(await left).toBe(1009);
  }, 60_000);
});

describe('what the server refuses at the door, changing nothing', () => {
  it('a wrong code, a wrong seat token, a taken seat and bad options are refused at the door', async () => {
    const host = await OnlinePlayer.open(running().url, { create: TWO_PEOPLE });
    const code = host.welcome?.code as string;
    const refusal = (options: Parameters<typeof OnlinePlayer.open>[1] | Record<string, unknown>): Promise<string> =>
      OnlinePlayer.open(running().url, options as Parameters<typeof OnlinePlayer.open>[1]).then(
        () => 'joined',
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
    expect(await refusal({ code: code === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA', watch: true })).toMatch(
      /no rooms found/,
    );
    expect(await refusal({ code, seatToken: 'x'.repeat(43) })).toMatch(/bad-token/);
    expect(await refusal({ code, claim: 0 })).toMatch(/no-free-seat/);
    // A code alone takes the first person's seat nobody has taken; once none is left, it is refused.
    const friend = await OnlinePlayer.open(running().url, { code });
    expect(friend.seat).toBe(1);
    expect(await refusal({ code })).toMatch(/no-free-seat/);
    expect(await refusal({ code, claim: 1, extra: true })).toMatch(/bad-options/);
    expect(await refusal({ create: { ...TWO_PEOPLE, seed: 'chosen-by-me' } })).toMatch(/bad-options/);
    expect(
      await refusal({
        create: {
          ...TWO_PEOPLE,
          seats: [
            { name: 'Bot', kind: 'bot', bot: 'easy' },
            { name: 'Astrid', kind: 'human' },
          ],
        },
      }),
    ).toMatch(/bad-options/);
    await host.leave();
    await friend.leave();
  }, 60_000);
});

/** The seats of a game as the server stored them, read back through the seats file's schema. */
async function storedSeats(code: string): Promise<ReturnType<typeof readSeats>> {
  return readSeats(await readFile(join(running().store, 'games', `${code}.seats.json`)), code, code);
}

describe('a friend who joins under their own name', () => {
  it('names the seat: every seat and every later screen is shown the name, kept in the seats, the game as dealt', async () => {
    const host = await OnlinePlayer.open(running().url, { create: TWO_PEOPLE });
    const code = host.welcome?.code as string;
    const friend = await OnlinePlayer.open(running().url, { code, name: '  Carla ' });
    expect(friend.seat).toBe(1);
    const names = (player: OnlinePlayer): string[] | undefined => player.lobby?.seats.map((seat) => seat.name);
    await host.until(() => host.lobby?.seats[1]?.taken === true);
    expect(names(host)).toEqual(['Astrid', 'Carla']);
    await friend.until(() => names(friend)?.[1] === 'Carla');
    const watcher = await OnlinePlayer.open(running().url, { code, watch: true });
    await watcher.until(() => watcher.lobby !== null);
    expect(names(watcher)).toEqual(['Astrid', 'Carla']);
    // The game's setup, in the authority and its save, stays as the host dealt it; the seats file keeps the name.
    await host.until(() => host.table !== null);
    expect(host.table?.state.setup.seats.map((seat) => seat.name)).toEqual(['Astrid', 'Bjørn']);
    const stored = await storedSeats(code);
    expect(stored.ok && stored.seats.names).toEqual([null, 'Carla']);
    // Back with the seat's token, the player is still called by the name they joined under.
    const token = friend.welcome?.seatToken as string;
    await friend.leave();
    const back = await OnlinePlayer.open(running().url, { code, seatToken: token });
    await host.until(() => host.lobby?.seats[1]?.connected === true);
    expect(names(host)).toEqual(['Astrid', 'Carla']);
    for (const player of [host, watcher, back]) await player.leave();
  }, 60_000);

  it('refuses a name too long, with control characters or not text (bad-name), and the seat stays free', async () => {
    const host = await OnlinePlayer.open(running().url, { create: TWO_PEOPLE });
    const code = host.welcome?.code as string;
    const refusal = (options: Record<string, unknown>): Promise<string> =>
      OnlinePlayer.open(running().url, options as Parameters<typeof OnlinePlayer.open>[1]).then(
        () => 'joined',
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
    const named = (name: unknown): Promise<string> => refusal({ code, name });
    expect(await named('x'.repeat(25))).toBe('bad-name: a name has 1 to 24 characters');
    expect(await named('   ')).toBe('bad-name: a name has 1 to 24 characters');
    expect(await named('Car\u0007la')).toBe('bad-name: a name has no control characters');
    expect(await named('Carla\nAstrid')).toBe('bad-name: a name has no control characters');
    expect(await named(42)).toBe('bad-name: a name is text');
    expect(host.lobby?.seats[1]).toMatchObject({ name: 'Bjørn', taken: false });
    const stored = await storedSeats(code);
    expect(stored.ok && stored.seats.tokens[1]).toBeNull();
    expect(stored.ok && stored.seats.names).toBeUndefined();
    // A name is the claim's own: a spectator or a returning seat takes none.
    expect(await refusal({ code, watch: true, name: 'Carla' })).toMatch(/^bad-options/);
    const friend = await OnlinePlayer.open(running().url, { code });
    await host.until(() => host.lobby?.seats[1]?.taken === true);
    expect(host.lobby?.seats[1]?.name).toBe('Bjørn');
    await host.leave();
    await friend.leave();
  }, 60_000);
});

describe('a player whose connection drops', () => {
  it('keeps the seat: the others see it held, and the player comes back with the seat token and finds the whole game', async () => {
    const host = await OnlinePlayer.open(running().url, { create: TWO_PEOPLE });
    const code = host.welcome?.code as string;
    const friend = await OnlinePlayer.open(running().url, { code, claim: 1 });
    const token = friend.welcome?.seatToken as string;
    await friend.until(() => friend.table !== null);
    // The socket goes away without a word, as a network that fails does; the SDK's own reconnection is not used.
    friend.room.reconnection.enabled = false;
    (friend.room.connection.transport as unknown as { ws: { close(code: number): void } }).ws.close(4010);
    await host.until(() => host.lobby?.seats[1]?.heldUntil !== null && host.lobby?.seats[1]?.connected === false);
    const back = await OnlinePlayer.open(running().url, { code, seatToken: token });
    expect(back.seat).toBe(1);
    expect(back.welcome?.seatToken).toBeUndefined();
    await back.until(() => back.authorityMessages().some((message) => message.type === 'history'));
    await host.until(() => host.lobby?.seats[1]?.connected === true);
    expect(host.lobby?.seats[1]?.heldUntil).toBeNull();
    await host.leave();
    await back.leave();
  }, 60_000);

  it('comes back on the same connection when the client reconnects within the hold, is sent the whole game again, and plays on', async () => {
    const host = await OnlinePlayer.open(running().url, { create: TWO_PEOPLE });
    const friend = await OnlinePlayer.open(running().url, { code: host.welcome?.code as string, claim: 1 });
    host.playRandomly(5);
    friend.playRandomly(6);
    await friend.until(() => friend.log().length >= 10);
    const logsBefore = friend.authorityMessages().filter((message) => message.type === 'history').length;
    await friend.drop();
    await friend.until(
      () => friend.authorityMessages().filter((message) => message.type === 'history').length > logsBefore,
    );
    await host.until(() => host.lobby?.seats[1]?.connected === true);
    expect(friend.seat).toBe(1);
    // Its moves before the drop still count: both play on to the end of the game.
    await Promise.all([host.until(() => host.over()), friend.until(() => friend.over())]);
    await host.leave();
    await friend.leave();
  }, 60_000);
});

describe('the seat of a player who is gone', () => {
  it('once gone, the host may give the seat to a bot, which plays its turns, marked, until its player comes back', async () => {
    const host = await OnlinePlayer.open(running().url, { create: TWO_PEOPLE });
    const code = host.welcome?.code as string;
    const friend = await OnlinePlayer.open(running().url, { code, claim: 1 });
    const token = friend.welcome?.seatToken as string;
    host.playRandomly(7);
    friend.playRandomly(8);
    await host.until(() => host.log().length >= 20);
    // Still connected: no bot may take the seat.
    host.room.send('standIn', { seat: 1 });
    await host.until(() => host.refusals().includes('seat-connected'));
    friend.stop();
    await friend.leave();
    await host.until(() => host.lobby?.seats[1]?.connected === false);
    host.room.send('standIn', { seat: 1 });
    await host.until(() => host.lobby?.seats[1]?.standIn === true);
    // The friend's own last move may still be on its way to the host's log: the bot's come after it, every one marked.
    const firstByBot = (): number => host.deciders().findIndex((decision) => decision.seat === 1 && decision.botPlayed);
    await host.until(
      () =>
        firstByBot() !== -1 &&
        host
          .deciders()
          .slice(firstByBot())
          .filter((decision) => decision.seat === 1).length >= 3,
    );
    expect(
      host
        .deciders()
        .slice(firstByBot())
        .filter((decision) => decision.seat === 1)
        .every((decision) => decision.botPlayed),
    ).toBe(true);
    expect(
      host
        .deciders()
        .slice(0, firstByBot())
        .some((decision) => decision.botPlayed),
    ).toBe(false);
    const back = await OnlinePlayer.open(running().url, { code, seatToken: token });
    await host.until(() => host.lobby?.seats[1]?.standIn === false && host.lobby.seats[1].connected);
    back.playRandomly(9);
    await Promise.all([host.until(() => host.over()), back.until(() => back.over())]);
    await host.leave();
    await back.leave();
  }, 60_000);
});
