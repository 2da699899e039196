import { keptValue } from './keptValue';

/**
 * The address of the online server the page connects to. The server listens on 2567 unless told otherwise
 * (server/main.ts); the page offers the last address that worked, else the server on the page's own machine.
 */
export const DEFAULT_SERVER_PORT = 2567;
const kept = keptValue('saltfjord.onlineServer');

/** The address typed, as the SDK takes it (http or https, ws or wss; no path), or null when it is none. */
export function readServerAddress(typed: string): string | null {
  const trimmed = typed.trim();
  if (trimmed === '') return null;
  try {
    const url = new URL(/^[a-z]+:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`);
    if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) || url.hostname === '') return null;
    const protocol = url.protocol === 'wss:' ? 'https:' : url.protocol === 'ws:' ? 'http:' : url.protocol;
    return `${protocol}//${url.host}`;
  } catch {
    return null;
  }
}

/**
 * The address first offered: the last one that worked; the page's own origin when the server serves the page (it
 * listens on its port); else the server's port on the page's own host (the desktop app and a preview on this machine:
 * localhost).
 */
export function defaultServerAddress(): string {
  const last = kept.read();
  if (last) return last;
  const { protocol, hostname, port, origin } = window.location;
  if ((protocol === 'http:' || protocol === 'https:') && port === String(DEFAULT_SERVER_PORT)) return origin;
  const host = (protocol === 'http:' || protocol === 'https:') && hostname !== '' ? hostname : 'localhost';
  return `http://${host}:${DEFAULT_SERVER_PORT}`;
}

export function rememberServerAddress(address: string): void {
  kept.keep(address.trim());
}
