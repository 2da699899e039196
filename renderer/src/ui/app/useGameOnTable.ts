import { useCallback, useEffect, useRef, useState } from 'react';
import { desktopBridge } from '../../platform/electronStorage';
import type { GameStorage } from '../../platform/storage';
import type { GameSetup } from '../../game/engine';
import { newSlotName, openGame, type GameLease, type GameSource, type OpenGame } from '../../game/session';
import type { PlayOnMoment } from '../../game/controller';
import { useGameClaim, type ElsewhereChoice } from '../useGameClaim';
import { useDesktopBridge } from '../useDesktopBridge';
import type { NavigationEvent } from '../screens/navigation';
import type { AppSettings } from './useAppSettings';
import { useSavedGameReplay, useSoloResult, useWarningOnLeavingUnsaved } from './tableUpkeep';

/** What the game on the table needs from the app around it. */
export interface TableNeeds {
  readonly storage: GameStorage | null;
  /** Every game reads its speeds from the settings as set now, as it plays. */
  readonly settings: AppSettings;
  readonly navigate: (event: NavigationEvent) => void;
  readonly onNotice: (notice: string) => void;
  /** A saved game that could not be opened and has a previous version: the main menu offers to put it back. */
  readonly offerGame: (slot: string) => void;
}

/** The game on the table, and every way to put one there, look at one, or leave it. */
export interface GameOnTable {
  readonly game: OpenGame | null;
  /** This tab shows the game but does not write it (another tab does). */
  readonly readOnly: boolean;
  /** The game asked for is open in another tab: the player's answer, once the question is shown. */
  readonly asking: ((choice: ElsewhereChoice) => void) | null;
  /**
   * Puts a new game with `setup` on the table (autosaved to a new slot): the new-game menu calls it, and so can any
   * other screen with a GameSetup of its own (a campaign challenge's seed, scoring tiles and task).
   */
  readonly playSetup: (setup: GameSetup, slot?: string) => Promise<void>;
  /** Puts a saved game on the table; `takeOver` takes it from another tab that has it. */
  readonly loadGame: (slot: string, takeOver?: boolean) => Promise<void>;
  /** "Play on from here": the moment replayed, as a new game of its own; in solo, practice (RULES §13.4). */
  readonly playOn: (moment: PlayOnMoment) => Promise<void>;
  /** A saved game looked at again: opened by a worker that shows it and plays nothing. */
  readonly replaySaved: (slot: string) => Promise<void>;
  /** "Since your last turn": the game on the table looked at after `count` actions; closing the replay comes back. */
  readonly lookBack: (count: number) => void;
  /** The table's Menu: the game leaves the table (every committed action is saved) for the main menu. */
  readonly closeGame: () => void;
}

/**
 * Opens `source` in a game worker of its own; a game that cannot be opened is said so and the menu shown, with its
 * previous version on offer when it has one. `lease` says whether this tab writes it.
 */
function useGameOpening({ storage, settings, navigate, onNotice, offerGame }: TableNeeds) {
  const { latest } = settings;
  return useCallback(
    async (source: GameSource, lease: GameLease): Promise<OpenGame | null> => {
      if (!storage) return null;
      const desktop = desktopBridge()?.game ?? null;
      const pacing = { speed: () => latest.current.animationSpeed, botSpeed: () => latest.current.botSpeed };
      const opened = await openGame({ desktop, source, lease, ...pacing, onWarning: onNotice });
      if (!opened.ok) {
        onNotice(opened.message);
        if (opened.restorable && source.kind !== 'unsaved')
          offerGame(source.kind === 'fork' ? source.from : source.slot);
        navigate({ type: 'show', screen: 'menu' });
        return null;
      }
      if (opened.notices.length > 0) onNotice(opened.notices.join(' '));
      return opened.game;
    },
    [storage, latest, navigate, onNotice, offerGame],
  );
}

/** The game on the table: at most one, its worker disposed of as soon as it leaves the table. */
export function useGameOnTable(needs: TableNeeds): GameOnTable {
  const { storage, settings, navigate } = needs;
  const [game, setGame] = useState<OpenGame | null>(null);
  const gameRef = useRef(game);
  gameRef.current = game;
  const { claim, readOnly, asking } = useGameClaim(storage);
  const openSource = useGameOpening(needs);
  const leaveTable = useCallback((): void => {
    gameRef.current?.controller.dispose();
    setGame(null);
  }, []);

  /** Puts `source` on the table, in place of the game there. */
  const play = useCallback(
    async (source: GameSource, takeOver = false): Promise<void> => {
      const slot = source.kind === 'unsaved' ? null : source.slot;
      const lease = slot === null ? { writable: false, lost: null } : await claim(slot, takeOver);
      if (!lease) return;
      const opened = await openSource(source, lease);
      if (!opened) return;
      gameRef.current?.controller.dispose();
      setGame(opened);
      navigate({ type: 'show', screen: 'game' });
    },
    [claim, openSource, navigate],
  );
  const playSetup = useCallback(
    (setup: GameSetup, slot: string = newSlotName()) => play({ kind: 'new', slot, setup }),
    [play],
  );
  const loadGame = useCallback((slot: string, takeOver = false) => play({ kind: 'load', slot }, takeOver), [play]);
  const playOn = useCallback(
    async (moment: PlayOnMoment): Promise<void> => {
      // The game on the table has written every move before the new one reads it from its save.
      await gameRef.current?.controller.flush();
      await play({ kind: 'fork', from: moment.slot, at: moment.at, slot: newSlotName(), seats: moment.seats });
    },
    [play],
  );
  const lookBack = useCallback(
    (count: number): void => {
      if (gameRef.current) navigate({ type: 'lookBack', reviewed: gameRef.current.controller.review(), at: count });
    },
    [navigate],
  );
  const closeGame = (): void => {
    leaveTable();
    navigate({ type: 'show', screen: 'menu' });
  };

  // A change of the pace settings reaches the game's authority at once (it reads them when a bot moves).
  const { botSpeed, animationSpeed } = settings.current;
  useEffect(() => game?.controller.setPace(botSpeed, animationSpeed === 'instant'), [game, botSpeed, animationSpeed]);
  useSoloResult({ storage, game, gameRef, leaveTable, navigate, onNotice: needs.onNotice });
  useWarningOnLeavingUnsaved(gameRef);
  useDesktopBridge(gameRef, leaveTable, (screen) => navigate({ type: 'show', screen }));
  const replaySaved = useSavedGameReplay(openSource, navigate);
  return { game, readOnly, asking, playSetup, loadGame, playOn, replaySaved, lookBack, closeGame };
}
