import { describe, expect, it } from 'vitest';
import { windowScale } from './windowScale';

describe('the menus and dialogs grow with the window as the table does, and never shrink below their design', () => {
  it.each([
    [1280, 720, 1],
    [1920, 1080, 1.5],
    [2560, 1440, 2],
    // The smaller of the two ratios, as the table's fit: a wide short window scales by its height.
    [2560, 900, 1.25],
    // A window smaller than the design keeps the design's sizes (the menu scrolls).
    [1024, 640, 1],
  ])('%i×%i draws them at %f', (width, height, scale) => {
    expect(windowScale(width, height)).toBeCloseTo(scale, 6);
  });
});
