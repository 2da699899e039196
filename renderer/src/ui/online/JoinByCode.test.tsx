// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JoinRefused, OnlineSession, type JoinRequest } from '../../online/onlineSession';
import { JoinByCode } from './JoinByCode';
import { OnlineScreen } from './OnlineScreen';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

function field(page: HTMLElement, testId: string): HTMLInputElement {
  const input = page.querySelector(`[data-testid="${testId}"]`);
  if (!(input instanceof HTMLInputElement)) throw new Error(`no field ${testId}`);
  return input;
}

function button(page: HTMLElement, testId: string): HTMLButtonElement {
  const found = page.querySelector(`[data-testid="${testId}"]`);
  if (!(found instanceof HTMLButtonElement)) throw new Error(`no button ${testId}`);
  return found;
}

/** The join form, and the joins it asked for. */
function joinForm(): { readonly page: HTMLElement; readonly asked: JoinRequest[] } {
  const asked: JoinRequest[] = [];
  const page = render(<JoinByCode disabled={false} onJoin={(request) => asked.push(request)} />).container;
  return { page, asked };
}

describe('joining a game by its code', () => {
  it('sends the name typed, trimmed, with the join', () => {
    const { page, asked } = joinForm();
    expect(field(page, 'online-name').value).toBe('');
    expect(field(page, 'online-name').placeholder).toBe('Left empty: the name the host gave your seat');
    expect(field(page, 'online-name').maxLength).toBe(24);
    fireEvent.change(field(page, 'online-code'), { target: { value: 'abcd efgh' } });
    fireEvent.change(field(page, 'online-name'), { target: { value: '  Carla ' } });
    button(page, 'online-join').click();
    fireEvent.keyDown(field(page, 'online-name'), { key: 'Enter' });
    expect(asked).toEqual([
      { kind: 'join', code: 'ABCDEFGH', name: 'Carla' },
      { kind: 'join', code: 'ABCDEFGH', name: 'Carla' },
    ]);
  });

  it('offers the name last joined under the next time', () => {
    const first = joinForm();
    fireEvent.change(field(first.page, 'online-code'), { target: { value: 'ABCDEFGH' } });
    fireEvent.change(field(first.page, 'online-name'), { target: { value: ' Carla ' } });
    button(first.page, 'online-join').click();
    cleanup();
    const again = joinForm();
    expect(field(again.page, 'online-name').value).toBe('Carla');
    fireEvent.change(field(again.page, 'online-code'), { target: { value: 'ABCDEFGH' } });
    button(again.page, 'online-join').click();
    expect(again.asked).toEqual([{ kind: 'join', code: 'ABCDEFGH', name: 'Carla' }]);
  });

  it('sends no name when none is typed: the seat keeps the one the host gave it', () => {
    const { page, asked } = joinForm();
    fireEvent.change(field(page, 'online-code'), { target: { value: 'ABCDEFGH' } });
    fireEvent.change(field(page, 'online-name'), { target: { value: '   ' } });
    button(page, 'online-join').click();
    expect(asked).toEqual([{ kind: 'join', code: 'ABCDEFGH' }]);
  });

  it('says what is wrong with a name the server would refuse, and joins only to watch meanwhile', () => {
    const { page, asked } = joinForm();
    fireEvent.change(field(page, 'online-code'), { target: { value: 'ABCDEFGH' } });
    expect(page.querySelector('[data-testid="online-bad-name"]')).toBeNull();
    fireEvent.change(field(page, 'online-name'), { target: { value: 'Carla\u0007' } });
    expect(page.querySelector('[data-testid="online-bad-name"]')?.textContent).toBe(
      'A name is one line of at most 24 characters, without control characters.',
    );
    expect(field(page, 'online-name').getAttribute('aria-invalid')).toBe('true');
    expect(button(page, 'online-join').disabled).toBe(true);
    fireEvent.keyDown(field(page, 'online-name'), { key: 'Enter' });
    button(page, 'online-watch').click();
    expect(asked).toEqual([{ kind: 'watch', code: 'ABCDEFGH' }]);
  });

  it('on the Online screen, asks the server with the name and words its refusal of it', async () => {
    const open = vi.spyOn(OnlineSession, 'open').mockRejectedValue(new JoinRefused('bad-name'));
    let page: HTMLElement | null = null;
    await act(async () => {
      page = render(<OnlineScreen onOpened={async () => undefined} onBack={() => undefined} />).container;
    });
    if (page === null) throw new Error('not rendered');
    const screen: HTMLElement = page;
    fireEvent.change(field(screen, 'online-server'), { target: { value: 'http://127.0.0.1:2567' } });
    fireEvent.change(field(screen, 'online-code'), { target: { value: 'ABCDEFGH' } });
    fireEvent.change(field(screen, 'online-name'), { target: { value: 'Carla' } });
    await act(async () => button(screen, 'online-join').click());
    expect(open).toHaveBeenCalledWith('http://127.0.0.1:2567', { kind: 'join', code: 'ABCDEFGH', name: 'Carla' });
    expect(screen.querySelector('[data-testid="online-problem"]')?.textContent).toBe(
      'The server refused this name: choose another.',
    );
  });
});
