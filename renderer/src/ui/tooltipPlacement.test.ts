// @vitest-environment happy-dom
// (keepClearOf reads the village's cells from its area module, which imports PixiJS.)
import { describe, expect, it } from 'vitest';
import { PROMPT_PANEL, TABLE_HEIGHT, TABLE_WIDTH, overlaps, rect } from '../scene/layout';
import { villageCellRect } from '../scene/areas/village';
import { trackRect } from '../scene/areas/tracks';
import type { HitTarget } from './hitTargets';
import { keepClearOf, placeTooltip } from './tooltipPlacement';

const SIZE = { w: 280, h: 90 };
const inside = (r: ReturnType<typeof placeTooltip>): boolean =>
  r.x >= 0 && r.y >= 0 && r.x + r.w <= TABLE_WIDTH && r.y + r.h <= TABLE_HEIGHT;

describe('tooltip placement: a tooltip never covers its target or the line being acted on', () => {
  it('puts a tooltip below a target in the upper half and above one in the lower half, inside the table', () => {
    const high = rect(600, 130, 24, 24);
    const low = rect(600, 620, 100, 90);
    expect(placeTooltip(high, SIZE, []).y).toBeGreaterThanOrEqual(high.y + high.h);
    expect(placeTooltip(low, SIZE, []).y + SIZE.h).toBeLessThanOrEqual(low.y);
    for (const target of [high, low, rect(0, 0, 44, 92), rect(1200, 640, 80, 80)]) {
      const placed = placeTooltip(target, SIZE, []);
      expect(inside(placed), JSON.stringify(target)).toBe(true);
      expect(overlaps(placed, target), JSON.stringify(target)).toBe(false);
    }
  });

  it('moves off what the decision needs: a die’s tooltip leaves the column entries free', () => {
    const die = rect(500, 121, 24, 24);
    const entries = [1, 2, 3, 4, 5, 6].map((column) => rect(52 + (column - 1) * 56 + 14, 192, 28, 26));
    const placed = placeTooltip(die, SIZE, entries);
    expect(entries.filter((entry) => overlaps(placed, entry))).toEqual([]);
    expect(overlaps(placed, die)).toBe(false);
  });

  it('slides along its side when every side’s middle covers the next building of a chain', () => {
    const rowEntry = rect(20, 290, 30, 28);
    const nextCell = rect(108, 276, 56, 56);
    const placed = placeTooltip(rowEntry, SIZE, [nextCell]);
    expect([overlaps(placed, rowEntry), overlaps(placed, nextCell), inside(placed)]).toEqual([false, false, true]);
  });

  it('covers the target the least when nothing fits beside it', () => {
    const huge = rect(0, 100, TABLE_WIDTH, 560);
    const placed = placeTooltip(huge, { w: 280, h: 200 }, []);
    expect(inside(placed)).toBe(true);
  });

  it('keeps clear of the spots that answer the decision and of the tile being placed, not of itself or the seats’ panels', () => {
    const spot = (id: string, enabled: boolean, kind: HitTarget['command']['kind'] = 'none'): HitTarget => ({
      id,
      rect: rect(id.length * 10, 0, 5, 5),
      label: id,
      tooltip: { title: id, body: '' },
      enabled,
      command: kind === 'view' ? { kind: 'view', seat: 0 } : { kind: 'none' },
    });
    const targets = [
      spot('entry-1', true),
      spot('shown', true),
      spot('disabled', false),
      spot('player-0', true, 'view'),
    ];
    expect(keepClearOf(targets, 'shown', [7])).toEqual([targets[0]?.rect, villageCellRect(7), PROMPT_PANEL]);
  });

  it('keeps off the prompt dock, whose buttons answer the decision too: a technology track’s tooltip leaves it free', () => {
    // The Village track's tooltip (280×175 in English at 1280×720) went below the track, centred, over the prompt's
    // right end — its Undo and End-turn buttons — while a bot thought.
    const track = trackRect('village');
    const placed = placeTooltip(track, { w: 280, h: 175 }, keepClearOf([], 'track-village', []));
    expect([overlaps(placed, PROMPT_PANEL), overlaps(placed, track), inside(placed)]).toEqual([false, false, true]);
  });
});
