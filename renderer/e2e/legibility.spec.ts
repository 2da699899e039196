import { expect, test, type Page } from '@playwright/test';
import { legalActions, type Action } from '../../engine/index';
import { openPastDraft } from './performAction';

/**
 * The table stays legible: no text under 11 CSS px at 1280×720, on the page or on the canvas, and the UI scale
 * setting enlarges the text and is kept.
 */

/** Every text the page shows, with the size it is rendered at (font size times the table's scale). */
async function domTextSizes(page: Page): Promise<{ text: string; size: number }[]> {
  return page.evaluate(() => {
    const out: { text: string; size: number }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (
        !element ||
        text === '' ||
        element.closest('[hidden], option, script, style') ||
        element.getClientRects().length === 0
      )
        continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      // The table is scaled to fit the window: what a person reads is the font size times that scale.
      const stage = element.closest('.table-stage');
      const scale = stage instanceof HTMLElement ? stage.getBoundingClientRect().width / stage.offsetWidth : 1;
      out.push({ text: text.slice(0, 40), size: Number.parseFloat(style.fontSize) * scale });
    }
    return out;
  });
}

/** The canvas labels' sizes, by board area, from the read-only debug hook. */
async function canvasTextSizes(page: Page): Promise<Record<string, number[]>> {
  return page.evaluate(() =>
    (
      window as unknown as { __saltfjord: { canvasTextSizes(): Record<string, number[]> } }
    ).__saltfjord.canvasTextSizes(),
  );
}

test('no text under 11 CSS px at 1280×720: the page’s and the canvas labels', async ({ page }) => {
  expect(page.viewportSize()).toEqual({ width: 1280, height: 720 });
  const state = await openPastDraft(page, 'e2e-text-size');
  const small = (sizes: readonly { text: string; size: number }[]): string[] =>
    sizes.filter((s) => s.size < 11 - 1e-6).map((s) => `${s.text} (${s.size.toFixed(1)} px)`);

  const canvas = await canvasTextSizes(page);
  expect(Object.keys(canvas).length, 'the debug hook names the board areas').toBeGreaterThan(10);
  expect(Object.values(canvas).flat().length, 'labels were measured').toBeGreaterThan(50);
  const smallCanvas = Object.entries(canvas).flatMap(([area, sizes]) =>
    sizes.filter((size) => size < 11 - 1e-6).map((size) => `${area}: ${size.toFixed(1)} px`),
  );
  expect(smallCanvas, 'canvas labels under 11 px').toEqual([]);

  // The table with the prompt, a die in hand, a tooltip, then the log and the keyboard sheet.
  const die = legalActions(state).find((a) => a.type === 'takeDie');
  await page.getByTestId(`die-${(die as Extract<Action, { type: 'takeDie' }>).die}`).click();
  await page.getByTestId('stack-L1').hover();
  await expect(page.getByTestId('tooltip')).toBeVisible();
  expect(small(await domTextSizes(page)), 'page text under 11 px on the table').toEqual([]);
  await page.keyboard.press('l');
  await expect(page.getByTestId('log')).toBeVisible();
  expect(small(await domTextSizes(page)), 'page text under 11 px with the log').toEqual([]);
  await page.keyboard.press('l');
  await page.keyboard.press('?');
  expect(small(await domTextSizes(page)), 'page text under 11 px with the keyboard sheet').toEqual([]);
});

test('the UI scale setting enlarges the prompt’s text, and is kept', async ({ page }) => {
  await openPastDraft(page, 'e2e-ui-scale');
  const heading = page.getByTestId('turn-heading');
  const before = (await heading.boundingBox())?.height ?? 0;
  await page.keyboard.press('Escape');
  await page.getByTestId('game-menu-settings').click();
  await page.getByTestId('setting-ui-scale').selectOption('1.3');
  await page.getByTestId('settings-back').click();
  await page.getByTestId('game-menu-resume').click();
  const after = (await heading.boundingBox())?.height ?? 0;
  expect(after / before).toBeGreaterThan(1.2);
  await page.reload();
  await expect(page.getByTestId('main-menu')).toBeVisible();
  await page.getByTestId('menu-settings').click();
  await expect(page.getByTestId('setting-ui-scale')).toHaveValue('1.3');
});
