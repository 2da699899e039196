import { afterEach, describe, expect, it } from 'vitest';
import type { AuthorityClient } from './authorityClient';
import type { Action, GameSetup } from './engine';
import { localGame } from './localAuthority';

const clients: AuthorityClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.dispose();
});

const setup: GameSetup = {
  seats: [{ name: 'Astrid', kind: 'human' }],
  seed: 'read-only',
  edition: 2,
  villageSide: 'common',
  variant: 'basic',
};

async function opened(): Promise<AuthorityClient> {
  const { client } = localGame({
    setup,
    bots: { think: () => Promise.reject(new Error('no bots here')), dispose: () => undefined },
    pace: { botSpeed: 'instant', animationsOff: true },
    persist: async () => undefined,
  });
  clients.push(client);
  await client.ready;
  await client.flush();
  return client;
}

describe('a table that is read-only (another tab took the game over)', () => {
  it('refuses every input: no move, Undo, hand-over or hint reaches the game, and the table offers none', async () => {
    const client = await opened();
    const before = client.getSnapshot();
    expect(before.humanToAct && before.legal.length > 0).toBe(true);
    client.readOnly();
    for (const action of before.legal.slice(0, 3) as Action[]) client.send(action);
    client.undo();
    client.autoplayTurn();
    client.skipToMyTurn();
    client.resume();
    await client.flush();
    const after = client.getSnapshot();
    expect(after.state.actionCount).toBe(before.state.actionCount);
    expect(after).toMatchObject({
      readOnly: true,
      humanToAct: false,
      awaitingInput: false,
      undoAvailable: false,
      legal: [],
      autoplaying: false,
    });
    expect(await client.suggest(new AbortController().signal)).toBeNull();
  });
});
