import { data, type Resource } from '../../game/engine';
import { describeGain } from '../../game/describe';
import { effectIcons } from '../../scene/iconUse';
import { PALETTE, cssHex } from '../../scene/palette';
import { DieAt, DieSvg, GameIcon, HouseAt, HouseSvg, RewardAt } from '../ArtSvg';
import { BoardwalkRows, GainIcons, tavernWith, techStep } from './parts';
import { amount, buildingText, resourceName } from '../../game/names';
import { i18n, Trans, useTranslation } from '../../i18n';
import { REFERENCE_EDITION } from './referenceEdition';

/** The rules reference's sections on playing a turn: every number and component comes from the edition data. */

const { GAME } = data;
const rounds = Array.from({ length: GAME.rounds }, (_, i) => i + 1);
const orangePerPlayer = (round: number): number => round * GAME.orangeDicePerPlayerPerRound;

/** What a cube of each tier sells for, from the data: "tier 1 → 1 fish, tier 2 → 2 fish, …" (fish, tier 0, is the money). */
function tierPrices(): string {
  return TIERS.filter((tier) => tier > 0).flatMap((tier) => {
    const resource = data.RESOURCES.find((r) => data.TIER[r] === tier);
    return resource ? [i18n.t('ruleBook.turn.tierPrice', { tier, fish: amount('fish', data.SELL_VALUE[resource]) })] : [];
  }).join(', ');
}

export function TurnSection(): React.JSX.Element {
  const { t } = useTranslation();
  const perPip = amount('fish', GAME.fishPerPip);
  const aside = amount('fish', GAME.setAsideFish);
  return (
    <>
      <p><Trans i18nKey="ruleBook.turn.intro" count={GAME.rounds} components={{ b: <b /> }} /></p>
      <table className="rules-table">
        <tbody>
          <tr data-entry="main:takeDie">
            <td className="art"><DieSvg colour="white" value={3} /><DieSvg colour="orange" value={5} /></td>
            <th>{t('ruleBook.turn.takeDie')}</th>
            <td>{t('ruleBook.turn.takeDieText', { fish: perPip, aside })}</td>
          </tr>
          <tr data-entry="main:buildLarge">
            <td className="art"><GainIcons gain={GAME.largeBuildingCost} /></td>
            <th>{t('ruleBook.turn.buildLarge')}</th>
            <td>{t('ruleBook.turn.buildLargeText', { cost: describeGain(GAME.largeBuildingCost) })}</td>
          </tr>
          <tr data-entry="main:retire">
            <td className="art">{REFERENCE_EDITION.taverns.map((tavern) => <span key={tavern.tavern} className="tavern-badge">T{tavern.tavern}</span>)}</td>
            <th>{t('ruleBook.turn.retire')}</th>
            <td>{t('ruleBook.turn.retireText')}</td>
          </tr>
        </tbody>
      </table>
      <h4>{t('ruleBook.turn.freeTitle')}</h4>
      <p>{t('ruleBook.turn.freeIntro')}</p>
      <table className="rules-table">
        <tbody>
          <tr data-entry="free:worker">
            <td className="art"><GameIcon kind="worker" /></td>
            <th>{t('ruleBook.turn.worker')}</th>
            <td>{t('ruleBook.turn.workerText')}</td>
          </tr>
          <tr data-entry="free:sell">
            <td className="art"><GameIcon kind="fish" /></td>
            <th>{t('ruleBook.turn.sell')}</th>
            <td>{t('ruleBook.turn.sellText', { prices: tierPrices() })}</td>
          </tr>
          <tr data-entry="free:improve">
            <td className="art"><GameIcon kind="improve" /></td>
            <th>{t('ruleBook.turn.improve')}</th>
            <td>{t('ruleBook.turn.improveText', { fish: amount('fish', GAME.freeImproveFish) })}</td>
          </tr>
          <tr data-entry="free:downgrade">
            <td className="art" />
            <th>{t('ruleBook.turn.downgrade')}</th>
            <td>{t('ruleBook.turn.downgradeText')}</td>
          </tr>
          <tr data-entry="free:overboard">
            <td className="art"><GameIcon kind="boat" /></td>
            <th>{t('ruleBook.turn.overboard')}</th>
            <td>{t('ruleBook.turn.overboardText')}</td>
          </tr>
        </tbody>
      </table>
    </>
  );
}

export function DiceSection(): React.JSX.Element {
  const { t } = useTranslation();
  const aside = amount('fish', GAME.setAsideFish);
  return (
    <>
      <p>{t('ruleBook.dice.intro')}</p>
      <table className="rules-table compact">
        <thead>
          <tr>
            <th>{t('ruleBook.dice.round')}</th><th>{t('ruleBook.dice.white')}</th><th>{t('ruleBook.dice.orange')}</th><th>{t('ruleBook.dice.take')}</th>
          </tr>
        </thead>
        <tbody>
          {rounds.map((round) => (
            <tr key={round} data-entry={`round:${round}`}>
              <th>{round}</th>
              <td>{GAME.whiteDicePerPlayer}</td>
              <td>{orangePerPlayer(round)}</td>
              <td>{t('ruleBook.dice.limit', { white: GAME.whiteLimitPerRound, orange: orangePerPlayer(round) })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('ruleBook.dice.turning', { fish: amount('fish', GAME.fishPerPip) })}</p>
      <div className="rules-figures">
        <figure data-entry="die:white">
          <DieSvg colour="white" value={4} size={34} />
          <figcaption><Trans i18nKey="ruleBook.dice.whiteEnters" components={{ b: <b />, i: <i /> }} /></figcaption>
        </figure>
        <figure data-entry="die:orange">
          <DieSvg colour="orange" value={2} size={34} />
          <figcaption><Trans i18nKey="ruleBook.dice.orangeEnters" components={{ b: <b />, i: <i /> }} /></figcaption>
        </figure>
      </div>
      <p>{t('ruleBook.dice.chain', { aside })}</p>
    </>
  );
}

const MAP_CELL = 42;
const MAP_MARGIN = 28;

/** A village board's printed layout (buildings, boardwalks with their rewards, start lots): the common side unless another (a clan board) is named. */
export function VillageMap({ layout = data.COMMON_VILLAGE, title, ground = PALETTE.moss }: {
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
    <svg className="village-map" role="img" aria-label={name} width={size} height={size} viewBox={`0 0 ${size} ${size}`}>
      <title>{name}</title>
      {lines.map((n) => <DieAt key={`c${n}`} colour="white" value={n} x={MAP_MARGIN + (n - 0.5) * MAP_CELL} y={MAP_MARGIN / 2} size={18} />)}
      {lines.map((n) => <DieAt key={`r${n}`} colour="orange" value={n} x={MAP_MARGIN / 2} y={MAP_MARGIN + (n - 0.5) * MAP_CELL} size={18} />)}
      {Array.from({ length: data.CELL_COUNT }, (_, cell) => {
        const x = MAP_MARGIN + (data.cellCol(cell) - 1) * MAP_CELL;
        const y = MAP_MARGIN + (data.cellRow(cell) - 1) * MAP_CELL;
        const walk = walks.get(cell);
        const code = buildings.get(cell);
        return (
          <g key={cell}>
            <rect x={x + 0.5} y={y + 0.5} width={MAP_CELL - 1} height={MAP_CELL - 1} fill={cssHex(walk ? PALETTE.boardwalk : ground)} />
            {walk && <RewardAt icons={effectIcons(walk.reward)} x={x + MAP_CELL / 2} y={y + MAP_CELL / 2} width={MAP_CELL - 6} size={12} />}
            {code && <HouseAt code={code} x={x} y={y} cell={MAP_CELL} />}
            {starts.has(cell) && <rect x={x + 4} y={y + 4} width={MAP_CELL - 8} height={MAP_CELL - 8} fill="none" stroke={cssHex(PALETTE.snow)} strokeOpacity={0.7} strokeDasharray="4 3" />}
          </g>
        );
      })}
    </svg>
  );
}

/** The steps of a chain, in the order a die meets them (RULES §4). */
const CHAIN_STEPS = [
  'ruleBook.village.chainEnters', 'ruleBook.village.chainBoardwalks', 'ruleBook.village.chainActivates', 'ruleBook.village.chainEnds',
  'ruleBook.village.chainFirst', 'ruleBook.village.chainDieStays', 'ruleBook.village.chainNewTile',
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
          <p><Trans i18nKey="ruleBook.village.grid" values={{ size: data.GRID_SIZE }} components={{ i: <i /> }} /></p>
          <h4>{t('ruleBook.village.chainTitle')}</h4>
          <ul>{CHAIN_STEPS.map((step) => <li key={step}>{t(step)}</li>)}</ul>
        </div>
      </div>
      <h4>{t('ruleBook.village.linesTitle')}</h4>
      <p>{t('ruleBook.village.lines')}</p>
      <table className="rules-table compact">
        <thead><tr><th>{t('rules.boardwalk')}</th><th>{t('ruleBook.common.reward')}</th><th /></tr></thead>
        <tbody>
          <BoardwalkRows boardwalks={data.COMMON_VILLAGE.boardwalks} entry="boardwalk" />
        </tbody>
      </table>
    </>
  );
}

const SHAPE_NAMES = {
  single: 'ruleBook.buildings.shapeSingle', pair: 'ruleBook.buildings.shapePair', straight: 'ruleBook.buildings.shapeStraight', corner: 'ruleBook.buildings.shapeCorner',
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
    return <>{t('ruleBook.buildings.getLarge', { cost: describeGain(GAME.largeBuildingCost), tech: cheap, cheap: describeGain(GAME.cheapLargeBuildingCost) })}</>;
  }
  const small = t('ruleBook.buildings.getSmall', { cost: describeGain(GAME.buildSmallCost) });
  return <>{stack === data.ONE_SQUARE_STACK ? `${small} ${t('ruleBook.buildings.getFree', { tavern: tavernWith('freeOneSquare') })}` : small}</>;
}

/** The roof colours, as swatches in the text that names them. */
const RESOURCE_ROOF = <span className="roof roof-resource" />;
const ACTION_ROOF = <span className="roof roof-action" />;

export function BuildingsSection(): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <>
      <p><Trans i18nKey="ruleBook.buildings.roofs" components={{ b: <b />, yellow: RESOURCE_ROOF, red: ACTION_ROOF }} /></p>
      <table className="rules-table">
        <thead>
          <tr><th>{t('rules.building')}</th><th>{t('ruleBook.buildings.effect')}</th><th>{t('ruleBook.buildings.roof')}</th><th>{t('ruleBook.buildings.onTiles')}</th></tr>
        </thead>
        <tbody>
          {data.BUILDING_CODES.map((code) => {
            const building = data.BUILDINGS[code];
            return (
              <tr key={code} data-entry={`building:${code}`}>
                <td className="art"><HouseSvg code={code} title={buildingText(code)} /></td>
                <td>{buildingText(code)}</td>
                <td>{t(building.roof === 'resource' ? 'ruleBook.buildings.roofResource' : 'ruleBook.buildings.roofAction')}</td>
                <td>{copiesOnTiles(code)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ul>
        <li><Trans i18nKey="ruleBook.buildings.orderOrTech" components={{ b: <b /> }} /></li>
        <li><Trans i18nKey="ruleBook.buildings.buildSmall" values={{ cost: describeGain(GAME.buildSmallCost) }} components={{ b: <b /> }} /></li>
        <li><Trans i18nKey="ruleBook.buildings.boat" components={{ b: <b /> }} /></li>
        <li><Trans i18nKey="ruleBook.buildings.improve" components={{ b: <b /> }} /></li>
      </ul>
      <h4>{t('ruleBook.buildings.stacksTitle')}</h4>
      <p>{t('ruleBook.buildings.stacks')}</p>
      <table className="rules-table compact">
        <thead>
          <tr><th>{t('ruleBook.buildings.stack')}</th><th>{t('ruleBook.buildings.tiles')}</th><th>{t('ruleBook.buildings.shape')}</th><th>{t('ruleBook.buildings.howToGet')}</th></tr>
        </thead>
        <tbody>
          {data.STACK_IDS.map((stack) => (
            <tr key={stack} data-entry={`stack:${stack}`}>
              <th>{stack}</th>
              <td>{data.STACK_TILES[stack].length}</td>
              <td>{t(SHAPE_NAMES[data.STACK_SHAPE[stack]])}</td>
              <td><StackSource stack={stack} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

const TIERS = [0, 1, 2, 3] as const;

function ResourceList({ resources }: { resources: readonly Resource[] }): React.JSX.Element {
  if (resources.length === 0) return <>—</>;
  return <>{resources.map((r) => <span key={r} className="named-icon"><GameIcon kind={r} size={18} /> {resourceName(r)}</span>)}</>;
}

export function ResourcesSection(): React.JSX.Element {
  const { t } = useTranslation();
  const [firstImprove] = data.IMPROVES_TO.fish;
  return (
    <>
      <p>{t('ruleBook.resources.intro')}</p>
      <table className="rules-table">
        <thead>
          <tr>
            <th>{t('ruleBook.resources.tier')}</th><th>{t('ruleBook.resources.resource')}</th><th>{t('ruleBook.resources.sellsFor')}</th>
            <th>{t('ruleBook.resources.improvesTo')}</th><th>{t('ruleBook.resources.downgradesTo')}</th>
          </tr>
        </thead>
        <tbody>
          {TIERS.flatMap((tier) => data.RESOURCES.filter((r) => data.TIER[r] === tier).map((resource) => (
            <tr key={resource} data-entry={`resource:${resource}`}>
              <td>{tier}</td>
              <th><span className="named-icon"><GameIcon kind={resource} /> {resourceName(resource)}</span></th>
              <td>{resource === 'fish' ? t('ruleBook.resources.money') : amount('fish', data.SELL_VALUE[resource])}</td>
              <td><ResourceList resources={data.IMPROVES_TO[resource]} /></td>
              <td><ResourceList resources={data.DOWNGRADES_TO[resource]} /></td>
            </tr>
          )))}
        </tbody>
      </table>
      <p>
        <GameIcon kind="improve" size={18} />{' '}
        {t('ruleBook.resources.improve', {
          fish: amount('fish', GAME.freeImproveFish),
          made: firstImprove ? amount(firstImprove, 1) : '',
          from: amount('fish', 1),
          total: amount('fish', GAME.freeImproveFish + 1),
        })}
      </p>
    </>
  );
}

/** Token contents grouped by type: each distinct content with how many tokens carry it. */
function tokenKinds(type: number): { gain: data.Gain; copies: number; text: string }[] {
  const byText = new Map<string, { gain: data.Gain; copies: number; text: string }>();
  for (const token of data.TOKENS.filter((t) => t.type === type)) {
    const text = describeGain(token.gain);
    const entry = byText.get(text);
    if (entry) entry.copies += 1;
    else byText.set(text, { gain: token.gain, copies: 1, text });
  }
  return [...byText.values()];
}

export function FishingSection(): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('ruleBook.fishing.intro', { count: data.FJORD_SECTIONS.length })}</p>
      <table className="rules-table compact">
        <thead>
          <tr>
            <th>{t('ruleBook.fishing.section')}</th><th>{t('ruleBook.fishing.tokenType')}</th><th>{t('ruleBook.fishing.tokens')}</th>
            <th>{t('ruleBook.fishing.returnHome')}</th><th>{t('ruleBook.fishing.needs')}</th>
          </tr>
        </thead>
        <tbody>
          {data.FJORD_SECTIONS.map((section) => (
            <tr key={section.section} data-entry={`section:${section.section}`}>
              <th>{section.section}</th>
              <td>{section.tokenType}</td>
              <td>{section.stackSize}</td>
              <td><span className="named-icon"><GameIcon kind="vp" size={18} /> {amount('vp', section.returnVp)}</span></td>
              <td>{section.needs === 'none' ? '—' : `${techStep(section.needs).name}: ${techStep(section.needs).label}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h4><GameIcon kind="boat" size={20} /> {t('ruleBook.fishing.boatTitle')}</h4>
      <ul>
        <li><Trans i18nKey="ruleBook.fishing.advance" values={{ nets: techStep('nets').name }} count={data.NETS_LOOK} components={{ b: <b /> }} /></li>
        <li><Trans i18nKey="ruleBook.fishing.returnHomeText" components={{ b: <b /> }} /></li>
      </ul>
      <p>
        {t('ruleBook.fishing.boat', {
          count: data.BOAT.basicSlots, upgrade: techStep('boatUpgrade').name, slots: data.BOAT.upgradedSlots, multiplier: data.BOAT.doubleSlotMultiplier,
        })}
      </p>
      <h4>{t('ruleBook.fishing.tokensTitle')}</h4>
      <table className="rules-table compact">
        <thead><tr><th>{t('ruleBook.fishing.type')}</th><th>{t('ruleBook.fishing.contents')}</th></tr></thead>
        <tbody>
          {data.TOKEN_TYPES.map((type) => (
            <tr key={type} data-entry={`tokens:${type}`}>
              <th>{type}</th>
              <td className="token-kinds">
                {tokenKinds(type).map((kind) => (
                  <span key={kind.text} className="token-kind"><GainIcons gain={kind.gain} /> ×{kind.copies}</span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
