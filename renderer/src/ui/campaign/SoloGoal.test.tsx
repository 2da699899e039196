// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { buildHistory } from '../../../../engine/session';
import {
  applyAction,
  createGame,
  data,
  legalActions,
  withMedalLadder,
  type Action,
  type GameSetup,
} from '../../game/engine';
import { i18n } from '../../i18n';
import type { AuthorityClient } from '../../game/authorityClient';
import { localGame } from '../../game/localAuthority';
import type { OpenGame } from '../../game/session';
import { medalName } from '../../game/names';
import { act, cleanup, render } from '@testing-library/react';
import { SoloGoal } from './SoloGoal';

afterEach(cleanup);

const controllers: AuthorityClient[] = [];
afterEach(() => {
  for (const controller of controllers.splice(0)) controller.dispose();
});

/** The goal as the table shows it; `played` moves are kept from another game, `botPlayed` of them a bot's for the person. */
async function goalOf(
  setup: GameSetup,
  played: { readonly practice: boolean; readonly moves: number; readonly botPlayed: readonly number[] } = {
    practice: false,
    moves: 0,
    botPlayed: [],
  },
): Promise<string> {
  const actions: Action[] = [];
  for (let state = createGame(setup); actions.length < played.moves; ) {
    const action = legalActions(state)[0] as Action;
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(result.error.message);
    actions.push(action);
    state = result.state;
  }
  const { client: controller } = localGame({
    setup,
    ...(played.moves > 0 ? { history: buildHistory(setup, actions, played.botPlayed) } : {}),
    bots: { think: () => Promise.reject(new Error('a solo game of a person asks no bot')), dispose: () => undefined },
    pace: { botSpeed: 'instant', animationsOff: true },
    persist: async () => undefined,
  });
  controllers.push(controller);
  await controller.ready;
  const game: OpenGame = {
    slot: 'quick-solo',
    createdAt: '2026-12-02T00:00:00.000Z',
    practice: played.practice,
    controller,
    writes: () => true,
  };
  const container = render(<SoloGoal game={game} />).container;
  // The chart deals the opening and autosaves after the first render: let it settle before reading the page.
  await act(() => controller.flush());
  return container.querySelector('[data-testid="solo-goal"]')?.textContent ?? '';
}

const quickSolo = (edition: 1 | 2): GameSetup => ({
  seats: [{ name: 'Astrid', kind: 'human', colour: 2 }],
  seed: 'goal',
  edition,
  villageSide: 'common',
  variant: 'basic',
});

describe('the solo goal on the table', () => {
  it('RULES §13.2: a quick solo game shows the medal thresholds of its own edition, those its final score is graded by', async () => {
    for (const edition of [1, 2] as const) {
      const goal = await goalOf(withMedalLadder(quickSolo(edition)));
      for (const medal of data.MEDALS)
        expect(goal).toContain(`${medalName(medal)} ${data.EDITION_DATA[edition].medalThresholds[medal]}`);
    }
    // The editions differ (edition 2 asks more for Bronze and Gold), so the test tells one edition's numbers from the other's.
    expect(data.EDITION_DATA[1].medalThresholds).not.toEqual(data.EDITION_DATA[2].medalThresholds);
  });

  it('RULES §13.4: a campaign challenge shows the thresholds its setup carries', async () => {
    const thresholds = { bronze: 25, silver: 80, gold: 115, fjordMaster: 145 };
    const goal = await goalOf({ ...quickSolo(2), medalThresholds: thresholds });
    for (const medal of data.MEDALS) expect(goal).toContain(`${medalName(medal)} ${thresholds[medal]}`);
  });

  it('RULES §13.4: a solo game played on from a replay says it is practice; only a bot that played for the person is said to have', async () => {
    const setup = withMedalLadder(quickSolo(2));
    const practice = await goalOf(setup, { practice: true, moves: 3, botPlayed: [] });
    expect(practice).toContain(i18n.t('playOn.practiceNoMedal'));
    expect(practice).not.toContain(i18n.t('assisted.noMedal'));
    const helped = await goalOf(setup, { practice: true, moves: 3, botPlayed: [1] });
    expect(helped).toContain(i18n.t('assisted.noMedal'));
  });
});
