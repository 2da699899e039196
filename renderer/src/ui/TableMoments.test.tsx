// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnimationBatch, ControllerSnapshot, GameController } from '../game/controller';
import { createGame, type GameEvent } from '../game/engine';
import type { MotionSettings, SeatLook } from '../scene/model';
import { i18n } from '../i18n';
import { act, cleanup, render } from '@testing-library/react';
import { TableMoments } from './TableMoments';
import { playerPanelRect } from '../scene/areas/players';
import { VILLAGE_NAME, villageCellRect } from '../scene/areas/village';

const SEATS: readonly SeatLook[] = [
  { name: 'Astrid', colour: 0, shape: 'circle', bot: false },
  { name: 'Bjørn', colour: 1, shape: 'square', bot: true },
];
const STATE = createGame({
  seats: [
    { name: 'Astrid', kind: 'human' },
    { name: 'Bjørn', kind: 'bot', bot: 'easy' },
  ],
  seed: 'moments',
  edition: 1,
  villageSide: 'common',
  variant: 'basic',
});

/** A session that only publishes batches, as the table sees them. */
function session(): {
  controller: GameController;
  play: (events: readonly GameEvent[], maxMs?: number | null) => void;
} {
  const listeners = new Set<() => void>();
  let batches: readonly AnimationBatch[] = [];
  const snapshot = (): ControllerSnapshot => ({
    state: STATE,
    pending: null,
    legal: [],
    revision: batches.length,
    batches,
    history: { setup: STATE.setup, initial: STATE, entries: [] },
    playing: batches.at(-1) ?? null,
    humanToAct: false,
    awaitingInput: false,
    botToAct: true,
    undoAvailable: false,
    paused: false,
    autoplaying: false,
    fastForwarding: false,
    botPlayed: [],
    lastError: null,
    refusal: null,
    saveError: null,
    answered: 0,
  });
  let current = snapshot();
  const controller = {
    getSnapshot: () => current,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as GameController;
  const play = (events: readonly GameEvent[], maxMs: number | null = null): void => {
    batches = [...batches, { id: batches.length + 1, round: 1, events, maxMs }];
    current = snapshot();
    act(() => {
      for (const listener of listeners) listener();
    });
  };
  return { controller, play };
}

const NORMAL: MotionSettings = { speed: 'normal', reducedMotion: false };
const rowDone: GameEvent = { type: 'LineCompleted', player: 0, line: 'row', index: 3, boardwalk: 14 };
const roundStarts: GameEvent = { type: 'RoundStarted', round: 2, startPlayer: 1 };

function shownWith(motion: MotionSettings): { page: HTMLElement; play: ReturnType<typeof session>['play'] } {
  const { controller, play } = session();
  const page = render(<TableMoments controller={controller} seats={SEATS} motion={motion} viewedSeat={0} />).container;
  return { page, play };
}

describe('round banners and celebrations over the table', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(cleanup);

  it("a completed row lights up in the village shown (its own), with its player's card; another player's row only on their card", () => {
    const { page, play } = shownWith(NORMAL);
    play([rowDone]);
    const lit = (): string[] =>
      [...page.querySelectorAll<HTMLElement>('[data-testid="achieved"]')].map(
        (node) => `${node.style.left},${node.style.top},${node.style.width},${node.style.height}`,
      );
    const row = villageCellRect(12);
    const card = playerPanelRect(0, 2);
    expect(lit()).toEqual([
      `${row.x}px,${row.y}px,${row.w * 6}px,${row.h}px`,
      `${card.x}px,${card.y}px,${card.w}px,${card.h}px`,
    ]);
    // The celebration says it in the bar under the village, not over the pool.
    expect(page.querySelector<HTMLElement>('.celebrations')?.style.top).toBe(`${VILLAGE_NAME.y}px`);
    const other = shownWith(NORMAL);
    other.play([{ ...rowDone, player: 1 }]);
    const theirs = playerPanelRect(1, 2);
    expect(
      [...other.page.querySelectorAll<HTMLElement>('[data-testid="achieved"]')].map((node) => node.style.left),
    ).toEqual([`${theirs.x}px`]);
  });

  it('a completed row is celebrated for its player, and a new round has its banner naming the start player', () => {
    const { page, play } = shownWith(NORMAL);
    play([rowDone]);
    expect([...page.querySelectorAll('[data-testid="celebration"]')].map((node) => node.textContent)).toEqual([
      '★ \u2068Astrid\u2069 completed row 3!',
    ]);
    play([
      { type: 'RoundEnded', round: 1, nextStartPlayer: 1 },
      { type: 'DiceRolled', round: 2, dice: [] },
      roundStarts,
    ]);
    const banner = page.querySelector('[data-testid="round-banner"]');
    expect(banner?.getAttribute('data-kind')).toBe('roundStart');
    expect(banner?.textContent).toBe('Round 2The dice are rolled · \u2068Bjørn\u2069 starts');
  });

  it('reduced motion: the same words, still; animations off: nothing at all', () => {
    const still = shownWith({ speed: 'normal', reducedMotion: true });
    still.play([rowDone]);
    expect(still.page.querySelector('[data-testid="celebration"]')?.classList.contains('still')).toBe(true);
    const off = shownWith({ speed: 'instant', reducedMotion: false });
    off.play([rowDone, roundStarts]);
    expect(off.page.querySelector('[data-testid="celebration"], [data-testid="round-banner"]')).toBeNull();
  });

  it("a batch played at once (skipping to a person's turn) is not celebrated", () => {
    const { page, play } = shownWith(NORMAL);
    play([rowDone, roundStarts], 0);
    expect(page.querySelector('[data-testid="celebration"], [data-testid="round-banner"]')).toBeNull();
  });
});
