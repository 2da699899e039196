// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { VpMark } from '../../../engine/session';
import type { SeatLook } from '../scene/model';
import { cssHex } from '../scene/palette';
import { cleanup, render } from '@testing-library/react';
import { VpChart } from './VpChart';

afterEach(cleanup);

const SEATS: SeatLook[] = [
  { name: 'Astrid', colour: 0xd04a3a, shape: 'circle', bot: false },
  { name: 'Bjørn', colour: 0x3a7ad0, shape: 'square', bot: true },
];
const MARKS: VpMark[] = [
  { stage: { kind: 'round', round: 1 }, vp: [8, 5] },
  { stage: { kind: 'round', round: 2 }, vp: [21, 19] },
  { stage: { kind: 'round', round: 3 }, vp: [40, 44] },
  { stage: { kind: 'final' }, vp: [77, 70] },
];

describe('the VP-per-round chart', () => {
  it('draws one line per player in the seat’s colour through the engine’s marks', () => {
    const chart = render(<VpChart marks={MARKS} seats={SEATS} />).container;
    const lines = [...chart.querySelectorAll('[data-testid="vp-line"]')];
    expect(lines.map((line) => line.getAttribute('data-vp'))).toEqual(['8,21,40,77', '5,19,44,70']);
    expect(lines.map((line) => line.querySelector('polyline')?.getAttribute('stroke'))).toEqual(
      SEATS.map((seat) => cssHex(seat.colour)),
    );
    expect(lines.map((line) => line.querySelectorAll('circle').length)).toEqual([4, 4]);
    // A higher score is drawn higher: after final scoring Astrid's point is above Bjørn's.
    const finalY = lines.map((line) => Number(line.querySelectorAll('circle')[3]?.getAttribute('cy')));
    expect(finalY[0]).toBeLessThan(finalY[1] as number);
  });

  it('gives screen readers the same numbers as a table, the drawing itself hidden', () => {
    const chart = render(<VpChart marks={MARKS} seats={SEATS} />).container;
    expect(chart.querySelector('figure > svg')?.getAttribute('aria-hidden')).toBe('true');
    const rows = [...chart.querySelectorAll('[data-testid="vp-table"] tbody tr')].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['Astrid', '8', '21', '40', '77'],
      ['Bjørn', '5', '19', '44', '70'],
    ]);
    const heads = [...chart.querySelectorAll('[data-testid="vp-table"] thead th')].map((cell) => cell.textContent);
    expect(heads).toEqual(['Player', 'Round 1', 'Round 2', 'Round 3', 'After final scoring']);
  });
});
