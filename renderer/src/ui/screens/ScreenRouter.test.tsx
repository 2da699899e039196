// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../../engine/formats/index';
import type { ReviewedGame } from '../../game/controller';
import type { GameStorage } from '../../platform/storage';
import type { AppSettings } from '../app/useAppSettings';
import type { GameOnTable } from '../app/useGameOnTable';
import { cleanup, fireEvent, render, within } from '@testing-library/react';
import type { NavigationEvent, Screen } from './navigation';
import { ScreenRouter, type ScreenRouterProps } from './ScreenRouter';

afterEach(cleanup);

const idle = async (): Promise<void> => undefined;

/** The router around `screen`, with no game on the table and the table's chunk not loaded; its events in `events`. */
function routerProps(screen: Screen, events: NavigationEvent[], failure: string | null = null): ScreenRouterProps {
  const settings: AppSettings = {
    current: DEFAULT_SETTINGS,
    latest: { current: DEFAULT_SETTINGS },
    change: () => undefined,
    replace: () => undefined,
    toggleSound: () => undefined,
    motion: { speed: 'normal', reducedMotion: false },
    sound: { enabled: false, volume: 0 },
  };
  const table: GameOnTable = {
    game: null,
    readOnly: false,
    asking: null,
    playSetup: idle,
    loadGame: idle,
    playOn: idle,
    replaySaved: idle,
    lookBack: () => undefined,
    closeGame: () => undefined,
  };
  return {
    screen,
    navigate: (event) => events.push(event),
    storage: {} as GameStorage,
    settings,
    table,
    tableModule: { GameScreen: null, TableMoments: null, failure },
    menu: { latest: null, notice: null, restoreOffers: [] },
  };
}

function click(page: HTMLElement, testId: string): void {
  fireEvent.click(within(page).getByTestId(testId));
}

describe('the screen router', () => {
  it('leads from each button of the main menu to its screen', () => {
    const events: NavigationEvent[] = [];
    const page = render(<ScreenRouter {...routerProps({ name: 'menu' }, events)} />).container;
    const buttons = {
      'menu-new': 'newGame',
      'menu-tutorial': 'tutorial',
      'menu-campaign': 'campaign',
      'menu-quick-solo': 'quickSolo',
      'menu-load': 'load',
      'menu-statistics': 'statistics',
      'menu-settings': 'settings',
      'menu-rules': 'rules',
    } as const;
    for (const testId of Object.keys(buttons)) click(page, testId);
    expect(events).toEqual(Object.values(buttons).map((screen) => ({ type: 'show', screen })));
  });

  it('shows the main menu when the table is asked for with no game on it', () => {
    const page = render(<ScreenRouter {...routerProps({ name: 'game' }, [])} />).container;
    expect(page.querySelector('[data-testid="main-menu"]')).not.toBeNull();
  });

  it('goes back to the main menu from the new-game form and from the settings', () => {
    const events: NavigationEvent[] = [];
    const form = render(<ScreenRouter {...routerProps({ name: 'newGame' }, events)} />).container;
    expect(form.querySelector('[data-testid="new-game"]')).not.toBeNull();
    fireEvent.click(form.querySelector('.row button') as HTMLButtonElement);
    const settings = render(<ScreenRouter {...routerProps({ name: 'settings' }, events)} />).container;
    click(settings, 'settings-back');
    expect(events).toEqual([
      { type: 'show', screen: 'menu' },
      { type: 'show', screen: 'menu' },
    ]);
  });

  it('says why a replay cannot be shown when the table could not be loaded', () => {
    const reviewed = { history: { setup: { seats: [] } }, slot: 'evening' } as unknown as ReviewedGame;
    const screen: Screen = { name: 'replay', reviewed, lookingBackAt: null };
    const page = render(<ScreenRouter {...routerProps(screen, [], 'the table failed to load')} />).container;
    expect(page.textContent).toBe('the table failed to load');
  });
});
