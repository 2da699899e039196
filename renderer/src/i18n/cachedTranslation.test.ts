import i18next, { type i18n as I18n } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { cacheTranslations } from './cachedTranslation';

/** A small instance like the app's: English and German, a plural, an interpolation; t cached. */
function instance(): { i18n: I18n; lookups: () => number } {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: {
      en: {
        translation: {
          fish_one: '{{count}} fish',
          fish_other: '{{count}} fish',
          hello: 'Hello, {{name}}',
          only: 'English only',
        },
      },
      de: { translation: { fish_one: '{{count}} Fisch', fish_other: '{{count}} Fische', hello: 'Hallo, {{name}}' } },
    },
  });
  const translator = (i18n as unknown as { translator: { translate: (...args: unknown[]) => unknown } }).translator;
  const spy = vi.spyOn(translator, 'translate');
  cacheTranslations(i18n);
  return { i18n, lookups: () => spy.mock.calls.length };
}

const t = (i18n: I18n, key: string, options?: Record<string, unknown>): string =>
  (i18n.t as (key: string, options?: Record<string, unknown>) => string)(key, options);

describe('cached translations (the same text as i18next gives, looked up once)', () => {
  it('answers a call made before from memory, with the same text', () => {
    const { i18n, lookups } = instance();
    expect(t(i18n, 'fish', { count: 2 })).toBe('2 fish');
    expect(t(i18n, 'fish', { count: 2 })).toBe('2 fish');
    expect(t(i18n, 'hello', { name: 'Bjørn' })).toBe('Hello, Bjørn');
    expect(t(i18n, 'hello', { name: 'Bjørn' })).toBe('Hello, Bjørn');
    expect(lookups()).toBe(2);
  });

  it('keeps calls apart by every option, and a number apart from the same digits as a string', () => {
    const { i18n } = instance();
    expect(t(i18n, 'fish', { count: 1 })).toBe('1 fish');
    expect(t(i18n, 'hello', { name: 'Ada' })).toBe('Hello, Ada');
    expect(t(i18n, 'hello', { name: 'Eva' })).toBe('Hello, Eva');
    expect(t(i18n, 'hello', { name: 1 })).toBe('Hello, 1');
    expect(t(i18n, 'hello', { name: '1' })).toBe('Hello, 1');
    expect(t(i18n, 'fish', { count: 1, lng: 'de' })).toBe('1 Fisch');
    expect(t(i18n, 'fish', { count: 1 })).toBe('1 fish');
  });

  it('remembers a text for its language: a German page never shows a remembered English text', async () => {
    const { i18n } = instance();
    expect(t(i18n, 'fish', { count: 3 })).toBe('3 fish');
    await i18n.changeLanguage('de');
    expect(t(i18n, 'fish', { count: 3 })).toBe('3 Fische');
    expect(t(i18n, 'only')).toBe('English only');
    await i18n.changeLanguage('en');
    expect(t(i18n, 'fish', { count: 3 })).toBe('3 fish');
  });

  it('forgets every text when a catalog is added, so a newly loaded text is shown', () => {
    const { i18n } = instance();
    expect(t(i18n, 'only')).toBe('English only');
    i18n.addResourceBundle('en', 'translation', { only: 'Replaced' }, true, true);
    expect(t(i18n, 'only')).toBe('Replaced');
  });

  it('looks a call up every time when an option is not a plain value', () => {
    const { i18n, lookups } = instance();
    const name = { toString: () => 'Ada' };
    t(i18n, 'hello', { name });
    t(i18n, 'hello', { name });
    expect(lookups()).toBe(2);
  });
});
