import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// Unit tests (happy-dom) render through act(): React flushes effects and updates before act returns.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const rendered: { readonly root: Root; readonly container: HTMLElement }[] = [];

/** Renders `element` into a new container on the page and returns the container; unmountRendered takes it away. */
export function renderForTest(element: React.JSX.Element): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(element));
  rendered.push({ root, container });
  return container;
}

/** Unmounts everything renderForTest rendered (call it in afterEach). */
export function unmountRendered(): void {
  for (const { root, container } of rendered.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
}
