import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { openBrowserStorage } from '../platform/indexedDbStorage';
import type { GameStorage, SavedGameSummary, Settings } from '../platform/storage';
import { DEFAULT_SETTINGS } from '../../../electron/settings';
import { newSlotName, openGame, type OpenGame } from '../game/session';
import { PLAYER_STYLES, PLAYER_STYLES_HIGH_CONTRAST } from '../scene/palette';
import type { MotionSettings, SeatLook } from '../scene/model';
import { GameScreen } from './GameScreen';
import { LoadList, MainMenu, NewGameForm, RulesReference, SettingsForm, type NewGameChoice } from './Menus';

type Screen = 'menu' | 'new' | 'load' | 'settings' | 'rules' | 'game';

/** A reduced-motion preference of the system counts as the setting being on. */
function systemPrefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function App(): React.JSX.Element {
  const [storage, setStorage] = useState<GameStorage | null>(null);
  const [settings, setSettings] = useState<Settings>(DEFAULT_SETTINGS);
  const [screen, setScreen] = useState<Screen>('menu');
  const [game, setGame] = useState<OpenGame | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [latest, setLatest] = useState<SavedGameSummary | null>(null);
  const settingsRef = useRef(settings);
  settingsRef.current = settings;

  useEffect(() => {
    void openBrowserStorage().then(async ({ storage: opened, persistent }) => {
      if (!persistent) setNotice('This browser keeps no saved games (IndexedDB is unavailable): games last until the page closes.');
      const read = await opened.readSettings();
      if (read.ok) setSettings(read.value);
      else setNotice(read.message);
      setStorage(opened);
    });
  }, []);

  // `?demo=N` opens straight onto a game of N bots (the render benchmark watches one play).
  const demoSeats = Number(new URLSearchParams(window.location.search).get('demo') ?? '0');
  const demoStarted = useRef(false);

  const refreshLatest = useCallback(async (): Promise<SavedGameSummary | null> => {
    if (!storage) return null;
    const listed = await storage.listGames();
    const found = listed.ok ? listed.value.find((game) => !game.over) ?? null : null;
    setLatest(found);
    return found;
  }, [storage]);
  useEffect(() => { void refreshLatest(); }, [refreshLatest, screen]);

  const changeSettings = (next: Settings): void => {
    setSettings(next);
    void storage?.writeSettings(next);
  };

  const closeGame = useCallback((): void => {
    game?.controller.dispose();
    setGame(null);
    setScreen('menu');
  }, [game]);

  const startGame = (choice: NewGameChoice): void => {
    if (!storage) return;
    game?.controller.dispose();
    setGame(openGame({
      storage, slot: newSlotName(), setup: choice.setup, meta: { seatColours: choice.seatColours },
      speed: () => settingsRef.current.animationSpeed, onSaveProblem: setNotice,
    }));
    setScreen('game');
  };

  const loadGame = useCallback(async (slot: string): Promise<void> => {
    if (!storage) return;
    const loaded = await storage.loadGame(slot);
    if (!loaded.ok) { setNotice(loaded.message); setScreen('menu'); return; }
    const { save, meta, notices } = loaded.value;
    if (notices.length > 0) setNotice(notices.join(' '));
    game?.controller.dispose();
    setGame(openGame({
      storage, slot, setup: save.setup, meta, actions: save.actions, createdAt: save.createdAt,
      speed: () => settingsRef.current.animationSpeed, onSaveProblem: setNotice,
    }));
    setScreen('game');
  }, [storage, game]);

  useEffect(() => {
    if (!storage || demoStarted.current || !(demoSeats >= 1 && demoSeats <= 4)) return;
    demoStarted.current = true;
    const names = ['Astrid', 'Bjørn', 'Sigrid', 'Leif'];
    startGame({
      setup: { seats: names.slice(0, demoSeats).map((name) => ({ name, kind: 'bot' as const, bot: 'easy' })), seed: 'demo', villageSide: 'common', variant: 'basic' },
      seatColours: [0, 1, 2, 3].slice(0, demoSeats),
    });
  });

  const seats: SeatLook[] = useMemo(() => {
    if (!game) return [];
    const setup = game.controller.record().setup;
    return setup.seats.map((seat, i) => {
      const index = game.meta.seatColours[i] ?? i;
      const style = PLAYER_STYLES[index] ?? PLAYER_STYLES[0];
      const colour = settings.colourBlindPalette ? PLAYER_STYLES_HIGH_CONTRAST[index] ?? style.colour : style.colour;
      return { name: seat.name, colour, shape: style.shape, bot: seat.kind === 'bot' };
    });
  }, [game, settings.colourBlindPalette]);

  const motion: MotionSettings = useMemo(() => ({
    speed: settings.animationSpeed,
    reducedMotion: settings.reducedMotion || systemPrefersReducedMotion(),
  }), [settings.animationSpeed, settings.reducedMotion]);

  if (!storage) return <main className="menu"><p>Opening the table…</p></main>;
  if (screen === 'game' && game) return <GameScreen key={game.slot} controller={game.controller} seats={seats} motion={motion} onMenu={closeGame} />;
  if (screen === 'new') return <NewGameForm onStart={startGame} onBack={() => setScreen('menu')} />;
  if (screen === 'settings') return <SettingsForm settings={settings} onChange={changeSettings} onBack={() => setScreen('menu')} />;
  if (screen === 'rules') return <RulesReference onBack={() => setScreen('menu')} />;
  if (screen === 'load') {
    return (
      <LoadList
        list={async () => { const listed = await storage.listGames(); return listed.ok ? listed.value : []; }}
        onOpen={(slot) => void loadGame(slot)}
        onDelete={async (slot) => { await storage.deleteGame(slot); }}
        onBack={() => setScreen('menu')}
      />
    );
  }
  return (
    <MainMenu
      canContinue={latest !== null}
      notice={notice}
      onContinue={() => { if (latest) void loadGame(latest.slot); }}
      onNew={() => setScreen('new')}
      onLoad={() => setScreen('load')}
      onSettings={() => setScreen('settings')}
      onRules={() => setScreen('rules')}
    />
  );
}
