import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SOUND_NAMES } from './names';
import { SOUND_RECIPES } from './recipes';
import { SAMPLE_RATE, encodeWav, seededNoise } from './synth';

/** The fields of a WAV file's header (RIFF, one `fmt ` chunk, one `data` chunk), read as a player would. */
function readWav(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = (offset: number): string => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  return {
    riff: text(0),
    riffSize: view.getUint32(4, true),
    wave: text(8),
    fmt: text(12),
    fmtSize: view.getUint32(16, true),
    format: view.getUint16(20, true),
    channels: view.getUint16(22, true),
    sampleRate: view.getUint32(24, true),
    byteRate: view.getUint32(28, true),
    blockAlign: view.getUint16(32, true),
    bitsPerSample: view.getUint16(34, true),
    data: text(36),
    dataSize: view.getUint32(40, true),
    samples: Array.from({ length: (bytes.length - 44) / 2 }, (_, i) => view.getInt16(44 + 2 * i, true)),
  };
}

describe('sound synthesizer', () => {
  it.each(SOUND_NAMES)(
    'renders %s as a short mono 16-bit 22.05 kHz PCM WAV that is neither silent nor clipped',
    (name) => {
      const wav = readWav(encodeWav(SOUND_RECIPES[name]()));
      expect(wav).toMatchObject({
        riff: 'RIFF',
        wave: 'WAVE',
        fmt: 'fmt ',
        fmtSize: 16,
        format: 1,
        channels: 1,
        sampleRate: SAMPLE_RATE,
        byteRate: SAMPLE_RATE * 2,
        blockAlign: 2,
        bitsPerSample: 16,
        data: 'data',
      });
      expect(wav.dataSize).toBe(wav.samples.length * 2);
      expect(wav.riffSize).toBe(36 + wav.dataSize);
      const seconds = wav.samples.length / SAMPLE_RATE;
      expect(seconds).toBeGreaterThan(0.05);
      expect(seconds).toBeLessThanOrEqual(name === 'fanfare' ? 1.5 : 1);
      const peak = Math.max(...wav.samples.map(Math.abs));
      expect(peak).toBeGreaterThan(0.3 * 32_767);
      expect(peak).toBeLessThan(32_767);
      // Faded out: it ends at rest, with no click.
      expect(wav.samples.at(-1)).toBe(0);
    },
  );

  it('writes the committed files: running `npm run sounds` again reproduces them byte for byte', () => {
    for (const name of SOUND_NAMES) {
      const committed = readFileSync(join(import.meta.dirname, `${name}.wav`));
      expect(Buffer.from(encodeWav(SOUND_RECIPES[name]())).equals(committed), `${name}.wav`).toBe(true);
    }
  });

  it('draws its noise from the seed alone', () => {
    const draw = (seed: number): number[] => {
      const noise = seededNoise(seed);
      return Array.from({ length: 64 }, noise);
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
    expect(draw(7).every((x) => x >= -1 && x < 1)).toBe(true);
  });

  it('clips samples beyond full scale rather than wrapping them round', () => {
    const wav = readWav(encodeWav(new Float32Array([2, -2, 0.5])));
    expect(wav.samples).toEqual([32_767, -32_767, 16_384]);
  });
});
