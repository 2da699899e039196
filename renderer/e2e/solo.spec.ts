import { expect, test } from '@playwright/test';
import { finalScore, replay } from '../../engine/index';
import { gameRecord, openWithInstantAnimations, playToEnd, saveScreenshot, startGame, type Coverage } from './driver';

test('a solo game finished through the interface scores what the engine scores', async ({ page }, testInfo) => {
  await openWithInstantAnimations(page);
  await saveScreenshot(page, testInfo, 'menu');
  await startGame(page, [{ name: 'Astrid', kind: 'human' }], 'e2e-solo-1');

  const coverage: Coverage = new Set();
  let previewSaved = false;
  await playToEnd(page, coverage, 3000, {
    onPlacementPreview: async () => {
      if (previewSaved) return;
      previewSaved = true;
      await saveScreenshot(page, testInfo, 'tile-placement-preview');
    },
  });

  // Every kind of decision the game asked was answered through the interface, each way at least once.
  for (const used of ['kind:draftPick', 'kind:startingTile', 'kind:turn', 'kind:chain', 'placeDie', 'adjustDie', 'placeTile', 'rotate', 'retire', 'endTurn', 'worker', 'freeAction']) {
    expect(coverage, `the interface was used for ${used}`).toContain(used);
  }

  await expect(page.getByTestId('end-screen')).toBeVisible();
  await saveScreenshot(page, testInfo, 'end-screen');
  const record = await gameRecord(page);
  const engineTotal = finalScore(replay(record.setup, record.actions)).players[0]?.total;
  await expect(page.getByTestId('score-total-0')).toHaveText(String(engineTotal));
  await expect(page.getByTestId('medal')).toBeVisible();
  testInfo.annotations.push({ type: 'coverage', description: [...coverage].sort().join(', ') });
});
