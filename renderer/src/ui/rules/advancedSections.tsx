import { data } from '../../game/engine';
import { GameIcon } from '../ArtSvg';
import { Trans, useTranslation } from '../../i18n';
import { BoardwalkRows, TrackTable, spacesWith } from './parts';
import { VillageMap } from './villageSections';
import { CLAN_MOTTO_KEYS } from '../VillageOptions';
import { iconName, trackName } from '../../game/names';

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
      <p>
        <Trans i18nKey="ruleBook.advanced.intro" values={{ track: trackLabel }} components={{ i: <i /> }} />
      </p>
      <TrackTable
        rows={[{ entry: 'track:advancedTrade', name: t('ruleBook.advanced.trackName', { track: trackLabel }), track }]}
      />
      <h4>{t('ruleBook.advanced.wagonsTitle')}</h4>
      <div className="rules-figures">
        <figure data-entry="wagon">
          <GameIcon kind="wagon" size={34} title={iconName('wagon')} />
          <figcaption>
            {t('ruleBook.advanced.wagons', {
              count: data.WAGONS_PER_PLAYER,
              track: trackLabel,
              spaces: spacesWith(track, 'placeWagon'),
            })}
          </figcaption>
        </figure>
      </div>
      <ul>
        <li>
          <Trans i18nKey="ruleBook.advanced.placing" components={{ b: <b /> }} />
        </li>
        <li>
          <Trans i18nKey="ruleBook.advanced.neverBlocks" components={{ b: <b /> }} />
        </li>
        <li>
          <Trans i18nKey="ruleBook.advanced.moving" components={{ b: <b /> }} />
        </li>
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
              <VillageMap
                layout={clan.layout}
                title={t('ruleBook.advanced.clanSide', { clan: clan.name })}
                ground={clan.look.ground}
              />
              <figcaption>
                <b>{clan.name}</b> — {t(CLAN_MOTTO_KEYS[id])}
              </figcaption>
              <table className="rules-table compact">
                <tbody>
                  <BoardwalkRows boardwalks={clan.layout.boardwalks} entry={`clanBoardwalk:${id}`} />
                </tbody>
              </table>
            </figure>
          );
        })}
      </div>
    </>
  );
}
