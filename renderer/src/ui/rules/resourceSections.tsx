import { data, type Resource } from '../../game/engine';
import { describeGain } from '../../game/describe';
import { GameIcon } from '../ArtSvg';
import { GainIcons, techStep } from './parts';
import { amount, resourceName } from '../../game/names';
import { Trans, useTranslation, t } from '../../i18n';

/** The rules reference's sections on resources (tiers, prices, improving) and on fishing. */

const { GAME } = data;
const TIERS = [0, 1, 2, 3] as const;

/** What a cube of each tier sells for, from the data: "tier 1 → 1 fish, tier 2 → 2 fish, …" (fish, tier 0, is the money). */
export function tierPrices(): string {
  return TIERS.filter((tier) => tier > 0)
    .flatMap((tier) => {
      const resource = data.RESOURCES.find((r) => data.TIER[r] === tier);
      return resource ? [t('ruleBook.turn.tierPrice', { tier, fish: amount('fish', data.SELL_VALUE[resource]) })] : [];
    })
    .join(', ');
}

function ResourceList({ resources }: { resources: readonly Resource[] }): React.JSX.Element {
  if (resources.length === 0) return <>—</>;
  return (
    <>
      {resources.map((r) => (
        <span key={r} className="named-icon">
          <GameIcon kind={r} size={18} /> {resourceName(r)}
        </span>
      ))}
    </>
  );
}

export function ResourcesSection(): React.JSX.Element {
  const { t } = useTranslation();
  const [firstImprove] = data.IMPROVES_TO.fish;
  return (
    <>
      <p>{t('ruleBook.resources.intro')}</p>
      <table className="rules-table">
        <thead>
          <tr>
            <th>{t('ruleBook.resources.tier')}</th>
            <th>{t('ruleBook.resources.resource')}</th>
            <th>{t('ruleBook.resources.sellsFor')}</th>
            <th>{t('ruleBook.resources.improvesTo')}</th>
            <th>{t('ruleBook.resources.downgradesTo')}</th>
          </tr>
        </thead>
        <tbody>
          {TIERS.flatMap((tier) =>
            data.RESOURCES.filter((r) => data.TIER[r] === tier).map((resource) => (
              <tr key={resource} data-entry={`resource:${resource}`}>
                <td>{tier}</td>
                <th>
                  <span className="named-icon">
                    <GameIcon kind={resource} /> {resourceName(resource)}
                  </span>
                </th>
                <td>
                  {resource === 'fish' ? t('ruleBook.resources.money') : amount('fish', data.SELL_VALUE[resource])}
                </td>
                <td>
                  <ResourceList resources={data.IMPROVES_TO[resource]} />
                </td>
                <td>
                  <ResourceList resources={data.DOWNGRADES_TO[resource]} />
                </td>
              </tr>
            )),
          )}
        </tbody>
      </table>
      <p>
        <GameIcon kind="improve" size={18} />{' '}
        {t('ruleBook.resources.improve', {
          fish: amount('fish', GAME.freeImproveFish),
          made: firstImprove ? amount(firstImprove, 1) : '',
          from: amount('fish', 1),
          total: amount('fish', GAME.freeImproveFish + 1),
        })}
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
  const { t } = useTranslation();
  return (
    <>
      <p>{t('ruleBook.fishing.intro', { count: data.FJORD_SECTIONS.length })}</p>
      <table className="rules-table compact">
        <thead>
          <tr>
            <th>{t('ruleBook.fishing.section')}</th>
            <th>{t('ruleBook.fishing.tokenType')}</th>
            <th>{t('ruleBook.fishing.tokens')}</th>
            <th>{t('ruleBook.fishing.returnHome')}</th>
            <th>{t('ruleBook.fishing.needs')}</th>
          </tr>
        </thead>
        <tbody>
          {data.FJORD_SECTIONS.map((section) => (
            <tr key={section.section} data-entry={`section:${section.section}`}>
              <th>{section.section}</th>
              <td>{section.tokenType}</td>
              <td>{section.stackSize}</td>
              <td>
                <span className="named-icon">
                  <GameIcon kind="vp" size={18} /> {amount('vp', section.returnVp)}
                </span>
              </td>
              <td>
                {section.needs === 'none' ? '—' : `${techStep(section.needs).name}: ${techStep(section.needs).label}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h4>
        <GameIcon kind="boat" size={20} /> {t('ruleBook.fishing.boatTitle')}
      </h4>
      <ul>
        <li>
          <Trans
            i18nKey="ruleBook.fishing.advance"
            values={{ nets: techStep('nets').name }}
            count={data.NETS_LOOK}
            components={{ b: <b /> }}
          />
        </li>
        <li>
          <Trans i18nKey="ruleBook.fishing.returnHomeText" components={{ b: <b /> }} />
        </li>
      </ul>
      <p>
        {t('ruleBook.fishing.boat', {
          count: data.BOAT.basicSlots,
          upgrade: techStep('boatUpgrade').name,
          slots: data.BOAT.upgradedSlots,
          multiplier: data.BOAT.doubleSlotMultiplier,
        })}
      </p>
      <h4>{t('ruleBook.fishing.tokensTitle')}</h4>
      <table className="rules-table compact">
        <thead>
          <tr>
            <th>{t('ruleBook.fishing.type')}</th>
            <th>{t('ruleBook.fishing.contents')}</th>
          </tr>
        </thead>
        <tbody>
          {data.TOKEN_TYPES.map((type) => (
            <tr key={type} data-entry={`tokens:${type}`}>
              <th>{type}</th>
              <td className="token-kinds">
                {tokenKinds(type).map((kind) => (
                  <span key={kind.text} className="token-kind">
                    <GainIcons gain={kind.gain} /> ×{kind.copies}
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
