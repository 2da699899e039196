import type { BuildingCode } from '../game/engine';
import { iconShapes, ICON_UNITS, type IconKind, type Shape } from '../scene/iconArt';
import { dieFaceShapes, houseArt, layoutIconRow, type CountedIcon, type IconRowLayout } from '../scene/pieceArt';
import { buildingIcons } from '../scene/iconUse';
import { PALETTE, cssHex } from '../scene/palette';
import { iconName } from '../game/names';
import { t } from '../i18n';

/**
 * The table's icons and pieces as inline SVG, emitted from the same shape data (scene/iconArt.ts, scene/pieceArt.ts)
 * that PixiJS draws on the table. Colours are SVG presentation attributes, which the app's Content-Security-Policy allows (it forbids
 * inline style). Every picture carries a <title>: its tooltip and its accessible name.
 */

/** Stroke widths are screen pixels, as on the table: an icon drawn small keeps a 1-pixel outline. */
const FIXED_STROKE = 'non-scaling-stroke';

function ShapeElement({ shape }: { shape: Shape }): React.JSX.Element {
  const paint = {
    fill: shape.fill ? cssHex(shape.fill.color) : 'none',
    ...(shape.fill?.alpha !== undefined ? { fillOpacity: shape.fill.alpha } : {}),
    ...(shape.stroke
      ? {
          stroke: cssHex(shape.stroke.color),
          strokeWidth: shape.stroke.width,
          vectorEffect: FIXED_STROKE,
          ...(shape.stroke.alpha !== undefined ? { strokeOpacity: shape.stroke.alpha } : {}),
        }
      : {}),
  };
  switch (shape.kind) {
    case 'circle':
      return <circle cx={shape.x} cy={shape.y} r={shape.r} {...paint} />;
    case 'ellipse':
      return <ellipse cx={shape.x} cy={shape.y} rx={shape.rx} ry={shape.ry} {...paint} />;
    case 'rect':
      return <rect x={shape.x} y={shape.y} width={shape.w} height={shape.h} {...paint} />;
    case 'roundRect': {
      // PixiJS limits the corner radius to half the shorter side; SVG would limit each axis on its own.
      const radius = Math.min(shape.radius, shape.w / 2, shape.h / 2);
      return <rect x={shape.x} y={shape.y} width={shape.w} height={shape.h} rx={radius} ry={radius} {...paint} />;
    }
    case 'poly':
      return <polygon points={shape.points.join(' ')} {...paint} />;
    case 'lines':
      return <path d={shape.segments.map(([x0, y0, x1, y1]) => `M${x0} ${y0}L${x1} ${y1}`).join('')} {...paint} />;
  }
}

function Shapes({ shapes }: { shapes: readonly Shape[] }): React.JSX.Element {
  return (
    <>
      {shapes.map((shape, i) => (
        <ShapeElement key={i} shape={shape} />
      ))}
    </>
  );
}

/** Room around the 20-unit icon square for outlines and tips that reach its edge. */
const ICON_MARGIN = 1;

/** An icon `size` pixels across (the icon square; its outline may reach a pixel beyond). */
export function GameIcon({
  kind,
  size = 24,
  title = iconName(kind),
}: {
  kind: IconKind;
  size?: number;
  title?: string;
}): React.JSX.Element {
  const half = ICON_UNITS / 2 + ICON_MARGIN;
  const box = size * ((ICON_UNITS + 2 * ICON_MARGIN) / ICON_UNITS);
  return (
    <svg
      className="game-icon"
      role="img"
      aria-label={title}
      width={box}
      height={box}
      viewBox={`${-half} ${-half} ${2 * half} ${2 * half}`}
      data-icon={kind}
    >
      <title>{title}</title>
      <Shapes shapes={iconShapes(kind)} />
    </svg>
  );
}

/** Icons of a row, with their counts, where layoutIconRow put them (as the table lays them out). */
function IconRowShapes({ row }: { row: IconRowLayout }): React.JSX.Element {
  return (
    <>
      {row.counts.map((count, i) => (
        <text
          key={`c${i}`}
          x={count.x}
          y={count.y}
          fontSize={count.fontSize}
          fontWeight={800}
          fill={cssHex(PALETTE.ink)}
          textAnchor="middle"
          dominantBaseline="central"
        >
          {count.text}
        </text>
      ))}
      {row.icons.map((icon, i) => (
        <g
          key={`i${i}`}
          data-icon={icon.kind}
          transform={`translate(${icon.x} ${icon.y}) scale(${icon.size / ICON_UNITS})`}
        >
          <Shapes shapes={iconShapes(icon.kind)} />
        </g>
      ))}
    </>
  );
}

/** The light rounded chip the table prints rewards on, centred on (x, y). */
function Chip({ x, y, width, height }: { x: number; y: number; width: number; height: number }): React.JSX.Element {
  return (
    <rect
      x={x - width / 2}
      y={y - height / 2}
      width={width}
      height={height}
      rx={6}
      ry={6}
      fill={cssHex(PALETTE.snow)}
      fillOpacity={0.85}
    />
  );
}

/**
 * A row of icons with counts (`2` fish, a VP star) on a light chip, as the table prints rewards on boardwalks and
 * docks; `title` says in words what the row shows.
 */
export function IconRow({
  icons,
  title,
  size = 20,
}: {
  icons: readonly CountedIcon[];
  title: string;
  size?: number;
}): React.JSX.Element {
  const pad = 4;
  const row = layoutIconRow(icons, 0, 0, size);
  const w = Math.max(row.width, size) + 2 * pad;
  const h = size + 2 * pad;
  return (
    <svg
      className="icon-row"
      role="img"
      aria-label={title}
      width={w}
      height={h}
      viewBox={`${-w / 2} ${-h / 2} ${w} ${h}`}
    >
      <title>{title}</title>
      <Chip x={0} y={0} width={w} height={h} />
      <IconRowShapes row={row} />
    </svg>
  );
}

/** A house as built in a village, `cell` pixels square with its top-left corner at (x, y) of an enclosing SVG. */
export function HouseAt({
  code,
  x,
  y,
  cell,
}: {
  code: BuildingCode;
  x: number;
  y: number;
  cell: number;
}): React.JSX.Element {
  const house = houseArt(code, cell);
  return (
    <g transform={`translate(${x} ${y})`} data-building={code}>
      <Shapes shapes={house.shapes} />
      <IconRowShapes row={layoutIconRow(buildingIcons(code), house.iconRow.x, house.iconRow.y, house.iconRow.size)} />
    </g>
  );
}

/** A house on its own: walls, a roof in its kind's colour, and its effect icons. */
export function HouseSvg({
  code,
  size = 48,
  title,
}: {
  code: BuildingCode;
  size?: number;
  title: string;
}): React.JSX.Element {
  return (
    <svg className="house" role="img" aria-label={title} width={size} height={size} viewBox={`0 0 ${size} ${size}`}>
      <title>{title}</title>
      <HouseAt code={code} x={0} y={0} cell={size} />
    </svg>
  );
}

/** A reward printed on a board square (a boardwalk's), inside an enclosing SVG, on a light chip as on the table. */
export function RewardAt({
  icons,
  x,
  y,
  width,
  size,
}: {
  icons: readonly CountedIcon[];
  x: number;
  y: number;
  width: number;
  size: number;
}): React.JSX.Element {
  return (
    <>
      <Chip x={x} y={y} width={width} height={size * 1.5} />
      <IconRowShapes row={layoutIconRow(icons, x, y, size)} />
    </>
  );
}

/** A die face centred on (x, y) of an enclosing SVG. */
export function DieAt({
  colour,
  value,
  x,
  y,
  size,
}: {
  colour: 'white' | 'orange';
  value: number;
  x: number;
  y: number;
  size: number;
}): React.JSX.Element {
  return (
    <g transform={`translate(${x} ${y})`}>
      <Shapes shapes={dieFaceShapes(colour, value, size)} />
    </g>
  );
}

/** A die face on its own, as the dice look in the pool. */
export function DieSvg({
  colour,
  value,
  size = 28,
}: {
  colour: 'white' | 'orange';
  value: number;
  size?: number;
}): React.JSX.Element {
  const title = t(colour === 'white' ? 'table.target.whiteDie' : 'table.target.orangeDie', { value });
  const box = size + 4;
  return (
    <svg
      className="die"
      role="img"
      aria-label={title}
      width={box}
      height={box}
      viewBox={`${-box / 2} ${-box / 2} ${box} ${box}`}
    >
      <title>{title}</title>
      <DieAt colour={colour} value={value} x={0} y={0} size={size} />
    </svg>
  );
}
