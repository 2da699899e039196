import { data } from '../../game/engine';
import { describeGain } from '../../game/describe';
import { DieSvg, GameIcon } from '../ArtSvg';
import { GainIcons } from './parts';
import { amount } from '../../game/names';
import { Trans, useTranslation } from '../../i18n';
import { REFERENCE_EDITION } from './referenceEdition';
import { tierPrices } from './resourceSections';

/**
 * The rules reference's sections on playing a turn and on the dice: every number and component comes from the edition
 * data. The village and buildings are in villageSections.tsx, resources and fishing in resourceSections.tsx.
 */

const { GAME } = data;
const rounds = Array.from({ length: GAME.rounds }, (_, i) => i + 1);
const orangePerPlayer = (round: number): number => round * GAME.orangeDicePerPlayerPerRound;

export function TurnSection(): React.JSX.Element {
  const { t } = useTranslation();
  const perPip = amount('fish', GAME.fishPerPip);
  const aside = amount('fish', GAME.setAsideFish);
  return (
    <>
      <p>
        <Trans i18nKey="ruleBook.turn.intro" count={GAME.rounds} components={{ b: <b /> }} />
      </p>
      <table className="rules-table">
        <tbody>
          <tr data-entry="main:takeDie">
            <td className="art">
              <DieSvg colour="white" value={3} />
              <DieSvg colour="orange" value={5} />
            </td>
            <th>{t('ruleBook.turn.takeDie')}</th>
            <td>{t('ruleBook.turn.takeDieText', { fish: perPip, aside })}</td>
          </tr>
          <tr data-entry="main:buildLarge">
            <td className="art">
              <GainIcons gain={GAME.largeBuildingCost} />
            </td>
            <th>{t('ruleBook.turn.buildLarge')}</th>
            <td>{t('ruleBook.turn.buildLargeText', { cost: describeGain(GAME.largeBuildingCost) })}</td>
          </tr>
          <tr data-entry="main:retire">
            <td className="art">
              {REFERENCE_EDITION.taverns.map((tavern) => (
                <span key={tavern.tavern} className="tavern-badge">
                  T{tavern.tavern}
                </span>
              ))}
            </td>
            <th>{t('ruleBook.turn.retire')}</th>
            <td>{t('ruleBook.turn.retireText')}</td>
          </tr>
        </tbody>
      </table>
      <h4>{t('ruleBook.turn.freeTitle')}</h4>
      <p>{t('ruleBook.turn.freeIntro')}</p>
      <table className="rules-table">
        <tbody>
          <tr data-entry="free:worker">
            <td className="art">
              <GameIcon kind="worker" />
            </td>
            <th>{t('ruleBook.turn.worker')}</th>
            <td>{t('ruleBook.turn.workerText')}</td>
          </tr>
          <tr data-entry="free:sell">
            <td className="art">
              <GameIcon kind="fish" />
            </td>
            <th>{t('ruleBook.turn.sell')}</th>
            <td>{t('ruleBook.turn.sellText', { prices: tierPrices() })}</td>
          </tr>
          <tr data-entry="free:improve">
            <td className="art">
              <GameIcon kind="improve" />
            </td>
            <th>{t('ruleBook.turn.improve')}</th>
            <td>{t('ruleBook.turn.improveText', { fish: amount('fish', GAME.freeImproveFish) })}</td>
          </tr>
          <tr data-entry="free:downgrade">
            <td className="art" />
            <th>{t('ruleBook.turn.downgrade')}</th>
            <td>{t('ruleBook.turn.downgradeText')}</td>
          </tr>
          <tr data-entry="free:overboard">
            <td className="art">
              <GameIcon kind="boat" />
            </td>
            <th>{t('ruleBook.turn.overboard')}</th>
            <td>{t('ruleBook.turn.overboardText')}</td>
          </tr>
        </tbody>
      </table>
    </>
  );
}

export function DiceSection(): React.JSX.Element {
  const { t } = useTranslation();
  const aside = amount('fish', GAME.setAsideFish);
  return (
    <>
      <p>{t('ruleBook.dice.intro')}</p>
      <table className="rules-table compact">
        <thead>
          <tr>
            <th>{t('ruleBook.dice.round')}</th>
            <th>{t('ruleBook.dice.white')}</th>
            <th>{t('ruleBook.dice.orange')}</th>
            <th>{t('ruleBook.dice.take')}</th>
          </tr>
        </thead>
        <tbody>
          {rounds.map((round) => (
            <tr key={round} data-entry={`round:${round}`}>
              <th>{round}</th>
              <td>{GAME.whiteDicePerPlayer}</td>
              <td>{orangePerPlayer(round)}</td>
              <td>{t('ruleBook.dice.limit', { white: GAME.whiteLimitPerRound, orange: orangePerPlayer(round) })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('ruleBook.dice.turning', { fish: amount('fish', GAME.fishPerPip) })}</p>
      <div className="rules-figures">
        <figure data-entry="die:white">
          <DieSvg colour="white" value={4} size={34} />
          <figcaption>
            <Trans i18nKey="ruleBook.dice.whiteEnters" components={{ b: <b />, i: <i /> }} />
          </figcaption>
        </figure>
        <figure data-entry="die:orange">
          <DieSvg colour="orange" value={2} size={34} />
          <figcaption>
            <Trans i18nKey="ruleBook.dice.orangeEnters" components={{ b: <b />, i: <i /> }} />
          </figcaption>
        </figure>
      </div>
      <p>{t('ruleBook.dice.chain', { aside })}</p>
    </>
  );
}
