import { expect, type Page } from '@playwright/test';
import type { Action } from '../../engine/index';
import type { Coverage } from './driver';
import { perform } from './performAction';

/** The tutorial's steps as the page shows them, and a step done through the interface only (its specs share them). */

export const panel = (page: Page) => page.getByTestId('tutorial-panel');

export async function where(page: Page): Promise<{ section: string; step: string; kind: string }> {
  const box = panel(page);
  return {
    section: (await box.getAttribute('data-section')) ?? '',
    step: (await box.getAttribute('data-step')) ?? '',
    kind: (await box.getAttribute('data-step-kind')) ?? '',
  };
}

/** Does what the step on screen asks (Continue for a note, its move for an action) and waits for the next step. */
export async function followStep(page: Page, coverage: Coverage): Promise<void> {
  const before = await where(page);
  if (before.kind === 'note') {
    await page.getByTestId('tutorial-continue').click();
  } else {
    await page.locator('[data-testid="prompt"][data-settled="true"]').waitFor();
    const action = JSON.parse((await page.getByTestId('hint').getAttribute('data-action-json')) ?? 'null') as Action;
    await perform(page, action, coverage);
  }
  const stepNow = async (): Promise<string> =>
    (await page.getByTestId('tutorial-sections-screen').isVisible()) ? 'end' : (await where(page)).step;
  await expect.poll(stepNow, { message: `the tutorial moved on from ${before.step}` }).not.toBe(before.step);
}
