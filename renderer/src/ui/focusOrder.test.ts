import { describe, expect, it } from 'vitest';
import { rect } from '../scene/layout';
import { screenOrder } from './focusOrder';

describe('Tab order on the table goes left to right (D and Tab never follow internal order)', () => {
  it('reads a run of one kind line by line, each line left to right, whatever order it came in', () => {
    const chips = [
      { id: 'resource-fish', rect: rect(0, 0, 60, 40) },
      { id: 'resource-gold', rect: rect(0, 50, 60, 40) },
      { id: 'resource-wood', rect: rect(64, 0, 60, 40) },
      { id: 'resource-plank', rect: rect(64, 50, 60, 40) },
    ];
    expect(screenOrder(chips).map((t) => t.id)).toEqual([
      'resource-fish',
      'resource-wood',
      'resource-gold',
      'resource-plank',
    ]);
  });

  it('keeps the groups in their order (a later group lies over an earlier one)', () => {
    const targets = [
      { id: 'die-7', rect: rect(500, 0, 20, 20) },
      { id: 'die-2', rect: rect(100, 0, 20, 20) },
      { id: 'cell-0', rect: rect(0, 100, 50, 50) },
      { id: 'stack-L1', rect: rect(0, 50, 50, 40) },
    ];
    expect(screenOrder(targets).map((t) => t.id)).toEqual(['die-2', 'die-7', 'cell-0', 'stack-L1']);
  });

  it('reads a column whole before the next column to its right (the dice of one pool value)', () => {
    const dice = [
      { id: 'die-1', value: 2, rect: rect(200, 0, 20, 20) },
      { id: 'die-2', value: 1, rect: rect(40, 30, 20, 20) },
      { id: 'die-3', value: 1, rect: rect(64, 0, 20, 20) },
      { id: 'die-4', value: 1, rect: rect(40, 0, 20, 20) },
    ];
    expect(screenOrder(dice, (d) => d.value).map((t) => t.id)).toEqual(['die-4', 'die-3', 'die-2', 'die-1']);
  });
});
