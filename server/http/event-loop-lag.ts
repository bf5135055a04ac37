/**
 * Event-loop lag: how late a timer that should fire every `intervalMs` actually fires. While the loop renders pages,
 * parses bodies or collects garbage, the timer waits; its delay is what every request arriving meanwhile waits too.
 */

/** The delays seen over the last `windowMs`, and the worst of them (the one still running included). */
export class LagWindow {
  private readonly samples: { at: number; delay: number }[] = [];
  private lastTick: number;

  constructor(
    private readonly intervalMs: number,
    private readonly windowMs: number,
    start: number,
  ) {
    this.lastTick = start;
  }

  /** The timer fired at `now`: its delay past the interval joins the window. */
  tick(now: number): void {
    this.samples.push({ at: now, delay: Math.max(0, now - this.lastTick - this.intervalMs) });
    this.lastTick = now;
    this.forget(now);
  }

  /**
   * The worst delay of the window, ms — or the delay of the tick still awaited, when it is already later than that (a
   * request handled at the end of a long block sees the block).
   */
  lag(now: number): number {
    this.forget(now);
    const running = Math.max(0, now - this.lastTick - this.intervalMs);
    return this.samples.reduce((worst, sample) => Math.max(worst, sample.delay), running);
  }

  private forget(now: number): void {
    while (this.samples.length > 0 && now - this.samples[0].at > this.windowMs) this.samples.shift();
  }
}

export type LagSampler = { lag(): number; stop(): void };

/**
 * Samples the event loop's lag with a timer every `intervalMs` (10 ms: cheap, and fine enough for thresholds of tens
 * of ms) over a moving window of `windowMs`. The timer never keeps the process alive.
 */
export function sampleEventLoopLag({ intervalMs = 10, windowMs = 500 } = {}): LagSampler {
  const window = new LagWindow(intervalMs, windowMs, performance.now());
  const timer = setInterval(() => window.tick(performance.now()), intervalMs);
  timer.unref();
  return { lag: () => window.lag(performance.now()), stop: () => clearInterval(timer) };
}
