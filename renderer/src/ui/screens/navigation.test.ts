import { describe, expect, it } from 'vitest';
import type { ReviewedGame } from '../../game/controller';
import type { SoloOutcome } from '../../game/campaign';
import { FIRST_SCREEN, nextScreen, type NavigationEvent, type PlainScreenName, type Screen } from './navigation';

const reviewed = { slot: 'evening' } as ReviewedGame;
const outcome = { medal: 'gold', challenge: null } as SoloOutcome;
const finished = { reviewed, marks: [] };

const PLAIN_SCREENS: readonly PlainScreenName[] = [
  'menu',
  'newGame',
  'load',
  'settings',
  'rules',
  'campaign',
  'quickSolo',
  'statistics',
  'tutorial',
  'game',
];

/** The screen reached from `screen` by `events`, one after the other. */
function reachedBy(events: readonly NavigationEvent[], screen: Screen = FIRST_SCREEN): Screen {
  return events.reduce(nextScreen, screen);
}

describe('moving between the screens', () => {
  it('opens on the main menu', () => {
    expect(FIRST_SCREEN).toEqual({ name: 'menu' });
  });

  it('shows any plain screen from any other, a replay and a result included', () => {
    const from: Screen[] = [
      ...PLAIN_SCREENS.map((name) => ({ name })),
      { name: 'replay', reviewed, lookingBackAt: null },
      { name: 'result', outcome, finished },
    ];
    for (const screen of from) {
      for (const name of PLAIN_SCREENS) expect(nextScreen(screen, { type: 'show', screen: name })).toEqual({ name });
    }
  });

  it('keeps the very same screen when the one shown is asked for again, so that nothing renders again', () => {
    const menu: Screen = { name: 'menu' };
    expect(nextScreen(menu, { type: 'show', screen: 'menu' })).toBe(menu);
  });

  it('closes a replay opened from a menu onto the main menu, even with a game open on the table', () => {
    const replay = reachedBy([
      { type: 'show', screen: 'load' },
      { type: 'replay', reviewed },
    ]);
    expect(replay).toEqual({ name: 'replay', reviewed, lookingBackAt: null });
    expect(nextScreen(replay, { type: 'closeReplay', gameOnTable: true })).toEqual({ name: 'menu' });
  });

  it('closes a look back at the game on the table onto that game, at the moment it was opened from', () => {
    const lookingBack = reachedBy([
      { type: 'show', screen: 'game' },
      { type: 'lookBack', reviewed, at: 42 },
    ]);
    expect(lookingBack).toEqual({ name: 'replay', reviewed, lookingBackAt: 42 });
    expect(nextScreen(lookingBack, { type: 'closeReplay', gameOnTable: true })).toEqual({ name: 'game' });
  });

  it('closes a look back onto the main menu when its game has left the table meanwhile', () => {
    const lookingBack: Screen = { name: 'replay', reviewed, lookingBackAt: 0 };
    expect(nextScreen(lookingBack, { type: 'closeReplay', gameOnTable: false })).toEqual({ name: 'menu' });
  });

  it('ignores a Close of the replay once another screen is shown', () => {
    const game: Screen = { name: 'game' };
    expect(nextScreen(game, { type: 'closeReplay', gameOnTable: true })).toBe(game);
  });

  it('leaves the table for the result of a solo game counted, whose Replay closes onto the main menu', () => {
    const result = reachedBy([
      { type: 'show', screen: 'game' },
      { type: 'soloGameCounted', outcome, finished },
    ]);
    expect(result).toEqual({ name: 'result', outcome, finished });
    const replay = nextScreen(result, { type: 'replay', reviewed: finished.reviewed });
    expect(nextScreen(replay, { type: 'closeReplay', gameOnTable: false })).toEqual({ name: 'menu' });
  });

  it('shows a result without its chart when the game was no longer there to chart', () => {
    expect(nextScreen({ name: 'game' }, { type: 'soloGameCounted', outcome, finished: null })).toEqual({
      name: 'result',
      outcome,
      finished: null,
    });
  });
});
