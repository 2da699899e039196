// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { data, type ScoreBreakdown } from '../../game/engine';
import type { SoloOutcome } from '../../game/campaign';
import type { MotionSettings } from '../../scene/model';
import { i18n } from '../../i18n';
import { cleanup, render } from '@testing-library/react';
import { ResultScreen } from './ResultScreen';

afterEach(cleanup);

const SCORE: ScoreBreakdown = {
  seat: 0,
  duringPlay: 60,
  boatTokens: 4,
  fish: 3,
  crates: 12,
  crateSets: 3,
  technology: 9,
  scoringTiles: 6,
  total: 97,
};

/** A result; assisted by a bot that played for the person, or (botPlayed false) by being practice. */
function outcome(assisted: boolean, botPlayed = assisted): SoloOutcome {
  return {
    score: SCORE,
    medal: assisted ? null : 'silver',
    thresholds: data.MEDAL_THRESHOLDS,
    task: null,
    taskMet: false,
    challenge: null,
    assisted,
    botPlayed,
    newBestScore: false,
    newBestMedal: false,
    newStar: false,
    unlocked: null,
  };
}

function showResultScreen(assisted: boolean, botPlayed = assisted): HTMLElement {
  const noop = (): void => undefined;
  return render(
    <ResultScreen
      outcome={outcome(assisted, botPlayed)}
      motion={{ speed: 'normal', reducedMotion: false }}
      progress={null}
      onCampaign={noop}
      onNext={noop}
      onPlayAgain={noop}
      onMenu={noop}
    />,
  ).container;
}

describe('the result screen’s medal ladder', () => {
  it('fills up to the score of a graded game', () => {
    const ladder = showResultScreen(false).querySelector('[data-testid="medal-ladder"]');
    expect(ladder?.getAttribute('data-assisted')).toBe('false');
    expect(ladder?.querySelector('.ladder-fill')).not.toBeNull();
  });

  it('RULES §13.4: an assisted game earns no medal, so its ladder is not filled and says why', () => {
    const ladder = showResultScreen(true).querySelector('[data-testid="medal-ladder"]');
    expect(ladder?.getAttribute('data-assisted')).toBe('true');
    expect(ladder?.querySelector('.ladder-fill')).toBeNull();
    expect(ladder?.textContent).toContain(i18n.t('assisted.noMedal'));
  });

  it('RULES §13.4: a game played on from a replay is practice, and says so, not that a bot played for the person', () => {
    const page = showResultScreen(true, false);
    expect(page.querySelector('[data-testid="medal-ladder"]')?.textContent).toContain(i18n.t('playOn.practiceNoMedal'));
    expect(page.querySelector('[data-testid="result-assisted"]')?.textContent).toBe(i18n.t('playOn.practiceExplained'));
    expect(page.textContent).not.toContain(i18n.t('assisted.noMedal'));
    expect(page.textContent).not.toContain(i18n.t('assisted.explained'));
  });
});

const noop = (): void => undefined;
const bronze: SoloOutcome = {
  score: {
    seat: 0,
    duringPlay: 40,
    boatTokens: 3,
    fish: 4,
    crates: 6,
    crateSets: 3,
    technology: 2,
    scoringTiles: 0,
    total: 58,
  },
  medal: 'bronze',
  thresholds: { bronze: 39, silver: 60, gold: 80, fjordMaster: 100 },
  task: null,
  taskMet: false,
  challenge: data.CAMPAIGN[0] ?? null,
  assisted: false,
  botPlayed: false,
  newBestScore: true,
  newBestMedal: true,
  newStar: false,
  unlocked: null,
};

function shown(outcome: SoloOutcome, motion: MotionSettings): HTMLElement {
  return render(
    <ResultScreen
      outcome={outcome}
      motion={motion}
      progress={null}
      onCampaign={noop}
      onNext={noop}
      onPlayAgain={noop}
      onMenu={noop}
    />,
  ).container;
}

describe('a medal earned is celebrated, as the animation settings allow', () => {
  it('celebrates the medal with its name, moving at normal speed', async () => {
    await i18n.changeLanguage('en');
    const page = shown(bronze, { speed: 'normal', reducedMotion: false });
    const celebration = page.querySelector('[data-testid="medal-celebration"]');
    expect(celebration?.getAttribute('data-still')).toBe('false');
    expect(celebration?.textContent).toBe('Bronze medal!');
  });

  it('with reduced motion: the same celebration, still (a static highlight)', () => {
    const celebration = shown(bronze, { speed: 'normal', reducedMotion: true }).querySelector(
      '[data-testid="medal-celebration"]',
    );
    expect(celebration?.getAttribute('data-still')).toBe('true');
    expect(celebration?.classList.contains('still')).toBe(true);
  });

  it('animations off: none; and RULES §13.4: none for an assisted game or a game without a medal', () => {
    expect(
      shown(bronze, { speed: 'instant', reducedMotion: false }).querySelector('[data-testid="medal-celebration"]'),
    ).toBeNull();
    expect(
      shown(
        { ...bronze, assisted: true, botPlayed: true, medal: null },
        { speed: 'normal', reducedMotion: false },
      ).querySelector('[data-testid="medal-celebration"]'),
    ).toBeNull();
    expect(
      shown({ ...bronze, medal: null }, { speed: 'normal', reducedMotion: false }).querySelector(
        '[data-testid="medal-celebration"]',
      ),
    ).toBeNull();
  });
});
