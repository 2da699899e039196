import { expect, test } from '@playwright/test';

// The new-game form's checkboxes sit at the start of their own label's line, like the table rules' do: the
// "Advanced game" box stood alone, centred over its words.
test('the new-game form: each checkbox starts the line of its label', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('menu-new').click();
  for (const id of ['advanced-game', 'rule-pass-occupied', 'rule-open-crates']) {
    const box = await page.getByTestId(id).boundingBox();
    const label = await page.locator('label', { has: page.getByTestId(id) }).boundingBox();
    expect(box, id).not.toBeNull();
    expect(label, id).not.toBeNull();
    if (!box || !label) continue;
    // A box of its own size at the label's left edge, and the label one line high (under 26 px at 1280×720): the
    // box beside its words, not stretched over a line of its own above them.
    expect(box.width, id).toBeLessThan(30);
    expect(box.x - label.x, id).toBeLessThan(8);
    expect(label.height, id).toBeLessThan(26);
  }
});
