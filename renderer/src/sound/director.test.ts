// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SoundDirector, type SoundBackend } from './director';
import type { Cue, SoundName } from './eventSounds';

/** The sound library, faked at the director's seam: it records what it was asked to do. */
function fakeBackend() {
  const played: SoundName[] = [];
  const backend: SoundBackend & { played: SoundName[]; stops: number; volume: number | null } = {
    played,
    stops: 0,
    volume: null,
    play: (sound) => {
      played.push(sound);
    },
    stopAll: () => {
      backend.stops += 1;
    },
    setVolume: (volume) => {
      backend.volume = volume;
    },
  };
  return backend;
}

const ON = { enabled: true, volume: 0.8 };
const OFF = { enabled: false, volume: 0.8 };

/** A director with its library loaded, sound on. */
async function readyDirector() {
  const backend = fakeBackend();
  const director = new SoundDirector(async () => backend);
  director.configure(ON);
  director.unlock();
  await vi.waitFor(() => expect(director.getStatus()).toBe('ready'));
  return { director, backend };
}

const cue = (sound: SoundName, at: number): Cue => ({ sound, at });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SoundDirector: loading and timing', () => {
  it('loads the sound library only once unlocked (a user gesture) and only while sound is on', async () => {
    const load = vi.fn(async () => fakeBackend());
    const director = new SoundDirector(load);
    director.configure(ON);
    director.play([cue('dice-roll', 0)]);
    expect(load).not.toHaveBeenCalled();
    expect(director.getStatus()).toBe('waiting');

    director.configure(OFF);
    director.unlock();
    expect(load).not.toHaveBeenCalled();

    director.configure(ON);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(director.getStatus()).toBe('ready'));
    director.configure({ enabled: true, volume: 0.3 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops what was due while the library loaded, rather than playing it all in a burst once ready', async () => {
    let finishLoading: (backend: SoundBackend) => void = () => undefined;
    const backend = fakeBackend();
    const director = new SoundDirector(
      () =>
        new Promise((resolve) => {
          finishLoading = resolve;
        }),
    );
    director.configure(ON);
    director.unlock();
    director.play([cue('dice-roll', 0), cue('die-placed', 0.2)]);
    finishLoading(backend);
    await vi.waitFor(() => expect(director.getStatus()).toBe('ready'));
    vi.advanceTimersByTime(1000);
    expect(backend.played).toEqual([]);
    expect(backend.volume).toBe(0.8);
  });

  it('plays each cue when its moment in the animation comes', async () => {
    const { director, backend } = await readyDirector();
    director.play([cue('dice-roll', 0), cue('tile-placed', 0.5), cue('tech-step', 0.9)]);
    expect(backend.played).toEqual(['dice-roll']);
    vi.advanceTimersByTime(499);
    expect(backend.played).toEqual(['dice-roll']);
    vi.advanceTimersByTime(1);
    expect(backend.played).toEqual(['dice-roll', 'tile-placed']);
    vi.advanceTimersByTime(400);
    expect(backend.played).toEqual(['dice-roll', 'tile-placed', 'tech-step']);
  });
});

describe('SoundDirector: the settings', () => {
  it('switched off, silences what plays and what is due at once, and stays silent', async () => {
    const { director, backend } = await readyDirector();
    director.play([cue('boat-moved', 0), cue('delivery', 0.3), cue('fanfare', 0.6)]);
    director.configure(OFF);
    expect(backend.stops).toBe(1);
    vi.advanceTimersByTime(5000);
    director.play([cue('dice-roll', 0)]);
    director.playNow('refused');
    expect(backend.played).toEqual(['boat-moved']);

    director.configure(ON);
    vi.advanceTimersByTime(5000);
    expect(backend.played).toEqual(['boat-moved']);
  });

  it('follows the volume setting', async () => {
    const { director, backend } = await readyDirector();
    director.configure({ enabled: true, volume: 0.25 });
    expect(backend.volume).toBe(0.25);
  });
});

describe('SoundDirector: coalescing, skipping and crowding', () => {
  it('coalesces a batch played at once (instant speed): each sound once, the most telling first, three at most', async () => {
    const { director, backend } = await readyDirector();
    const kinds: readonly SoundName[] = ['score-tick', 'die-placed', 'delivery', 'tech-step'];
    const forty = Array.from({ length: 40 }, (_, i) => cue(kinds[i % kinds.length] ?? 'score-tick', 0));
    director.play([...forty, cue('fanfare', 0)]);
    expect(backend.played).toEqual(['fanfare', 'tech-step', 'delivery']);
  });

  it('on a skip, the sounds still due come at once, coalesced, and nothing more comes later', async () => {
    const { director, backend } = await readyDirector();
    const ticks = Array.from({ length: 20 }, (_, i) => cue('score-tick', 0.3 + 0.1 * i));
    director.play([cue('die-placed', 0), ...ticks, cue('tech-step', 1), cue('delivery', 1.2), cue('your-turn', 2.5)]);
    vi.advanceTimersByTime(100);
    director.skip();
    expect(backend.played).toEqual(['die-placed', 'your-turn', 'tech-step']);
    vi.advanceTimersByTime(5000);
    expect(backend.played).toHaveLength(3);
  });

  it('never lets moving pieces crowd out the sounds that tell the player something', async () => {
    const { director, backend } = await readyDirector();
    director.play([
      cue('dice-roll', 0),
      cue('die-placed', 0),
      cue('tile-placed', 0),
      cue('boat-moved', 0),
      cue('your-turn', 0.1),
    ]);
    vi.advanceTimersByTime(100);
    director.playNow('refused');
    expect(backend.played).toEqual(['dice-roll', 'tile-placed', 'boat-moved', 'your-turn', 'refused']);
  });
});

describe('SoundDirector: overlapping batches, repeats, failures and disposal', () => {
  it('a new batch finishes the sounds of the one before it, as the table finishes its animation', async () => {
    const { director, backend } = await readyDirector();
    director.play([cue('boat-moved', 0), cue('delivery', 0.8)]);
    vi.advanceTimersByTime(400);
    director.play([cue('dice-roll', 0)]);
    expect(backend.played).toEqual(['boat-moved', 'delivery', 'dice-roll']);
    vi.advanceTimersByTime(5000);
    expect(backend.played).toHaveLength(3);
  });

  it('does not restart a sound within a few hundredths of a second of its last start', async () => {
    const { director, backend } = await readyDirector();
    director.play([cue('score-tick', 0), cue('score-tick', 0.05), cue('score-tick', 0.1)]);
    vi.advanceTimersByTime(200);
    expect(backend.played).toEqual(['score-tick', 'score-tick']);
  });

  it('stays silent, and throws nothing, when the library cannot load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const director = new SoundDirector(async () => {
      throw new Error('no audio device');
    });
    director.configure(ON);
    director.unlock();
    await vi.waitFor(() => expect(director.getStatus()).toBe('failed'));
    expect(() => {
      director.play([cue('dice-roll', 0)]);
      director.skip();
      director.configure(OFF);
    }).not.toThrow();
    expect(warn).toHaveBeenCalledWith('Sounds are off: no audio device');
    warn.mockRestore();
  });

  it('once disposed (the table closed), plays nothing that was still due', async () => {
    const { director, backend } = await readyDirector();
    director.play([cue('tile-placed', 0.5)]);
    director.dispose();
    vi.advanceTimersByTime(5000);
    director.playNow('refused');
    expect(backend.played).toEqual([]);
  });
});
