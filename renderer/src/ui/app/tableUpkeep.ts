import { useCallback, useEffect, useRef } from 'react';
import type { GameStorage } from '../../platform/storage';
import { data, type GameSetup } from '../../game/engine';
import type { GameLease, GameSource, OpenGame } from '../../game/session';
import { useFinishedGameCounter } from '../campaign/profileAccess';
import { vpByRound } from '../../../../engine/session';
import type { NavigationEvent } from '../screens/navigation';

// What goes on around the game on the table besides opening it (useGameOnTable.ts): its end, leaving the page, and
// the saved games looked at again.

/** A solo game that ends is counted in the profile and leaves the table for its result screen. */
export function useSoloResult(around: {
  readonly storage: GameStorage | null;
  readonly game: OpenGame | null;
  readonly gameRef: React.RefObject<OpenGame | null>;
  readonly leaveTable: () => void;
  readonly navigate: (event: NavigationEvent) => void;
  readonly onNotice: (notice: string) => void;
}): void {
  const { gameRef } = around;
  useFinishedGameCounter(
    around.storage,
    around.game,
    (outcome) => {
      const controller = gameRef.current?.controller;
      const finished = controller
        ? { reviewed: controller.review(), marks: vpByRound(controller.getSnapshot().history) }
        : null;
      around.leaveTable();
      around.navigate({ type: 'soloGameCounted', outcome, finished });
    },
    around.onNotice,
  );
}

/** In a browser, leaving the page while the autosave is failing asks first (the browser shows its own words). */
export function useWarningOnLeavingUnsaved(gameRef: React.RefObject<OpenGame | null>): void {
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent): void => {
      if (gameRef.current?.controller.getSnapshot().saveError) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [gameRef]);
}

/**
 * A saved game looked at again, opened by a worker that shows it and plays nothing. The worker stays open while the
 * replay is shown (the log's "Why?" asks it), until another replaces it or the app closes.
 */
export function useSavedGameReplay(
  openSource: (source: GameSource, lease: GameLease) => Promise<OpenGame | null>,
  navigate: (event: NavigationEvent) => void,
): (slot: string) => Promise<void> {
  const reviewRef = useRef<OpenGame | null>(null);
  useEffect(() => () => reviewRef.current?.controller.dispose(), []);
  return useCallback(
    async (slot: string): Promise<void> => {
      const opened = await openSource({ kind: 'review', slot }, { writable: false, lost: null });
      if (!opened) return;
      reviewRef.current?.controller.dispose();
      reviewRef.current = opened;
      const reviewed = opened.controller.review();
      navigate({ type: 'replay', reviewed: { ...reviewed, explain: (index) => opened.controller.explain(index) } });
    },
    [openSource, navigate],
  );
}

/** `?demo=N` opens straight onto a game of N bots (the render benchmark watches one play). */
export function useDemoGame(storage: GameStorage | null, playSetup: (setup: GameSetup) => Promise<void>): void {
  const demoSeats = Number(new URLSearchParams(window.location.search).get('demo') ?? '0');
  const demoStarted = useRef(false);
  useEffect(() => {
    if (!storage || demoStarted.current || !(demoSeats >= 1 && demoSeats <= 4)) return;
    demoStarted.current = true;
    const names = ['Astrid', 'Bjørn', 'Sigrid', 'Leif'];
    void playSetup({
      seats: names.slice(0, demoSeats).map((name, colour) => ({ name, kind: 'bot' as const, bot: 'easy', colour })),
      seed: 'demo',
      edition: data.NEW_GAME_EDITION,
      villageSide: 'common',
      variant: 'basic',
    });
  });
}
