import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from './driver';

/** The menu's screens, each opened from the main menu by its button. */
const SCREENS = ['new', 'settings', 'rules', 'campaign', 'statistics', 'online', 'load'] as const;

const VIEWPORTS = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
] as const;

/** Text cut off inside its own box (an element that clips what overflows it), or a page wider than the window. */
function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // An element that clips its overflow (a scrolling one shows it), is laid out, and holds text.
    const clips = (element: HTMLElement): boolean => {
      const overflow = getComputedStyle(element).overflowX;
      return (
        (overflow === 'hidden' || overflow === 'clip') &&
        element.offsetParent !== null &&
        (element.textContent ?? '').trim() !== ''
      );
    };
    const clipped = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => clips(element) && element.scrollWidth > element.clientWidth + 1)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.slice(0, 40)}`);
    const pageTooWide = document.documentElement.scrollWidth > window.innerWidth + 1;
    return pageTooWide ? ['the page is wider than the window', ...clipped] : clipped;
  });
}

for (const locale of ['en-GB', 'de-DE', 'pt-BR'] as const) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });
    for (const viewport of VIEWPORTS) {
      test(`the menu and its screens at ${viewport.width}×${viewport.height}: no text cut off, the menu whole in sight, photographed`, async ({
        page,
      }, testInfo) => {
        await page.setViewportSize(viewport);
        const size = `${locale}-${viewport.width}x${viewport.height}`;
        await page.goto('/');
        await expect(page.getByTestId('main-menu')).toBeVisible();
        expect(await clippedText(page), 'main menu').toEqual([]);
        // Every way on from the main menu is in sight without scrolling.
        for (const button of await page.getByTestId('main-menu').locator('nav button').all())
          await expect(button).toBeInViewport({ ratio: 1 });
        await saveScreenshot(page, testInfo, `menu-${size}`);
        for (const screen of SCREENS) {
          await page.goto('/');
          await page.getByTestId(`menu-${screen}`).click();
          await expect(page.getByTestId('main-menu')).toHaveCount(0);
          await page.waitForTimeout(300);
          expect(await clippedText(page), screen).toEqual([]);
          await saveScreenshot(page, testInfo, `${screen}-${size}`);
        }
      });
    }
  });
}
