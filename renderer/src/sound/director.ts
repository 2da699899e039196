import type { Cue, SoundName } from './eventSounds';

/** The sound library as the director uses it (pixiBackend.ts with @pixi/sound; a fake in tests). */
export interface SoundBackend {
  play(sound: SoundName): void;
  /** Silences every sound playing now. */
  stopAll(): void;
  /** Master volume, 0 to 1. */
  setVolume(volume: number): void;
}

export interface SoundSettings {
  readonly enabled: boolean;
  /** 0 to 1. */
  readonly volume: number;
}

/** Where the sounds are: not asked for yet (no user gesture, or sound off), being fetched, playable, or unavailable. */
export type SoundStatus = 'waiting' | 'loading' | 'ready' | 'failed';

export interface Clock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

/** A sound does not start again within this many milliseconds of its last start (a run of score ticks thins out). */
const SAME_SOUND_GAP_MS = 70;
/** At most this many sounds start within VOICE_WINDOW_MS: a skipped batch or a fast bot is not a burst. */
const MAX_VOICES = 3;
const VOICE_WINDOW_MS = 250;

/** Sounds that tell the player something: moving pieces never crowd them out of the voices. */
const ALWAYS_HEARD: ReadonlySet<SoundName> = new Set(['fanfare', 'your-turn', 'refused']);

/**
 * When several sounds are due at once, the ones earlier here win the few voices: what ends or starts something
 * matters more than the clicks of moving pieces.
 */
const PRIORITY: readonly SoundName[] = [
  'fanfare',
  'your-turn',
  'refused',
  'dice-roll',
  'tech-step',
  'delivery',
  'tile-placed',
  'boat-moved',
  'die-placed',
  'score-tick',
];

/**
 * Plays the table's sounds: schedules each batch's cues as its animation plays, coalesces what falls together (a
 * skipped animation, instant speed), and follows the Sound settings at once — switched off, nothing playing or due
 * sounds any more. The sound library is loaded only when asked (`unlock`, after a user gesture: browsers keep audio
 * locked until then) and only while sound is on; until it is ready, cues are dropped rather than kept for a burst.
 */
export class SoundDirector {
  private settings: SoundSettings = { enabled: false, volume: 1 };
  private backend: SoundBackend | null = null;
  private status: SoundStatus = 'waiting';
  private unlocked = false;
  private disposed = false;
  private readonly due = new Map<unknown, SoundName>();
  private readonly started: { readonly sound: SoundName; readonly at: number }[] = [];
  private readonly statusListeners = new Set<(status: SoundStatus) => void>();

  constructor(
    private readonly loadBackend: () => Promise<SoundBackend>,
    private readonly clock: Clock = realClock,
  ) {}

  getStatus(): SoundStatus {
    return this.status;
  }

  onStatus(listener: (status: SoundStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  configure(settings: SoundSettings): void {
    this.settings = settings;
    if (!settings.enabled) {
      this.cancelDue();
      this.backend?.stopAll();
    }
    this.backend?.setVolume(settings.volume);
    this.loadIfWanted();
  }

  /** The user has interacted with the page and the table is shown: the sounds may be loaded now. */
  unlock(): void {
    this.unlocked = true;
    this.loadIfWanted();
  }

  /** Schedules the cues of a batch that starts playing now; what the last batch still had due sounds at once. */
  play(cues: readonly Cue[]): void {
    this.skip();
    if (!this.playable()) return;
    const now = cues.filter((cue) => cue.at <= 0).map((cue) => cue.sound);
    this.startTogether(now);
    for (const cue of cues) {
      if (cue.at <= 0) continue;
      const timer = this.clock.setTimeout(() => {
        this.due.delete(timer);
        this.start(cue.sound);
      }, cue.at * 1000);
      this.due.set(timer, cue.sound);
    }
  }

  /** A sound of the moment (not of an animation): it starts now, if the voices allow. */
  playNow(sound: SoundName): void {
    this.start(sound);
  }

  /** The animation jumped to its end: the sounds it still had due come together, coalesced. */
  skip(): void {
    const due = [...this.due.values()];
    this.cancelDue();
    this.startTogether(due);
  }

  /** The table is gone: nothing more is due (what plays now rings out). */
  dispose(): void {
    this.disposed = true;
    this.cancelDue();
    this.statusListeners.clear();
  }

  // ------------------------------------------------------------------------------------------------

  private playable(): boolean {
    return this.settings.enabled && this.backend !== null && !this.disposed;
  }

  private loadIfWanted(): void {
    if (!this.unlocked || !this.settings.enabled || this.status !== 'waiting' || this.disposed) return;
    this.setStatus('loading');
    this.loadBackend().then(
      (backend) => {
        this.backend = backend;
        backend.setVolume(this.settings.volume);
        this.setStatus('ready');
      },
      (error: unknown) => {
        // The game plays on silently (no audio device, a browser without Web Audio): say why once, for bug reports.
        console.warn(`Sounds are off: ${error instanceof Error ? error.message : String(error)}`);
        this.setStatus('failed');
      },
    );
  }

  private setStatus(status: SoundStatus): void {
    this.status = status;
    for (const listener of [...this.statusListeners]) listener(status);
  }

  private cancelDue(): void {
    for (const timer of this.due.keys()) this.clock.clearTimeout(timer);
    this.due.clear();
  }

  /** Sounds due at the same moment: each once, the most telling first, as far as the voices allow. */
  private startTogether(sounds: readonly SoundName[]): void {
    const distinct = [...new Set(sounds)].sort((a, b) => PRIORITY.indexOf(a) - PRIORITY.indexOf(b));
    for (const sound of distinct) this.start(sound);
  }

  private start(sound: SoundName): void {
    if (!this.playable() || !this.backend) return;
    const now = this.clock.now();
    while (this.started.length > 0 && now - (this.started[0]?.at ?? now) >= VOICE_WINDOW_MS) this.started.shift();
    if (this.started.length >= MAX_VOICES && !ALWAYS_HEARD.has(sound)) return;
    if (this.started.some((voice) => voice.sound === sound && now - voice.at < SAME_SOUND_GAP_MS)) return;
    this.started.push({ sound, at: now });
    this.backend.play(sound);
  }
}
