// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { playGame } from '../../../engine/testing/index';
import { buildHistory } from '../../../engine/session';
import type { Action, GameSetup } from '../game/engine';
import { ReplayController } from '../game/replayController';
import { LANGUAGES, i18n, loadLanguage } from '../i18n';
import { ReplayBar } from './ReplayBar';
import { act, cleanup, render } from '@testing-library/react';

const setup: GameSetup = {
  seats: [
    { name: 'Astrid', kind: 'human' },
    { name: 'Bjørn', kind: 'bot', bot: 'easy' },
  ],
  seed: 'caption',
  edition: 2,
  villageSide: 'common',
  variant: 'basic',
};
const ACTIONS = playGame(setup, (_, legal) => legal.at(-1) as Action).actions;

describe('the replay’s caption', () => {
  beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('says what the table shows, in every language: the deal before the first move, else after which move of how many, in which round', async () => {
    for (const language of LANGUAGES) {
      await i18n.changeLanguage(language);
      const replay = new ReplayController(
        { history: buildHistory(setup, ACTIONS), slot: 'caption', explain: () => Promise.resolve(null) },
        0,
      );
      const page = render(<ReplayBar replay={replay} onPlayOn={() => undefined} onClose={() => undefined} />).container;
      const caption = (): string => page.querySelector('[data-testid="replay-caption"]')?.textContent ?? '';
      expect(caption(), language).toBe(i18n.t('replay.captionDeal', { total: ACTIONS.length }));
      act(() => replay.goTo(37));
      expect(caption(), language).toBe(
        i18n.t('replay.caption', { count: 37, total: ACTIONS.length, round: replay.getSnapshot().state.round }),
      );
      expect(caption()).toContain('37');
      replay.dispose();
      cleanup();
    }
  });
});
