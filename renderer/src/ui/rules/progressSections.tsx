import { data } from '../../game/engine';
import { describeCrate, describeGain, describeTile } from '../../game/describe';
import { ICON_KINDS, type IconKind } from '../../scene/iconArt';
import { dockRewardIcons, tavernIcon, techRewardIcon } from '../../scene/iconUse';
import { MEDAL_COLOURS } from '../campaign/FjordMap';
import { GameIcon, HouseSvg, IconRow } from '../ArtSvg';
import { iconUses } from './iconUses';
import { CostIcons, GainIcons, tavernWith, techStep } from './parts';
import {
  abilityName, abilityText, buildingText, crateStackName, dockText, iconName, medalName, scoringTileName, scoringTileText, startingResourcesText,
  taskText, tavernText, techRewardText, trackName,
} from '../../game/names';

/** The reward of dock `row` (1-based). */
const dockLabel = (row: number): string => {
  const dock = data.DOCKS[row - 1];
  return dock ? dockText(dock.reward) : '';
};

/** The rules reference's sections on technology, orders, rounds, scoring and solo play, and the icon legend. */

const { GAME } = data;

export function TechnologySection(): React.JSX.Element {
  return (
    <>
      <p>
        To gain technology (from an order-or-technology building or {tavernWith('tech')}), pay the cube printed before
        the next space of one track, move your marker up and take that space’s reward. Reaching the top space earns the
        track’s scoring tile: some tiles score at once, the others at the end (see Scoring).
      </p>
      <table className="rules-table tracks">
        <thead>
          <tr><th>Track</th>{data.TECH_TRACKS.village.costs.map((_, i) => <th key={i}>Space {i + 1}</th>)}</tr>
        </thead>
        <tbody>
          {data.TRACKS.map((track) => {
            const def = data.TECH_TRACKS[track];
            return (
              <tr key={track} data-entry={`track:${track}`}>
                <th>{trackName(track)}</th>
                {def.rewards.map((reward, i) => {
                  const cost = def.costs[i];
                  const label = techRewardText(reward);
                  return (
                    <td key={i} data-entry={`track:${track}:${i + 1}`}>
                      <div className="track-step">
                        {cost && <CostIcons cost={[cost]} size={16} />}
                        <span aria-hidden="true">→</span>
                        <GameIcon kind={techRewardIcon(reward)} size={20} title={label} />
                      </div>
                      <div className="track-reward">{label}</div>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
      <p>
        At the end every track scores by where your marker stands:{' '}
        {data.TECH_POSITION_VP.map((vp, position) => `${position} → ${vp} VP`).join(', ')}.
      </p>
      <h4>Ability tiles</h4>
      <p>
        Everyone starts with one ability from their starting set. An ability reward lets you take one of the face-up
        tiles; if none is left you gain {data.NO_ABILITY_LEFT_VP} VP instead. Abilities last the whole game.
      </p>
      <table className="rules-table compact">
        <tbody>
          {data.ABILITY_IDS.map((id) => (
            <tr key={id} data-entry={`ability:${id}`}><th>{abilityName(id)}</th><td>{abilityText(id)}</td></tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** Which cube may stand in for which under the order discount, in words: `plank → wood`. */
function discountPairs(): string {
  return data.RESOURCES.flatMap((r) => {
    const substitutes = data.DISCOUNT_SUBSTITUTES[r];
    return substitutes.length > 0 ? [`${r} by ${substitutes.join(' or ')}`] : [];
  }).join(', ');
}

export function OrdersSection(): React.JSX.Element {
  const stacks = Array.from({ length: data.CRATE_STACK_COUNT }, (_, i) => i + 1);
  return (
    <>
      <p>
        <GameIcon kind="order" size={20} /> One crate lies face up on each of the {data.CRATE_STACK_COUNT} order stacks. To
        complete an order, pay the cubes shown on one of them. The crate goes onto your storage board, in the dock row
        with its stack’s number, and the next crate of that stack is turned up.
      </p>
      <p>
        At the end crates score their printed VP, plus {data.CRATE_SET_VP} VP for every set of one crate in each dock.
        While you hold them they also pay out when you retire (see Taverns and docks).
        With {techStep('orderDiscount').name} ({techStep('orderDiscount').label}) one cube of a cost may be paid with the cube one step below it
        ({discountPairs()}).
      </p>
      {stacks.map((stack) => (
        <div key={stack} className="crate-stack" data-entry={`crates:${stack}`}>
          <h4>Stack {stack} · {crateStackName(stack)} <small>(dock {stack}: {dockLabel(stack)})</small></h4>
          <div className="crates">
            {data.CRATES.filter((crate) => crate.stack === stack).map((crate) => (
              <span key={crate.id} className={`crate${crate.starting ? ' starting' : ''}`} title={`${crate.starting ? 'Starting crate: ' : ''}${describeCrate(crate.id)}`} data-entry={`crate:${crate.id}`}>
                <CostIcons cost={crate.cost} size={16} />
                <span className="crate-vp">{crate.vp} VP</span>
              </span>
            ))}
          </div>
        </div>
      ))}
      <p className="rules-note">The first crate of each stack (outlined) starts face up; the rest are shuffled.</p>
    </>
  );
}

export function TavernsSection(): React.JSX.Element {
  return (
    <>
      <p>
        Retiring ends your round. Put your marker on a free tavern — one player per tavern — and take its action if you
        wish. Then your docks pay out from the top row down, once for every crate in that row; each payout is optional.
      </p>
      <table className="rules-table compact">
        <thead><tr><th>Tavern</th><th /><th>Action</th></tr></thead>
        <tbody>
          {data.TAVERNS.map((tavern) => (
            <tr key={tavern.tavern} data-entry={`tavern:${tavern.tavern}`}>
              <th>T{tavern.tavern}</th>
              <td className="art"><GameIcon kind={tavernIcon(tavern.action)} title={tavernText(tavern.action)} /></td>
              <td>{tavernText(tavern.action)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>The player in the leftmost occupied tavern starts the next round, and wins a tie at the end of the game.</p>
      <h4>Docks</h4>
      <table className="rules-table compact">
        <thead><tr><th>Dock</th><th>Reward per crate</th><th /><th>Takes crates of</th></tr></thead>
        <tbody>
          {data.DOCKS.map((dock) => (
            <tr key={dock.row} data-entry={`dock:${dock.row}`}>
              <th>{dock.row}</th>
              <td className="art"><IconRow icons={dockRewardIcons(dock.reward)} title={dockText(dock.reward)} /></td>
              <td>{dockText(dock.reward)}</td>
              <td>stack {dock.row} ({crateStackName(dock.row)})</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

export function RoundsSection(): React.JSX.Element {
  const village = data.TECH_TRACKS.village;
  const workerSpaces = village.rewards.flatMap((reward, i) => (reward.kind === 'worker' ? [i + 1] : []));
  return (
    <>
      <h4>Setting up</h4>
      <p>
        Everyone takes a village board (all on the same side), a storage board, a basic boat in the harbour and{' '}
        {GAME.workersPerPlayer} workers: {GAME.startingWorkersAvailable} ready to use, the others waiting on spaces{' '}
        {workerSpaces.join(' and ')} of the {trackName('village')} track.
      </p>
      <p>
        Then {GAME.startingSets} starting sets are made, each of an ability tile, a starting building tile and a
        starting resource tile. Going counter-clockwise from the player right of the start player, everyone picks a set,
        lays its building tile on two of the {data.COMMON_VILLAGE.startCells.length} dashed start lots and takes its resources.
      </p>
      <div className="rules-split even">
        <table className="rules-table compact">
          <thead><tr><th colSpan={2}>Starting building tiles</th></tr></thead>
          <tbody>
            {data.STARTING_TILES.map((id) => (
              <tr key={id} data-entry={`startingTile:${id}`}>
                <td className="art">{data.TILES[id]?.cells.map((code, i) => <HouseSvg key={i} code={code} size={40} title={buildingText(code)} />)}</td>
                <td>{describeTile(id)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="rules-table compact">
          <thead><tr><th colSpan={2}>Starting resource tiles</th></tr></thead>
          <tbody>
            {data.STARTING_RESOURCE_TILES.map((tile) => (
              <tr key={tile.id} data-entry={`startingResources:${tile.id}`}>
                <td className="art"><GainIcons gain={tile.gain} />{tile.boat && <GameIcon kind="boat" title="Advance your boat" />}</td>
                <td>{startingResourcesText(tile.id)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h4>End of a round</h4>
      <ol>
        <li>Workers go back to their boards and the dice leave the villages.</li>
        <li>Before rounds 2 to {GAME.rounds}, the next row of orange dice joins the pool and all dice are rolled again.</li>
        <li>The player in the leftmost occupied tavern becomes start player.</li>
        <li>Everyone’s marker leaves the taverns.</li>
      </ol>
      <p>After round {GAME.rounds} comes final scoring.</p>
    </>
  );
}

export function ScoringSection(): React.JSX.Element {
  return (
    <>
      <p>
        <GameIcon kind="vp" size={20} /> Points come in during play — trips home, VP on buildings, boardwalks, tokens
        and docks, the Trade track and tiles scored on reaching a top — and at the end of the game.
      </p>
      <h4>Final scoring, after round {GAME.rounds}</h4>
      <ol>
        <li>Tokens still on a boat give their contents (without the section’s VP).</li>
        <li>Every cube is sold, and each {GAME.fishPerFinalVp} fish make 1 VP (rounded down).</li>
        <li>Crates score their printed VP, plus {data.CRATE_SET_VP} VP per set of one crate in each dock.</li>
        <li>Each technology track scores by position: {data.TECH_POSITION_VP.join(' / ')} VP for spaces 0 to {data.TOP_SPACE}.</li>
        <li>“At the end” scoring tiles score for every player who reached their top.</li>
      </ol>
      <p>Most VP wins; a tie goes to the tied player who sat in the leftmost tavern in the last round.</p>
      <h4>Scoring tiles</h4>
      <p>
        {data.TRACKS.length} of the {data.SCORING_TILE_IDS.length} tiles are dealt, one on top of each track. “On reaching” tiles score
        when a player reaches that top; “at the end” tiles score in final scoring.
      </p>
      <table className="rules-table compact">
        <thead><tr><th>Tile</th><th>When</th><th>Scores</th></tr></thead>
        <tbody>
          {data.SCORING_TILE_IDS.map((id) => {
            const tile = data.SCORING_TILES[id];
            const name = scoringTileName(id);
            const rest = scoringTileText(id);
            return (
              <tr key={id} data-entry={`scoringTile:${id}`}>
                <th>{name}</th>
                <td>{tile.timing === 'now' ? 'on reaching' : 'at the end'}</td>
                <td>{rest}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}

export function SoloSection(): React.JSX.Element {
  const { SOLO } = data;
  return (
    <>
      <h4>Playing alone</h4>
      <ul>
        <li>The pool is rolled as for {SOLO.diceAsPlayers} players; your limits stay the usual ones.</li>
        <li>After each die you take, the highest die left in the pool of the same colour is removed for the round.</li>
        <li>You may not retire to the tavern you used the round before.</li>
        <li>When you retire, the face-up crate of the lowest-numbered stack that still has crates is discarded, and so is the top tile of every building stack.</li>
        <li>Pioneer scores {SOLO.pioneerEarlyVp} VP if reached by round {SOLO.pioneerEarlyLastRound}, {SOLO.pioneerLateVp} VP later.</li>
        <li>Only {SOLO.startingSetsDealt} starting sets are dealt; you pick one.</li>
      </ul>
      <h4>Medals</h4>
      <p>Your final score earns a medal:</p>
      <table className="rules-table compact">
        <tbody>
          {data.MEDALS.map((medal) => (
            <tr key={medal} data-entry={`medal:${medal}`}>
              <td className="art">
                <svg width={16} height={16} viewBox="0 0 16 16" aria-hidden="true"><circle cx={8} cy={8} r={7} fill={MEDAL_COLOURS[medal]} /></svg>
              </td>
              <th>{medalName(medal)}</th>
              <td>{data.MEDAL_THRESHOLDS[medal]} VP or more</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h4>Tasks</h4>
      <p>A solo game may carry one task; meeting it earns a star beside the medal.</p>
      <ul className="task-list">
        {data.TASK_IDS.map((id) => <li key={id} data-entry={`task:${id}`}>{taskText(id)}</li>)}
      </ul>
      <h4>Campaign</h4>
      <p>
        The campaign is {data.CAMPAIGN.length} fixed solo challenges, gentle to hard, each with its own deal, scoring
        tiles and task. A challenge opens when the one before it earns any medal; your best medal and star are kept.
      </p>
    </>
  );
}

/** A gain that shows how counts are written. */
const LEGEND_EXAMPLE: data.Gain = { fish: 2, vp: 1 };

/** What an icon is, before where it appears: resources by tier and price. */
function iconSummary(kind: IconKind): string | null {
  if (!(data.RESOURCES as readonly string[]).includes(kind)) return null;
  const resource = kind as data.Resource;
  return resource === 'fish' ? 'The money: pays for turning dice and free-action improves.' : `Tier ${data.TIER[resource]} cube, sells for ${data.SELL_VALUE[resource]} fish.`;
}

export function IconsSection(): React.JSX.Element {
  return (
    <>
      <p>Every icon drawn on the table, and where it appears. Point at any icon in this reference to see its name.</p>
      <table className="rules-table icon-legend">
        <tbody>
          {ICON_KINDS.map((kind) => {
            const summary = iconSummary(kind);
            const uses = iconUses(kind);
            return (
              <tr key={kind} data-entry={`icon:${kind}`}>
                <td className="art"><GameIcon kind={kind} size={28} /></td>
                <th>{iconName(kind)}</th>
                <td>
                  {summary && <div>{summary}</div>}
                  {uses.length > 0 && <div className="icon-uses">{uses.join(' · ')}</div>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="rules-note">A number before an icon counts it: <GainIcons gain={LEGEND_EXAMPLE} /> is {describeGain(LEGEND_EXAMPLE)}.</p>
    </>
  );
}
