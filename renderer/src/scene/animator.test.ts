// gsap.core.Timeline is a name of gsap's global namespace, which only an import of gsap brings in.
/// <reference types="gsap" />
import { describe, expect, it } from 'vitest';
import { Animator } from './animator';

/** Seconds a timeline takes on the wall clock: its length over its speed. */
const wallSeconds = (timeline: gsap.core.Timeline): number => timeline.totalDuration() / timeline.timeScale();

describe("a bounded batch is compressed to its allowance, not cut (a bot's turn takes at most ~2 s at Normal)", () => {
  it('plays everything started for a batch faster by one factor, so the longest ends at the bound and nothing has jumped to its end', () => {
    const animator = new Animator(
      () => undefined,
      () => undefined,
    );
    const piece = { x: 0 };
    const flight = { y: 0 };
    const move = animator.timeline().to(piece, { x: 100, duration: 0.5 }, 0.36);
    const fly = animator.timeline().to(flight, { y: 50, duration: 0.65 }, 0.6);
    expect(animator.fit(0.7)).toBeCloseTo(0.7);
    expect(wallSeconds(fly)).toBeCloseTo(0.7);
    // One factor for the whole batch: the move still ends before the flight, as it did at its natural length.
    expect(wallSeconds(move) / wallSeconds(fly)).toBeCloseTo(0.86 / 1.25);
    expect(move.progress()).toBeLessThan(1);
    expect(piece.x).toBeLessThan(100);
    animator.destroy();
  });

  it('leaves a batch that fits, or has no bound, at its natural speed; only what was started since the last fit is touched', () => {
    const animator = new Animator(
      () => undefined,
      () => undefined,
    );
    const before = animator.timeline().to({ x: 0 }, { x: 1, duration: 3 });
    expect(animator.fit(null)).toBeCloseTo(3);
    expect(before.timeScale()).toBe(1);
    const short = animator.timeline().to({ x: 0 }, { x: 1, duration: 0.4 });
    expect(animator.fit(1)).toBeCloseTo(0.4);
    expect(short.timeScale()).toBe(1);
    expect(before.timeScale()).toBe(1);
    animator.destroy();
  });
});
