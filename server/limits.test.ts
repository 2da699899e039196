import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_PEOPLE } from './testing/hostForms.js';
import { OnlinePlayer } from './testing/onlinePlayer.js';
import { startServerProcess, type ServerProcess } from './testing/serverProcess.js';

let server: ServerProcess;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'saltfjord-limits-'));
  server = await startServerProcess(dataDir, ['--joins-per-minute', '4', '--messages-per-second', '2']);
});

afterAll(async () => {
  await server.kill();
  await rm(dataDir, { recursive: true, force: true });
});

const attempt = (options: Parameters<typeof OnlinePlayer.open>[1]): Promise<string> =>
  OnlinePlayer.open(server.url, options).then(
    async (player) => {
      await player.leave();
      return 'joined';
    },
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );

describe('the limits of the online server', () => {
  it('counts joins per address before any game is looked up, so that codes cannot be tried one after another', async () => {
    const host = await OnlinePlayer.open(server.url, { create: TWO_PEOPLE });
    const tries: string[] = [];
    for (const code of ['BBBBBBBB', 'CCCCCCCC', 'DDDDDDDD', 'EEEEEEEE', host.welcome?.code as string])
      tries.push(await attempt({ code, watch: true }));
    expect(tries.slice(0, 3).every((answer) => /no rooms found/.test(answer))).toBe(true);
    expect(tries.slice(3)).toEqual([expect.stringMatching(/too-many-joins/), expect.stringMatching(/too-many-joins/)]);
    // Messages past the burst of 4 are refused, each with its code.
    for (let i = 0; i < 8; i++) host.send({ type: 'flush', id: i });
    await host.until(() => host.refusals().filter((code) => code === 'too-fast').length >= 3);
    await host.leave();
  }, 60_000);
});
