import { data } from '../../game/engine';
import { describeTile } from '../../game/describe';
import { MEDAL_COLOURS } from '../campaign/FjordMap';
import { GameIcon, HouseSvg } from '../ArtSvg';
import { Trans, useTranslation } from '../../i18n';
import { GainIcons, listOf } from './parts';
import {
  amount,
  buildingText,
  medalName,
  scoringTileName,
  scoringTileText,
  startingResourcesText,
  taskText,
  trackName,
} from '../../game/names';

/** The rules reference's sections on the rounds, the final scoring and solo play: how a game runs and ends. */

const { GAME } = data;

/** The VP icon written into a sentence, at the size of its text. */
const VP_ICON = <GameIcon kind="vp" size={20} />;

/** What happens between two rounds, in order (RULES §11). */
const ROUND_END_STEPS = [
  'ruleBook.rounds.endWorkers',
  'ruleBook.rounds.endDice',
  'ruleBook.rounds.endStartPlayer',
  'ruleBook.rounds.endMarkers',
] as const;

export function RoundsSection(): React.JSX.Element {
  const { t } = useTranslation();
  const village = data.TECH_TRACKS.village;
  const workerSpaces = village.rewards.flatMap((reward, i) => (reward.kind === 'worker' ? [i + 1] : []));
  return (
    <>
      <h4>{t('ruleBook.rounds.setupTitle')}</h4>
      <p>
        {t('ruleBook.rounds.setup', {
          count: GAME.workersPerPlayer,
          ready: GAME.startingWorkersAvailable,
          spaces: listOf(workerSpaces),
          track: trackName('village'),
        })}
      </p>
      <p>{t('ruleBook.rounds.sets', { count: GAME.startingSets, starts: data.COMMON_VILLAGE.startCells.length })}</p>
      <div className="rules-split even">
        <table className="rules-table compact">
          <thead>
            <tr>
              <th colSpan={2}>{t('ruleBook.rounds.startingTiles')}</th>
            </tr>
          </thead>
          <tbody>
            {data.STARTING_TILES.map((id) => (
              <tr key={id} data-entry={`startingTile:${id}`}>
                <td className="art">
                  {data.TILES[id]?.cells.map((code, i) => (
                    <HouseSvg key={i} code={code} size={40} title={buildingText(code)} />
                  ))}
                </td>
                <td>{describeTile(id)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="rules-table compact">
          <thead>
            <tr>
              <th colSpan={2}>{t('ruleBook.rounds.startingResources')}</th>
            </tr>
          </thead>
          <tbody>
            {data.STARTING_RESOURCE_TILES.map((tile) => (
              <tr key={tile.id} data-entry={`startingResources:${tile.id}`}>
                <td className="art">
                  <GainIcons gain={tile.gain} />
                  {tile.boat && <GameIcon kind="boat" title={t('data.tavern.boat', { count: 1 })} />}
                </td>
                <td>{startingResourcesText(tile.id)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h4>{t('ruleBook.rounds.endTitle')}</h4>
      <ol>
        {ROUND_END_STEPS.map((step) => (
          <li key={step}>{t(step, { last: GAME.rounds })}</li>
        ))}
      </ol>
      <p>{t('ruleBook.rounds.after', { last: GAME.rounds })}</p>
    </>
  );
}

export function ScoringSection(): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <>
      <p>
        <Trans i18nKey="ruleBook.scoring.intro" values={{ trade: trackName('trade') }} components={{ vp: VP_ICON }} />
      </p>
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
        <thead>
          <tr>
            <th>{t('ruleBook.scoring.tile')}</th>
            <th>{t('ruleBook.scoring.when')}</th>
            <th>{t('ruleBook.scoring.scores')}</th>
          </tr>
        </thead>
        <tbody>
          {data.SCORING_TILE_IDS.map((id) => (
            <tr key={id} data-entry={`scoringTile:${id}`}>
              <th>{scoringTileName(id)}</th>
              <td>
                {t(
                  data.SCORING_TILES[id].timing === 'now' ? 'ruleBook.scoring.onReaching' : 'ruleBook.scoring.atTheEnd',
                )}
              </td>
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
            tile: scoringTileName('pioneer'),
            early: amount('vp', SOLO.pioneerEarlyVp),
            round: SOLO.pioneerEarlyLastRound,
            late: amount('vp', SOLO.pioneerLateVp),
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
                <svg width={16} height={16} viewBox="0 0 16 16" aria-hidden="true">
                  <circle cx={8} cy={8} r={7} fill={MEDAL_COLOURS[medal]} />
                </svg>
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
        {data.TASK_IDS.map((id) => (
          <li key={id} data-entry={`task:${id}`}>
            {taskText(id)}
          </li>
        ))}
      </ul>
      <h4>{t('common.campaign')}</h4>
      <p>{t('ruleBook.solo.campaign', { count: data.CAMPAIGN.length })}</p>
    </>
  );
}
