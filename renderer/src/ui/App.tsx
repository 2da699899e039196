import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { openBrowserStorage } from '../platform/indexedDbStorage';
import { createElectronStorage, desktopBridge } from '../platform/electronStorage';
import type { GameStorage, SavedGameSummary, Settings, StorageResult } from '../platform/storage';
import { DEFAULT_SETTINGS } from '../../../engine/formats/index';
import { data, type GameSetup } from '../game/engine';
import { newSlotName, openGame, type GameLease, type GameSource, type OpenGame } from '../game/session';
import type { PlayOnMoment, ReviewedGame } from '../game/controller';
import { HotSeatPass } from './HotSeatPass';
import { SinceLastTurnPanel } from './SinceLastTurnPanel';
import type { MotionSettings, SeatLook } from '../scene/model';
import { seatLooks, systemPrefersReducedMotion } from './seatLooks';
import type { SoundSettings } from '../sound/director';
import { LoadList, MainMenu, NewGameForm, SettingsForm } from './Menus';
import { CampaignScreen, OnlinePlay, QuickSoloForm, ReplayScreen, ResultScreen, RulesReference, StatisticsScreen, TutorialScreen, prefetchLaterScreens } from './laterScreens';
import { afterFrameShown } from './afterFrameShown';
import { SoloGoal } from './campaign/SoloGoal';
import { useFinishedGameCounter } from './campaign/profileAccess';
import { useGameClaim } from './useGameClaim';
import { useDesktopBridge } from './useDesktopBridge';
import { campaignSlot, challengeSetup, quickSoloSetup, type SoloOutcome } from '../game/campaign';
import { applyLanguage, i18n, useTranslation } from '../i18n';
import { vpByRound, type VpMark } from '../../../engine/session';

/** The table's components once its chunk (tableChunk.ts) has run, or why it could not be loaded. */
interface TableModule {
  readonly GameScreen: typeof import('./tableChunk').GameScreen | null;
  readonly TableMoments: typeof import('./tableChunk').TableMoments | null;
  readonly failure: string | null;
}

/**
 * The table (PixiJS, gsap and the scene) is its own chunk: the menus and the storage open without it, and it is
 * fetched (index.html preloads it) and run meanwhile, in time for the first game. It is kept in state rather than
 * loaded through React.lazy: a Suspense boundary that has shown its fallback holds the content back for 300 ms
 * (React's fallback throttle), which held back the table's first frame just as long.
 */
function useTableModule(): TableModule {
  const [loaded, setLoaded] = useState<TableModule>({ GameScreen: null, TableMoments: null, failure: null });
  useEffect(() => {
    let mounted = true;
    import('./tableChunk').then(
      (module) => { if (mounted) setLoaded({ GameScreen: module.GameScreen, TableMoments: module.TableMoments, failure: null }); },
      (error: unknown) => { if (mounted) setLoaded({ GameScreen: null, TableMoments: null, failure: i18n.t('app.tableFailed', { reason: error instanceof Error ? error.message : String(error) }) }); },
    );
    return () => { mounted = false; };
  }, []);
  return loaded;
}

type Screen = 'menu' | 'new' | 'load' | 'settings' | 'rules' | 'game' | 'campaign' | 'quickSolo' | 'result' | 'replay' | 'statistics' | 'tutorial' | 'online';

/** Every game on the table reads the speeds as set now (they can change during the game). */
function pacingOf(settings: React.RefObject<Settings>): { speed: () => Settings['animationSpeed']; botSpeed: () => Settings['botSpeed'] } {
  return { speed: () => settings.current.animationSpeed, botSpeed: () => settings.current.botSpeed };
}

/** The desktop app's files when the Electron bridge is there; the browser's IndexedDB otherwise. */
async function openStorage(): Promise<{ readonly storage: GameStorage; readonly notice: string | null }> {
  const bridge = desktopBridge();
  if (bridge) return { storage: createElectronStorage(bridge), notice: null };
  const { storage, persistent } = await openBrowserStorage();
  return { storage, notice: persistent ? null : i18n.t('app.noBrowserStorage') };
}

export function App(): React.JSX.Element {
  const { t } = useTranslation();
  const [storage, setStorage] = useState<GameStorage | null>(null);
  const [settings, setSettings] = useState<Settings>(DEFAULT_SETTINGS);
  const [screen, setScreen] = useState<Screen>('menu');
  const [game, setGame] = useState<OpenGame | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [latest, setLatest] = useState<SavedGameSummary | null>(null);
  const [outcome, setOutcome] = useState<SoloOutcome | null>(null);
  /** The VP-per-round marks of the game the result screen shows. */
  const [outcomeMarks, setOutcomeMarks] = useState<readonly VpMark[]>([]);
  const [restorable, setRestorable] = useState<{ readonly profile: boolean; readonly settings: boolean }>({ profile: false, settings: false });
  /** The game being replayed, or the last one finished (the result screen's "Replay" opens it). */
  const [replayed, setReplayed] = useState<ReviewedGame | null>(null);
  /** The replay was opened from the game on the table at this moment (actions played): Close returns to the game. */
  const [lookingBack, setLookingBack] = useState<number | null>(null);
  const settingsRef = useRef(settings);
  settingsRef.current = settings;
  const gameRef = useRef(game);
  gameRef.current = game;
  const { GameScreen, TableMoments, failure: tableFailure } = useTableModule();

  useEffect(() => {
    void openStorage().then(async ({ storage: opened, notice: openingNotice }) => {
      const status = await opened.status();
      const [read, profile] = await Promise.all([opened.readSettings(), opened.readProfile()]);
      // The menu opens in the language set (its catalog loaded first), never for a moment in another.
      if (read.ok) await applyLanguage(read.value.language);
      if (read.ok) setSettings(read.value);
      // A damaged or missing profile or settings file is said so, with its previous version on offer; never replaced.
      // A file read with a bad field reset says which (the rest of it was kept).
      const problems = [openingNotice, status.notice, read.ok ? (read.warning ?? null) : read.message, profile.ok ? (profile.warning ?? null) : profile.message];
      const shown = problems.filter((problem): problem is string => problem !== null);
      if (shown.length > 0) setNotice(shown.join(' '));
      setRestorable({ profile: !profile.ok && profile.restorable === true, settings: !read.ok && read.restorable === true });
      setStorage(opened);
    });
  }, []);

  // `?demo=N` opens straight onto a game of N bots (the render benchmark watches one play).
  const demoSeats = Number(new URLSearchParams(window.location.search).get('demo') ?? '0');
  const demoStarted = useRef(false);

  const listGames = useCallback(
    (): Promise<StorageResult<SavedGameSummary[]>> => (storage ? storage.listGames() : Promise.resolve({ ok: true, value: [] })),
    [storage],
  );

  const refreshLatest = useCallback(async (): Promise<SavedGameSummary | null> => {
    if (!storage) return null;
    const listed = await storage.listGames();
    const found = listed.ok ? listed.value.find((saved) => !saved.over && !saved.problem) ?? null : null;
    setLatest(found);
    return found;
  }, [storage]);
  useEffect(() => { if (screen !== 'game') void refreshLatest(); }, [refreshLatest, screen]);

  // The language setting applies at once, to every screen and to the table (which redraws its labels).
  useEffect(() => { void applyLanguage(settings.language); }, [settings.language]);
  // Once the menu is on screen, the screens it leads to are fetched, so that each opens at once.
  useEffect(() => (storage && screen === 'menu' ? afterFrameShown(prefetchLaterScreens) : undefined), [storage, screen]);
  // The UI scale enlarges the page's text and controls (styles.css reads --ui-scale); the table itself fits the window.
  useEffect(() => document.documentElement.style.setProperty('--ui-scale', String(settings.uiScale)), [settings.uiScale]);

  const changeSettings = (next: Settings): void => {
    setSettings(next);
    // Every failed write is reported; one that landed but may not be on disk for good says so too.
    void storage?.writeSettings(next).then((written) => {
      if (!written.ok) setNotice(written.message);
      else if (written.warning !== undefined) setNotice(written.warning);
    });
  };

  const restoreRecord = (which: 'profile' | 'settings'): void => {
    if (!storage) return;
    const restoring = which === 'profile' ? storage.restoreProfile() : storage.restoreSettings();
    void restoring.then((restored) => {
      if (!restored.ok) { setNotice(restored.message); return; }
      if (which === 'settings') setSettings(restored.value as Settings);
      setRestorable((offers) => ({ ...offers, [which]: false }));
      setNotice(t('app.restored'));
    });
  };

  const closeGame = useCallback((): void => {
    game?.controller.dispose();
    setGame(null);
    setScreen('menu');
  }, [game]);

  const { claim, readOnly, asking } = useGameClaim(storage);
  /** The worker of the saved game the replay screen shows (its log's "Why?" asks it), until another replaces it. */
  const reviewRef = useRef<OpenGame | null>(null);
  useEffect(() => () => reviewRef.current?.controller.dispose(), []);
  // A change of the pace settings reaches the game's authority at once (it reads them when a bot moves).
  useEffect(() => game?.controller.setPace(settings.botSpeed, settings.animationSpeed === 'instant'), [game, settings.botSpeed, settings.animationSpeed]);

  /**
   * Opens `source` in a game worker of its own and puts it on the table (or on the replay screen); a game that cannot
   * be opened is said so and the menu shown. `lease` says whether this tab writes it.
   */
  const openSource = useCallback(async (source: GameSource, lease: GameLease): Promise<OpenGame | null> => {
    if (!storage) return null;
    const opened = await openGame({ storage, desktop: desktopBridge() !== null, source, lease, ...pacingOf(settingsRef), onWarning: setNotice });
    if (!opened.ok) { setNotice(opened.message); setScreen('menu'); return null; }
    if (opened.notices.length > 0) setNotice(opened.notices.join(' '));
    return opened.game;
  }, [storage]);

  /** Puts `source` on the table, in place of the game there. */
  const play = useCallback(async (source: GameSource, takeOver = false): Promise<void> => {
    const slot = source.kind === 'unsaved' ? null : source.slot;
    const lease = slot === null ? { writable: false, lost: null } : await claim(slot, takeOver);
    if (!lease) return;
    const opened = await openSource(source, lease);
    if (!opened) return;
    gameRef.current?.controller.dispose();
    setGame(opened);
    setScreen('game');
  }, [claim, openSource]);

  /**
   * Puts a new game with `setup` on the table (autosaved to a new slot): the new-game menu calls it, and so can any
   * other screen with a GameSetup of its own (a campaign challenge's seed, scoring tiles and task).
   */
  const playSetup = useCallback((setup: GameSetup, slot: string = newSlotName()): Promise<void> => play({ kind: 'new', slot, setup }), [play]);

  const loadGame = useCallback((slot: string, takeOver = false): Promise<void> => play({ kind: 'load', slot }, takeOver), [play]);

  const openReplay = useCallback((reviewed: ReviewedGame): void => {
    setReplayed(reviewed);
    setLookingBack(null);
    setScreen('replay');
  }, []);

  /** "Since your last turn": the game on the table looked at after `count` actions; closing the replay comes back. */
  const lookBack = useCallback((count: number): void => {
    if (!gameRef.current) return;
    setReplayed(gameRef.current.controller.review());
    setLookingBack(count);
    setScreen('replay');
  }, []);

  /** "Play on from here": the moment replayed, as a new game of its own; in solo, practice (RULES §13.4). */
  const playOn = useCallback(async (moment: PlayOnMoment): Promise<void> => {
    // The game on the table has written every move before the new one reads it from its save.
    await gameRef.current?.controller.flush();
    await play({ kind: 'fork', from: moment.slot, at: moment.at, slot: newSlotName(), seats: moment.seats });
  }, [play]);

  /** A saved game looked at again: opened by a worker that shows it and plays nothing. */
  const replaySaved = useCallback(async (slot: string): Promise<void> => {
    const opened = await openSource({ kind: 'review', slot }, { writable: false, lost: null });
    if (!opened) return;
    reviewRef.current?.controller.dispose();
    reviewRef.current = opened;
    const reviewed = opened.controller.review();
    // The worker stays open while the replay is shown: the log's "Why?" asks it.
    openReplay({ ...reviewed, explain: (index) => opened.controller.explain(index) });
  }, [openSource, openReplay]);

  // A solo game that ends is counted in the profile and leaves the table for its result screen.
  useFinishedGameCounter(storage, game, (counted) => {
    if (gameRef.current) {
      setReplayed(gameRef.current.controller.review());
      setOutcomeMarks(vpByRound(gameRef.current.controller.getSnapshot().history));
    }
    gameRef.current?.controller.dispose();
    setGame(null);
    setOutcome(counted);
    setScreen('result');
  }, setNotice);

  // In a browser, leaving the page while the autosave is failing asks first (the browser shows its own words).
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent): void => {
      if (gameRef.current?.controller.getSnapshot().saveError) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  useDesktopBridge(gameRef, () => {
    gameRef.current?.controller.dispose();
    setGame(null);
  }, setScreen);

  useEffect(() => {
    if (!storage || demoStarted.current || !(demoSeats >= 1 && demoSeats <= 4)) return;
    demoStarted.current = true;
    const names = ['Astrid', 'Bjørn', 'Sigrid', 'Leif'];
    void playSetup({
      seats: names.slice(0, demoSeats).map((name, colour) => ({ name, kind: 'bot' as const, bot: 'easy', colour })),
      seed: 'demo', edition: data.NEW_GAME_EDITION, villageSide: 'common', variant: 'basic',
    });
  });

  const seats: SeatLook[] = useMemo(() => (game ? seatLooks(game.controller.getSnapshot().state.setup, settings.colourBlindPalette) : []), [game, settings.colourBlindPalette]);
  const replayedSeats: SeatLook[] = useMemo(() => (replayed ? seatLooks(replayed.history.setup, settings.colourBlindPalette) : []), [replayed, settings.colourBlindPalette]);
  const toggleSound = (): void => changeSettings({ ...settingsRef.current, sound: !settingsRef.current.sound });
  const renderSettings = (back: () => void): React.ReactNode => <SettingsForm settings={settings} onChange={changeSettings} onBack={back} />;

  const motion: MotionSettings = useMemo(() => ({
    speed: settings.animationSpeed,
    reducedMotion: settings.reducedMotion || systemPrefersReducedMotion(),
  }), [settings.animationSpeed, settings.reducedMotion]);
  const sound: SoundSettings = useMemo(() => ({ enabled: settings.sound, volume: settings.volume }), [settings.sound, settings.volume]);

  if (!storage) return <main className="menu"><p>{t('app.opening')}</p></main>;
  if (asking) {
    return (
      <main className="menu" data-testid="game-elsewhere">
        <p className="notice" role="status">{t('app.openElsewhere')}</p>
        <button type="button" data-testid="open-read-only" onClick={() => asking('read-only')}>{t('app.openReadOnly')}</button>
        <button type="button" data-testid="take-over" onClick={() => asking('take-over')}>{t('app.takeOver')}</button>
        <button type="button" onClick={() => asking('back')}>{t('common.back')}</button>
      </main>
    );
  }
  if (screen === 'game' && game) {
    return GameScreen && TableMoments
      ? (
        <GameScreen
          key={game.slot} controller={game.controller} seats={seats} motion={motion} sound={sound}
          onToggleSound={toggleSound} onMenu={closeGame} onReplay={() => openReplay(game.controller.review())} practice={game.practice}
          renderSettings={renderSettings}
          renderMoments={(viewedSeat) => <TableMoments controller={game.controller} seats={seats} motion={motion} viewedSeat={viewedSeat} />}
          promptCompanion={<SinceLastTurnPanel controller={game.controller} seats={seats} onReplay={lookBack} />}
          tableOverlay={(
            <>
              {readOnly && (
                <p className="notice" role="status" data-testid="read-only">
                  {t('app.readOnlyGame')}{' '}
                  <button type="button" onClick={() => void loadGame(game.slot, true)}>{t('app.takeOver')}</button>
                </p>
              )}
              <SoloGoal game={game} />
              <HotSeatPass controller={game.controller} seats={seats} />
            </>
          )}
        />
      )
      : <main className="menu"><p>{tableFailure ?? t('app.settingUp')}</p></main>;
  }
  if (screen === 'replay' && replayed) {
    return GameScreen
      ? (
        <ReplayScreen
          GameScreen={GameScreen} reviewed={replayed} seats={replayedSeats} motion={motion} sound={sound} onToggleSound={toggleSound}
          {...(lookingBack !== null ? { start: lookingBack } : {})}
          renderSettings={renderSettings} onPlayOn={(moment) => void playOn(moment)} onClose={() => setScreen(lookingBack !== null && game ? 'game' : 'menu')}
        />
      )
      : <main className="menu"><p>{tableFailure ?? t('app.settingUp')}</p></main>;
  }
  if (screen === 'tutorial') {
    return GameScreen
      ? (
        <TutorialScreen
          storage={storage} GameScreen={GameScreen} lookOf={(setup) => seatLooks(setup, settings.colourBlindPalette)} motion={motion} sound={sound}
          onToggleSound={toggleSound} renderSettings={renderSettings} onLeave={() => setScreen('menu')}
        />
      )
      : <main className="menu"><p>{tableFailure ?? t('app.settingUp')}</p></main>;
  }
  if (screen === 'online') {
    return (
      <OnlinePlay
        GameScreen={GameScreen} TableMoments={TableMoments} highContrast={settings.colourBlindPalette} motion={motion} sound={sound}
        onToggleSound={toggleSound} renderSettings={renderSettings} onLeave={() => setScreen('menu')}
      />
    );
  }
  if (screen === 'campaign') return <CampaignScreen storage={storage} onPlay={playSetup} onResume={(slot) => void loadGame(slot)} onBack={() => setScreen('menu')} />;
  if (screen === 'statistics') return <StatisticsScreen storage={storage} onBack={() => setScreen('menu')} />;
  if (screen === 'quickSolo') return <QuickSoloForm onStart={playSetup} onBack={() => setScreen('menu')} />;
  if (screen === 'result' && outcome) {
    const { challenge, unlocked } = outcome;
    return (
      <ResultScreen
        outcome={outcome} motion={motion}
        progress={replayed ? { marks: outcomeMarks, seats: replayedSeats } : null}
        onCampaign={() => setScreen('campaign')}
        onNext={() => { if (unlocked) void playSetup(challengeSetup(unlocked), campaignSlot(unlocked)); }}
        onPlayAgain={() => void (challenge ? playSetup(challengeSetup(challenge), campaignSlot(challenge)) : playSetup(quickSoloSetup(Math.random, outcome.task !== null)))}
        onMenu={() => setScreen('menu')}
        {...(replayed ? { onReplay: () => openReplay(replayed) } : {})}
      />
    );
  }
  if (screen === 'new') return <NewGameForm onStart={playSetup} onBack={() => setScreen('menu')} />;
  if (screen === 'settings') return <SettingsForm settings={settings} onChange={changeSettings} onBack={() => setScreen('menu')} />;
  if (screen === 'rules') return <RulesReference onBack={() => setScreen('menu')} />;
  if (screen === 'load') {
    return (
      <LoadList
        list={listGames}
        onOpen={(slot) => void loadGame(slot)}
        onReplay={(slot) => void replaySaved(slot)}
        onDelete={async (slot) => { await storage.deleteGame(slot); }}
        onRestore={async (slot) => { const restored = await storage.restoreGame(slot); return restored.ok ? null : restored.message; }}
        onBack={() => setScreen('menu')}
      />
    );
  }
  return (
    <MainMenu
      canContinue={latest !== null}
      notice={notice}
      restoreOffers={[
        ...(restorable.profile ? [{ id: 'profile', label: t('app.restoreProfile'), onRestore: () => restoreRecord('profile') }] : []),
        ...(restorable.settings ? [{ id: 'settings', label: t('app.restoreSettings'), onRestore: () => restoreRecord('settings') }] : []),
      ]}
      onContinue={() => { if (latest) void loadGame(latest.slot); }}
      onNew={() => setScreen('new')}
      onOnline={() => setScreen('online')}
      onCampaign={() => setScreen('campaign')}
      onTutorial={() => setScreen('tutorial')}
      onQuickSolo={() => setScreen('quickSolo')}
      onLoad={() => setScreen('load')}
      onStatistics={() => setScreen('statistics')}
      onSettings={() => setScreen('settings')}
      onRules={() => setScreen('rules')}
    />
  );
}
