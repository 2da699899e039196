import { data } from '../../game/engine';
import { describeCrate, describeGain, describeTile } from '../../game/describe';
import { ICON_KINDS, type IconKind } from '../../scene/iconArt';
import { dockRewardIcons, tavernIcon } from '../../scene/iconUse';
import { MEDAL_COLOURS } from '../campaign/FjordMap';
import { GameIcon, HouseSvg, IconRow } from '../ArtSvg';
import { i18n, Trans, useTranslation } from '../../i18n';
import { iconUses } from './iconUses';
import { CostIcons, GainIcons, TrackTable, listOf, tavernWith, techStep } from './parts';
import {
  abilityName, abilityText, amount, buildingText, crateStackName, dockText, iconName, medalName, resourceName, scoringTileName, scoringTileText,
  startingResourcesText, taskText, tavernText, trackName,
} from '../../game/names';

/** The reward of dock `row` (1-based). */
const dockLabel = (row: number): string => {
  const dock = data.DOCKS[row - 1];
  return dock ? dockText(dock.reward) : '';
};
import { REFERENCE_EDITION } from './referenceEdition';

/** The rules reference's sections on technology, orders, rounds, scoring and solo play, and the icon legend. */

const { GAME } = data;

/** The icons written into a sentence, at the size of its text. */
const ORDER_ICON = <GameIcon kind="order" size={20} />;
const VP_ICON = <GameIcon kind="vp" size={20} />;

export function TechnologySection(): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('ruleBook.technology.intro', { tavern: tavernWith('orderOrTech') })}</p>
      <TrackTable rows={data.TRACKS.map((track) => ({ entry: `track:${track}`, name: trackName(track), track: data.TECH_TRACKS[track] }))} />
      <p>{t('ruleBook.technology.endScoring', { list: data.TECH_POSITION_VP.map((vp, position) => `${position} → ${amount('vp', vp)}`).join(', ') })}</p>
      <h4>{t('ruleBook.technology.abilitiesTitle')}</h4>
      <p>{t('ruleBook.technology.abilities', { vp: amount('vp', data.NO_ABILITY_LEFT_VP) })}</p>
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

/** Which cube may stand in for which under the order discount, in words: `Plank by Wood`. */
function discountPairs(): string {
  return data.RESOURCES.flatMap((r) => {
    const substitutes = data.DISCOUNT_SUBSTITUTES[r];
    return substitutes.length > 0
      ? [i18n.t('ruleBook.orders.substitute', { resource: resourceName(r), substitutes: listOf(substitutes.map(resourceName), 'disjunction') })]
      : [];
  }).join(', ');
}

export function OrdersSection(): React.JSX.Element {
  const { t } = useTranslation();
  const stacks = Array.from({ length: data.CRATE_STACK_COUNT }, (_, i) => i + 1);
  const discount = techStep('orderDiscount');
  return (
    <>
      <p><Trans i18nKey="ruleBook.orders.intro" count={data.CRATE_STACK_COUNT} components={{ order: ORDER_ICON }} /></p>
      <p>
        {t('ruleBook.orders.scoring', { vp: amount('vp', data.CRATE_SET_VP) })}{' '}
        {t('ruleBook.orders.discount', { tech: discount.name, reward: discount.label, pairs: discountPairs() })}
      </p>
      {REFERENCE_EDITION.deliveredCrates === 'faceDown' && <p data-entry="crates:face-down">{t('ruleBook.orders.faceDown')}</p>}
      {stacks.map((stack) => (
        <div key={stack} className="crate-stack" data-entry={`crates:${stack}`}>
          <h4>
            {t('ruleBook.orders.stack', { stack, name: crateStackName(stack) })}{' '}
            <small>{t('ruleBook.orders.stackDock', { dock: stack, reward: dockLabel(stack) })}</small>
          </h4>
          <div className="crates">
            {data.CRATES.filter((crate) => crate.stack === stack).map((crate) => (
              <span
                key={crate.id}
                className={`crate${crate.starting ? ' starting' : ''}`}
                title={crate.starting ? t('ruleBook.orders.startingCrate', { crate: describeCrate(crate.id) }) : describeCrate(crate.id)}
                data-entry={`crate:${crate.id}`}
              >
                <CostIcons cost={crate.cost} size={16} />
                <span className="crate-vp">{amount('vp', crate.vp)}</span>
              </span>
            ))}
          </div>
        </div>
      ))}
      <p className="rules-note">{REFERENCE_EDITION.crateDeal === 'onePool' ? t('ruleBook.orders.startingNoteOnePool', { crates: data.CRATES.length }) : t('ruleBook.orders.startingNote')}</p>
    </>
  );
}

export function TavernsSection(): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('ruleBook.taverns.intro')}</p>
      <table className="rules-table compact">
        <thead><tr><th>{t('ruleBook.taverns.tavern')}</th><th /><th>{t('ruleBook.taverns.action')}</th></tr></thead>
        <tbody>
          {REFERENCE_EDITION.taverns.map((tavern) => (
            <tr key={tavern.tavern} data-entry={`tavern:${tavern.tavern}`}>
              <th>T{tavern.tavern}</th>
              <td className="art"><GameIcon kind={tavernIcon(tavern.action)} title={tavernText(tavern.action)} /></td>
              <td>{tavernText(tavern.action)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('ruleBook.taverns.startPlayer')}</p>
      <p className="rules-note" data-entry="taverns:edition-1">
        {t('ruleBook.taverns.edition1', { list: listOf(data.EDITION_DATA[1].taverns.map((tavern) => `T${tavern.tavern} ${tavernText(tavern.action)}`)) })}
      </p>
      <h4>{t('ruleBook.taverns.docksTitle')}</h4>
      <table className="rules-table compact">
        <thead><tr><th>{t('ruleBook.taverns.dock')}</th><th>{t('ruleBook.taverns.perCrate')}</th><th /><th>{t('ruleBook.taverns.takes')}</th></tr></thead>
        <tbody>
          {data.DOCKS.map((dock) => (
            <tr key={dock.row} data-entry={`dock:${dock.row}`}>
              <th>{dock.row}</th>
              <td className="art"><IconRow icons={dockRewardIcons(dock.reward)} title={dockText(dock.reward)} /></td>
              <td>{dockText(dock.reward)}</td>
              <td>{t('ruleBook.taverns.stack', { stack: dock.row, name: crateStackName(dock.row) })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** What happens between two rounds, in order (RULES §11). */
const ROUND_END_STEPS = ['ruleBook.rounds.endWorkers', 'ruleBook.rounds.endDice', 'ruleBook.rounds.endStartPlayer', 'ruleBook.rounds.endMarkers'] as const;

export function RoundsSection(): React.JSX.Element {
  const { t } = useTranslation();
  const village = data.TECH_TRACKS.village;
  const workerSpaces = village.rewards.flatMap((reward, i) => (reward.kind === 'worker' ? [i + 1] : []));
  return (
    <>
      <h4>{t('ruleBook.rounds.setupTitle')}</h4>
      <p>
        {t('ruleBook.rounds.setup', {
          count: GAME.workersPerPlayer, ready: GAME.startingWorkersAvailable, spaces: listOf(workerSpaces), track: trackName('village'),
        })}
      </p>
      <p>{t('ruleBook.rounds.sets', { count: GAME.startingSets, starts: data.COMMON_VILLAGE.startCells.length })}</p>
      <div className="rules-split even">
        <table className="rules-table compact">
          <thead><tr><th colSpan={2}>{t('ruleBook.rounds.startingTiles')}</th></tr></thead>
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
          <thead><tr><th colSpan={2}>{t('ruleBook.rounds.startingResources')}</th></tr></thead>
          <tbody>
            {data.STARTING_RESOURCE_TILES.map((tile) => (
              <tr key={tile.id} data-entry={`startingResources:${tile.id}`}>
                <td className="art"><GainIcons gain={tile.gain} />{tile.boat && <GameIcon kind="boat" title={t('data.tavern.boat', { count: 1 })} />}</td>
                <td>{startingResourcesText(tile.id)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h4>{t('ruleBook.rounds.endTitle')}</h4>
      <ol>{ROUND_END_STEPS.map((step) => <li key={step}>{t(step, { last: GAME.rounds })}</li>)}</ol>
      <p>{t('ruleBook.rounds.after', { last: GAME.rounds })}</p>
    </>
  );
}

export function ScoringSection(): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <>
      <p><Trans i18nKey="ruleBook.scoring.intro" values={{ trade: trackName('trade') }} components={{ vp: VP_ICON }} /></p>
      <h4>{t('ruleBook.scoring.finalTitle', { last: GAME.rounds })}</h4>
      <ol>
        <li>{t('ruleBook.scoring.finalTokens')}</li>
        <li>{t('ruleBook.scoring.finalFish', { fish: amount('fish', GAME.fishPerFinalVp), vp: amount('vp', 1) })}</li>
        <li>{t('ruleBook.scoring.finalCrates', { vp: amount('vp', data.CRATE_SET_VP) })}</li>
        <li>{t('ruleBook.scoring.finalTracks', { list: data.TECH_POSITION_VP.join(' / '), top: data.TOP_SPACE })}</li>
        <li>{t('ruleBook.scoring.finalTiles')}</li>
      </ol>
      <p>{t('ruleBook.scoring.winner')}</p>
      <h4>{t('ruleBook.scoring.tilesTitle')}</h4>
      <p>{t('ruleBook.scoring.tiles', { dealt: data.TRACKS.length, total: data.SCORING_TILE_IDS.length })}</p>
      <table className="rules-table compact">
        <thead><tr><th>{t('ruleBook.scoring.tile')}</th><th>{t('ruleBook.scoring.when')}</th><th>{t('ruleBook.scoring.scores')}</th></tr></thead>
        <tbody>
          {data.SCORING_TILE_IDS.map((id) => (
            <tr key={id} data-entry={`scoringTile:${id}`}>
              <th>{scoringTileName(id)}</th>
              <td>{t(data.SCORING_TILES[id].timing === 'now' ? 'ruleBook.scoring.onReaching' : 'ruleBook.scoring.atTheEnd')}</td>
              <td>{scoringTileText(id)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

export function SoloSection(): React.JSX.Element {
  const { t } = useTranslation();
  const { SOLO } = data;
  return (
    <>
      <h4>{t('ruleBook.solo.title')}</h4>
      <ul>
        <li>{t('ruleBook.solo.pool', { count: SOLO.diceAsPlayers })}</li>
        <li>{t('ruleBook.solo.removed')}</li>
        <li>{t('ruleBook.solo.sameTavern')}</li>
        <li>{t('ruleBook.solo.retire')}</li>
        <li>
          {t('ruleBook.solo.pioneer', {
            tile: scoringTileName('pioneer'), early: amount('vp', SOLO.pioneerEarlyVp), round: SOLO.pioneerEarlyLastRound, late: amount('vp', SOLO.pioneerLateVp),
          })}
        </li>
        <li>{t('ruleBook.solo.sets', { count: SOLO.startingSetsDealt })}</li>
      </ul>
      <h4>{t('ruleBook.solo.medalsTitle')}</h4>
      <p>{t('ruleBook.solo.medals')}</p>
      <table className="rules-table compact">
        <tbody>
          {data.MEDALS.map((medal) => (
            <tr key={medal} data-entry={`medal:${medal}`}>
              <td className="art">
                <svg width={16} height={16} viewBox="0 0 16 16" aria-hidden="true"><circle cx={8} cy={8} r={7} fill={MEDAL_COLOURS[medal]} /></svg>
              </td>
              <th>{medalName(medal)}</th>
              <td>{t('ruleBook.solo.threshold', { vp: amount('vp', data.MEDAL_THRESHOLDS[medal]) })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h4>{t('ruleBook.solo.tasksTitle')}</h4>
      <p>{t('ruleBook.solo.tasks')}</p>
      <ul className="task-list">
        {data.TASK_IDS.map((id) => <li key={id} data-entry={`task:${id}`}>{taskText(id)}</li>)}
      </ul>
      <h4>{t('common.campaign')}</h4>
      <p>{t('ruleBook.solo.campaign', { count: data.CAMPAIGN.length })}</p>
    </>
  );
}

/** A gain that shows how counts are written. */
const LEGEND_EXAMPLE: data.Gain = { fish: 2, vp: 1 };
const LEGEND_ICONS = <GainIcons gain={LEGEND_EXAMPLE} />;

/** What an icon is, before where it appears: resources by tier and price. */
function iconSummary(kind: IconKind): string | null {
  if (!(data.RESOURCES as readonly string[]).includes(kind)) return null;
  const resource = kind as data.Resource;
  return resource === 'fish'
    ? i18n.t('ruleBook.icons.fish')
    : i18n.t('ruleBook.icons.cube', { tier: data.TIER[resource], fish: amount('fish', data.SELL_VALUE[resource]) });
}

export function IconsSection(): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('ruleBook.icons.intro')}</p>
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
      <p className="rules-note">
        <Trans i18nKey="ruleBook.icons.example" values={{ gain: describeGain(LEGEND_EXAMPLE) }} components={{ icons: LEGEND_ICONS }} />
      </p>
    </>
  );
}
