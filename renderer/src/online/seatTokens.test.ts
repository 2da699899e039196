import { describe, expect, it } from 'vitest';
import { forgetSeatToken, keepSeatToken, keptCodes, readSeatToken, serverOrigin } from './seatTokens';

/** A localStorage of the test's own. */
function storage(): Storage {
  const kept = new Map<string, string>();
  return {
    get length() {
      return kept.size;
    },
    key: (index) => [...kept.keys()][index] ?? null,
    getItem: (key) => kept.get(key) ?? null,
    setItem: (key, value) => {
      kept.set(key, value);
    },
    removeItem: (key) => {
      kept.delete(key);
    },
    clear: () => kept.clear(),
  };
}

const TOKEN = 'A'.repeat(43);

describe('the seat tokens a browser keeps', () => {
  it("are kept per server and code, whichever way the server's address is written", () => {
    const kept = storage();
    keepSeatToken('http://localhost:2567/', 'ABCDEFGH', TOKEN, kept);
    expect(readSeatToken('ws://localhost:2567', 'ABCDEFGH', kept)).toBe(TOKEN);
    expect(readSeatToken('http://localhost:2568', 'ABCDEFGH', kept)).toBeNull();
    expect(readSeatToken('http://localhost:2567', 'ABCDEFGJ', kept)).toBeNull();
    expect(serverOrigin('wss://games.example:443/x')).toBe('https://games.example');
  });

  it('list the games of one server, and are forgotten one by one', () => {
    const kept = storage();
    keepSeatToken('http://localhost:2567', 'ZYXWVUTS', TOKEN, kept);
    keepSeatToken('http://localhost:2567', 'ABCDEFGH', TOKEN, kept);
    keepSeatToken('http://elsewhere:2567', 'QRSTUVWX', TOKEN, kept);
    expect(keptCodes('http://localhost:2567', kept)).toEqual(['ABCDEFGH', 'ZYXWVUTS']);
    forgetSeatToken('http://localhost:2567', 'ABCDEFGH', kept);
    expect(keptCodes('http://localhost:2567', kept)).toEqual(['ZYXWVUTS']);
  });

  it('read no token that is not one (a damaged or hand-edited entry)', () => {
    const kept = storage();
    keepSeatToken('http://localhost:2567', 'ABCDEFGH', 'not a token', kept);
    expect(readSeatToken('http://localhost:2567', 'ABCDEFGH', kept)).toBeNull();
  });
});
