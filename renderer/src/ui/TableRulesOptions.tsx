import { data } from '../game/engine';
import { useTranslation } from '../i18n';

/** The browser specs' handles on each rule's checkbox. */
const RULE_TEST_IDS: Readonly<Record<keyof data.TableRules, string>> = {
  passOccupied: 'rule-pass-occupied',
  openCrates: 'rule-open-crates',
};

/** The new-game form's table rules (RULES §14.3): each off unless the players switch it on. */
export function TableRulesOptions({
  rules,
  onChange,
}: {
  readonly rules: data.TableRules;
  readonly onChange: (rules: data.TableRules) => void;
}): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <fieldset className="field table-rules" data-testid="table-rules">
      <legend>{t('tableRules.title')}</legend>
      {data.TABLE_RULE_IDS.map((id) => (
        <label key={id} title={t(`tableRules.${id}Help`)}>
          <input
            type="checkbox"
            data-testid={RULE_TEST_IDS[id]}
            checked={rules[id]}
            onChange={(e) => onChange({ ...rules, [id]: e.target.checked })}
          />
          {t(`tableRules.${id}`)}
        </label>
      ))}
    </fieldset>
  );
}
