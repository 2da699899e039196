import type { data } from '../game/engine';
import { useTranslation } from '../i18n';

/** The new-game form's table rules (RULES §14.3): each off unless the players switch it on. */
export function TableRulesOptions({ rules, onChange }: {
  readonly rules: data.TableRules;
  readonly onChange: (rules: data.TableRules) => void;
}): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <fieldset className="field table-rules" data-testid="table-rules">
      <legend>{t('tableRules.title')}</legend>
      <label title={t('tableRules.passOccupiedHelp')}>
        <input type="checkbox" data-testid="rule-pass-occupied" checked={rules.passOccupied} onChange={(e) => onChange({ ...rules, passOccupied: e.target.checked })} />
        {t('tableRules.passOccupied')}
      </label>
      <label title={t('tableRules.openCratesHelp')}>
        <input type="checkbox" data-testid="rule-open-crates" checked={rules.openCrates} onChange={(e) => onChange({ ...rules, openCrates: e.target.checked })} />
        {t('tableRules.openCrates')}
      </label>
    </fieldset>
  );
}
