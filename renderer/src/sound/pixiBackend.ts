import { sound } from '@pixi/sound';
import { SOUND_NAMES, type SoundName } from '../../../assets/sounds/names';
import type { SoundBackend } from './director';

/** The sound files, as URLs of the app itself (the build copies them beside the code; the CSP allows only 'self'). */
const FILES = import.meta.glob<string>('../../../assets/sounds/*.wav', {
  query: '?url',
  import: 'default',
  eager: true,
});

/** Each sound's URL; a sound without its file (`npm run sounds` writes them) is a build error, reported here. */
export function soundUrls(files: Readonly<Record<string, string>> = FILES): Record<SoundName, string> {
  const byName = new Map(
    Object.entries(files).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1, -'.wav'.length), url]),
  );
  const missing = SOUND_NAMES.filter((name) => !byName.has(name));
  if (missing.length > 0) throw new Error(`sound files missing: ${missing.join(', ')}`);
  return Object.fromEntries(SOUND_NAMES.map((name) => [name, byName.get(name)])) as Record<SoundName, string>;
}

function load(name: SoundName, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // A sound left over from a load that failed halfway is replaced, not added twice.
    if (sound.exists(name)) sound.remove(name);
    sound.add(name, { url, preload: true, loaded: (error) => (error ? reject(error) : resolve()) });
  });
}

let loading: Promise<SoundBackend> | null = null;

/**
 * Fetches and decodes every sound into @pixi/sound's library (Web Audio), once per page: later games reuse it. This
 * module is imported only after a user gesture, because importing @pixi/sound creates its AudioContext.
 */
export function pixiSoundBackend(): Promise<SoundBackend> {
  loading ??= (async () => {
    const urls = soundUrls();
    await Promise.all(SOUND_NAMES.map((name) => load(name, urls[name])));
    return {
      play: (name) => {
        void sound.play(name);
      },
      stopAll: () => {
        sound.stopAll();
      },
      setVolume: (volume) => {
        sound.volumeAll = volume;
      },
    };
  })();
  // A failed load (a missing file, no audio device) may be tried again by the next game.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
