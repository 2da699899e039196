import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openWithInstantAnimations, type Coverage } from './driver';
import { followStep, panel, where } from './tutorialDriver';

/**
 * The tutorial's layout, step by step at two window sizes: what a step points at is never covered — not by the
 * tutorial's own box, not by the tooltip of a spot it points at (the tooltip of one die of the pool keeps off the
 * whole pool the step explains) — and the tutorial's box never lies over the end screen.
 */

const SHOTS = '/tmp/shots-tutorial-layout';

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}
const intersects = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const around = (boxes: readonly Box[]): Box => {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  return { x, y, width: right - x, height: bottom - y };
};

interface Spot {
  readonly id: string;
  readonly area: string;
  readonly box: Box;
  /** The pointer reaches its middle (nothing lies over it). */
  readonly reachable: boolean;
}

/** The table's spots the step points at (lit up as the hint's), each with its area of the table. */
const pointedAt = (page: Page): Promise<Spot[]> =>
  page.locator('[data-testid=hit-layer] button.hit-hint').evaluateAll((nodes) =>
    nodes.map((node) => {
      const r = node.getBoundingClientRect();
      return {
        id: node.getAttribute('data-testid') ?? '',
        area: node.getAttribute('data-area') ?? '',
        box: { x: r.x, y: r.y, width: r.width, height: r.height },
        reachable: document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === node,
      };
    }),
  );

/** Hovers every spot the step points at: neither its tooltip nor the tutorial's box lies over what is pointed at. */
async function expectPointedAtClear(page: Page, context: string): Promise<number> {
  const spots = await pointedAt(page);
  const tutorialBox = await panel(page).boundingBox();
  if (!tutorialBox) throw new Error(`${context}: no tutorial box`);
  expect(
    spots.filter((spot) => intersects(tutorialBox, spot.box)).map((spot) => spot.id),
    `${context}: the tutorial's box covers`,
  ).toEqual([]);
  for (const spot of spots.filter((s) => s.reachable)) {
    const group = around(spots.filter((other) => other.area === spot.area).map((other) => other.box));
    await page.mouse.move(spot.box.x + spot.box.width / 2, spot.box.y + spot.box.height / 2);
    const tooltip = page.getByTestId('tooltip');
    await expect(tooltip, `${context}: ${spot.id}`).toHaveAttribute('data-target', spot.id);
    const box = await tooltip.boundingBox();
    if (!box) throw new Error(`${context}: ${spot.id} has no tooltip box`);
    expect(intersects(box, group), `${context}: the tooltip of ${spot.id} covers its ${spot.area}`).toBe(false);
  }
  await page.mouse.move(1, 1);
  return spots.length;
}

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/** Whether the tutorial's box lies over the end screen (photographed as `name`); null while there is none. */
async function tutorialBoxOverEndScreen(page: Page, name: string): Promise<boolean | null> {
  if (!(await page.getByTestId('end-screen').isVisible())) return null;
  const [end, box] = [await page.getByTestId('end-screen').boundingBox(), await panel(page).boundingBox()];
  if (!end || !box) throw new Error('no end screen or tutorial box');
  await shot(page, name);
  return intersects(end, box);
}

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
]) {
  const size = `${viewport.width}x${viewport.height}`;
  test(`at ${size}, nothing covers what a tutorial step points at, and its box stays off the end screen`, async ({
    page,
  }) => {
    test.setTimeout(400_000);
    await page.setViewportSize(viewport);
    const coverage: Coverage = new Set();
    await openWithInstantAnimations(page);
    await page.getByTestId('menu-tutorial').click();
    // (The section list shows while the progress is read; the first step follows.)
    await expect(panel(page)).toHaveAttribute('data-step', 'welcome');
    let pointed = 0;
    const endScreens: { step: string; overEnd: boolean }[] = [];
    for (let guard = 0; guard < 120; guard++) {
      if (await page.getByTestId('tutorial-sections-screen').isVisible()) break;
      const { section, step } = await where(page);
      await page.locator('[data-testid="prompt"][data-settled="true"], [data-testid=end-screen]').first().waitFor();
      pointed += await expectPointedAtClear(page, `${size} ${section}/${step}`);
      if (step === 'pool' || step === 'largeBuildings') {
        // To look at: the step's spots with the tooltip of the first of them.
        await page.locator('[data-testid=hit-layer] button.hit-hint').first().hover();
        await shot(page, `${size}-${step}-tooltip`);
        await page.mouse.move(1, 1);
      }
      const overEnd = await tutorialBoxOverEndScreen(page, `${size}-end-${step}`);
      if (overEnd !== null) endScreens.push({ step, overEnd });
      await followStep(page, coverage);
    }
    expect(pointed, 'spots pointed at were hovered').toBeGreaterThan(50);
    expect(endScreens.length, 'the end screen was seen').toBeGreaterThan(0);
    expect(
      endScreens.filter((seen) => seen.overEnd).map((seen) => seen.step),
      "the tutorial's box over the end screen",
    ).toEqual([]);
  });
}
