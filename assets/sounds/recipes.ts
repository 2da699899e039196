import type { SoundName } from './names';
import {
  decaying,
  finish,
  held,
  lowPass,
  mixInto,
  noiseBand,
  seededNoise,
  silence,
  strike,
  voice,
  type Partial,
  type Signal,
} from './synth';

/**
 * The game's sound effects (names.ts), each a recipe for the synthesizer (synth.ts). `npm run sounds` renders them
 * into assets/sounds/<name>.wav. Loudness is balanced here, by each sound's peak.
 */

/** Note frequencies (equal temperament, A4 = 440 Hz) of the melodic sounds. */
const NOTE = { G4: 392, C5: 523.25, D5: 587.33, E5: 659.25, G5: 783.99, C6: 1046.5 } as const;

/** A small hard body (a die, a peg): a bright mode and two faster inharmonic ones. */
const CLICK: readonly Partial[] = [
  { ratio: 1, gain: 1, decay: 0.006 },
  { ratio: 2.3, gain: 0.5, decay: 0.004 },
];
/** A wooden block: a low mode with two quickly damped overtones. */
const WOOD: readonly Partial[] = [
  { ratio: 1, gain: 1, decay: 0.03 },
  { ratio: 2.6, gain: 0.4, decay: 0.012 },
  { ratio: 4.1, gain: 0.2, decay: 0.006 },
];
/** A plucked string or glass: harmonic, ringing a little. */
const PLUCK: readonly Partial[] = [
  { ratio: 1, gain: 1, decay: 0.18 },
  { ratio: 2, gain: 0.25, decay: 0.08 },
  { ratio: 3, gain: 0.1, decay: 0.05 },
];
/** A small bell: the inharmonic partials that make it a bell rather than a string. */
const BELL: readonly Partial[] = [
  { ratio: 1, gain: 1, decay: 0.35 },
  { ratio: 2, gain: 0.35, decay: 0.2 },
  { ratio: 2.76, gain: 0.2, decay: 0.12 },
  { ratio: 5.4, gain: 0.08, decay: 0.05 },
];
/** A marimba bar: partials at 1, 4 and 10 times the fundamental. */
const MARIMBA: readonly Partial[] = [
  { ratio: 1, gain: 1, decay: 0.22 },
  { ratio: 4, gain: 0.3, decay: 0.04 },
  { ratio: 10, gain: 0.05, decay: 0.01 },
];
/** A soft brass voice: falling harmonics, rounded further by a low-pass. */
const BRASS = [1, 0.6, 0.45, 0.3, 0.2, 0.12, 0.08] as const;

/** Dice tumbling on a table: clicks that come further apart and softer as the dice settle, over a few knocks. */
function diceRoll(): Signal {
  const noise = seededNoise(11);
  const out = silence(0.75);
  const clicks = 14;
  let at = 0.01;
  for (let k = 0; k < clicks; k += 1) {
    const settling = k / (clicks - 1);
    const level = (1 - 0.6 * settling) * (0.7 + 0.3 * Math.abs(noise()));
    mixInto(out, strike(2400 + 700 * noise(), 0.04, CLICK), at, level);
    mixInto(
      out,
      noiseBand(noise, 0.012, () => 4000, 1.2, decaying(0.0005, 0.002)),
      at,
      0.8 * level,
    );
    if (k % 4 === 0)
      mixInto(out, strike(380 + 40 * noise(), 0.08, [{ ratio: 1, gain: 1, decay: 0.02 }]), at, 0.5 * level);
    at += 0.025 + 0.05 * settling ** 1.5 + 0.015 * Math.abs(noise());
  }
  return finish(out, 0.7);
}

/** A die set down on a building: one firm wooden tock. */
function diePlaced(): Signal {
  const noise = seededNoise(23);
  const out = silence(0.2);
  mixInto(out, strike(720, 0.2, WOOD), 0);
  mixInto(
    out,
    noiseBand(noise, 0.01, () => 2500, 1, decaying(0.0005, 0.002)),
    0,
    0.4,
  );
  mixInto(out, strike(180, 0.2, [{ ratio: 1, gain: 1, decay: 0.04 }]), 0, 0.5);
  return finish(out, 0.7);
}

/** A building tile laid in the village: a low thunk whose pitch drops as the board absorbs it. */
function tilePlaced(): Signal {
  const noise = seededNoise(37);
  const out = silence(0.4);
  mixInto(
    out,
    voice((t) => 150 - 40 * Math.min(1, t / 0.08), 0.4, [1, 0.3], decaying(0.003, 0.09)),
    0,
  );
  mixInto(
    out,
    strike(430, 0.4, [
      { ratio: 1, gain: 0.5, decay: 0.05 },
      { ratio: 2.1, gain: 0.25, decay: 0.03 },
    ]),
    0,
    0.8,
  );
  mixInto(
    out,
    noiseBand(noise, 0.08, () => 600, 0.8, decaying(0.001, 0.015)),
    0,
    0.6,
  );
  return finish(out, 0.8);
}

/** A boat pushed through the water: a swell of noise whose colour brightens and darkens, over a slower wash. */
function boatMoved(): Signal {
  const noise = seededNoise(41);
  const length = 0.8;
  const out = silence(length);
  const swell = (t: number): number =>
    Math.sin((Math.PI * t) / length) ** 1.5 * (0.8 + 0.2 * Math.sin(2 * Math.PI * 6 * t));
  mixInto(
    out,
    noiseBand(noise, length, (t) => 500 + 900 * Math.sin((Math.PI * t) / length) ** 2, 1.5, swell),
    0,
  );
  mixInto(
    out,
    noiseBand(
      noise,
      length - 0.1,
      () => 250,
      2,
      (t) => Math.sin((Math.PI * t) / (length - 0.1)) ** 2,
    ),
    0.1,
    0.5,
  );
  return finish(out, 0.5);
}

/** A crate stocked on a dock: a wooden thud, then two bright plucks. */
function delivery(): Signal {
  const noise = seededNoise(53);
  const out = silence(0.55);
  mixInto(
    out,
    strike(260, 0.3, [
      { ratio: 1, gain: 1, decay: 0.06 },
      { ratio: 1.9, gain: 0.4, decay: 0.03 },
    ]),
    0,
  );
  mixInto(
    out,
    noiseBand(noise, 0.06, () => 800, 1, decaying(0.001, 0.02)),
    0,
    0.5,
  );
  mixInto(out, strike(NOTE.G5, 0.4, PLUCK), 0.08, 0.45);
  mixInto(out, strike(NOTE.C6, 0.38, PLUCK), 0.16, 0.45);
  return finish(out, 0.7);
}

/** A step up a technology track: a rising three-note chime. */
function techStep(): Signal {
  const out = silence(0.8);
  [NOTE.C5, NOTE.E5, NOTE.G5].forEach((note, i) =>
    mixInto(out, strike(note, 0.8 - 0.09 * i, BELL), 0.09 * i, 0.6 + 0.1 * i),
  );
  return finish(out, 0.65);
}

/** Points counted: a short, quiet tick (it may come several times in a row). */
function scoreTick(): Signal {
  const noise = seededNoise(67);
  const out = silence(0.09);
  mixInto(
    out,
    strike(1760, 0.09, [
      { ratio: 1, gain: 1, decay: 0.018 },
      { ratio: 3, gain: 0.25, decay: 0.008 },
    ]),
    0,
  );
  mixInto(
    out,
    noiseBand(noise, 0.005, () => 5000, 1, decaying(0.0003, 0.001)),
    0,
    0.2,
  );
  return finish(out, 0.45);
}

/** A person's turn begins: two gentle marimba notes, a fifth apart. */
function yourTurn(): Signal {
  const out = silence(0.7);
  mixInto(out, strike(NOTE.G4, 0.7, MARIMBA), 0);
  mixInto(out, strike(NOTE.D5, 0.56, MARIMBA), 0.14);
  return finish(out, 0.7);
}

/** An action the game refused: two soft, low, slightly beating buzzes. */
function refused(): Signal {
  const out = silence(0.28);
  const pulses = (t: number): number => held(0.015, 0.1, 0.04)(t) + held(0.015, 0.12, 0.05)(t - 0.14);
  mixInto(
    out,
    voice(() => 155, 0.28, [1, 0.5, 0.3, 0.2, 0.12], pulses),
    0,
  );
  mixInto(
    out,
    voice(() => 160, 0.28, [1, 0.5, 0.3, 0.2, 0.12], pulses),
    0,
    0.7,
  );
  return finish(lowPass(out, 1200), 0.45);
}

/** The game is over: a short brass call up the major triad, its last note held over the chord and a bell. */
function fanfare(): Signal {
  const out = silence(1.5);
  const vibrato =
    (frequency: number) =>
    (t: number): number =>
      frequency * (1 + 0.006 * Math.min(1, t / 0.3) * Math.sin(2 * Math.PI * 5.5 * t));
  const call: readonly [number, number, number][] = [
    [NOTE.G4, 0, 0.13],
    [NOTE.C5, 0.14, 0.13],
    [NOTE.E5, 0.28, 0.13],
    [NOTE.G5, 0.42, 1.05],
  ];
  for (const [note, at, length] of call)
    mixInto(out, voice(vibrato(note), length, BRASS, held(0.02, length, Math.min(0.3, length / 3))), at, 0.6);
  for (const note of [NOTE.C5, NOTE.E5])
    mixInto(out, voice(vibrato(note), 1.05, BRASS, held(0.06, 1.05, 0.4)), 0.42, 0.3);
  mixInto(out, strike(NOTE.C6, 1.0, BELL), 0.42, 0.35);
  return finish(lowPass(out, 2600), 0.8);
}

export const SOUND_RECIPES: Readonly<Record<SoundName, () => Signal>> = {
  'dice-roll': diceRoll,
  'die-placed': diePlaced,
  'tile-placed': tilePlaced,
  'boat-moved': boatMoved,
  delivery,
  'tech-step': techStep,
  'score-tick': scoreTick,
  'your-turn': yourTurn,
  refused,
  fanfare,
};
