import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation as useReactTranslation } from 'react-i18next';
import { cachingTranslator } from './cachedTranslation';
import type { CatalogShape } from './catalog';
import { en } from './en';

/**
 * The UI's languages (DESIGN.md: i18next with react-i18next): English, German and Portuguese, the languages of the
 * game's printed texts. i18next is initialised synchronously when this module is evaluated (initAsync: false, no
 * backend, no language detector) with the English catalog, which is bundled with the page (it is every language's
 * fallback). The German and Portuguese catalogs are chunks of the app's own build, each imported the first time its
 * language is asked for (loadLanguage): a page shown in one language does not parse the other two's texts before its
 * first frame. applyLanguage switches only once the catalog is there, and main.tsx waits for the system's language
 * (navigator.languages) before the first render, the app for the setting's before the menu: no key and no text of
 * another language is ever shown in place of a text.
 *
 * Components import useTranslation and Trans from this module, not from react-i18next, so that rendering any of them
 * (in the app or alone in a unit test) has evaluated the initialisation first. Code asks for its texts with this
 * module's t (components with useTranslation's), which remembers what i18next answered (cachedTranslation.ts).
 */
export const LANGUAGES = ['en', 'de', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The catalogs that are not bundled with the page: each is fetched, from the app itself, when first asked for. */
const CATALOG_CHUNKS: Readonly<Record<Exclude<Language, 'en'>, () => Promise<CatalogShape<typeof en>>>> = {
  de: () => import('./de').then((module) => module.de),
  pt: () => import('./pt').then((module) => module.pt),
};

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

export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: LANGUAGES,
  resources: { en: { translation: en } },
  initAsync: false,
  // React escapes what it renders; escaping here too would show entities such as &amp; in the text.
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The app's t: i18next's own, answering a call made before from memory (cachedTranslation.ts). */
export const t: I18n['t'] = cachingTranslator(i18n);

/**
 * The t components are given, one function per language: it answers as `t` does, and is a new function when the
 * language changes, as react-i18next's is, so that a memo or an effect that depends on t runs again.
 */
const componentTranslators = new Map<string, I18n['t']>();

function componentTranslator(language: string): I18n['t'] {
  const known = componentTranslators.get(language);
  if (known) return known;
  // The overloads of TFunction cannot be spelled by a plain function: the calls are passed on to t unchanged.
  const passOn = (...args: unknown[]): unknown => (t as unknown as (...args: unknown[]) => unknown)(...args);
  const translator = passOn as unknown as I18n['t'];
  componentTranslators.set(language, translator);
  return translator;
}

/** A component's texts: the app's t and the instance; react-i18next's hook renders it again when the language changes. */
export function useTranslation(): { readonly t: I18n['t']; readonly i18n: I18n } {
  const { i18n: instance } = useReactTranslation();
  return { t: componentTranslator(instance.language), i18n };
}

/** The language a setting asks for: one of the UI's, or 'system' for the system's own. */
export type LanguageSetting = Language | 'system';

/** Makes i18next hold the language's catalog (importing its chunk the first time); English is always there. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  const catalog = await CATALOG_CHUNKS[language]();
  if (!i18n.hasResourceBundle(language, 'translation')) i18n.addResourceBundle(language, 'translation', catalog);
}

/** The language the last applyLanguage asked for: a catalog that arrives after a later choice does not switch. */
let wanted: Language = 'en';

/**
 * Switches every text to the language the setting names (components re-render, the table redraws): at once when its
 * catalog is loaded, else once it is; resolves when the switch is done.
 */
export async function applyLanguage(setting: LanguageSetting): Promise<void> {
  const language = setting === 'system' ? systemLanguage() : setting;
  wanted = language;
  if (!i18n.hasResourceBundle(language, 'translation')) await loadLanguage(language);
  if (wanted !== language) return;
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

/** The language being shown now. */
export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'en');

export { Trans } from 'react-i18next';
export { isolate } from './bidi';
