import { data } from '../../game/engine';
import { tavernText } from '../../game/names';
import { useTranslation } from '../../i18n';
import { listOf } from './parts';
import { REFERENCE_EDITION } from './referenceEdition';

/** RULES §14.3 and §16: the table rules a host may switch on, and what the data editions change. */
export function TableRulesSection(): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('ruleBook.tableRules.intro')}</p>
      <table className="rules-table compact">
        <tbody>
          {data.TABLE_RULE_IDS.map((id) => (
            <tr key={id} data-entry={`table-rule:${id}`}>
              <th>{t(`tableRules.${id}`)}</th>
              <td>{t(`ruleBook.tableRules.${id}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

export function EditionsSection(): React.JSX.Element {
  const { t } = useTranslation();
  const editionOneTaverns = listOf(
    data.EDITION_DATA[1].taverns.map((tavern) => `T${tavern.tavern} ${tavernText(tavern.action)}`),
  );
  return (
    <>
      <p>{t('ruleBook.editions.intro', { edition: REFERENCE_EDITION.edition })}</p>
      <ul>
        <li data-entry="edition:crates">{t('ruleBook.editions.crates')}</li>
        <li data-entry="edition:face-down">{t('ruleBook.editions.faceDown')}</li>
        <li data-entry="edition:taverns">{t('ruleBook.editions.taverns', { list: editionOneTaverns })}</li>
      </ul>
      <p>{t('ruleBook.editions.thresholds')}</p>
    </>
  );
}
