// @vitest-environment happy-dom
import { lazy, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { LaterScreenFrame, screenChunk } from './laterScreen';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';

afterEach(cleanup);

function Greeting({ name }: { readonly name: string }): React.JSX.Element {
  return <h1>Hello {name}</h1>;
}

/** A screen that cannot be loaded, and an app that opens on a button and shows that screen when it is pressed. */
const Unloadable = lazy(screenChunk((): Promise<typeof Greeting> => Promise.reject(new Error('network down'))).load);
function Shell(): React.JSX.Element {
  const [open, setOpen] = useState(false);
  return open ? (
    <Unloadable name="Astrid" />
  ) : (
    <button type="button" data-testid="open" onClick={() => setOpen(true)}>
      Open
    </button>
  );
}

/** Lets the chunk's promise and React's retry run. */
async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('later screens: chunks of their own, shown through React.lazy', () => {
  it('a screen not fetched yet shows the loading line, then the screen', async () => {
    const chunk = screenChunk(() => Promise.resolve(Greeting));
    const Screen = lazy(chunk.load);
    const page = render(
      <LaterScreenFrame>
        <Screen name="Astrid" />
      </LaterScreenFrame>,
    ).container;
    expect(page.querySelector('[role="status"]')?.textContent).toBe(i18n.t('app.screenLoading'));
    await settle();
    expect(page.querySelector('h1')?.textContent).toBe('Hello Astrid');
    expect(page.querySelector('[role="status"]')).toBeNull();
  });

  it('a prefetched screen renders in the same pass as the click: no loading line, so no fallback hold-back', async () => {
    const chunk = screenChunk(() => Promise.resolve(Greeting));
    const Screen = lazy(chunk.load);
    await chunk.prefetch();
    const page = render(
      <LaterScreenFrame>
        <Screen name="Bjørn" />
      </LaterScreenFrame>,
    ).container;
    expect(page.querySelector('h1')?.textContent).toBe('Hello Bjørn');
    expect(page.querySelector('[role="status"]')).toBeNull();
  });

  it('prefetching twice fetches once; a chunk that failed is fetched again', async () => {
    let fetches = 0;
    const chunk = screenChunk(() => {
      fetches += 1;
      return fetches === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting);
    });
    await expect(chunk.prefetch()).rejects.toThrow('offline');
    await chunk.prefetch();
    await chunk.prefetch();
    expect(fetches).toBe(2);
  });

  it('a chunk that cannot be loaded shows why, in place of the screen', async () => {
    const chunk = screenChunk((): Promise<typeof Greeting> => Promise.reject(new Error('network down')));
    const Screen = lazy(chunk.load);
    const page = render(
      <LaterScreenFrame>
        <Screen name="Astrid" />
      </LaterScreenFrame>,
    ).container;
    await settle();
    expect(page.querySelector('[role="alert"] p')?.textContent).toBe(
      i18n.t('app.screenFailed', { reason: 'network down' }),
    );
  });
  it('a chunk that cannot be loaded offers a way back: back shows the app again as it opens, and tells the caller', async () => {
    let backs = 0;
    const page = render(
      <LaterScreenFrame
        onBack={() => {
          backs += 1;
        }}
      >
        <Shell />
      </LaterScreenFrame>,
    ).container;
    fireEvent.click(screen.getByTestId('open'));
    await settle();
    expect(page.querySelector('[role="alert"]')?.textContent).toContain(
      i18n.t('app.screenFailed', { reason: 'network down' }),
    );
    fireEvent.click(screen.getByTestId('screen-failed-back'));
    expect(page.querySelector('[role="alert"]')).toBeNull();
    expect(page.querySelector('[data-testid="open"]')).not.toBeNull();
    expect(backs).toBe(1);
  });
});
