// @vitest-environment happy-dom
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { BOT_LEVELS, isBotLevel } from '../../../engine/bots/index';
import { LANGUAGES, applyLanguage } from '../i18n';
import { cleanup, render } from '@testing-library/react';
import { SeatKindOptions } from './SeatKindOptions';

afterEach(cleanup);
afterAll(() => applyLanguage('en'));

const optionsShown = (): { readonly value: string; readonly text: string }[] => {
  const page = render(
    <select>
      <SeatKindOptions />
    </select>,
  ).container;
  return [...page.querySelectorAll('option')].map((option) => ({
    value: option.value,
    text: option.textContent ?? '',
  }));
};

describe('who plays a seat (the new-game form and "play on")', () => {
  it('offers a person and every bot level but the random one, the expert level included', () => {
    const shown = optionsShown();
    expect(shown.map((option) => option.value)).toEqual(['human', ...BOT_LEVELS.filter((level) => level !== 'random')]);
    expect(shown.slice(1).every((option) => isBotLevel(option.value))).toBe(true);
    expect(shown.at(-1)).toEqual({ value: 'expert', text: 'Bot — expert' });
  });

  it('names every choice in each language, each differently', async () => {
    for (const language of LANGUAGES) {
      await applyLanguage(language);
      const texts = optionsShown().map((option) => option.text);
      expect(new Set(texts).size).toBe(texts.length);
      expect(texts.every((text) => text.length > 0 && !text.includes('newGame.'))).toBe(true);
      cleanup();
    }
  });
});
