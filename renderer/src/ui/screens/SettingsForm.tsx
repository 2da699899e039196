import type { Settings } from '../../platform/storage';
import { LANGUAGES, LANGUAGE_NAMES, systemLanguage, useTranslation } from '../../i18n';
import { UI_SCALES } from '../../../../engine/formats/index';

interface FieldsProps {
  readonly settings: Settings;
  readonly onChange: (settings: Settings) => void;
}

/** How fast the table animates and the bots move. */
function PaceFields({ settings, onChange }: FieldsProps): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <>
      <label className="field">
        {t('settings.animationSpeed')}
        <select
          data-testid="setting-speed"
          value={settings.animationSpeed}
          onChange={(e) => onChange({ ...settings, animationSpeed: e.target.value as Settings['animationSpeed'] })}
        >
          <option value="slow">{t('settings.speedSlow')}</option>
          <option value="normal">{t('settings.speedNormal')}</option>
          <option value="fast">{t('settings.speedFast')}</option>
          <option value="instant">{t('settings.speedInstant')}</option>
        </select>
      </label>
      <label className="field">
        {t('pace.botSpeed')}
        <select
          data-testid="setting-bot-speed"
          value={settings.botSpeed}
          onChange={(e) => onChange({ ...settings, botSpeed: e.target.value as Settings['botSpeed'] })}
        >
          <option value="slow">{t('pace.botSpeedSlow')}</option>
          <option value="normal">{t('pace.botSpeedNormal')}</option>
          <option value="fast">{t('pace.botSpeedFast')}</option>
          <option value="instant">{t('pace.botSpeedInstant')}</option>
        </select>
      </label>
    </>
  );
}

/** Motion, palette and sound. */
function ComfortFields({ settings, onChange }: FieldsProps): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <>
      <label className="check">
        <input
          type="checkbox"
          data-testid="setting-reduced-motion"
          checked={settings.reducedMotion}
          onChange={(e) => onChange({ ...settings, reducedMotion: e.target.checked })}
        />{' '}
        {t('settings.reducedMotion')}
      </label>
      <label className="check">
        <input
          type="checkbox"
          data-testid="setting-colour-blind"
          checked={settings.colourBlindPalette}
          onChange={(e) => onChange({ ...settings, colourBlindPalette: e.target.checked })}
        />{' '}
        {t('settings.highContrast')}
      </label>
      <label className="check">
        <input
          type="checkbox"
          data-testid="setting-sound"
          checked={settings.sound}
          onChange={(e) => onChange({ ...settings, sound: e.target.checked })}
        />{' '}
        {t('settings.sound')}
      </label>
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
      <label className="field">
        {t('settings.language')}
        <select
          data-testid="setting-language"
          value={settings.language}
          onChange={(e) => onChange({ ...settings, language: e.target.value as Settings['language'] })}
        >
          <option value="system">{t('settings.languageSystem', { language: LANGUAGE_NAMES[systemLanguage()] })}</option>
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        {t('settings.uiScale')}
        <select
          data-testid="setting-ui-scale"
          value={String(settings.uiScale)}
          onChange={(e) =>
            onChange({ ...settings, uiScale: UI_SCALES.find((scale) => String(scale) === e.target.value) ?? 1 })
          }
        >
          {UI_SCALES.map((scale) => (
            <option key={scale} value={String(scale)}>
              {t('settings.uiScaleOption', { percent: Math.round(scale * 100) })}
            </option>
          ))}
        </select>
      </label>
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
