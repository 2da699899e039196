import type { Settings } from '../../platform/storage';
import { LANGUAGES, LANGUAGE_NAMES, systemLanguage, useTranslation } from '../../i18n';
import { UI_SCALES } from '../../../../engine/formats/index';
import { CheckField, ChoiceField } from '../fields';

interface FieldsProps {
  readonly settings: Settings;
  readonly onChange: (settings: Settings) => void;
}

/** How fast the table animates and the bots move. */
function PaceFields({ settings, onChange }: FieldsProps): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <>
      <ChoiceField
        label={t('settings.animationSpeed')}
        testId="setting-speed"
        value={settings.animationSpeed}
        choices={[
          ['slow', t('settings.speedSlow')],
          ['normal', t('settings.speedNormal')],
          ['fast', t('settings.speedFast')],
          ['instant', t('settings.speedInstant')],
        ]}
        onChoose={(animationSpeed) => onChange({ ...settings, animationSpeed })}
      />
      <ChoiceField
        label={t('pace.botSpeed')}
        testId="setting-bot-speed"
        value={settings.botSpeed}
        choices={[
          ['slow', t('pace.botSpeedSlow')],
          ['normal', t('pace.botSpeedNormal')],
          ['fast', t('pace.botSpeedFast')],
          ['instant', t('pace.botSpeedInstant')],
        ]}
        onChoose={(botSpeed) => onChange({ ...settings, botSpeed })}
      />
    </>
  );
}

/** Motion, palette and sound. */
function ComfortFields({ settings, onChange }: FieldsProps): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <>
      <CheckField
        label={t('settings.reducedMotion')}
        testId="setting-reduced-motion"
        checked={settings.reducedMotion}
        onToggle={(reducedMotion) => onChange({ ...settings, reducedMotion })}
      />
      <CheckField
        label={t('settings.highContrast')}
        testId="setting-colour-blind"
        checked={settings.colourBlindPalette}
        onToggle={(colourBlindPalette) => onChange({ ...settings, colourBlindPalette })}
      />
      <CheckField
        label={t('settings.sound')}
        testId="setting-sound"
        checked={settings.sound}
        onToggle={(sound) => onChange({ ...settings, sound })}
      />
      <label className="field">
        {t('settings.volume', { volume: settings.volume })}
        <input
          type="range"
          data-testid="setting-volume"
          min={0}
          max={1}
          step={0.05}
          value={settings.volume}
          disabled={!settings.sound}
          onChange={(e) => onChange({ ...settings, volume: Number(e.target.value) })}
        />
      </label>
    </>
  );
}

/** The language of every word, and the size of the page's text and controls. */
function ReadingFields({ settings, onChange }: FieldsProps): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <>
      <ChoiceField<Settings['language']>
        label={t('settings.language')}
        testId="setting-language"
        value={settings.language}
        choices={[
          ['system', t('settings.languageSystem', { language: LANGUAGE_NAMES[systemLanguage()] })],
          ...LANGUAGES.map((language) => [language, LANGUAGE_NAMES[language], language] as const),
        ]}
        onChoose={(language) => onChange({ ...settings, language })}
      />
      <ChoiceField
        label={t('settings.uiScale')}
        testId="setting-ui-scale"
        value={String(settings.uiScale)}
        choices={UI_SCALES.map(
          (scale) => [String(scale), t('settings.uiScaleOption', { percent: Math.round(scale * 100) })] as const,
        )}
        onChoose={(chosen) =>
          onChange({ ...settings, uiScale: UI_SCALES.find((scale) => String(scale) === chosen) ?? 1 })
        }
      />
    </>
  );
}

/** The settings, each change handed on at once (the menu's screen, and the table's settings panel). */
export function SettingsForm({
  settings,
  onChange,
  onBack,
}: FieldsProps & { readonly onBack: () => void }): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <main className="menu" data-testid="settings">
      <h2>{t('settings.title')}</h2>
      <PaceFields settings={settings} onChange={onChange} />
      <ComfortFields settings={settings} onChange={onChange} />
      <ReadingFields settings={settings} onChange={onChange} />
      <button type="button" data-testid="settings-back" onClick={onBack}>
        {t('common.back')}
      </button>
    </main>
  );
}
