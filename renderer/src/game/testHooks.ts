import type { GameAuthority } from '../../../engine/authority/index';

/** A build for the end-to-end specs (`vite build --mode e2e`) has the debug window; every other build has none. */
export const TEST_HOOKS = import.meta.env.MODE === 'e2e';

/** A test build's answer to its debug window. */
export interface DebugReply {
  readonly type: 'debug';
  readonly id: number;
  readonly value: unknown;
}

type Debug = { readonly type: 'debug'; readonly id: number; readonly what: 'state' | 'record' };

function isDebug(data: unknown): data is Debug {
  if (typeof data !== 'object' || data === null) return false;
  const { type, id, what } = data as Record<string, unknown>;
  return type === 'debug' && typeof id === 'number' && (what === 'state' || what === 'record');
}

/**
 * Answers a test build's debug window with the whole game — the specs compare it with the engine's own replay — and
 * reports whether `data` was such a question. In any other build it answers nothing: the page never gets the game.
 */
export function debugAnswer(data: unknown, authority: GameAuthority, reply: (message: DebugReply) => void): boolean {
  if (!TEST_HOOKS || !isDebug(data)) return false;
  const game = authority.fullRecord();
  reply({
    type: 'debug',
    id: data.id,
    value: data.what === 'state' ? game.state : { setup: game.setup, actions: game.actions, botPlayed: game.botPlayed },
  });
  return true;
}
