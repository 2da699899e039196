import { data } from '../../game/engine';
import { describeCrate } from '../../game/describe';
import { dockRewardIcons, tavernIcon } from '../../scene/iconUse';
import { GameIcon, IconRow } from '../ArtSvg';
import { Trans, useTranslation, t } from '../../i18n';
import { CostIcons, TrackTable, listOf, tavernWith, techStep } from './parts';
import {
  abilityName,
  abilityText,
  amount,
  crateStackName,
  dockText,
  resourceName,
  tavernText,
  trackName,
} from '../../game/names';
import { REFERENCE_EDITION } from './referenceEdition';

/** The rules reference's sections on technology, orders and taverns: how a player advances during the game. */

/** The reward of dock `row` (1-based). */
const dockLabel = (row: number): string => {
  const dock = data.DOCKS[row - 1];
  return dock ? dockText(dock.reward) : '';
};

/** The order icon written into a sentence, at the size of its text. */
const ORDER_ICON = <GameIcon kind="order" size={20} />;

export function TechnologySection(): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('ruleBook.technology.intro', { tavern: tavernWith('orderOrTech') })}</p>
      <TrackTable
        rows={data.TRACKS.map((track) => ({
          entry: `track:${track}`,
          name: trackName(track),
          track: data.TECH_TRACKS[track],
        }))}
      />
      <p>
        {t('ruleBook.technology.endScoring', {
          list: data.TECH_POSITION_VP.map((vp, position) => `${position} → ${amount('vp', vp)}`).join(', '),
        })}
      </p>
      <h4>{t('ruleBook.technology.abilitiesTitle')}</h4>
      <p>{t('ruleBook.technology.abilities', { vp: amount('vp', data.NO_ABILITY_LEFT_VP) })}</p>
      <table className="rules-table compact">
        <tbody>
          {data.ABILITY_IDS.map((id) => (
            <tr key={id} data-entry={`ability:${id}`}>
              <th>{abilityName(id)}</th>
              <td>{abilityText(id)}</td>
            </tr>
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
      ? [
          t('ruleBook.orders.substitute', {
            resource: resourceName(r),
            substitutes: listOf(substitutes.map(resourceName), 'disjunction'),
          }),
        ]
      : [];
  }).join(', ');
}

export function OrdersSection(): React.JSX.Element {
  const { t } = useTranslation();
  const stacks = Array.from({ length: data.CRATE_STACK_COUNT }, (_, i) => i + 1);
  const discount = techStep('orderDiscount');
  return (
    <>
      <p>
        <Trans i18nKey="ruleBook.orders.intro" count={data.CRATE_STACK_COUNT} components={{ order: ORDER_ICON }} />
      </p>
      <p>
        {t('ruleBook.orders.scoring', { vp: amount('vp', data.CRATE_SET_VP) })}{' '}
        {t('ruleBook.orders.discount', { tech: discount.name, reward: discount.label, pairs: discountPairs() })}
      </p>
      {REFERENCE_EDITION.deliveredCrates === 'faceDown' && (
        <p data-entry="crates:face-down">{t('ruleBook.orders.faceDown')}</p>
      )}
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
                title={
                  crate.starting
                    ? t('ruleBook.orders.startingCrate', { crate: describeCrate(crate.id) })
                    : describeCrate(crate.id)
                }
                data-entry={`crate:${crate.id}`}
              >
                <CostIcons cost={crate.cost} size={16} />
                <span className="crate-vp">{amount('vp', crate.vp)}</span>
              </span>
            ))}
          </div>
        </div>
      ))}
      <p className="rules-note">
        {REFERENCE_EDITION.crateDeal === 'onePool'
          ? t('ruleBook.orders.startingNoteOnePool', { crates: data.CRATES.length })
          : t('ruleBook.orders.startingNote')}
      </p>
    </>
  );
}

export function TavernsSection(): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('ruleBook.taverns.intro')}</p>
      <table className="rules-table compact">
        <thead>
          <tr>
            <th>{t('ruleBook.taverns.tavern')}</th>
            <th />
            <th>{t('ruleBook.taverns.action')}</th>
          </tr>
        </thead>
        <tbody>
          {REFERENCE_EDITION.taverns.map((tavern) => (
            <tr key={tavern.tavern} data-entry={`tavern:${tavern.tavern}`}>
              <th>T{tavern.tavern}</th>
              <td className="art">
                <GameIcon kind={tavernIcon(tavern.action)} title={tavernText(tavern.action)} />
              </td>
              <td>{tavernText(tavern.action)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('ruleBook.taverns.startPlayer')}</p>
      <p className="rules-note" data-entry="taverns:edition-1">
        {t('ruleBook.taverns.edition1', {
          list: listOf(data.EDITION_DATA[1].taverns.map((tavern) => `T${tavern.tavern} ${tavernText(tavern.action)}`)),
        })}
      </p>
      <h4>{t('ruleBook.taverns.docksTitle')}</h4>
      <table className="rules-table compact">
        <thead>
          <tr>
            <th>{t('ruleBook.taverns.dock')}</th>
            <th>{t('ruleBook.taverns.perCrate')}</th>
            <th />
            <th>{t('ruleBook.taverns.takes')}</th>
          </tr>
        </thead>
        <tbody>
          {data.DOCKS.map((dock) => (
            <tr key={dock.row} data-entry={`dock:${dock.row}`}>
              <th>{dock.row}</th>
              <td className="art">
                <IconRow icons={dockRewardIcons(dock.reward)} title={dockText(dock.reward)} />
              </td>
              <td>{dockText(dock.reward)}</td>
              <td>{t('ruleBook.taverns.stack', { stack: dock.row, name: crateStackName(dock.row) })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
