/**
 * The bound on requests answered at once (server/http/overload.ts), adapted to what the machine serves — additive
 * increase, multiplicative decrease, as TCP sizes its window. A fixed bound is either too high for a small machine
 * (64 pages rendering at once on 2 cores: each waits ~1 s for the others) or too low for a large one. Every interval
 * the bound looks at the page requests answered meanwhile: when the event loop was busy and their 90th percentile took
 * longer than `targetMs`, it shrinks by a quarter (never below `min`); when they took at most 70 % of the target, or
 * none were answered, it grows by a tenth (at least 1) back toward `max`. A busy loop is the condition for shrinking:
 * pages slow only because the upstream is slow (the loop idle, waiting) never shrink it.
 */
export type BoundSettings = { targetMs: number; min: number; max: number };

/** The event loop's utilisation from which it counts as busy (performance.eventLoopUtilization: 0 idle, 1 always). */
export const BUSY_UTILIZATION = 0.9;
/** Answers kept per interval; past it the interval's first answers stand for the rest. */
const MAX_SAMPLES = 10_000;

export class InFlightBound {
  current: number;
  private durations: number[] = [];

  constructor(private readonly settings: BoundSettings) {
    this.current = settings.max;
  }

  /** A page request admitted under the bound was answered after `ms`. */
  served(ms: number): void {
    if (this.durations.length < MAX_SAMPLES) this.durations.push(ms);
  }

  /** The interval is over: `utilization` is the event loop's over it. Returns the new bound. */
  adjust(utilization: number): number {
    const { targetMs, min, max } = this.settings;
    const p90 = percentile(this.durations, 0.9);
    this.durations = [];
    if (p90 !== undefined && p90 > targetMs && utilization >= BUSY_UTILIZATION) {
      this.current = Math.max(min, Math.floor(this.current * 0.75));
    } else if (p90 === undefined || p90 <= 0.7 * targetMs) {
      this.current = Math.min(max, this.current + Math.max(1, Math.round(this.current * 0.1)));
    }
    return this.current;
  }
}

/** The `q` quantile (0–1) of the values (nearest rank), undefined for none. Sorts `values` in place. */
export function percentile(values: number[], q: number): number | undefined {
  if (values.length === 0) return undefined;
  values.sort((a, b) => a - b);
  return values[Math.min(values.length - 1, Math.ceil(q * values.length) - 1)];
}
