// A Redis server of the test's own, on a free loopback port, with nothing written to disk (Debian's redis-server).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A port nobody listens on now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RedisProcess {
  readonly url: string;
  stop(): Promise<void>;
}

export async function startRedis(): Promise<RedisProcess> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
