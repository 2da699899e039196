import type { i18n as I18n } from 'i18next';

/** The most texts kept at once; the cache starts afresh when it is full (a whole game asks for far fewer). */
const MAX_TEXTS = 5000;

/**
 * The cache key of one call of t: its language, key and options, or null when an option is not a plain value (an
 * object, an array, a function), for which the text is looked up every time. A number and the same digits as a
 * string are different keys: plurals are chosen by numbers only.
 */
function cacheKey(language: string, key: unknown, options: unknown): string | null {
  if (typeof key !== 'string') return null;
  let text = `${language}\u0001${key}`;
  if (options === undefined) return text;
  if (typeof options !== 'object' || options === null) return null;
  for (const [name, value] of Object.entries(options)) {
    if ((typeof value === 'object' && value !== null) || typeof value === 'function') return null;
    text += `\u0001${name}\u0002${typeof value}\u0002${String(value)}`;
  }
  return text;
}

/**
 * A t for `instance` that answers a call it has answered before from memory, leaving the instance as it is. i18next
 * resolves a key again on every call (its separators, the fallback languages, the plural form, the interpolation):
 * tens of microseconds each, and the table asks for the same few hundred texts (a building's name, "2 fish") for its
 * tooltips and labels at every change of the game, about ninety calls in a hundred already made. A text is remembered
 * for the language it was asked in, and the cache is emptied when a catalog is added or removed, so it never answers
 * with a text the catalogs no longer give.
 */
export function cachingTranslator(instance: I18n): I18n['t'] {
  // TFunction is a branded set of typed overloads; the cache only passes its calls on, so it sees them untyped.
  const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => unknown;
  const texts = new Map<string, unknown>();
  const forget = (): void => texts.clear();
  instance.store.on('added', forget);
  instance.store.on('removed', forget);
  const cached = (key: unknown, options?: unknown, ...rest: unknown[]): unknown => {
    const id = rest.length === 0 ? cacheKey(instance.language, key, options) : null;
    if (id === null) return translate(key, options, ...rest);
    if (texts.has(id)) return texts.get(id);
    const text = translate(key, options);
    if (texts.size >= MAX_TEXTS) texts.clear();
    texts.set(id, text);
    return text;
  };
  return cached as unknown as I18n['t'];
}
