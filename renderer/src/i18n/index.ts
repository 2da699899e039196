import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';

/**
 * The UI's languages (DESIGN.md: i18next with react-i18next, English first). The catalog is bundled and i18next is
 * initialised synchronously when this module is evaluated (initAsync: false, no backend, no language detector): the
 * first frame already has its text, nothing is fetched (the desktop app's CSP allows no such request), and no key is
 * ever shown in place of its text.
 *
 * Converted so far: the UI chrome (see en.ts). Text generated from engine data — game/describe.ts, the rule
 * reference's sections (ui/rules/*Sections.tsx), the labels and tooltips ui/hitTargets.ts builds from data, the
 * engine's prompts — is still English in code; moving it here, with interpolation, is the next step.
 *
 * Components import useTranslation and Trans from this module, not from react-i18next, so that rendering any of them
 * (in the app or alone in a unit test) has evaluated the initialisation first.
 */
export const resources = { en: { translation: en } } as const;

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources,
  initAsync: false,
  // React escapes what it renders; escaping here too would show entities such as &amp; in the text.
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { Trans, useTranslation } from 'react-i18next';
