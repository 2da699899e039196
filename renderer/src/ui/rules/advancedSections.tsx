import { data } from '../../game/engine';
import { effectIcons, techRewardIcon } from '../../scene/iconUse';
import { GameIcon, IconRow } from '../ArtSvg';
import { useTranslation } from '../../i18n';
import { CostIcons } from './parts';
import { VillageMap } from './playSections';
import { CLAN_MOTTO_KEYS } from '../VillageOptions';

/** The rules reference's section on the advanced game (wagons, RULES §14.1) and the clan boards (§14.2). */

export function AdvancedSection(): React.JSX.Element {
  const { t } = useTranslation();
  const track = data.ADVANCED_TRADE_TRACK;
  return (
    <>
      <h4>The advanced game</h4>
      <p>
        Choose <i>Advanced game</i> when you set up a game. The advanced technology tile then covers the Trade track:
        the marker, its end-game VP and the scoring tile on top stay, but the costs and rewards are these (the order
        discount and the order bonus of the printed Trade track do not apply):
      </p>
      <table className="rules-table tracks">
        <thead><tr><th>Track</th>{track.costs.map((_, i) => <th key={i}>Space {i + 1}</th>)}</tr></thead>
        <tbody>
          <tr data-entry="track:advancedTrade">
            <th>{track.label} (advanced)</th>
            {track.rewards.map((reward, i) => {
              const cost = track.costs[i];
              const label = track.rewardLabels[i] ?? '';
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
      <h4>Wagons</h4>
      <div className="rules-figures">
        <figure data-entry="wagon">
          <GameIcon kind="wagon" size={34} title="Wagon" />
          <figcaption>Each player has {data.WAGONS_PER_PLAYER} wagons; Trade spaces 1 and 3 bring them into play.</figcaption>
        </figure>
      </div>
      <ul>
        <li><b>Placing:</b> put the wagon on any of your buildings — occupied or not, but never where your other wagon stands.</li>
        <li><b>A wagon never blocks:</b> its building stays vacant for dice, chains and workers.</li>
        <li>
          <b>Moving:</b> when a die’s chain has ended in a row that holds one of your wagons, that wagon may move one
          square up or down; after a column chain, one square left or right. It moves onto a vacant building without a
          wagon, and that building is activated at once (its effect may still be declined).
        </li>
        <li>Each wagon of the line may move once per chain; moving is optional. A die set aside moves no wagon.</li>
      </ul>
      <h4>The clan boards</h4>
      <p>
        Every village board has a clan side. Choose <i>Clan boards</i> when you set up a game: each player picks a clan,
        or the clans are dealt at random — each clan is played by one player only. A clan board has its own 7 printed
        buildings, its own boardwalks (one per row and column) and its own 4 start squares for the starting tile; all
        other rules are the same. The boards were balanced by letting the strongest bot play each of them many times.
      </p>
      <div className="rules-clans">
        {data.CLAN_IDS.map((id) => {
          const clan = data.CLAN_BOARDS[id];
          return (
            <figure key={id} className="rules-map" data-entry={`clan:${id}`}>
              <VillageMap layout={clan.layout} title={`${clan.name}: the clan side`} ground={clan.look.ground} />
              <figcaption><b>{clan.name}</b> — {t(CLAN_MOTTO_KEYS[id])}</figcaption>
              <table className="rules-table compact">
                <tbody>
                  {clan.layout.boardwalks.map((walk) => (
                    <tr key={walk.cell} data-entry={`clanBoardwalk:${id}:${walk.cell}`}>
                      <th>row {data.cellRow(walk.cell)}, column {data.cellCol(walk.cell)}</th>
                      <td className="art"><IconRow icons={effectIcons(walk.reward)} title={walk.label} /></td>
                      <td>{walk.label}</td>
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
