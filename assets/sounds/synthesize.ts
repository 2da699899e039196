// `npm run sounds`: renders every recipe of recipes.ts into assets/sounds/<name>.wav (mono, 16-bit, 22.05 kHz).
// The noise is seeded, so running it again writes the same bytes; sounds.test.ts checks the committed files match.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SOUND_NAMES } from './names';
import { SOUND_RECIPES } from './recipes';
import { SAMPLE_RATE, encodeWav } from './synth';

for (const name of SOUND_NAMES) {
  const samples = SOUND_RECIPES[name]();
  const wav = encodeWav(samples);
  writeFileSync(join(import.meta.dirname, `${name}.wav`), wav);
  console.log(`${name}.wav  ${(samples.length / SAMPLE_RATE).toFixed(2)} s  ${wav.length} bytes`);
}
