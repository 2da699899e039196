import type { VpMark, VpStage } from '../../../engine/session';
import type { SeatLook } from '../scene/model';
import { cssHex } from '../scene/palette';
import { useTranslation } from '../i18n';
import './stats.css';

/**
 * The end screen's VP-per-round chart: one line per player through the VP they had after rounds
 * 1–3 and after final scoring. The marks come from the engine (engine/session/vpByRound.ts); this only draws them.
 * The drawing is hidden from screen readers, which read the same numbers as a table instead.
 */

/** Every game has three rounds and a final scoring (RULES §11–12): the axis is the same whatever has been played. */
const STAGES: readonly VpStage[] = [
  { kind: 'round', round: 1 },
  { kind: 'round', round: 2 },
  { kind: 'round', round: 3 },
  { kind: 'final' },
];
const WIDTH = 300;
const HEIGHT = 180;
const PLOT = { left: 34, right: WIDTH - 14, top: 10, bottom: HEIGHT - 24 };
/** Seats differ in dash as well as colour, so two lines of similar colours (or a colour-blind eye) still tell apart. */
const DASHES = ['', '7 4', '2 4', '10 4 2 4'];
const GRID_STEPS = 4;

const sameStage = (a: VpStage, b: VpStage): boolean =>
  a.kind === b.kind && (a.kind === 'final' || (b.kind === 'round' && a.round === b.round));

/** The top of the axis: the highest VP rounded up to a multiple of 20 (never 0, so a scoreless game still draws). */
function axisTop(marks: readonly VpMark[]): number {
  const most = Math.max(0, ...marks.flatMap((mark) => mark.vp));
  return Math.max(20, Math.ceil(most / 20) * 20);
}

export function VpChart({
  marks,
  seats,
}: {
  readonly marks: readonly VpMark[];
  readonly seats: readonly SeatLook[];
}): React.JSX.Element {
  const { t } = useTranslation();
  const stageName = (stage: VpStage, long = false): string =>
    stage.kind === 'round'
      ? t('vpChart.round', { round: stage.round })
      : t(long ? 'vpChart.finalLong' : 'vpChart.final');
  const top = axisTop(marks);
  const x = (index: number): number => PLOT.left + (index * (PLOT.right - PLOT.left)) / (STAGES.length - 1);
  const y = (vp: number): number => PLOT.bottom - (vp * (PLOT.bottom - PLOT.top)) / top;
  const points = (seat: number): { readonly x: number; readonly y: number }[] =>
    marks.map((mark) => ({
      x: x(STAGES.findIndex((stage) => sameStage(stage, mark.stage))),
      y: y(mark.vp[seat] ?? 0),
    }));
  return (
    <figure className="vp-chart" data-testid="vp-chart">
      <figcaption>{t('vpChart.title')}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true">
        {Array.from({ length: GRID_STEPS + 1 }, (_, i) => (top * i) / GRID_STEPS).map((vp) => (
          <g key={vp} className="vp-grid">
            <line x1={PLOT.left} x2={PLOT.right} y1={y(vp)} y2={y(vp)} />
            <text x={PLOT.left - 6} y={y(vp) + 4} textAnchor="end">
              {vp}
            </text>
          </g>
        ))}
        {STAGES.map((stage, i) => (
          <text key={i} className="vp-stage" x={x(i)} y={HEIGHT - 6} textAnchor="middle">
            {stageName(stage)}
          </text>
        ))}
        {seats.map((seat, index) => {
          const line = points(index);
          const colour = cssHex(seat.colour);
          return (
            <g
              key={index}
              data-testid="vp-line"
              data-seat={index}
              data-vp={marks.map((mark) => mark.vp[index] ?? 0).join(',')}
            >
              <polyline
                points={line.map((p) => `${p.x},${p.y}`).join(' ')}
                fill="none"
                stroke={colour}
                strokeWidth="3"
                strokeDasharray={DASHES[index % DASHES.length]}
                strokeLinejoin="round"
              />
              {line.map((p, i) => (
                <circle key={i} cx={p.x} cy={p.y} r="3.5" fill={colour} />
              ))}
            </g>
          );
        })}
      </svg>
      <ul className="vp-legend" aria-hidden="true">
        {seats.map((seat, index) => (
          <li key={index}>
            <svg viewBox="0 0 24 8" className="vp-swatch" aria-hidden="true">
              <line
                x1="0"
                x2="24"
                y1="4"
                y2="4"
                stroke={cssHex(seat.colour)}
                strokeWidth="3"
                strokeDasharray={DASHES[index % DASHES.length]}
              />
            </svg>
            <bdi>{seat.name}</bdi>
          </li>
        ))}
      </ul>
      <table className="sr-only" data-testid="vp-table">
        <caption>{t('vpChart.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('vpChart.player')}</th>
            {marks.map((mark, i) => (
              <th key={i} scope="col">
                {stageName(mark.stage, true)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {seats.map((seat, index) => (
            <tr key={index}>
              <th scope="row">
                <bdi>{seat.name}</bdi>
              </th>
              {marks.map((mark, i) => (
                <td key={i}>{mark.vp[index] ?? 0}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
