import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { de } from './de';
import { en } from './en';
import { pt } from './pt';

/**
 * The UI's languages (DESIGN.md: i18next with react-i18next): English, German and Portuguese, the languages of the
 * game's printed texts. Every catalog is bundled and i18next is initialised synchronously when this module is
 * evaluated (initAsync: false, no backend, no language detector): the first frame already has its text, nothing is
 * fetched (the desktop app's CSP allows no such request), and no key is ever shown in place of its text. The language
 * starts as the system's (navigator.languages) and follows the player's setting once it is read (applyLanguage).
 *
 * Components import useTranslation and Trans from this module, not from react-i18next, so that rendering any of them
 * (in the app or alone in a unit test) has evaluated the initialisation first.
 */
export const LANGUAGES = ['en', 'de', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

export const resources = {
  en: { translation: en },
  de: { translation: de },
  pt: { translation: pt },
} as const;

/** Each language's name in itself, as the language setting lists them. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', de: 'Deutsch', pt: 'Português' };

const isLanguage = (code: string): code is Language => (LANGUAGES as readonly string[]).includes(code);

/** The first of the system's preferred languages the UI has ('pt-BR' is Portuguese), else English. */
export function systemLanguage(preferred: readonly string[] = systemPreferences()): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    if (isLanguage(base)) return base;
  }
  return 'en';
}

function systemPreferences(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: systemLanguage(),
  fallbackLng: 'en',
  supportedLngs: LANGUAGES,
  resources,
  initAsync: false,
  // React escapes what it renders; escaping here too would show entities such as &amp; in the text.
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The language a setting asks for: one of the UI's, or 'system' for the system's own. */
export type LanguageSetting = Language | 'system';

/** Switches every text to the language the setting names, at once (components re-render, the table redraws). */
export function applyLanguage(setting: LanguageSetting): void {
  const language = setting === 'system' ? systemLanguage() : setting;
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

/** The language being shown now. */
export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'en');

export { Trans, useTranslation } from 'react-i18next';
