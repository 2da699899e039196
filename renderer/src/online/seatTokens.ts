import { seatTokenSchema } from './wire';

/**
 * The seat tokens this browser holds, one per server and room code: a token is what takes a seat back (after a
 * dropped connection, a reload, a restarted server, days later). It is handed out once, when the seat is taken, and
 * kept in the page's localStorage, which only this origin reads.
 */
const PREFIX = 'saltfjord.seat:';

/** The storage the tokens are kept in: the page's localStorage, or none where it is unavailable. */
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function pageStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // A browser that forbids storage for this page throws on the first touch.
    return null;
  }
}

/** The key of one game's token: the server's address as typed canonical (origin) and the room code. */
export function tokenKey(server: string, code: string): string {
  return `${PREFIX}${serverOrigin(server)}/${code}`;
}

/** The server's address as one spelling (`http://localhost:2567/` and `ws://localhost:2567` are the same server). */
export function serverOrigin(server: string): string {
  const url = new URL(server);
  const protocol = url.protocol === 'wss:' ? 'https:' : url.protocol === 'ws:' ? 'http:' : url.protocol;
  return `${protocol}//${url.host}`;
}

export function readSeatToken(
  server: string,
  code: string,
  storage: TokenStorage | null = pageStorage(),
): string | null {
  const kept = storage?.getItem(tokenKey(server, code)) ?? null;
  return kept !== null && seatTokenSchema.safeParse(kept).success ? kept : null;
}

export function keepSeatToken(
  server: string,
  code: string,
  token: string,
  storage: TokenStorage | null = pageStorage(),
): void {
  try {
    storage?.setItem(tokenKey(server, code), token);
  } catch {
    // A full storage keeps no token: the seat is still played now, only not taken back after a reload.
  }
}

/** A token the server no longer knows (its game is gone) is forgotten. */
export function forgetSeatToken(server: string, code: string, storage: TokenStorage | null = pageStorage()): void {
  storage?.removeItem(tokenKey(server, code));
}

/** The codes of the games on `server` this browser holds a seat of, to go back to (a game may wait for days). */
export function keptCodes(
  server: string,
  storage: (TokenStorage & Pick<Storage, 'length' | 'key'>) | null = pageStorage(),
): string[] {
  if (!storage) return [];
  const prefix = tokenKey(server, '');
  const codes: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key?.startsWith(prefix)) codes.push(key.slice(prefix.length));
  }
  return codes.sort();
}
