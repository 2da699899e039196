import type { en } from './en';

/** Types t() and <Trans> against the English catalog: a key that is not in it is a type error. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
