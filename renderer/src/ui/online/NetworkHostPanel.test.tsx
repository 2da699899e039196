// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { NetworkHostBridge, NetworkHostResult, NetworkHostStatus } from '../../../../engine/formats/index';
import { OnlineScreen } from './OnlineScreen';

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(window, 'saltfjord');
  localStorage.clear();
});

const RUNNING: NetworkHostStatus = {
  state: 'running',
  port: 2567,
  thisComputer: 'http://127.0.0.1:2567',
  network: ['http://192.168.1.20:2567', 'http://10.0.0.7:2567'],
};

/** The desktop bridge's network host, answering as the main process would, and what it was asked. */
function desktopWithNetworkHost(start: NetworkHostResult<NetworkHostStatus> = { ok: true, value: RUNNING }) {
  const asked: string[] = [];
  let status: NetworkHostStatus = { state: 'stopped' };
  const networkHost: NetworkHostBridge = {
    start: async () => {
      asked.push('start');
      if (start.ok) status = start.value;
      return start;
    },
    stop: async () => {
      asked.push('stop');
      status = { state: 'stopped' };
      return { ok: true, value: status };
    },
    status: async () => ({ ok: true, value: status }),
  };
  // Only the part of the bridge the Online screen reads.
  Object.defineProperty(window, 'saltfjord', { value: { networkHost }, configurable: true });
  return { asked, networkHost };
}

async function renderOnlineScreen(): Promise<HTMLElement> {
  let page: HTMLElement | null = null;
  await act(async () => {
    page = render(<OnlineScreen onOpened={async () => undefined} onBack={() => undefined} />).container;
  });
  if (page === null) throw new Error('not rendered');
  return page;
}

async function click(page: HTMLElement, testId: string): Promise<void> {
  const button = page.querySelector(`[data-testid="${testId}"]`);
  if (!(button instanceof HTMLButtonElement)) throw new Error(`no button ${testId}`);
  await act(async () => button.click());
}

const serverField = (page: HTMLElement): string =>
  (page.querySelector('[data-testid="online-server"]') as HTMLInputElement).value;

describe('"Host on this network" on the Online screen', () => {
  it('is not offered by the browser build, which has no desktop bridge', async () => {
    const page = await renderOnlineScreen();
    expect(page.querySelector('[data-testid="online"]')).not.toBeNull();
    expect(page.querySelector('[data-testid="network-host"]')).toBeNull();
  });

  it('starts the desktop app’s server, fills in its address, lists the friends’ addresses, and stops it', async () => {
    const { asked } = desktopWithNetworkHost();
    const page = await renderOnlineScreen();
    expect(page.querySelector('[data-testid="network-host-addresses"]')).toBeNull();
    await click(page, 'network-host-start');
    expect(serverField(page)).toBe('http://127.0.0.1:2567');
    const listed = [...page.querySelectorAll('[data-testid="network-host-addresses"] li')].map(
      (item) => item.textContent,
    );
    expect(listed).toEqual(['http://192.168.1.20:2567', 'http://10.0.0.7:2567']);
    expect(page.textContent).toContain('Friends on the same network enter one of these server addresses:');
    // Then the usual way: the host's form for this server.
    expect((page.querySelector('[data-testid="online-host"]') as HTMLButtonElement).disabled).toBe(false);
    await click(page, 'network-host-stop');
    expect(page.querySelector('[data-testid="network-host-addresses"]')).toBeNull();
    expect(page.querySelector('[data-testid="network-host-start"]')).not.toBeNull();
    expect(asked).toEqual(['start', 'stop']);
  });

  it('says which port is in use when another program holds it, and leaves the address alone', async () => {
    desktopWithNetworkHost({ ok: false, error: { code: 'port-in-use', port: 2567, message: 'in use' } });
    const page = await renderOnlineScreen();
    const before = serverField(page);
    await click(page, 'network-host-start');
    expect(page.querySelector('[data-testid="network-host-problem"]')?.textContent).toBe(
      'Port 2567 is in use on this computer: another program, perhaps another Saltfjord server, listens there.',
    );
    expect(serverField(page)).toBe(before);
    expect(page.querySelector('[data-testid="network-host-start"]')).not.toBeNull();
  });

  it('shows a server started before the screen was opened as running', async () => {
    await desktopWithNetworkHost().networkHost.start();
    const page = await renderOnlineScreen();
    expect(serverField(page)).toBe('http://127.0.0.1:2567');
    expect(page.querySelector('[data-testid="network-host-stop"]')).not.toBeNull();
  });
});
