import { GameAuthority, type AuthorityOptions, type BotThinker } from '../../../engine/authority/index';
import { AuthorityClient } from './authorityClient';

/**
 * A game's authority and its client in one thread, joined by the protocol as a worker joins them: every message is a
 * structured copy, as postMessage makes it. For unit tests of the table that need a game and no browser.
 */
export function localGame(options: Omit<AuthorityOptions, 'send'> & { readonly bots: BotThinker }): {
  client: AuthorityClient;
  authority: GameAuthority;
} {
  let deliver: (message: never) => void = () => undefined;
  let authority: GameAuthority | null = null;
  const client = new AuthorityClient(
    {
      post: (intent) => queueMicrotask(() => authority?.receive(structuredClone(intent))),
      listen: (receive) => {
        deliver = receive as (message: never) => void;
      },
      close: () => authority?.dispose(),
    },
    null,
  );
  authority = new GameAuthority({ ...options, send: (message) => deliver(structuredClone(message) as never) });
  return { client, authority };
}
