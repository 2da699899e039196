import { describe, expect, it } from 'vitest';
import { ROUND_CHANGE_MS } from '../../../engine/authority/index';
import { type RolledDie, planTumble, tumbleFrame, tumbleSeconds } from './diceTumble';
import type { MotionSettings } from './model';

const roll: RolledDie[] = [
  { key: 'die:1', value: 3, x: 48, y: 133 },
  { key: 'die:2', value: 6, x: 843, y: 160 },
  { key: 'die:3', value: 1, x: 72, y: 133 },
  { key: 'die:4', value: 5, x: 684, y: 133 },
];
const motion = (speed: MotionSettings['speed'], reducedMotion = false): MotionSettings => ({ speed, reducedMotion });
/** A visual generator that is not the game's: any sequence will do, the faces landed on must not depend on it. */
function visualRandom(seed: number): () => number {
  let x = seed;
  return () => {
    x = (x * 16807) % 2147483647;
    return x / 2147483647;
  };
}

describe('the dice tumble onto the pool at every roll', () => {
  it('takes about 600–900 ms at Normal, longer at Slow, shorter at Fast, and nothing at Instant', () => {
    const normal = tumbleSeconds(planTumble(roll, motion('normal'), null, visualRandom(1)));
    expect(normal).toBeGreaterThanOrEqual(0.6);
    expect(normal).toBeLessThanOrEqual(0.9);
    expect(tumbleSeconds(planTumble(roll, motion('slow'), null, visualRandom(1)))).toBeGreaterThan(normal);
    expect(tumbleSeconds(planTumble(roll, motion('fast'), null, visualRandom(1)))).toBeLessThan(normal);
    expect(planTumble(roll, motion('instant'), null, visualRandom(1))).toEqual([]);
  });

  it('does not move at all under reduced motion: the dice simply stand in their slots', () => {
    for (const speed of ['slow', 'normal', 'fast', 'instant'] as const)
      expect(planTumble(roll, motion(speed, true), null, visualRandom(2))).toEqual([]);
  });

  it('fits inside the change of round allowance at every speed, and is skipped when "Skip to my turn" allows none', () => {
    for (const animation of ['slow', 'normal', 'fast'] as const) {
      for (const bots of ['slow', 'normal', 'fast'] as const) {
        const allowance = ROUND_CHANGE_MS[bots];
        expect(tumbleSeconds(planTumble(roll, motion(animation), allowance, visualRandom(3))) * 1000).toBeLessThan(
          allowance,
        );
      }
    }
    expect(planTumble(roll, motion('normal'), 0, visualRandom(3))).toEqual([]);
  });

  it('staggers the dice and ends each on the engine’s face in its pool slot, whatever random faces it showed', () => {
    for (const seed of [4, 5, 6]) {
      const plan = planTumble(roll, motion('normal'), ROUND_CHANGE_MS.normal, visualRandom(seed));
      const delays = plan.map((die) => die.delay);
      expect(delays).toEqual([...delays].sort((a, b) => a - b));
      expect(new Set(delays).size).toBe(roll.length);
      const end = tumbleSeconds(plan);
      plan.forEach((die, i) => {
        const rolled = roll[i] as RolledDie;
        expect(tumbleFrame(die, end)).toEqual({ x: rolled.x, y: rolled.y, rotation: 0, value: rolled.value });
        expect(tumbleFrame(die, end + 1)).toEqual({ x: rolled.x, y: rolled.y, rotation: 0, value: rolled.value });
      });
    }
  });

  it('moves each die from above its slot, spinning and flickering through faces, while it rolls', () => {
    const plan = planTumble(roll, motion('normal'), null, visualRandom(7));
    for (const die of plan) {
      const start = tumbleFrame(die, die.delay);
      expect(start.y).toBeLessThan(die.to.y);
      expect(Math.abs(start.rotation)).toBeGreaterThan(Math.PI);
      const shown = new Set<number>();
      for (let k = 0; k < 20; k++) {
        const frame = tumbleFrame(die, die.delay + (die.seconds * k) / 20);
        expect(frame.value).toBeGreaterThanOrEqual(1);
        expect(frame.value).toBeLessThanOrEqual(6);
        expect(frame.y).toBeLessThanOrEqual(die.to.y + 1e-9);
        shown.add(frame.value);
      }
      expect(shown.size).toBeGreaterThan(1);
    }
  });
});
