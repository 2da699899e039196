import { readFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createGame, legalActions, publicView, type GameSetup } from '../engine/index';
import { BotThreadPool } from '../files/botThreads';
import { bundleElectron } from './bundle';
import { tempDirForTest } from './testing/tempDir';

/** The module names a CommonJS bundle still requires at run time. */
function requiredModules(code: string): string[] {
  return [...new Set([...code.matchAll(/\brequire\("([^"]+)"\)/g)].map((match) => match[1] ?? ''))].sort();
}

describe('bundleElectron', () => {
  it('makes a preload that requires nothing but electron, as the sandbox demands', async () => {
    const { preloadFile } = await bundleElectron(await tempDirForTest());
    const code = await readFile(preloadFile, 'utf8');
    expect(requiredModules(code)).toEqual(['electron']);
    expect(code).toContain('exposeInMainWorld("saltfjord"');
    expect(code).not.toMatch(/exposeInMainWorld\([^)]*ipcRenderer/);
  });

  it('makes a main process that needs only electron and Node built-ins', async () => {
    const { mainFile } = await bundleElectron(await tempDirForTest());
    const modules = requiredModules(await readFile(mainFile, 'utf8'));
    expect(modules).toContain('electron');
    // The online server's WebSocket library (ws) tries these native speed-ups inside a try and does without them, and
    // its PostgreSQL client (pg) loads pg-native, inside a try, only when its native client is asked for: never.
    const optional = new Set(['bufferutil', 'utf-8-validate', 'pg-native']);
    const builtIn = (name: string) => name.startsWith('node:') || builtinModules.includes(name);
    expect(modules.filter((name) => name !== 'electron' && !builtIn(name) && !optional.has(name))).toEqual([]);
  });
});

describe('the bots of hosted games, in a worker thread started from the bundle', () => {
  it('answer a bot question with a legal action of the view they are given', async () => {
    const { botThreadFile } = await bundleElectron(await tempDirForTest());
    const setup: GameSetup = {
      seats: [
        { name: 'A', kind: 'bot', bot: 'easy' },
        { name: 'B', kind: 'bot', bot: 'easy' },
      ],
      seed: 'thread',
      edition: 2,
      villageSide: 'common',
      variant: 'basic',
    };
    const view = publicView(createGame(setup), 0);
    const pool = new BotThreadPool({ url: pathToFileURL(botThreadFile) }, 1);
    const thinker = pool.thinkerFor();
    try {
      const answer = await thinker.think(
        { view, seat: 0, level: 'easy', seed: 'question' },
        new AbortController().signal,
      );
      expect(legalActions(view)).toContainEqual(answer.action);
    } finally {
      await pool.close();
    }
  });
});
