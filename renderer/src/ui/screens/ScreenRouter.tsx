import { useCallback, useMemo } from 'react';
import type { GameStorage, SavedGameSummary } from '../../platform/storage';
import type { OpenGame } from '../../game/session';
import { campaignSlot, challengeSetup, quickSoloSetup } from '../../game/campaign';
import type { AppSettings } from '../app/useAppSettings';
import type { GameOnTable } from '../app/useGameOnTable';
import { seatLooks } from '../app/seatLooks';
import type { TableModule } from '../app/useTableModule';
import {
  CampaignScreen,
  OnlinePlay,
  QuickSoloForm,
  ReplayScreen,
  ResultScreen,
  RulesReference,
  StatisticsScreen,
  TutorialScreen,
} from '../laterScreens';
import type { RestoreOffer } from '../useRestoreOffers';
import { LoadList } from './LoadList';
import { MainMenu } from './MainMenu';
import type { NavigationEvent, PlainScreenName, Screen } from './navigation';
import { NewGameForm } from './NewGameForm';
import { SettingsForm } from './SettingsForm';
import { TableScreen, WaitingForTable } from './TableScreen';

// The one place that maps the current screen (navigation.ts) to what is shown. Each screen is a file of its own; the
// adapters here only hand it what the app holds (the storage, the settings, the game on the table) and turn its
// callbacks into navigation events. How a screen is added: navigation.ts, at the top.

/** What the main menu shows beside its buttons. */
export interface MenuStatus {
  /** The latest saved game still in play: Continue opens it. */
  readonly latest: SavedGameSummary | null;
  readonly notice: string | null;
  readonly restoreOffers: readonly RestoreOffer[];
}

export interface ScreenRouterProps {
  readonly screen: Screen;
  readonly navigate: (event: NavigationEvent) => void;
  readonly storage: GameStorage;
  readonly settings: AppSettings;
  readonly table: GameOnTable;
  readonly tableModule: TableModule;
  readonly menu: MenuStatus;
}

/** The settings form as the table's game menu shows it, with its own way back. */
function settingsRenderer(settings: AppSettings): (back: () => void) => React.ReactNode {
  return (back) => <SettingsForm settings={settings.current} onChange={settings.change} onBack={back} />;
}

function MainMenuScreen({ navigate, table, menu }: ScreenRouterProps): React.JSX.Element {
  const show = (screen: PlainScreenName) => () => navigate({ type: 'show', screen });
  const { latest } = menu;
  return (
    <MainMenu
      canContinue={latest !== null}
      notice={menu.notice}
      restoreOffers={menu.restoreOffers}
      onContinue={() => {
        if (latest) void table.loadGame(latest.slot);
      }}
      onNew={show('newGame')}
      onOnline={show('online')}
      onCampaign={show('campaign')}
      onTutorial={show('tutorial')}
      onQuickSolo={show('quickSolo')}
      onLoad={show('load')}
      onStatistics={show('statistics')}
      onSettings={show('settings')}
      onRules={show('rules')}
    />
  );
}

function LoadScreen({ storage, table, navigate }: ScreenRouterProps): React.JSX.Element {
  // Kept the same from one render to the next: the list reads the saves again whenever it changes.
  const list = useCallback(() => storage.listGames(), [storage]);
  return (
    <LoadList
      list={list}
      onOpen={(slot) => void table.loadGame(slot)}
      onReplay={(slot) => void table.replaySaved(slot)}
      onDelete={async (slot) => {
        await storage.deleteGame(slot);
      }}
      onRestore={async (slot) => {
        const restored = await storage.restoreGame(slot);
        return restored.ok ? null : restored.message;
      }}
      onBack={() => navigate({ type: 'show', screen: 'menu' })}
    />
  );
}

function ReplayRoute(
  props: ScreenRouterProps & { readonly shown: Extract<Screen, { name: 'replay' }> },
): React.JSX.Element {
  const { shown, settings, table, navigate } = props;
  const highContrast = settings.current.colourBlindPalette;
  const seats = useMemo(() => seatLooks(shown.reviewed.history.setup, highContrast), [shown.reviewed, highContrast]);
  const { GameScreen } = props.tableModule;
  if (!GameScreen) return <WaitingForTable failure={props.tableModule.failure} />;
  return (
    <ReplayScreen
      GameScreen={GameScreen}
      reviewed={shown.reviewed}
      seats={seats}
      motion={settings.motion}
      sound={settings.sound}
      onToggleSound={settings.toggleSound}
      {...(shown.lookingBackAt !== null ? { start: shown.lookingBackAt } : {})}
      renderSettings={settingsRenderer(settings)}
      onPlayOn={(moment) => void table.playOn(moment)}
      onClose={() => navigate({ type: 'closeReplay', gameOnTable: table.game !== null })}
    />
  );
}

/** An online game: its screens hold their session, and its table is the same GameScreen as offline. */
function OnlineRoute({ settings, tableModule, navigate }: ScreenRouterProps): React.JSX.Element {
  return (
    <OnlinePlay
      GameScreen={tableModule.GameScreen}
      TableMoments={tableModule.TableMoments}
      highContrast={settings.current.colourBlindPalette}
      motion={settings.motion}
      sound={settings.sound}
      onToggleSound={settings.toggleSound}
      renderSettings={settingsRenderer(settings)}
      onLeave={() => navigate({ type: 'show', screen: 'menu' })}
    />
  );
}

function TutorialRoute({ storage, settings, tableModule, navigate }: ScreenRouterProps): React.JSX.Element {
  const { GameScreen } = tableModule;
  if (!GameScreen) return <WaitingForTable failure={tableModule.failure} />;
  return (
    <TutorialScreen
      storage={storage}
      GameScreen={GameScreen}
      lookOf={(setup) => seatLooks(setup, settings.current.colourBlindPalette)}
      motion={settings.motion}
      sound={settings.sound}
      onToggleSound={settings.toggleSound}
      renderSettings={settingsRenderer(settings)}
      onLeave={() => navigate({ type: 'show', screen: 'menu' })}
    />
  );
}

function ResultRoute(
  props: ScreenRouterProps & { readonly shown: Extract<Screen, { name: 'result' }> },
): React.JSX.Element {
  const { outcome, finished } = props.shown;
  const { navigate, settings } = props;
  const { playSetup } = props.table;
  const highContrast = settings.current.colourBlindPalette;
  const seats = useMemo(
    () => (finished ? seatLooks(finished.reviewed.history.setup, highContrast) : []),
    [finished, highContrast],
  );
  const { challenge, unlocked } = outcome;
  const playAgain = (): Promise<void> =>
    challenge
      ? playSetup(challengeSetup(challenge), campaignSlot(challenge))
      : playSetup(quickSoloSetup(Math.random, outcome.task !== null));
  return (
    <ResultScreen
      outcome={outcome}
      motion={settings.motion}
      progress={finished ? { marks: finished.marks, seats } : null}
      onCampaign={() => navigate({ type: 'show', screen: 'campaign' })}
      onNext={() => {
        if (unlocked) void playSetup(challengeSetup(unlocked), campaignSlot(unlocked));
      }}
      onPlayAgain={() => void playAgain()}
      onMenu={() => navigate({ type: 'show', screen: 'menu' })}
      {...(finished ? { onReplay: () => navigate({ type: 'replay', reviewed: finished.reviewed }) } : {})}
    />
  );
}

/** The current screen. A screen with no case here does not compile (the switch covers every `Screen`). */
export function ScreenRouter(props: ScreenRouterProps): React.JSX.Element {
  const { screen, navigate, storage, settings, table } = props;
  const back = (): void => navigate({ type: 'show', screen: 'menu' });
  switch (screen.name) {
    case 'menu':
      return <MainMenuScreen {...props} />;
    case 'newGame':
      return <NewGameForm onStart={table.playSetup} onBack={back} />;
    case 'load':
      return <LoadScreen {...props} />;
    case 'settings':
      return <SettingsForm settings={settings.current} onChange={settings.change} onBack={back} />;
    case 'rules':
      return <RulesReference onBack={back} />;
    case 'campaign':
      return (
        <CampaignScreen
          storage={storage}
          onPlay={table.playSetup}
          onResume={(slot) => void table.loadGame(slot)}
          onBack={back}
        />
      );
    case 'quickSolo':
      return <QuickSoloForm onStart={table.playSetup} onBack={back} />;
    case 'statistics':
      return <StatisticsScreen storage={storage} onBack={back} />;
    case 'tutorial':
      return <TutorialRoute {...props} />;
    case 'online':
      return <OnlineRoute {...props} />;
    case 'game':
      return table.game ? <GameRoute {...props} game={table.game} /> : <MainMenuScreen {...props} />;
    case 'replay':
      return <ReplayRoute {...props} shown={screen} />;
    case 'result':
      return <ResultRoute {...props} shown={screen} />;
  }
}

/** The game on the table (ScreenRouter shows it only while there is one). */
function GameRoute(props: ScreenRouterProps & { readonly game: OpenGame }): React.JSX.Element {
  const { game, table, settings, navigate } = props;
  return (
    <TableScreen
      game={game}
      readOnly={table.readOnly}
      tableModule={props.tableModule}
      settings={settings}
      renderSettings={settingsRenderer(settings)}
      onMenu={table.closeGame}
      onReplay={(reviewed) => navigate({ type: 'replay', reviewed })}
      onLookBack={table.lookBack}
      onTakeOver={() => void table.loadGame(game.slot, true)}
    />
  );
}
