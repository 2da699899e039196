// A file system for the store that "dies" before a chosen call: from that call on, nothing it is asked to do happens
// and no call ever returns, as when the process is killed at that moment. What is on disk then is what a kill leaves.
import * as nodeFs from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import type { AtomicFileSystem } from '../../files/atomicFile';

export interface KillingFileSystem {
  readonly fileSystem: AtomicFileSystem;
  /** Kills before the call numbered `call` (0: the next one made); until then every call goes through. */
  killBefore(call: number): void;
  /** How many calls went through since the last `killBefore` (or since the start). */
  callsMade(): number;
  /** Resolves when the kill has happened. */
  readonly killed: Promise<void>;
}

const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

export function killingFileSystem(): KillingFileSystem {
  let killAt = Number.POSITIVE_INFINITY;
  let made = 0;
  let dead = false;
  let announce: () => void = () => undefined;
  const killed = new Promise<void>((resolve) => {
    announce = resolve;
  });

  /** Runs `call` unless the process is dead or dies now; then it never returns. */
  function step<T>(call: () => Promise<T>): Promise<T> {
    if (!dead && made === killAt) {
      dead = true;
      announce();
    }
    if (dead) return never();
    made += 1;
    return call();
  }

  function watchedHandle(handle: FileHandle): FileHandle {
    return Object.assign(Object.create(handle) as FileHandle, {
      writeFile: (data: string | Uint8Array) => step(() => handle.writeFile(data)),
      sync: () => step(() => handle.sync()),
      close: () => step(() => handle.close()),
    });
  }

  const fileSystem: AtomicFileSystem = {
    ...nodeFs,
    open: (path, flags, mode) => step(async () => watchedHandle(await nodeFs.open(path, flags, mode))),
    rename: (from, to) => step(() => nodeFs.rename(from, to)),
    link: (existing, newPath) => step(() => nodeFs.link(existing, newPath)),
    copyFile: (from, to, mode) => step(() => nodeFs.copyFile(from, to, mode)),
    rm: (path, options) => step(() => nodeFs.rm(path, options)),
    stat: ((path: Parameters<typeof nodeFs.stat>[0]) => step(() => nodeFs.stat(path))) as AtomicFileSystem['stat'],
  };

  return {
    fileSystem,
    killBefore(call) {
      made = 0;
      killAt = call;
    },
    callsMade: () => made,
    killed,
  };
}
