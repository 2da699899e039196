import { gsap } from 'gsap';

/**
 * The scene's running timelines. While any runs, the live layer renders every animation frame (on gsap's ticker);
 * once the last one ends it renders once more and `onIdle` is told, so that the session moves on.
 */
export class Animator {
  private readonly timelines = new Set<gsap.core.Timeline>();
  /** The timelines started since the last `fit`: those of the model being played. */
  private started: gsap.core.Timeline[] = [];

  constructor(
    private readonly renderFrame: () => void,
    private readonly onIdle: () => void,
  ) {}

  get animating(): boolean {
    return this.timelines.size > 0;
  }

  /** A new timeline, forgotten once it completes. */
  timeline(): gsap.core.Timeline {
    const timeline = gsap.timeline({ onComplete: () => this.forget(timeline) });
    if (this.timelines.size === 0) gsap.ticker.add(this.renderFrame);
    this.timelines.add(timeline);
    this.started.push(timeline);
    return timeline;
  }

  /**
   * Fits what was started since the last call into `seconds` (null: no bound): when it would take longer, all of it
   * plays faster by one factor — quicker moves, shorter staggers and pauses, the same order — so a bounded batch (a
   * bot's turn, the change of round) is compressed to its allowance rather than cut to its end. Returns how long it
   * now takes, in seconds.
   */
  fit(seconds: number | null): number {
    const started = this.started.filter((timeline) => this.timelines.has(timeline));
    this.started = [];
    const natural = started.reduce((longest, timeline) => Math.max(longest, timeline.totalDuration()), 0);
    if (seconds === null || natural <= seconds || seconds <= 0) return natural;
    const speedUp = natural / seconds;
    for (const timeline of started) timeline.timeScale(speedUp);
    return seconds;
  }

  /** Drops a timeline that was given nothing to play. */
  dropIfEmpty(timeline: gsap.core.Timeline): void {
    if (timeline.duration() > 0) return;
    timeline.kill();
    this.forget(timeline);
  }

  /** Jumps every running animation to its end (click-to-skip). */
  skip(): void {
    for (const timeline of [...this.timelines]) timeline.progress(1);
  }

  destroy(): void {
    this.skip();
    gsap.ticker.remove(this.renderFrame);
  }

  private forget(timeline: gsap.core.Timeline): void {
    this.timelines.delete(timeline);
    if (this.animating) return;
    gsap.ticker.remove(this.renderFrame);
    this.onIdle();
  }
}
