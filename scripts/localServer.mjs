// Finding a port and waiting for a local server: shared by `npm start` (scripts/start.mjs) and the render benchmark
// (renderer/bench/renderBench.mjs), which both serve the built game with `vite preview`.
import { createServer } from 'node:net';

/** `preferred` if it is free, else any free port (0: any free port), so that two programs never share one. */
export function freePort(preferred = 0) {
  return new Promise((resolve, reject) => {
    const listenOn = (port, onTaken) => {
      const probe = createServer();
      probe.once('error', onTaken);
      probe.listen(port, '127.0.0.1', () => {
        const { port: bound } = probe.address();
        probe.close(() => resolve(bound));
      });
    };
    listenOn(preferred, preferred === 0 ? reject : () => listenOn(0, reject));
  });
}

/** True once `url` answers OK, false if it has not after `attempts` tries 200 ms apart. */
export async function waitUntilServing(url, attempts) {
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((wake) => setTimeout(wake, 200));
  }
  return false;
}

// `node scripts/localServer.mjs --free-port` prints a free port: for configuration files that must decide
// synchronously (playwright.config.ts).
if (process.argv[1] === new URL(import.meta.url).pathname && process.argv[2] === '--free-port') {
  console.log(await freePort());
}
