import { editionOf, tableRulesOf, type GameSetup } from '../game/engine';
import { useTranslation } from '../i18n';

/** What a game was set up with and the rules do not show on the table: its data edition and table rules (RULES §14.3, §16). */
export function GameInfo({ setup }: { setup: GameSetup }): React.JSX.Element {
  const { t } = useTranslation();
  const rules = tableRulesOf(setup);
  const on = [
    ...(rules.passOccupied ? [t('tableRules.passOccupied')] : []),
    ...(rules.openCrates ? [t('tableRules.openCrates')] : []),
  ];
  return (
    <section className="game-info" data-testid="game-info" aria-label={t('gameInfo.label')}>
      <h3>{t('gameInfo.label')}</h3>
      <p data-testid="game-info-edition">{t('gameInfo.edition', { edition: editionOf(setup) })}</p>
      <p data-testid="game-info-table-rules">
        {on.length > 0 ? t('gameInfo.tableRules', { rules: on.join(', ') }) : t('gameInfo.noTableRules')}
      </p>
    </section>
  );
}
