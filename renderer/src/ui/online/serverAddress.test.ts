// @vitest-environment happy-dom
// @vitest-environment-options { "url": "http://192.168.1.20:4173/" }
import { afterEach, describe, expect, it } from 'vitest';
import { data, type GameSetup } from '../../game/engine';
import { hostForm } from './OnlineScreen';
import { DEFAULT_SERVER_PORT, defaultServerAddress, readServerAddress, rememberServerAddress } from './serverAddress';

afterEach(() => localStorage.clear());

describe("the online server's address", () => {
  it('is read as typed, with or without its scheme, and refused when it is none', () => {
    expect(readServerAddress('localhost:2567')).toBe('http://localhost:2567');
    expect(readServerAddress(' https://games.example/ ')).toBe('https://games.example');
    expect(readServerAddress('ws://10.0.0.2:2567')).toBe('http://10.0.0.2:2567');
    expect(readServerAddress('wss://games.example')).toBe('https://games.example');
    expect(readServerAddress('')).toBeNull();
    expect(readServerAddress('ftp://games.example')).toBeNull();
    expect(readServerAddress('http://')).toBeNull();
  });

  it("is offered as the server's port on the page's own host, then as the last one that worked", () => {
    expect(defaultServerAddress()).toBe(`http://192.168.1.20:${DEFAULT_SERVER_PORT}`);
    rememberServerAddress(' http://games.example:9000 ');
    expect(defaultServerAddress()).toBe('http://games.example:9000');
  });
});

describe("the host's setup form", () => {
  it("is the offline form's setup without the seed and what only a solo game or the campaign has", () => {
    const setup: GameSetup = {
      seats: [
        { name: 'Astrid', kind: 'human' },
        { name: 'Bjørn', kind: 'human' },
      ],
      seed: 42,
      edition: data.NEW_GAME_EDITION,
      villageSide: 'common',
      variant: 'basic',
      task: 'village' as GameSetup['task'],
    };
    expect(hostForm(setup)).toEqual({
      seats: setup.seats,
      edition: data.NEW_GAME_EDITION,
      villageSide: 'common',
      variant: 'basic',
    });
  });
});
