import { data } from '../../game/engine';
import { describeGain } from '../../game/describe';
import { ICON_KINDS, type IconKind } from '../../scene/iconArt';
import { GameIcon } from '../ArtSvg';
import { Trans, useTranslation, t } from '../../i18n';
import { iconUses } from './iconUses';
import { GainIcons } from './parts';
import { amount, iconName } from '../../game/names';

/** The rules reference's icon legend: every icon of the table, what it is and where it appears. */

/** A gain that shows how counts are written. */
const LEGEND_EXAMPLE: data.Gain = { fish: 2, vp: 1 };
const LEGEND_ICONS = <GainIcons gain={LEGEND_EXAMPLE} />;

/** What an icon is, before where it appears: resources by tier and price. */
function iconSummary(kind: IconKind): string | null {
  if (!(data.RESOURCES as readonly string[]).includes(kind)) return null;
  const resource = kind as data.Resource;
  return resource === 'fish'
    ? t('ruleBook.icons.fish')
    : t('ruleBook.icons.cube', { tier: data.TIER[resource], fish: amount('fish', data.SELL_VALUE[resource]) });
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
                <td className="art">
                  <GameIcon kind={kind} size={28} />
                </td>
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
        <Trans
          i18nKey="ruleBook.icons.example"
          values={{ gain: describeGain(LEGEND_EXAMPLE) }}
          components={{ icons: LEGEND_ICONS }}
        />
      </p>
    </>
  );
}
