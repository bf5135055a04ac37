/** Small numeric helpers for the bench's figures. */

/** The q-quantile (0…1) of the samples by the nearest-rank method; NaN for no samples. */
export function percentile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil(q * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function median(samples: readonly number[]): number {
  return percentile(samples, 0.5);
}

/** a / b, or NaN when b is not a positive number (a figure that is missing, not infinitely good). */
export function ratio(a: number, b: number): number {
  return b > 0 && Number.isFinite(a) ? a / b : Number.NaN;
}
