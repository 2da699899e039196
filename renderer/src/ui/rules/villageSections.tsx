import { data } from '../../game/engine';
import { describeGain } from '../../game/describe';
import { effectIcons } from '../../scene/iconUse';
import { PALETTE, cssHex } from '../../scene/palette';
import { DieAt, HouseAt, HouseSvg, RewardAt } from '../ArtSvg';
import { BoardwalkRows, tavernWith, techStep } from './parts';
import { buildingText } from '../../game/names';
import { Trans, useTranslation } from '../../i18n';

/** The rules reference's sections on the village board and its buildings, with the board's printed map. */

const { GAME } = data;

const MAP_CELL = 42;
const MAP_MARGIN = 28;

/** One cell of the village map: its ground or boardwalk (with the boardwalk's reward), its building, a start lot's mark. */
function MapCell({
  cell,
  code,
  walk,
  start,
  ground,
}: {
  readonly cell: number;
  readonly code: data.BuildingCode | undefined;
  readonly walk: data.VillageLayout['boardwalks'][number] | undefined;
  readonly start: boolean;
  readonly ground: number;
}): React.JSX.Element {
  const x = MAP_MARGIN + (data.cellCol(cell) - 1) * MAP_CELL;
  const y = MAP_MARGIN + (data.cellRow(cell) - 1) * MAP_CELL;
  return (
    <g>
      <rect
        x={x + 0.5}
        y={y + 0.5}
        width={MAP_CELL - 1}
        height={MAP_CELL - 1}
        fill={cssHex(walk ? PALETTE.boardwalk : ground)}
      />
      {walk && (
        <RewardAt
          icons={effectIcons(walk.reward)}
          x={x + MAP_CELL / 2}
          y={y + MAP_CELL / 2}
          width={MAP_CELL - 6}
          size={12}
        />
      )}
      {code && <HouseAt code={code} x={x} y={y} cell={MAP_CELL} />}
      {start && (
        <rect
          x={x + 4}
          y={y + 4}
          width={MAP_CELL - 8}
          height={MAP_CELL - 8}
          fill="none"
          stroke={cssHex(PALETTE.snow)}
          strokeOpacity={0.7}
          strokeDasharray="4 3"
        />
      )}
    </g>
  );
}

/** A village board's printed layout (buildings, boardwalks with their rewards, start lots): the common side unless another (a clan board) is named. */
export function VillageMap({
  layout = data.COMMON_VILLAGE,
  title,
  ground = PALETTE.moss,
}: {
  readonly layout?: data.VillageLayout;
  readonly title?: string;
  readonly ground?: number;
}): React.JSX.Element {
  const { t } = useTranslation();
  const name = title ?? t('ruleBook.village.mapTitle');
  const size = MAP_MARGIN + data.GRID_SIZE * MAP_CELL + 4;
  const buildings = new Map(layout.buildings.map((b) => [b.cell, b.code] as const));
  const walks = new Map(layout.boardwalks.map((w) => [w.cell, w] as const));
  const starts = new Set(layout.startCells);
  const lines = Array.from({ length: data.GRID_SIZE }, (_, i) => i + 1);
  return (
    <svg
      className="village-map"
      role="img"
      aria-label={name}
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
    >
      <title>{name}</title>
      {lines.map((n) => (
        <DieAt
          key={`c${n}`}
          colour="white"
          value={n}
          x={MAP_MARGIN + (n - 0.5) * MAP_CELL}
          y={MAP_MARGIN / 2}
          size={18}
        />
      ))}
      {lines.map((n) => (
        <DieAt
          key={`r${n}`}
          colour="orange"
          value={n}
          x={MAP_MARGIN / 2}
          y={MAP_MARGIN + (n - 0.5) * MAP_CELL}
          size={18}
        />
      ))}
      {Array.from({ length: data.CELL_COUNT }, (_, cell) => (
        <MapCell
          key={cell}
          cell={cell}
          code={buildings.get(cell)}
          walk={walks.get(cell)}
          start={starts.has(cell)}
          ground={ground}
        />
      ))}
    </svg>
  );
}

/** The steps of a chain, in the order a die meets them (RULES §4). */
const CHAIN_STEPS = [
  'ruleBook.village.chainEnters',
  'ruleBook.village.chainBoardwalks',
  'ruleBook.village.chainActivates',
  'ruleBook.village.chainEnds',
  'ruleBook.village.chainFirst',
  'ruleBook.village.chainDieStays',
  'ruleBook.village.chainNewTile',
] as const;

export function VillageSection(): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <>
      <div className="rules-split">
        <figure className="rules-map">
          <VillageMap />
          <figcaption>{t('ruleBook.village.caption')}</figcaption>
        </figure>
        <div>
          <p>
            <Trans i18nKey="ruleBook.village.grid" values={{ size: data.GRID_SIZE }} components={{ i: <i /> }} />
          </p>
          <h4>{t('ruleBook.village.chainTitle')}</h4>
          <ul>
            {CHAIN_STEPS.map((step) => (
              <li key={step}>{t(step)}</li>
            ))}
          </ul>
        </div>
      </div>
      <h4>{t('ruleBook.village.linesTitle')}</h4>
      <p>{t('ruleBook.village.lines')}</p>
      <table className="rules-table compact">
        <thead>
          <tr>
            <th>{t('rules.boardwalk')}</th>
            <th>{t('ruleBook.common.reward')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          <BoardwalkRows boardwalks={data.COMMON_VILLAGE.boardwalks} entry="boardwalk" />
        </tbody>
      </table>
    </>
  );
}

const SHAPE_NAMES = {
  single: 'ruleBook.buildings.shapeSingle',
  pair: 'ruleBook.buildings.shapePair',
  straight: 'ruleBook.buildings.shapeStraight',
  corner: 'ruleBook.buildings.shapeCorner',
} as const satisfies Readonly<Record<data.TileShape, string>>;

/** How many printed copies of each building the tiles carry (starting tiles included). */
function copiesOnTiles(code: data.BuildingCode): number {
  return data.TILES.reduce((n, tile) => n + tile.cells.filter((c) => c === code).length, 0);
}

/** How a stack's tiles are had: build large (a main action) or build small, and a one-square tile free at a tavern. */
function StackSource({ stack }: { stack: data.StackId }): React.JSX.Element {
  const { t } = useTranslation();
  if (data.LARGE_STACKS.includes(stack)) {
    const cheap = techStep('cheapLargeBuildings').name;
    return (
      <>
        {t('ruleBook.buildings.getLarge', {
          cost: describeGain(GAME.largeBuildingCost),
          tech: cheap,
          cheap: describeGain(GAME.cheapLargeBuildingCost),
        })}
      </>
    );
  }
  const small = t('ruleBook.buildings.getSmall', { cost: describeGain(GAME.buildSmallCost) });
  return (
    <>
      {stack === data.ONE_SQUARE_STACK
        ? `${small} ${t('ruleBook.buildings.getFree', { tavern: tavernWith('freeOneSquare') })}`
        : small}
    </>
  );
}

/** The roof colours, as swatches in the text that names them. */
const RESOURCE_ROOF = <span className="roof roof-resource" />;
const ACTION_ROOF = <span className="roof roof-action" />;

export function BuildingsSection(): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <>
      <p>
        <Trans i18nKey="ruleBook.buildings.roofs" components={{ b: <b />, yellow: RESOURCE_ROOF, red: ACTION_ROOF }} />
      </p>
      <table className="rules-table">
        <thead>
          <tr>
            <th>{t('rules.building')}</th>
            <th>{t('ruleBook.buildings.effect')}</th>
            <th>{t('ruleBook.buildings.roof')}</th>
            <th>{t('ruleBook.buildings.onTiles')}</th>
          </tr>
        </thead>
        <tbody>
          {data.BUILDING_CODES.map((code) => {
            const building = data.BUILDINGS[code];
            return (
              <tr key={code} data-entry={`building:${code}`}>
                <td className="art">
                  <HouseSvg code={code} title={buildingText(code)} />
                </td>
                <td>{buildingText(code)}</td>
                <td>
                  {t(
                    building.roof === 'resource' ? 'ruleBook.buildings.roofResource' : 'ruleBook.buildings.roofAction',
                  )}
                </td>
                <td>{copiesOnTiles(code)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ul>
        <li>
          <Trans i18nKey="ruleBook.buildings.orderOrTech" components={{ b: <b /> }} />
        </li>
        <li>
          <Trans
            i18nKey="ruleBook.buildings.buildSmall"
            values={{ cost: describeGain(GAME.buildSmallCost) }}
            components={{ b: <b /> }}
          />
        </li>
        <li>
          <Trans i18nKey="ruleBook.buildings.boat" components={{ b: <b /> }} />
        </li>
        <li>
          <Trans i18nKey="ruleBook.buildings.improve" components={{ b: <b /> }} />
        </li>
      </ul>
      <h4>{t('ruleBook.buildings.stacksTitle')}</h4>
      <p>{t('ruleBook.buildings.stacks')}</p>
      <table className="rules-table compact">
        <thead>
          <tr>
            <th>{t('ruleBook.buildings.stack')}</th>
            <th>{t('ruleBook.buildings.tiles')}</th>
            <th>{t('ruleBook.buildings.shape')}</th>
            <th>{t('ruleBook.buildings.howToGet')}</th>
          </tr>
        </thead>
        <tbody>
          {data.STACK_IDS.map((stack) => (
            <tr key={stack} data-entry={`stack:${stack}`}>
              <th>{stack}</th>
              <td>{data.STACK_TILES[stack].length}</td>
              <td>{t(SHAPE_NAMES[data.STACK_SHAPE[stack]])}</td>
              <td>
                <StackSource stack={stack} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
