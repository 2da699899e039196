// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { SOUND_NAMES } from '../../../assets/sounds/names';
import { soundUrls } from './pixiBackend';

// Importing the real library would open an AudioContext; these tests only read the file list.
vi.mock('@pixi/sound', () => ({ sound: {} }));

describe('the sound files the renderer ships', () => {
  it('has a file for every sound, found by its name', () => {
    const urls = soundUrls();
    for (const name of SOUND_NAMES) expect(urls[name]).toMatch(new RegExp(`/${name}\\.wav$`));
  });

  it('names the sounds whose files are missing', () => {
    expect(() => soundUrls({ '../assets/sounds/fanfare.wav': '/fanfare.wav' })).toThrow(
      /sound files missing: dice-roll, die-placed, .*your-turn, refused$/,
    );
  });
});
