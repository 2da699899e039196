// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NEW_PROFILE, type PlayedGame, type Profile } from '../../../../engine/formats/index';
import { createRecordStorage } from '../../platform/recordStorage';
import { memoryTextStore } from '../../platform/textStore';
import { LANGUAGES, i18n, loadLanguage } from '../../i18n';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { HISTORY_PAGE_SIZE, StatisticsScreen } from './StatisticsScreen';

beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

function played(day: number, score: number, extra: Partial<PlayedGame> = {}): PlayedGame {
  return {
    finishedAt: `2026-11-${String(day).padStart(2, '0')}T18:00:00.000Z`,
    mode: 'quickSolo',
    challenge: null,
    winner: 0,
    medal: null,
    assisted: false,
    seats: [{ name: 'Player', kind: 'human', bot: null, score }],
    edition: 2,
    variant: 'basic',
    villageSide: 'common',
    ...extra,
  };
}

async function shown(profile: Profile | 'damaged'): Promise<HTMLElement> {
  const store = memoryTextStore();
  const storage = createRecordStorage(store);
  if (profile === 'damaged') await store.put('profile', '{"schemaVersion": 3, "trunc');
  else await storage.writeProfile(profile);
  const page = render(<StatisticsScreen storage={storage} onBack={() => undefined} />).container;
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return page;
}

const rows = (page: HTMLElement): Element[] => [...page.querySelectorAll('[data-testid="history-row"]')];
const scores = (page: HTMLElement): string[] =>
  rows(page).map((row) => row.querySelector('[data-testid="history-score"]')?.textContent ?? '');
const seats = (row: Element | undefined): Element[] => [
  ...(row?.querySelectorAll('[data-testid="history-seat"]') ?? []),
];
/** What each seat of a row reads: its name (with a bot's level) and its score, as one phrase. */
const seatTexts = (row: Element | undefined): string[] =>
  seats(row).map((seat) => seat.querySelector('[data-testid="history-seat-text"]')?.textContent ?? '');
/** Which seats of a row carry the winner's mark, named for a screen reader. */
const winnerMarks = (row: Element | undefined): boolean[] =>
  seats(row).map((seat) => seat.querySelector(`[aria-label="${i18n.t('stats.winner')}"]`) !== null);

const versusGame = (): PlayedGame =>
  played(3, 55, {
    mode: 'versus',
    winner: 1,
    seats: [
      { name: 'Astrid', kind: 'human', bot: null, score: 55 },
      { name: 'Bjørn', kind: 'bot', bot: 'hard', score: 61 },
    ],
  });

describe('the Statistics screen', () => {
  it('says there is no finished game yet, with no bests, for a new profile', async () => {
    const page = await shown(NEW_PROFILE);
    expect(page.querySelector('[data-testid="stats-empty"]')?.textContent).toBe(i18n.t('stats.empty'));
    expect(rows(page)).toHaveLength(0);
    expect(page.querySelector('[data-testid="stats-best-solo"]')?.textContent).toBe('—');
  });

  it('lists the history newest first, with each game’s score, medal or assisted mark, and the bests', async () => {
    const profile: Profile = {
      ...NEW_PROFILE,
      history: [played(1, 70, { medal: 'bronze' }), played(2, 130, { assisted: true }), versusGame()],
      bests: { soloScore: 70, versusScore: 55 },
      medals: { bronze: 1, silver: 0, gold: 0, fjordMaster: 0 },
    };
    const page = await shown(profile);
    expect(scores(page)).toEqual(['55', '130', '70']);
    expect(rows(page).map((row) => row.getAttribute('data-assisted'))).toEqual(['false', 'true', 'false']);
    expect(rows(page)[1]?.querySelector('[data-testid="history-medal"]')?.textContent).toBe(i18n.t('stats.assisted'));
    expect(rows(page)[2]?.querySelector('[data-testid="history-medal"]')?.getAttribute('data-medal')).toBe('bronze');
    expect(page.querySelector('[data-testid="stats-best-solo"]')?.textContent).toBe('70');
    expect(page.querySelector('[data-testid="stats-best-versus"]')?.textContent).toBe('55');
    expect(page.querySelector('[data-testid="stats-medals-bronze"]')?.textContent).toContain('1');
  });

  // The history lists each game's seats with their scores; a solo seat read "Player 18", a name.
  it('reads each seat as its name, a bot’s level, and its score in VP, and marks the winner of a versus game', async () => {
    const page = await shown({ ...NEW_PROFILE, history: [played(1, 18), versusGame()] });
    expect(seatTexts(rows(page)[1])).toEqual(['\u2068Player\u2069 · 18 VP']);
    expect(winnerMarks(rows(page)[1])).toEqual([false]);
    expect(seatTexts(rows(page)[0])).toEqual(['\u2068Astrid\u2069 · 55 VP', '\u2068Bjørn\u2069 (Bot — hard) · 61 VP']);
    expect(winnerMarks(rows(page)[0])).toEqual([false, true]);
  });
});

describe('the Statistics screen in other languages, over pages, and for a damaged profile', () => {
  it('says the seats in German and Portuguese with their own word for VP and their own number format', async () => {
    const history = [played(1, 1), played(2, 1234), versusGame()];
    const expected = {
      de: [
        ['\u2068Player\u2069 · 1 SP'],
        ['\u2068Player\u2069 · 1.234 SP'],
        ['\u2068Astrid\u2069 · 55 SP', '\u2068Bjørn\u2069 (Bot – schwer) · 61 SP'],
      ],
      pt: [
        ['\u2068Player\u2069 · 1 PV'],
        ['\u2068Player\u2069 · 1.234 PV'],
        ['\u2068Astrid\u2069 · 55 PV', '\u2068Bjørn\u2069 (Bot — difícil) · 61 PV'],
      ],
    } as const;
    for (const language of ['de', 'pt'] as const) {
      await i18n.changeLanguage(language);
      const page = await shown({ ...NEW_PROFILE, history });
      expect(rows(page).map(seatTexts).reverse()).toEqual(expected[language]);
      expect(winnerMarks(rows(page)[0])).toEqual([false, true]);
      cleanup();
    }
  });

  it('pages through a long history', async () => {
    const history = Array.from({ length: HISTORY_PAGE_SIZE + 3 }, (_, i) => played(i + 1, i));
    const page = await shown({ ...NEW_PROFILE, history });
    expect(scores(page)).toHaveLength(HISTORY_PAGE_SIZE);
    expect(scores(page)[0]).toBe(String(HISTORY_PAGE_SIZE + 2));
    fireEvent.click(screen.getByTestId('stats-older'));
    expect(scores(page)).toEqual(['2', '1', '0']);
    expect(page.querySelector('[data-testid="stats-page"]')?.textContent).toBe(
      i18n.t('stats.page', { page: 2, pages: 2 }),
    );
  });

  it('says a damaged profile cannot be read, rather than showing it as empty', async () => {
    const page = await shown('damaged');
    expect(page.querySelector('[role="alert"]')?.textContent).toMatch(/damaged|cannot/i);
    expect(page.querySelector('[data-testid="stats-empty"]')).toBeNull();
  });
});
