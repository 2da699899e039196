// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OnlineSession, OnlineState } from '../../online/onlineSession';
import type { Lobby, SeatInLobby } from '../../online/wire';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { OnlineBanner } from './OnlineBanner';
import { LobbySeats } from './OnlineLobby';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const NOW = Date.parse('2026-12-04T12:00:00Z');

function seat(seat: number, name: string, change: Partial<SeatInLobby> = {}): SeatInLobby {
  return { seat, name, kind: 'human', taken: true, connected: true, heldUntil: null, standIn: false, ...change };
}

/** A session as the screens read it: its state, changed by the test as the room would change it. */
function fakeSession(
  lobby: Lobby,
  host = true,
): { session: OnlineSession; change: (next: Partial<OnlineState>) => void; standIns: number[] } {
  let state: OnlineState = {
    status: 'open',
    welcome: { code: lobby.code, seat: 0, host },
    lobby,
    ended: null,
    refusal: null,
  };
  const listeners = new Set<() => void>();
  const standIns: number[] = [];
  const session = {
    server: 'http://localhost:2567',
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    standIn: (which: number) => standIns.push(which),
  } as unknown as OnlineSession;
  const change = (next: Partial<OnlineState>): void =>
    act(() => {
      state = { ...state, ...next };
      for (const listener of listeners) listener();
    });
  return { session, change, standIns };
}

const text = (page: HTMLElement): string => (page.textContent ?? '').replace(/[\u2068\u2069]/g, '');

describe('what an online game shows over the table', () => {
  it('nothing while every seat is played and the connection is up', () => {
    const { session } = fakeSession({ code: 'ABCDEFGH', seats: [seat(0, 'Astrid'), seat(1, 'Bjørn')], spectators: 0 });
    const page = render(<OnlineBanner session={session} onLeave={() => undefined} />).container;
    expect(page.querySelector('[data-testid="online-banner"]')).toBeNull();
  });

  it('"Reconnecting…" while its own connection is away, and a held seat counting down to its end', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { session, change } = fakeSession({
      code: 'ABCDEFGH',
      seats: [seat(0, 'Astrid'), seat(1, 'Bjørn', { connected: false, heldUntil: NOW + 30_000 })],
      spectators: 0,
    });
    const page = render(<OnlineBanner session={session} onLeave={() => undefined} />).container;
    expect(text(page)).toContain('Bjørn lost the connection: the seat is held for 30 s.');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(text(page)).toContain('held for 25 s');
    change({ status: 'reconnecting' });
    expect(page.querySelector('[data-testid="online-reconnecting"]')?.textContent).toBe('Reconnecting…');
  });

  it("lets the host give a gone player's seat to a bot, and says while one plays for them", () => {
    const gone = seat(1, 'Bjørn', { connected: false });
    const { session, change, standIns } = fakeSession({
      code: 'ABCDEFGH',
      seats: [seat(0, 'Astrid'), gone],
      spectators: 0,
    });
    const page = render(<OnlineBanner session={session} onLeave={() => undefined} />).container;
    expect(text(page)).toContain('Bjørn is gone.');
    fireEvent.click(screen.getByTestId('online-stand-in-1'));
    expect(standIns).toEqual([1]);
    change({ lobby: { code: 'ABCDEFGH', seats: [seat(0, 'Astrid'), { ...gone, standIn: true }], spectators: 0 } });
    expect(text(page)).toContain('A bot plays for Bjørn until they come back.');
    expect(page.querySelector('[data-testid="online-stand-in-1"]')).toBeNull();
  });
});

describe("the lobby's seats", () => {
  it('says how each seat stands, marks its own, and offers a stand-in to the host only', () => {
    const lobby: Lobby = {
      code: 'ABCDEFGH',
      spectators: 2,
      seats: [
        seat(0, 'Astrid'),
        seat(1, 'Bjørn', { taken: false, connected: false }),
        seat(2, 'Eirik', { kind: 'bot' }),
      ],
    };
    const page = render(<LobbySeats session={fakeSession(lobby).session} lobby={lobby} />).container;
    const rows = [...page.querySelectorAll('li')].map((row) => text(row));
    expect(rows).toEqual(['Astrid · you · connected', 'Bjørn · freeLet a bot play', 'Eirik · a bot', '2 watching']);
    cleanup();
    const guest = render(<LobbySeats session={fakeSession(lobby, false).session} lobby={lobby} />).container;
    expect(guest.querySelector('[data-testid="online-stand-in-1"]')).toBeNull();
  });
});
