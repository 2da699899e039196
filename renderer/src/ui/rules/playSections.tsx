import { data, type Resource } from '../../game/engine';
import { describeGain } from '../../game/describe';
import { effectIcons } from '../../scene/iconUse';
import { PALETTE, cssHex } from '../../scene/palette';
import { DieAt, DieSvg, GameIcon, HouseAt, HouseSvg, IconRow, RewardAt } from '../ArtSvg';
import { GainIcons, tavernWith, techStep } from './parts';
import { boardwalkText, buildingText } from '../../game/names';

/** The rules reference's sections on playing a turn: every number and component comes from the edition data. */

const { GAME } = data;
const rounds = Array.from({ length: GAME.rounds }, (_, i) => i + 1);
const orangePerPlayer = (round: number): number => round * GAME.orangeDicePerPlayerPerRound;

export function TurnSection(): React.JSX.Element {
  return (
    <>
      <p>
        A game lasts {GAME.rounds} rounds. In a round the players take turns in seat order, skipping anyone who has
        retired, until everyone has. On your turn you take exactly <b>one main action</b>; free actions may come before
        it and after it.
      </p>
      <table className="rules-table">
        <tbody>
          <tr data-entry="main:takeDie">
            <td className="art"><DieSvg colour="white" value={3} /><DieSvg colour="orange" value={5} /></td>
            <th>Take a die</th>
            <td>
              Pick any die in the pool. You may turn it up or down for {GAME.fishPerPip} fish per pip (6 never wraps
              round to 1). Then place it on the edge of your village to wake the buildings along its line, or set it
              aside for {GAME.setAsideFish} fish. Either way it counts towards your dice for the round.
            </td>
          </tr>
          <tr data-entry="main:buildLarge">
            <td className="art"><GainIcons gain={GAME.largeBuildingCost} /></td>
            <th>Build large</th>
            <td>
              Pay {describeGain(GAME.largeBuildingCost)}, take the top tile of a large stack and lay it on empty lots.
              Nothing activates, but a row or column it completes still pays its boardwalk.
            </td>
          </tr>
          <tr data-entry="main:retire">
            <td className="art">{data.TAVERNS.map((t) => <span key={t.tavern} className="tavern-badge">T{t.tavern}</span>)}</td>
            <th>Retire</th>
            <td>
              Move to a free tavern and use its action, then every crate on your docks pays its dock’s reward. You take
              no more turns this round. You may always retire; when nothing else is possible, you must.
            </td>
          </tr>
        </tbody>
      </table>
      <h4>Free actions</h4>
      <p>Any number, only on your own turn, at any moment of it — even while an effect waits for you to pay.</p>
      <table className="rules-table">
        <tbody>
          <tr data-entry="free:worker">
            <td className="art"><GameIcon kind="worker" /></td>
            <th>Place a worker</th>
            <td>Put an available worker on a vacant building (no die, no worker on it): the building activates and the worker stays until the round ends. Not while an effect is being resolved.</td>
          </tr>
          <tr data-entry="free:sell">
            <td className="art"><GameIcon kind="fish" /></td>
            <th>Sell</th>
            <td>Turn a cube into fish: a cube of tier <i>k</i> gives <i>k</i> fish (see Resources).</td>
          </tr>
          <tr data-entry="free:improve">
            <td className="art"><GameIcon kind="improve" /></td>
            <th>Improve for fish</th>
            <td>Pay {GAME.freeImproveFish} fish to move one cube a step up.</td>
          </tr>
          <tr data-entry="free:downgrade">
            <td className="art" />
            <th>Downgrade</th>
            <td>Move one cube a step down, for nothing.</td>
          </tr>
          <tr data-entry="free:overboard">
            <td className="art"><GameIcon kind="boat" /></td>
            <th>Throw overboard</th>
            <td>Discard a fishing token from your boat.</td>
          </tr>
        </tbody>
      </table>
    </>
  );
}

export function DiceSection(): React.JSX.Element {
  return (
    <>
      <p>At the start of each round all dice are rolled and laid out by value. The pool grows every round:</p>
      <table className="rules-table compact">
        <thead><tr><th>Round</th><th>White dice per player</th><th>Orange dice per player</th><th>You may take</th></tr></thead>
        <tbody>
          {rounds.map((round) => (
            <tr key={round} data-entry={`round:${round}`}>
              <th>{round}</th>
              <td>{GAME.whiteDicePerPlayer}</td>
              <td>{orangePerPlayer(round)}</td>
              <td>up to {GAME.whiteLimitPerRound} white and {orangePerPlayer(round)} orange</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Turning a die costs {GAME.fishPerPip} fish per pip and never wraps: from 1 to 6 is five pips. The value then
        decides where the die enters your village:
      </p>
      <div className="rules-figures">
        <figure data-entry="die:white">
          <DieSvg colour="white" value={4} size={34} />
          <figcaption>A <b>white</b> die of value <i>v</i> enters above <b>column</b> <i>v</i> and works downwards.</figcaption>
        </figure>
        <figure data-entry="die:orange">
          <DieSvg colour="orange" value={2} size={34} />
          <figcaption>An <b>orange</b> die of value <i>v</i> enters left of <b>row</b> <i>v</i> and works rightwards.</figcaption>
        </figure>
      </div>
      <p>
        What happens along the line is the chain (see Village and chains). A die whose first building cannot be woken
        can only be set aside for {GAME.setAsideFish} fish; its value then does not matter.
      </p>
    </>
  );
}

const MAP_CELL = 42;
const MAP_MARGIN = 28;

/** The common side of the village board: printed buildings, boardwalks with their rewards, the start lots. */
/** A village board's printed layout: the common side unless another (a clan board) is named. */
export function VillageMap({ layout = data.COMMON_VILLAGE, title = 'The common side of the village board', ground = PALETTE.moss }: {
  readonly layout?: data.VillageLayout;
  readonly title?: string;
  readonly ground?: number;
}): React.JSX.Element {
  const size = MAP_MARGIN + data.GRID_SIZE * MAP_CELL + 4;
  const buildings = new Map(layout.buildings.map((b) => [b.cell, b.code] as const));
  const walks = new Map(layout.boardwalks.map((w) => [w.cell, w] as const));
  const starts = new Set(layout.startCells);
  const lines = Array.from({ length: data.GRID_SIZE }, (_, i) => i + 1);
  return (
    <svg className="village-map" role="img" aria-label={title} width={size} height={size} viewBox={`0 0 ${size} ${size}`}>
      <title>{title}</title>
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

export function VillageSection(): React.JSX.Element {
  return (
    <>
      <div className="rules-split">
        <figure className="rules-map">
          <VillageMap />
          <figcaption>The common side. White dice enter the columns, orange dice the rows; the dashed lots take your starting tile.</figcaption>
        </figure>
        <div>
          <p>
            Your village is a {data.GRID_SIZE}×{data.GRID_SIZE} grid. Every square is an empty lot, a boardwalk or a
            building. A building is <i>vacant</i> while neither a die nor a worker stands on it.
          </p>
          <h4>The chain</h4>
          <ul>
            <li>The die enters from the edge and visits the squares of its line in order.</li>
            <li>Boardwalks are stepped over: never activated, never in the way.</li>
            <li>Each vacant building it reaches may be activated: resolve its effect (or decline it), then go on or stop.</li>
            <li>An empty lot, a building with a die or worker on it, or the end of the grid ends the chain.</li>
            <li>The first building reached must activate, or the die can only be set aside.</li>
            <li>The die stays on the last building it activated and blocks it until the round ends.</li>
            <li>A tile you build during the chain further along the same line is reached like any other building.</li>
          </ul>
        </div>
      </div>
      <h4>Completing rows and columns</h4>
      <p>
        Each row and each column has one boardwalk. The moment every other square of a line holds a building, you gain
        that boardwalk’s reward — once per line per game. If one placement completes a row and a column that cross on
        the same boardwalk, it pays twice.
      </p>
      <table className="rules-table compact">
        <thead><tr><th>Boardwalk</th><th>Reward</th><th /></tr></thead>
        <tbody>
          {data.COMMON_VILLAGE.boardwalks.map((walk) => (
            <tr key={walk.cell} data-entry={`boardwalk:${walk.cell}`}>
              <th>row {data.cellRow(walk.cell)}, column {data.cellCol(walk.cell)}</th>
              <td className="art"><IconRow icons={effectIcons(walk.reward)} title={boardwalkText(walk.reward)} /></td>
              <td>{boardwalkText(walk.reward)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

const SHAPE_NAMES: Readonly<Record<data.TileShape, string>> = {
  single: 'one square', pair: 'two squares', straight: 'three in a line', corner: 'three in an L',
};

/** How many printed copies of each building the tiles carry (starting tiles included). */
function copiesOnTiles(code: data.BuildingCode): number {
  return data.TILES.reduce((n, tile) => n + tile.cells.filter((c) => c === code).length, 0);
}

export function BuildingsSection(): React.JSX.Element {
  const cheapLarge = techStep('cheapLargeBuildings').name;
  return (
    <>
      <p>
        <span className="roof roof-resource" /> <b>Yellow roofs</b> are resource buildings: they give or improve
        resources. <span className="roof roof-action" /> <b>Red roofs</b> are action buildings: an order or technology,
        a new building, or a trip with the boat. Some buildings are printed on your village; the rest come on tiles.
      </p>
      <table className="rules-table">
        <thead><tr><th>Building</th><th>Effect</th><th>Roof</th><th>On tiles</th></tr></thead>
        <tbody>
          {data.BUILDING_CODES.map((code) => {
            const building = data.BUILDINGS[code];
            return (
              <tr key={code} data-entry={`building:${code}`}>
                <td className="art"><HouseSvg code={code} title={buildingText(code)} /></td>
                <td>{buildingText(code)}</td>
                <td>{building.roof === 'resource' ? 'yellow (resource)' : 'red (action)'}</td>
                <td>{copiesOnTiles(code)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ul>
        <li><b>Order or technology</b>: choose one — complete an order (see Orders) or gain technology (see Technology).</li>
        <li><b>Build small</b>: pay {describeGain(GAME.buildSmallCost)}, take the top tile of a small stack and place it.</li>
        <li><b>Boat</b>: advance your boat or return home (see Fishing).</li>
        <li><b>Improve</b> from a building never costs fish; improving twice means two different cubes.</li>
      </ul>
      <h4>Building stacks</h4>
      <p>
        Stacks lie face up: you see the top tile of each. A tile may be turned or mirrored but must lie wholly on empty
        lots; a tile that fits nowhere cannot be taken.
      </p>
      <table className="rules-table compact">
        <thead><tr><th>Stack</th><th>Tiles</th><th>Shape</th><th>How to get one</th></tr></thead>
        <tbody>
          {data.STACK_IDS.map((stack) => (
            <tr key={stack} data-entry={`stack:${stack}`}>
              <th>{stack}</th>
              <td>{data.STACK_TILES[stack].length}</td>
              <td>{SHAPE_NAMES[data.STACK_SHAPE[stack]]}</td>
              <td>
                {data.LARGE_STACKS.includes(stack)
                  ? `Build large (main action): ${describeGain(GAME.largeBuildingCost)}; with ${cheapLarge}, ${describeGain(GAME.cheapLargeBuildingCost)}.`
                  : `Build small: ${describeGain(GAME.buildSmallCost)}.${stack === data.ONE_SQUARE_STACK ? ` Free at ${tavernWith('freeOneSquare')}.` : ''}`}
              </td>
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
  return <>{resources.map((r) => <span key={r} className="named-icon"><GameIcon kind={r} size={18} /> {r}</span>)}</>;
}

export function ResourcesSection(): React.JSX.Element {
  return (
    <>
      <p>
        Fish is the money of the fjord. Every other resource is a cube with a tier; the higher the tier, the more it is
        worth. There is no limit on what you may hold.
      </p>
      <table className="rules-table">
        <thead><tr><th>Tier</th><th>Resource</th><th>Sells for</th><th>Improves to</th><th>Downgrades to</th></tr></thead>
        <tbody>
          {TIERS.flatMap((tier) => data.RESOURCES.filter((r) => data.TIER[r] === tier).map((resource) => (
            <tr key={resource} data-entry={`resource:${resource}`}>
              <td>{tier}</td>
              <th><span className="named-icon"><GameIcon kind={resource} /> {resource}</span></th>
              <td>{resource === 'fish' ? 'it is money' : `${data.SELL_VALUE[resource]} fish`}</td>
              <td><ResourceList resources={data.IMPROVES_TO[resource]} /></td>
              <td><ResourceList resources={data.DOWNGRADES_TO[resource]} /></td>
            </tr>
          )))}
        </tbody>
      </table>
      <p>
        <GameIcon kind="improve" size={18} /> An improve moves one cube a step up the table. Buildings, boardwalks,
        taverns and docks improve for free; as a free action it costs {GAME.freeImproveFish} fish on top of the cube
        itself, so making wood out of a fish that way costs {GAME.freeImproveFish + 1} fish in all.
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
  return (
    <>
      <p>
        Your boat starts in the harbour. The fjord beyond has {data.FJORD_SECTIONS.length} sections, each with its own
        face-down stack of fishing tokens; the farther out, the richer the catch and the more a trip home is worth.
      </p>
      <table className="rules-table compact">
        <thead><tr><th>Section</th><th>Token type</th><th>Tokens</th><th>Return home</th><th>To sail in you need</th></tr></thead>
        <tbody>
          {data.FJORD_SECTIONS.map((section) => (
            <tr key={section.section} data-entry={`section:${section.section}`}>
              <th>{section.section}</th>
              <td>{section.tokenType}</td>
              <td>{section.stackSize}</td>
              <td><span className="named-icon"><GameIcon kind="vp" size={18} /> {section.returnVp} VP</span></td>
              <td>{section.needs === 'none' ? '—' : `${techStep(section.needs).name}: ${techStep(section.needs).label}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h4><GameIcon kind="boat" size={20} /> Boat actions</h4>
      <ul>
        <li>
          <b>Advance</b>: sail one section out (from the harbour into section 1) if you may enter it, otherwise stay; then
          take the top token where you are. With Nets you look at {data.NETS_LOOK} and keep one; the other goes under the stack.
        </li>
        <li>
          <b>Return home</b> (from any section): score the section’s VP, gain the contents of every token on board, keep
          the tokens as your catch and sail back to the harbour.
        </li>
      </ul>
      <p>
        A basic boat holds {data.BOAT.basicSlots} tokens. The upgrade from {techStep('boatUpgrade').name} gives{' '}
        {data.BOAT.upgradedSlots} slots, one of which counts the VP of its token ×{data.BOAT.doubleSlotMultiplier}. A
        full boat must throw a token overboard (under the stack of its section) before taking a new one — the new one
        may be the one thrown.
      </p>
      <h4>Fishing tokens</h4>
      <table className="rules-table compact">
        <thead><tr><th>Type</th><th>Contents, gained on returning home</th></tr></thead>
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
