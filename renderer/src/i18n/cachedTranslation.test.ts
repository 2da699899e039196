import i18next, { type i18n as I18n } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { cachingTranslator } from './cachedTranslation';

/** A small instance like the app's: English and German, a plural, an interpolation; a caching t for it. */
function instance(): { i18n: I18n; t: Translate; lookups: () => number } {
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
  const t = cachingTranslator(i18n) as unknown as Translate;
  return { i18n, t, lookups: () => spy.mock.calls.length };
}

/** The calls the tests make, without TFunction's overloads typed against the app's catalog. */
type Translate = (key: string, options?: Record<string, unknown>) => string;

describe('cached translations (the same text as i18next gives, looked up once)', () => {
  it("leaves i18next's instance as it was: its own t still looks every call up", () => {
    const { i18n, t, lookups } = instance();
    expect(t('only')).toBe('English only');
    expect(t('only')).toBe('English only');
    expect(lookups()).toBe(1);
    const own = i18n.t.bind(i18n) as unknown as Translate;
    expect(own('only')).toBe('English only');
    expect(own('only')).toBe('English only');
    expect(lookups()).toBe(3);
  });

  it('answers a call made before from memory, with the same text', () => {
    const { t, lookups } = instance();
    expect(t('fish', { count: 2 })).toBe('2 fish');
    expect(t('fish', { count: 2 })).toBe('2 fish');
    expect(t('hello', { name: 'Bjørn' })).toBe('Hello, Bjørn');
    expect(t('hello', { name: 'Bjørn' })).toBe('Hello, Bjørn');
    expect(lookups()).toBe(2);
  });

  it('keeps calls apart by every option, and a number apart from the same digits as a string', () => {
    const { t } = instance();
    expect(t('fish', { count: 1 })).toBe('1 fish');
    expect(t('hello', { name: 'Ada' })).toBe('Hello, Ada');
    expect(t('hello', { name: 'Eva' })).toBe('Hello, Eva');
    expect(t('hello', { name: 1 })).toBe('Hello, 1');
    expect(t('hello', { name: '1' })).toBe('Hello, 1');
    expect(t('fish', { count: 1, lng: 'de' })).toBe('1 Fisch');
    expect(t('fish', { count: 1 })).toBe('1 fish');
  });

  it('remembers a text for its language: a German page never shows a remembered English text', async () => {
    const { i18n, t } = instance();
    expect(t('fish', { count: 3 })).toBe('3 fish');
    await i18n.changeLanguage('de');
    expect(t('fish', { count: 3 })).toBe('3 Fische');
    expect(t('only')).toBe('English only');
    await i18n.changeLanguage('en');
    expect(t('fish', { count: 3 })).toBe('3 fish');
  });

  it('forgets every text when a catalog is added, so a newly loaded text is shown', () => {
    const { i18n, t } = instance();
    expect(t('only')).toBe('English only');
    i18n.addResourceBundle('en', 'translation', { only: 'Replaced' }, true, true);
    expect(t('only')).toBe('Replaced');
  });

  it('looks a call up every time when an option is not a plain value', () => {
    const { t, lookups } = instance();
    const name = { toString: () => 'Ada' };
    t('hello', { name });
    t('hello', { name });
    expect(lookups()).toBe(2);
  });
});
