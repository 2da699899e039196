// @vitest-environment happy-dom
import { act, cleanup, render, type RenderResult } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOUND_NAMES } from '../../../assets/sounds/names';
import type { AnimationBatch, ControllerSnapshot, Refusal } from '../game/controller';
import { createGame, type GameEvent } from '../game/engine';
import type { MotionSettings, SeatLook } from '../scene/model';
import type { SoundSettings } from '../sound/director';
import { useGameSounds, type GameSounds } from './useGameSounds';

/** @pixi/sound, faked where the game meets it: every file loads at once, and plays are recorded. */
const library = vi.hoisted(() => ({
  imported: false,
  added: new Map<string, string>(),
  played: [] as string[],
  stops: 0,
  volumeAll: 1,
}));
vi.mock('@pixi/sound', () => {
  library.imported = true;
  return {
    sound: {
      exists: (name: string) => library.added.has(name),
      remove: (name: string) => {
        library.added.delete(name);
      },
      add: (name: string, options: { url: string; loaded: (error: Error | null) => void }) => {
        library.added.set(name, options.url);
        options.loaded(null);
      },
      play: (name: string) => {
        library.played.push(name);
      },
      stopAll: () => {
        library.stops += 1;
      },
      set volumeAll(volume: number) {
        library.volumeAll = volume;
      },
    },
  };
});

const SEATS: readonly SeatLook[] = [
  { name: 'Astrid', colour: 0, shape: 'circle', bot: false },
  { name: 'Bjørn', colour: 1, shape: 'square', bot: true },
];
const INSTANT: MotionSettings = { speed: 'instant', reducedMotion: false };
const ON: SoundSettings = { enabled: true, volume: 0.6 };
const STATE = createGame({
  seats: [
    { name: 'Astrid', kind: 'human' },
    { name: 'Bjørn', kind: 'bot', bot: 'easy' },
  ],
  seed: 'sounds',
  edition: 1,
  villageSide: 'common',
  variant: 'basic',
});

function snapshotWith(batches: readonly AnimationBatch[]): ControllerSnapshot {
  return {
    state: STATE,
    pending: null,
    legal: [],
    revision: batches.length,
    batches,
    history: { setup: STATE.setup, initial: STATE, entries: [] },
    playing: null,
    humanToAct: false,
    awaitingInput: false,
    botToAct: false,
    undoAvailable: false,
    paused: false,
    autoplaying: false,
    fastForwarding: false,
    botPlayed: [],
    lastError: null,
    refusal: null,
    saveError: null,
    answered: 0,
  };
}

const batch = (id: number, events: readonly GameEvent[]): AnimationBatch => ({ id, round: 1, events, maxMs: null });
const scored = (delta: number): GameEvent => ({
  type: 'ScoreChanged',
  player: 1,
  delta,
  total: delta,
  reason: { code: 'building' },
});

interface ProbeProps {
  readonly batches: readonly AnimationBatch[];
  readonly settings: SoundSettings;
  readonly refusal?: Refusal | null;
}

let view: RenderResult | undefined;
let sounds: GameSounds;

function Probe({ batches, settings, refusal = null }: ProbeProps): null {
  sounds = useGameSounds({ snapshot: snapshotWith(batches), seats: SEATS, motion: INSTANT, settings, refusal });
  return null;
}

function show(props: ProbeProps): void {
  const probe = <Probe {...props} />;
  if (view) view.rerender(probe);
  else view = render(probe);
}

/** The player clicks or presses a key; resolves once the sounds are loaded (the library has been given its volume). */
async function gesture(event: Event): Promise<void> {
  await act(async () => {
    window.dispatchEvent(event);
    await vi.waitFor(() => expect(library.volumeAll).toBe(ON.volume));
  });
}

beforeEach(() => {
  view = undefined;
  library.played.length = 0;
  library.stops = 0;
  library.volumeAll = 1;
});
afterEach(cleanup);

describe('useGameSounds (the table’s sounds, with @pixi/sound faked): loading and playing', () => {
  it('loads nothing before a user gesture, then plays each new batch, coalesced, and honours the settings at once', async () => {
    const past = batch(1, [{ type: 'DiceRolled', round: 1, dice: [] }]);
    show({ batches: [past], settings: ON });
    act(() => sounds.tableShown());
    expect(library.imported).toBe(false);
    expect(sounds.status).toBe('waiting');

    await gesture(new Event('pointerdown'));
    expect(sounds.status).toBe('ready');
    expect([...library.added.keys()].sort()).toEqual([...SOUND_NAMES].sort());
    for (const [name, url] of library.added) expect(url).toMatch(new RegExp(`${name}\\.wav$`));

    const turn = batch(2, [
      { type: 'DiceRolled', round: 2, dice: [] },
      { type: 'TurnStarted', player: 0, round: 2 },
      ...Array.from({ length: 40 }, () => scored(1)),
    ]);
    show({ batches: [past, turn], settings: ON });
    expect(library.played).toEqual(['your-turn', 'dice-roll', 'score-tick']);

    show({ batches: [past, turn], settings: { enabled: true, volume: 0.2 } });
    expect(library.volumeAll).toBe(0.2);

    show({ batches: [past, turn], settings: { enabled: false, volume: 0.2 } });
    expect(library.stops).toBe(1);
    show({
      batches: [past, turn, batch(3, [{ type: 'GameEnded', totals: [1, 2], winner: 1 }])],
      settings: { enabled: false, volume: 0.2 },
    });
    show({
      batches: [past, turn, batch(3, [{ type: 'GameEnded', totals: [1, 2], winner: 1 }])],
      settings: { enabled: false, volume: 0.2 },
      refusal: { message: 'No.' },
    });
    expect(library.played).toEqual(['your-turn', 'dice-roll', 'score-tick']);
  });

  it('loads nothing before the table’s first frame is on screen, even after a gesture: the first frame never waits for sounds', async () => {
    show({ batches: [], settings: ON });
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(sounds.status).toBe('waiting');
    act(() => sounds.tableShown());
    // Nor in the task that prepares the table's first frame: only once that frame is on screen.
    expect(sounds.status).toBe('waiting');
    await act(async () => {
      await vi.waitFor(() => expect(library.volumeAll).toBe(ON.volume));
    });
    expect(sounds.status).toBe('ready');
  });
});

describe('useGameSounds (the table’s sounds, with @pixi/sound faked): refusals', () => {
  it('buzzes when an action is refused, and not for a bot’s turn', async () => {
    show({ batches: [], settings: ON });
    act(() => sounds.tableShown());
    await gesture(new KeyboardEvent('keydown', { key: 'x' }));
    expect(sounds.status).toBe('ready');
    show({ batches: [batch(1, [{ type: 'TurnStarted', player: 1, round: 1 }])], settings: ON });
    expect(library.played).toEqual([]);
    show({
      batches: [batch(1, [{ type: 'TurnStarted', player: 1, round: 1 }])],
      settings: ON,
      refusal: { message: 'The tile cannot go there.' },
    });
    expect(library.played).toEqual(['refused']);
    // The same refusal again, in the same words, is a new refusal: it buzzes again.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    show({
      batches: [batch(1, [{ type: 'TurnStarted', player: 1, round: 1 }])],
      settings: ON,
      refusal: { message: 'The tile cannot go there.' },
    });
    expect(library.played).toEqual(['refused', 'refused']);
  });
});
