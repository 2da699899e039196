/**
 * A very small synthesizer for the game's sound effects: struck resonators (wood, glass, bells), filtered noise
 * (rattles, water) and harmonic voices (brass, buzz), mixed on a mono timeline and written as 16-bit PCM WAV.
 * Everything random comes from a seeded generator, so the same recipe always renders the same bytes.
 */

export const SAMPLE_RATE = 22_050;
const BITS_PER_SAMPLE = 16;
const WAV_HEADER_BYTES = 44;
/** Every sound ends with a short fade, so that none stops with a click. */
const FADE_OUT_SECONDS = 0.008;

export type Signal = Float32Array;
/** A value that changes over a sound's time, in seconds from its start. */
export type Curve = (seconds: number) => number;

/** One mode of a struck resonator: its frequency as a multiple of the fundamental, its level, and its decay time. */
export interface Partial {
  readonly ratio: number;
  readonly gain: number;
  /** Seconds for the mode to fall to 1/e. */
  readonly decay: number;
}

/** Uniform numbers in [-1, 1) from a 32-bit seed (mulberry32): the same seed gives the same noise everywhere. */
export function seededNoise(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * 2 - 1;
  };
}

export function silence(seconds: number): Signal {
  return new Float32Array(Math.round(seconds * SAMPLE_RATE));
}

/** Adds `source`, scaled by `gain`, into `target` from `atSeconds` on (what does not fit is cut). */
export function mixInto(target: Signal, source: Signal, atSeconds: number, gain = 1): void {
  const offset = Math.round(atSeconds * SAMPLE_RATE);
  const end = Math.min(target.length, offset + source.length);
  for (let i = Math.max(0, offset); i < end; i += 1) target[i] = (target[i] ?? 0) + (source[i - offset] ?? 0) * gain;
}

/** A struck body: decaying sine modes over a fundamental, with a short attack so that the strike has no click. */
export function strike(frequency: number, seconds: number, partials: readonly Partial[], attack = 0.002): Signal {
  const out = silence(seconds);
  for (let i = 0; i < out.length; i += 1) {
    const t = i / SAMPLE_RATE;
    let sum = 0;
    for (const mode of partials)
      sum += mode.gain * Math.exp(-t / mode.decay) * Math.sin(2 * Math.PI * frequency * mode.ratio * t);
    out[i] = sum * Math.min(1, t / attack);
  }
  return out;
}

/**
 * A harmonic voice whose pitch may glide (its phase is accumulated, so sweeps stay smooth): `harmonics[k]` is the level
 * of harmonic k + 1.
 */
export function voice(frequency: Curve, seconds: number, harmonics: readonly number[], envelope: Curve): Signal {
  const out = silence(seconds);
  let phase = 0;
  for (let i = 0; i < out.length; i += 1) {
    const t = i / SAMPLE_RATE;
    let sum = 0;
    harmonics.forEach((gain, k) => {
      sum += gain * Math.sin((k + 1) * phase);
    });
    out[i] = sum * envelope(t);
    phase += (2 * Math.PI * frequency(t)) / SAMPLE_RATE;
  }
  return out;
}

/** White noise through a band-pass whose centre may move (RBJ biquad, 0 dB at the centre), shaped by `envelope`. */
export function noiseBand(noise: () => number, seconds: number, centre: Curve, q: number, envelope: Curve): Signal {
  const out = silence(seconds);
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  for (let i = 0; i < out.length; i += 1) {
    const t = i / SAMPLE_RATE;
    const w0 = (2 * Math.PI * centre(t)) / SAMPLE_RATE;
    const alpha = Math.sin(w0) / (2 * q);
    const a0 = 1 + alpha;
    const x0 = noise();
    const y0 = (alpha * x0 - alpha * x2 + 2 * Math.cos(w0) * y1 - (1 - alpha) * y2) / a0;
    x2 = x1;
    x1 = x0;
    y2 = y1;
    y1 = y0;
    out[i] = y0 * envelope(t);
  }
  return out;
}

/** A one-pole low-pass, in place: softens the upper harmonics of a voice. */
export function lowPass(signal: Signal, cutoff: number): Signal {
  const k = 1 - Math.exp((-2 * Math.PI * cutoff) / SAMPLE_RATE);
  let y = 0;
  for (let i = 0; i < signal.length; i += 1) {
    y += k * ((signal[i] ?? 0) - y);
    signal[i] = y;
  }
  return signal;
}

/** Exponential decay after a short linear attack. */
export function decaying(attack: number, decay: number): Curve {
  return (t) => Math.min(1, t / attack) * Math.exp(-Math.max(0, t - attack) / decay);
}

/** Rises over `attack`, holds, and falls over `release` to end at `length`. */
export function held(attack: number, length: number, release: number): Curve {
  return (t) => Math.max(0, Math.min(1, t / attack, (length - t) / release));
}

/** Scales a sound so that its loudest sample is `peak` (of full scale), and fades its last milliseconds out. */
export function finish(signal: Signal, peak: number): Signal {
  let loudest = 0;
  for (const sample of signal) loudest = Math.max(loudest, Math.abs(sample));
  const gain = loudest > 0 ? peak / loudest : 0;
  const fade = Math.round(FADE_OUT_SECONDS * SAMPLE_RATE);
  return signal.map((sample, i) => sample * gain * Math.min(1, (signal.length - 1 - i) / fade));
}

/** A mono 16-bit PCM WAV file of `signal` (samples in [-1, 1], clipped beyond). */
export function encodeWav(signal: Signal): Uint8Array {
  const bytesPerSample = BITS_PER_SAMPLE / 8;
  const dataBytes = signal.length * bytesPerSample;
  const bytes = new Uint8Array(WAV_HEADER_BYTES + dataBytes);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string): void => {
    for (let i = 0; i < text.length; i += 1) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, WAV_HEADER_BYTES - 8 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE * bytesPerSample, true);
  view.setUint16(32, bytesPerSample, true);
  view.setUint16(34, BITS_PER_SAMPLE, true);
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  signal.forEach((sample, i) => {
    const clipped = Math.max(-1, Math.min(1, sample));
    view.setInt16(WAV_HEADER_BYTES + i * bytesPerSample, Math.round(clipped * 32_767), true);
  });
  return bytes;
}
