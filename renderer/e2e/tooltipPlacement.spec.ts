import { expect, test, type Page } from '@playwright/test';
import { openGameState, openWithInstantAnimations, startGame, stateUnlessFinished, type Coverage } from './driver';
import { perform } from './performAction';
import { coverageChoice, usageOf } from './policy';

/** The solo spec's game: on it the policy meets every kind of decision (solo.spec.ts). */
const SEED = 'e2e-solo-10';

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}
const intersects = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The spots the decision is acted on: the entry numbers of the die in hand and the next building of a chain. */
async function actedOn(page: Page): Promise<{ id: string; box: Box }[]> {
  return page.locator('[data-testid=hit-layer] button[data-enabled=true]').evaluateAll((nodes) =>
    nodes
      .filter(
        (node) =>
          (node.getAttribute('data-testid') ?? '').startsWith('entry-') || node.getAttribute('data-next') === 'true',
      )
      .map((node) => {
        const r = node.getBoundingClientRect();
        return {
          id: node.getAttribute('data-testid') ?? '',
          box: { x: r.x, y: r.y, width: r.width, height: r.height },
        };
      }),
  );
}

/** Hovers each spot (in turn) and checks its tooltip: shown for that spot, off it and off the spots acted on. */
async function expectTooltipsClear(page: Page, ids: readonly string[], context: string): Promise<number> {
  const line = await actedOn(page);
  // Where each spot is, and whether the pointer can reach its middle (not under the prompt panel, say).
  const spots = await page.evaluate(
    (wanted) =>
      wanted.flatMap((id) => {
        const node = document.querySelector(`[data-testid=hit-layer] [data-testid="${id}"]`);
        if (!node) return [];
        const r = node.getBoundingClientRect();
        const reachable = r.width > 0 && document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === node;
        return reachable ? [{ id, box: { x: r.x, y: r.y, width: r.width, height: r.height } }] : [];
      }),
    ids,
  );
  for (const { id, box: target } of spots) {
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2);
    const tooltip = page.getByTestId('tooltip');
    await expect(tooltip, `${context}: ${id}`).toHaveAttribute('data-target', id);
    const box = await tooltip.boundingBox();
    if (!box) throw new Error(`${context}: ${id} has no tooltip box`);
    expect(intersects(box, target), `${context}: the tooltip of ${id} lies over it`).toBe(false);
    expect(
      line.filter((acted) => acted.id !== id && intersects(box, acted.box)).map((acted) => acted.id),
      `${context}: the tooltip of ${id} covers`,
    ).toEqual([]);
  }
  return spots.length;
}

/** The hit layer's spots: all of them, or those the decision can be answered on. */
const hitIds = (page: Page, which: 'all' | 'enabled'): Promise<string[]> =>
  page
    .getByTestId('hit-layer')
    .locator(which === 'all' ? 'button' : 'button[data-enabled=true]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid') ?? ''));

test('over every kind of decision of the solo game, no tooltip covers its spot or the line being acted on', async ({
  page,
}) => {
  // A whole game and some hundreds of hovers.
  test.setTimeout(300_000);
  await openWithInstantAnimations(page);
  await startGame(page, [{ name: 'Astrid', kind: 'human' }], SEED);
  const coverage: Coverage = new Set();
  const used = new Set<string>();
  /** Per decision kind, how many spots answering it were hovered at its first decision. */
  const spotsByKind = new Map<string, number>();
  let dieInHandChecked = false;
  let everySpotChecked = false;
  for (let step = 0; step < 400; step++) {
    const state = await stateUnlessFinished(page);
    if (state === 'finished') break;
    const prompt = page.getByTestId('prompt');
    await expect(prompt).toHaveAttribute('data-settled', 'true');
    const kind = (await prompt.getAttribute('data-pending-kind')) ?? '';
    // At the first decision of each kind the spots that answer it; at a turn of round 2 (crates, tokens, workers
    // and abilities on the table) every spot.
    if (!spotsByKind.has(kind))
      spotsByKind.set(kind, await expectTooltipsClear(page, await hitIds(page, 'enabled'), kind));
    if (!everySpotChecked && kind === 'turn' && state.round >= 2) {
      everySpotChecked = true;
      await expectTooltipsClear(page, await hitIds(page, 'all'), 'every spot');
    }
    // A die in hand: its tooltip and the column or row entries' keep the entries (the line it will enter) free.
    const die = page.locator('[data-testid^="die-"][data-enabled=true]').first();
    if (!dieInHandChecked && kind === 'turn' && state.round >= 2 && (await die.count()) > 0) {
      dieInHandChecked = true;
      const dieId = (await die.getAttribute('data-testid')) ?? '';
      await die.click();
      await page.getByTestId('entry-1').waitFor();
      await expectTooltipsClear(page, [dieId, ...[1, 2, 3, 4, 5, 6].map((value) => `entry-${value}`)], 'die in hand');
      await page.getByTestId('cancel-selection').click();
    }
    const action = coverageChoice(state, used);
    used.add(usageOf(action, state));
    await perform(page, action, coverage);
  }
  expect(
    [...spotsByKind].filter(([, spots]) => spots === 0),
    'decision kinds with no spot to hover',
  ).toEqual([]);
  expect([...spotsByKind.keys()].sort()).toEqual([
    'boat',
    'boatFull',
    'buildSmall',
    'chain',
    'chooseAbility',
    'chooseResource',
    'dockTrade',
    'draftPick',
    'improve',
    'netsKeep',
    'orderOrTech',
    'startingTile',
    'tokenSlot',
    'turn',
  ]);
  expect([dieInHandChecked, everySpotChecked], 'a die was taken in hand; every spot was hovered').toEqual([true, true]);
});

test('after a state change no stale tooltip is visible: a player’s tooltip goes, and comes back with the current VP', async ({
  page,
}) => {
  await openWithInstantAnimations(page);
  await startGame(page, [{ name: 'Astrid', kind: 'human' }], SEED);
  const coverage: Coverage = new Set();
  const used = new Set<string>();
  // Into the first turn.
  for (let step = 0; step < 100; step++) {
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-settled', 'true');
    if ((await page.getByTestId('prompt').getAttribute('data-pending-kind')) === 'turn') break;
    const state = await openGameState(page);
    const action = coverageChoice(state, used);
    used.add(usageOf(action, state));
    await perform(page, action, coverage);
  }
  const panel = page.getByTestId('player-0');
  await panel.hover();
  const tooltip = page.getByTestId('tooltip');
  await expect(tooltip).toHaveAttribute('data-target', 'player-0');
  const before = await openGameState(page);
  // The state changes under the resting pointer: a die set aside (1 fish) from the prompt, by script, without a move.
  const die = before.pool.find((d) => d.colour === 'white') ?? before.pool[0];
  expect(die, 'a die in the pool').toBeTruthy();
  await page.getByTestId(`die-${die?.id}`).evaluate((node: HTMLElement) => node.click());
  await page.getByTestId('aside-die').evaluate((node: HTMLElement) => node.click());
  await expect.poll(async () => (await openGameState(page)).actionCount).toBeGreaterThan(before.actionCount);
  await expect(tooltip, 'the tooltip of the old state is gone').toHaveCount(0);
  // Back on the panel it tells the state as it is now.
  await page.mouse.move(0, 0);
  await panel.hover();
  const now = await openGameState(page);
  await expect(tooltip).toHaveAttribute('data-target', 'player-0');
  await expect(tooltip).toContainText(`${now.players[0]?.score ?? -1} VP`);
});
