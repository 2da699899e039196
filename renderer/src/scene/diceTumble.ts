import type { MotionSettings } from './model';
import { ALLOWANCE_SHARE, motionFactor } from './timing';

/** One die the engine rolled: where its pool slot is and the face the engine gave it. */
export interface RolledDie {
  readonly key: string;
  readonly value: number;
  readonly x: number;
  readonly y: number;
}

/** Where a die stands at one moment of its tumble and the face it shows then. */
export interface TumbleFrame {
  readonly x: number;
  readonly y: number;
  readonly rotation: number;
  readonly value: number;
}

/** One die's tumble: it leaves the pool's upper edge `delay` seconds in and lands in its slot `seconds` later. */
export interface DieTumble {
  readonly key: string;
  readonly delay: number;
  readonly seconds: number;
  readonly from: TumbleFrame;
  readonly to: TumbleFrame;
  /** The faces it flickers through while it rolls, one per equal share of its flight; the last is the engine's. */
  readonly faces: readonly number[];
}

/** At normal speed: how long one die rolls, and over how long the starts of a whole roll are spread. */
export const TUMBLE_SECONDS = 0.55;
export const TUMBLE_SPREAD_SECONDS = 0.3;
/** Dice drop from this far above their slot (about the pool's upper edge, so they stay over the pool) and start up to
 * this far to either side. */
const DROP_HEIGHT = 24;
const SIDE_DRIFT = 36;
/** How many random faces a die shows before it settles. */
const FLICKERS = 7;

/**
 * The tumble of a roll, die by die, staggered: each drops from the pool's edge, spinning and showing random faces,
 * and bounces into its slot on the face the engine rolled. `random` is only for looks (the faces shown in flight, the
 * spin, the drift): it is never the game's generator, so the show cannot touch or reveal the seed. Nothing moves at
 * the instant speed, under reduced motion, or when the session allows the round change no time ("Skip to my turn"):
 * the plan is then empty and the dice simply stand in their slots. `allowanceMs` (the round change's budget, null for
 * none) bounds the whole tumble.
 */
export function planTumble(
  dice: readonly RolledDie[],
  motion: MotionSettings,
  allowanceMs: number | null,
  random: () => number,
): DieTumble[] {
  const factor = motionFactor(motion);
  if (factor === 0 || allowanceMs === 0 || dice.length === 0) return [];
  const natural = (TUMBLE_SECONDS + TUMBLE_SPREAD_SECONDS) * factor;
  const fit = allowanceMs === null ? 1 : Math.min(1, (ALLOWANCE_SHARE * allowanceMs) / 1000 / natural);
  const seconds = TUMBLE_SECONDS * factor * fit;
  const spread = TUMBLE_SPREAD_SECONDS * factor * fit;
  return dice.map((die, i) => {
    const turns = (1 + Math.floor(random() * 2)) * (random() < 0.5 ? -1 : 1);
    const faces = Array.from({ length: FLICKERS }, () => 1 + Math.floor(random() * 6));
    return {
      key: die.key,
      delay: dice.length === 1 ? 0 : (spread * i) / (dice.length - 1),
      seconds,
      from: {
        x: die.x + (random() * 2 - 1) * SIDE_DRIFT,
        y: die.y - DROP_HEIGHT,
        rotation: turns * 2 * Math.PI,
        value: faces[0] ?? die.value,
      },
      to: { x: die.x, y: die.y, rotation: 0, value: die.value },
      faces: [...faces, die.value],
    };
  });
}

/** How long a planned tumble takes in all, in seconds. */
export function tumbleSeconds(plan: readonly DieTumble[]): number {
  return plan.reduce((longest, die) => Math.max(longest, die.delay + die.seconds), 0);
}

/**
 * Where a die is `elapsed` seconds after the roll began: waiting at the edge, rolling (its fall bounces twice and
 * its spin slows down), or settled in its slot on the engine's face.
 */
export function tumbleFrame(die: DieTumble, elapsed: number): TumbleFrame {
  const t = die.seconds === 0 ? 1 : Math.min(1, Math.max(0, (elapsed - die.delay) / die.seconds));
  if (t >= 1) return die.to;
  const fall = bounce(t);
  const spin = 1 - (1 - t) ** 3;
  return {
    x: die.from.x + (die.to.x - die.from.x) * spin,
    y: die.from.y + (die.to.y - die.from.y) * fall,
    rotation: die.from.rotation * (1 - spin),
    value: die.faces[Math.min(die.faces.length - 2, Math.floor(t * (die.faces.length - 1)))] ?? die.to.value,
  };
}

/** A fall that lands at 0.55, hops up and lands again at 0.85, then a smaller hop to rest at 1 (0 = top, 1 = floor). */
function bounce(t: number): number {
  if (t < 0.55) return (t / 0.55) ** 2;
  const hop = (start: number, end: number, height: number): number => {
    const u = (t - start) / (end - start);
    return 1 - height * 4 * u * (1 - u);
  };
  return t < 0.85 ? hop(0.55, 0.85, 0.4) : hop(0.85, 1, 0.12);
}
