import { matchMaker } from '@colyseus/core';
import { describe, expect, it } from 'vitest';
import { TWO_PEOPLE } from './testing/hostForms.js';
import { serverForTheseTests } from './testing/inProcessServer.js';
import { OnlinePlayer } from './testing/onlinePlayer.js';
import { GAME_ROOM } from './wire.js';

// A game played turn by turn over days: its room closes once nobody is in it, and its game opens again from the store
// for whoever comes back, so that a server holds in memory the games being played, not every game not over.

const running = serverForTheseTests({ idleSeconds: 0.3 });

const roomsOf = async (code: string): Promise<number> =>
  (await matchMaker.query({ name: GAME_ROOM, roomId: code })).length;

async function closed(code: string): Promise<void> {
  const until = Date.now() + 5000;
  while ((await roomsOf(code)) > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('a room nobody is in', () => {
  it('closes after its idle time, and its game opens again, every move there, for the players who come back', async () => {
    const host = await OnlinePlayer.open(running().url, { create: TWO_PEOPLE });
    const code = host.welcome?.code as string;
    const friend = await OnlinePlayer.open(running().url, { code, claim: 1 });
    const [hostToken, friendToken] = [host.welcome?.seatToken as string, friend.welcome?.seatToken as string];
    host.playRandomly(1);
    friend.playRandomly(2);
    await host.until(() => (host.table?.state.actionCount ?? 0) >= 8);
    for (const player of [host, friend]) player.stop();
    await Promise.all(
      [host, friend].map((player) => player.until(() => (player.table?.answered ?? 0) >= player.moves)),
    );
    const log = host.log();
    for (const player of [host, friend]) await player.leave();
    await closed(code);
    expect(await roomsOf(code)).toBe(0);
    // Both come back at once: one join opens the game, the other waits for it.
    const [hostBack, friendBack] = await Promise.all([
      OnlinePlayer.open(running().url, { code, seatToken: hostToken }),
      OnlinePlayer.open(running().url, { code, seatToken: friendToken }),
    ]);
    await hostBack.until(() => hostBack.log().length >= log.length);
    expect(hostBack.log()).toEqual(log);
    expect([hostBack.seat, friendBack.seat]).toEqual([0, 1]);
    hostBack.playRandomly(3);
    friendBack.playRandomly(4);
    await hostBack.until(() => (hostBack.table?.state.actionCount ?? 0) >= log.length + 4);
    for (const player of [hostBack, friendBack]) await player.leave();
  }, 60_000);

  it('stays open for a player who comes back before its idle time is up', async () => {
    const host = await OnlinePlayer.open(running().url, { create: TWO_PEOPLE });
    const code = host.welcome?.code as string;
    const token = host.welcome?.seatToken as string;
    await host.until(() => host.table !== null);
    await host.leave();
    const back = await OnlinePlayer.open(running().url, { code, seatToken: token });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await roomsOf(code)).toBe(1);
    await back.leave();
    await closed(code);
    expect(await roomsOf(code)).toBe(0);
  }, 60_000);
});
