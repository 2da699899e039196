import type { MotionSettings } from './model';

/** How long animations take at each speed, as a multiple of their normal length; 0 shows the end state at once. */
export const SPEED_FACTOR = { slow: 1.7, normal: 1, fast: 0.45, instant: 0 } as const;

/** At normal speed, each piece of a batch starts moving this long after the one moved by the event before it. */
export const STAGGER_SECONDS = 0.12;

/** How long moves take at normal speed: a piece sliding or climbing, a boat sailing, a tile or crate flying in. */
export const MOVE_SECONDS = { slide: 0.5, sail: 0.9, flight: 0.65 } as const;

/** The factor animations are played at: 0 (none) with reduced motion on. */
export function motionFactor(motion: MotionSettings): number {
  return motion.reducedMotion ? 0 : SPEED_FACTOR[motion.speed];
}

/**
 * Of a bounded batch's allowance (pace.ts), the share its animations are fitted into: the rest covers the page's
 * render before they start, so the session never has to cut them short.
 */
export const ALLOWANCE_SHARE = 0.8;
