import { data } from '../../game/engine';
import { effectIcons, techRewardIcon } from '../../scene/iconUse';
import { GameIcon, IconRow } from '../ArtSvg';
import { Trans, useTranslation } from '../../i18n';
import { CostIcons, spacesWith } from './parts';
import { VillageMap } from './playSections';
import { CLAN_MOTTO_KEYS } from '../VillageOptions';
import { boardwalkText, iconName, techRewardText, trackName } from '../../game/names';

/** The rules reference's section on the advanced game (wagons, RULES §14.1) and the clan boards (§14.2). */

/** What every clan board has, read from the first (the clan boards share their make-up: engine/data/clans.ts). */
const CLAN_LAYOUT = data.CLAN_BOARDS[data.CLAN_IDS[0]].layout;

export function AdvancedSection(): React.JSX.Element {
  const { t } = useTranslation();
  const track = data.ADVANCED_TRADE_TRACK;
  const trackLabel = trackName(track.track);
  return (
    <>
      <h4>{t('ruleBook.advanced.title')}</h4>
      <p><Trans i18nKey="ruleBook.advanced.intro" values={{ track: trackLabel }} components={{ i: <i /> }} /></p>
      <table className="rules-table tracks">
        <thead><tr><th>{t('ruleBook.common.track')}</th>{track.costs.map((_, i) => <th key={i}>{t('ruleBook.common.space', { space: i + 1 })}</th>)}</tr></thead>
        <tbody>
          <tr data-entry="track:advancedTrade">
            <th>{t('ruleBook.advanced.trackName', { track: trackLabel })}</th>
            {track.rewards.map((reward, i) => {
              const cost = track.costs[i];
              const label = techRewardText(reward);
              return (
                <td key={i} data-entry={`track:advancedTrade:${i + 1}`}>
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
        </tbody>
      </table>
      <h4>{t('ruleBook.advanced.wagonsTitle')}</h4>
      <div className="rules-figures">
        <figure data-entry="wagon">
          <GameIcon kind="wagon" size={34} title={iconName('wagon')} />
          <figcaption>{t('ruleBook.advanced.wagons', { count: data.WAGONS_PER_PLAYER, track: trackLabel, spaces: spacesWith(track, 'placeWagon') })}</figcaption>
        </figure>
      </div>
      <ul>
        <li><Trans i18nKey="ruleBook.advanced.placing" components={{ b: <b /> }} /></li>
        <li><Trans i18nKey="ruleBook.advanced.neverBlocks" components={{ b: <b /> }} /></li>
        <li><Trans i18nKey="ruleBook.advanced.moving" components={{ b: <b /> }} /></li>
        <li>{t('ruleBook.advanced.oncePerChain')}</li>
      </ul>
      <h4>{t('ruleBook.advanced.clansTitle')}</h4>
      <p>
        <Trans
          i18nKey="ruleBook.advanced.clans"
          values={{ buildings: CLAN_LAYOUT.buildings.length, starts: CLAN_LAYOUT.startCells.length }}
          components={{ i: <i /> }}
        />
      </p>
      <div className="rules-clans">
        {data.CLAN_IDS.map((id) => {
          const clan = data.CLAN_BOARDS[id];
          return (
            <figure key={id} className="rules-map" data-entry={`clan:${id}`}>
              <VillageMap layout={clan.layout} title={t('ruleBook.advanced.clanSide', { clan: clan.name })} ground={clan.look.ground} />
              <figcaption><b>{clan.name}</b> — {t(CLAN_MOTTO_KEYS[id])}</figcaption>
              <table className="rules-table compact">
                <tbody>
                  {clan.layout.boardwalks.map((walk) => (
                    <tr key={walk.cell} data-entry={`clanBoardwalk:${id}:${walk.cell}`}>
                      <th>{t('table.target.where', { row: data.cellRow(walk.cell), column: data.cellCol(walk.cell) })}</th>
                      <td className="art"><IconRow icons={effectIcons(walk.reward)} title={boardwalkText(walk.reward)} /></td>
                      <td>{boardwalkText(walk.reward)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </figure>
          );
        })}
      </div>
    </>
  );
}
