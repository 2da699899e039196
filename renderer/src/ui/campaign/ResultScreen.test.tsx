// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { data, type ScoreBreakdown } from '../../game/engine';
import type { SoloOutcome } from '../../game/campaign';
import { i18n } from '../../i18n';
import { renderForTest, unmountRendered } from '../renderForTest';
import { ResultScreen } from './ResultScreen';

afterEach(unmountRendered);

const SCORE: ScoreBreakdown = { seat: 0, duringPlay: 60, boatTokens: 4, fish: 3, crates: 12, crateSets: 3, technology: 9, scoringTiles: 6, total: 97 };

function outcome(assisted: boolean): SoloOutcome {
  return {
    score: SCORE, medal: assisted ? null : 'silver', thresholds: data.MEDAL_THRESHOLDS, task: null, taskMet: false, challenge: null, assisted,
    newBestScore: false, newBestMedal: false, newStar: false, unlocked: null,
  };
}

function render(assisted: boolean): HTMLElement {
  const noop = (): void => undefined;
  return renderForTest(<ResultScreen outcome={outcome(assisted)} progress={null} onCampaign={noop} onNext={noop} onPlayAgain={noop} onMenu={noop} />);
}

describe('the result screen’s medal ladder', () => {
  it('fills up to the score of a graded game', () => {
    const ladder = render(false).querySelector('[data-testid="medal-ladder"]');
    expect(ladder?.getAttribute('data-assisted')).toBe('false');
    expect(ladder?.querySelector('.ladder-fill')).not.toBeNull();
  });

  it('RULES §13.4: an assisted game earns no medal, so its ladder is not filled and says why', () => {
    const ladder = render(true).querySelector('[data-testid="medal-ladder"]');
    expect(ladder?.getAttribute('data-assisted')).toBe('true');
    expect(ladder?.querySelector('.ladder-fill')).toBeNull();
    expect(ladder?.textContent).toContain(i18n.t('assisted.noMedal'));
  });
});
