import { describe, expect, it } from 'vitest';
import { createGame, data, withMedalLadder, type GameSetup } from '../engine';
import { medalName } from '../names';
import { soloTooltip } from './boardTooltips';

const solo = (extra: Partial<GameSetup>): GameSetup => ({
  seats: [{ name: 'Astrid', kind: 'human' }],
  seed: 'tooltip',
  edition: 2,
  villageSide: 'common',
  variant: 'basic',
  ...extra,
});

/** The medal line of the solo goal's tooltip, as "Bronze 75 · Silver 95 · …" is found in it. */
function showsThresholds(setup: GameSetup, thresholds: Readonly<Record<data.Medal, number>>): void {
  const { body } = soloTooltip(createGame(setup));
  for (const medal of data.MEDALS) expect(body).toContain(`${medalName(medal)} ${thresholds[medal]}`);
}

describe('the solo goal’s tooltip', () => {
  it('RULES §13.4: a campaign challenge names the thresholds its game is graded by, not the quick-solo ones', () => {
    const challenge = data.CAMPAIGN[0] as data.Challenge;
    expect(challenge.thresholds).not.toEqual(data.MEDAL_THRESHOLDS);
    showsThresholds(solo({ medalThresholds: challenge.thresholds, task: challenge.task }), challenge.thresholds);
  });

  it('RULES §13.2: a quick solo game names its own edition’s thresholds', () => {
    for (const edition of [1, 2] as const)
      showsThresholds(withMedalLadder(solo({ edition })), data.EDITION_DATA[edition].medalThresholds);
  });
});
