import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { openGameState, openWithInstantAnimations, saveScreenshot, startGame, type Coverage } from './driver';
import { perform } from './performAction';
import { coverageChoice, usageOf } from './policy';

/** From the smallest window the table supports to 4K-class: the prompt panel must fit and be whole at each. */
const VIEWPORTS = [
  { width: 1024, height: 640 },
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 2560, height: 1440 },
] as const;

/** Plays the policy's choices through the interface until a settled prompt asks a `kind` decision. */
async function playUntil(page: Page, kind: string): Promise<void> {
  const coverage: Coverage = new Set();
  const used = new Set<string>();
  for (let step = 0; step < 400; step++) {
    const state = await openGameState(page);
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-settled', 'true');
    if ((await page.getByTestId('prompt').getAttribute('data-pending-kind')) === kind) return;
    const action = coverageChoice(state, used);
    used.add(usageOf(action, state));
    await perform(page, action, coverage);
  }
  throw new Error(`the table never asked a ${kind} decision`);
}

/** At each size: the prompt panel and the HUD inside the window and nothing in them cut off; a photograph. */
async function photograph(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expect(page.getByTestId('board')).toHaveAttribute('data-painted', 'true');
    // The table has been fitted to the new window (it keeps 1280×720 scaled by the smaller ratio).
    const fitted = Math.min(viewport.width / 1280, viewport.height / 720) * 1280;
    await expect
      .poll(async () => Math.round((await page.getByTestId('board').boundingBox())?.width ?? 0))
      .toBe(Math.round(fitted));
    const clipped = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="prompt"], [data-testid="prompt"] *, .hud-buttons, .hud-buttons *')]
        .filter((node) => {
          const element = node as HTMLElement;
          const r = element.getBoundingClientRect();
          const outside =
            r.left < -0.5 || r.top < -0.5 || r.right > window.innerWidth + 0.5 || r.bottom > window.innerHeight + 0.5;
          const cut = element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1;
          return r.width > 0 && (outside || cut);
        })
        .map(
          (node) =>
            `${node.tagName.toLowerCase()}.${(node as HTMLElement).className} ${(node.textContent ?? '').slice(0, 30)}`,
        ),
    );
    await saveScreenshot(page, testInfo, `prompt-${name}-${viewport.width}x${viewport.height}`);
    expect(clipped, `${name} at ${viewport.width}×${viewport.height}: cut off or outside the window`).toEqual([]);
  }
}

test('the prompt panel at 1024×640, 1280×720, 1920×1080 and 2560×1440: whole, inside the window, photographed', async ({
  page,
}, testInfo) => {
  await openWithInstantAnimations(page);
  await startGame(page, [{ name: 'Astrid', kind: 'human' }], 'e2e-solo-10');
  await playUntil(page, 'orderOrTech');
  await page.keyboard.press('h');
  await expect(page.getByTestId('hint')).toBeVisible();
  await photograph(page, testInfo, 'order-or-tech');
  await page.setViewportSize(VIEWPORTS[1]);
  await playUntil(page, 'improve');
  await photograph(page, testInfo, 'improve');
});
