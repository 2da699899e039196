/**
 * One process of simulated players for `bench:online` (scripts/benchOnline.ts starts it, never a person): it opens
 * the rooms it is given, each a game of four people, says so, plays them when told to, and reports each move's round
 * trip. The players run in processes of their own so that the hundreds of them neither share the benchmark's memory
 * nor queue their messages behind each other's on one event loop.
 */
import { OnlinePlayer } from '../server/testing/onlinePlayer.js';
import { benchClientOrderSchema, type BenchClientOrder, type BenchClientReport } from './benchOnlineWire.js';

const fourPeople = {
  seats: ['Astrid', 'Bjørn', 'Eirik', 'Sigrid'].map((name) => ({ name, kind: 'human' as const })),
  edition: 2 as const,
  villageSide: 'common' as const,
  variant: 'basic' as const,
};

function report(message: BenchClientReport): void {
  process.send?.(message);
}

/** The next order from the benchmark, read through its schema. */
function nextOrder(): Promise<BenchClientOrder> {
  return new Promise((resolve, reject) =>
    process.once('message', (raw: unknown) => {
      const order = benchClientOrderSchema.safeParse(raw);
      if (order.success) resolve(order.data);
      else reject(new Error(`not an order of the benchmark: ${order.error.issues[0]?.message}`));
    }),
  );
}

async function openRoom(url: string, failures: { count: number }): Promise<OnlinePlayer[]> {
  const host = await OnlinePlayer.open(url, { create: fourPeople }, { record: false });
  const code = host.welcome?.code as string;
  const friends = await Promise.all(
    [1, 2, 3].map((claim) =>
      OnlinePlayer.open(url, { code, claim }, { record: false }).catch(() => {
        failures.count++;
        return null;
      }),
    ),
  );
  return [host, ...friends.filter((player): player is OnlinePlayer => player !== null)];
}

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

const timeUp = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms).unref());

const opening = nextOrder();
report({ type: 'ready' });
const open = await opening;
if (open.type !== 'open') throw new Error('the benchmark must first say which rooms to open');
const failures = { count: 0 };
const rooms: OnlinePlayer[][] = [];
// One room after the other, as players arrive: a burst of hundreds of joins at once is not what is measured.
for (const [index, url] of open.urls.entries()) {
  rooms.push(await openRoom(url, failures));
  if (index % 20 === 19) await timeUp(0);
}
report({ type: 'opened', rooms: rooms.length, cpuMs: cpuMs() });
const play = await nextOrder();
if (play.type !== 'play') throw new Error('the benchmark must say when to play');
rooms.forEach((players, room) => players.forEach((player, seat) => player.playRandomly(open.seed + room * 4 + seat)));
const reached = (players: readonly OnlinePlayer[]): boolean => {
  const host = players[0];
  return host === undefined || host.over() || (host.table?.state.actionCount ?? 0) >= play.actions;
};
await Promise.race([
  timeUp(play.seconds * 1000),
  Promise.all(rooms.map((players) => players[0]?.until(() => reached(players)))),
]);
const players = rooms.flat();
for (const player of players) player.stop();
report({ type: 'stopped', cpuMs: cpuMs() });
// Moves still on their way when play stopped are given a moment to be answered before they count as lost.
await Promise.race([
  timeUp(5000),
  Promise.all(players.map((player) => player.until(() => (player.table?.answered ?? 0) >= player.moves))),
]);
report({
  type: 'played',
  roundTrips: players.flatMap((player) => player.roundTrips),
  errors: failures.count + players.reduce((sum, player) => sum + player.refusalCount, 0),
  lost: players.reduce((sum, player) => sum + Math.max(0, player.moves - (player.table?.answered ?? 0)), 0),
});
await Promise.all(players.map((player) => player.leave()));
process.disconnect?.();
