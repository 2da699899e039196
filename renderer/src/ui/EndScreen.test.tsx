// @vitest-environment happy-dom
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildHistory } from '../../../engine/session';
import { createGame, data, finalScore, type GameSetup, type GameState } from '../game/engine';
import { LANGUAGES, applyLanguage, i18n } from '../i18n';
import { medalName } from '../game/names';
import type { SeatLook } from '../scene/model';
import { EndScreen } from './Overlays';
import { ResultScreen } from './campaign/ResultScreen';
import { cleanup, render } from '@testing-library/react';

afterEach(cleanup);

const SETUP: GameSetup = {
  seats: [{ name: 'Astrid', kind: 'human' }],
  seed: 'end-screen',
  edition: 1,
  villageSide: 'common',
  variant: 'basic',
};
const SEATS: SeatLook[] = [{ name: 'Astrid', colour: 0xd04a3a, shape: 'circle', bot: false }];

/** A solo game ended far above Fjord master: graded, it earns the top medal. */
function finishedHigh(): GameState {
  const game = createGame(SETUP);
  return {
    ...game,
    phase: 'over',
    players: game.players.map((player) => ({ ...player, score: data.MEDAL_THRESHOLDS.fjordMaster + 10 })),
  };
}

function showEndScreen(assisted: boolean, ungraded?: string): HTMLElement {
  const noop = (): void => undefined;
  return render(
    <EndScreen
      state={finishedHigh()}
      history={buildHistory(SETUP, [])}
      seats={SEATS}
      assisted={assisted}
      onMenu={noop}
      onClose={noop}
      {...(ungraded ? { ungraded } : {})}
    />,
  ).container;
}

describe('the end screen of a finished solo game (a finished game reopened from the load list)', () => {
  it('names the medal a graded game earned', () => {
    expect(finalScore(finishedHigh()).solo?.medal).toBe('fjordMaster');
    const medal = showEndScreen(false).querySelector('[data-testid="medal"]');
    expect(medal?.textContent).toBe(i18n.t('endScreen.medal', { medal: medalName('fjordMaster') }));
  });

  it('RULES §13.4: an assisted game shows no medal and marks no threshold as earned', () => {
    const page = showEndScreen(true);
    expect(page.querySelector('[data-testid="medal"]')?.textContent).toBe(i18n.t('assisted.headline'));
    expect(page.querySelector('[data-testid="medal"]')?.getAttribute('data-assisted')).toBe('true');
    expect(page.querySelectorAll('.thresholds .earned')).toHaveLength(0);
  });

  it('RULES §13.4: a game that earns nothing whatever its score (the tutorial) says so instead of a medal and thresholds', () => {
    const note = i18n.t('tutorial.practice');
    const page = showEndScreen(false, note);
    expect(page.querySelector('[data-testid="solo-result"]')?.textContent).toBe(note);
    expect(page.querySelector('[data-testid="medal"]')).toBeNull();
    for (const medal of data.MEDALS) expect(page.textContent).not.toContain(medalName(medal));
  });
});

describe('the score categories (RULES §12) have one set of names', () => {
  afterAll(() => applyLanguage('en'));
  /** The row headings of a score table, without its total. */
  const headings = (table: Element | null | undefined): string[] =>
    [...(table?.querySelectorAll('tbody tr:not(.total) th') ?? [])].map((cell) => cell.textContent ?? '');

  for (const language of LANGUAGES) {
    it(`${language}: the end screen and the campaign's result screen name them alike`, async () => {
      await applyLanguage(language);
      const end = headings(showEndScreen(false).querySelector('.score-table'));
      cleanup();
      const state = finishedHigh();
      const score = finalScore(state).players[0];
      if (!score) throw new Error('a finished solo game has one score');
      const noop = (): void => undefined;
      const result = headings(
        render(
          <ResultScreen
            outcome={{
              score,
              medal: null,
              thresholds: data.MEDAL_THRESHOLDS,
              task: null,
              taskMet: false,
              challenge: null,
              assisted: false,
              botPlayed: false,
              newBestScore: false,
              newBestMedal: false,
              newStar: false,
              unlocked: null,
            }}
            motion={{ speed: 'instant', reducedMotion: true }}
            progress={null}
            onCampaign={noop}
            onNext={noop}
            onPlayAgain={noop}
            onMenu={noop}
          />,
        ).container.querySelector('[data-testid="result-categories"]'),
      );
      expect(end).toHaveLength(7);
      expect(result).toEqual(end);
    });
  }
});
