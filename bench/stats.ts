/** Small numeric helpers for the bench's figures. */

/** The q-quantile (0…1) of the samples by the nearest-rank method; NaN for no samples. */
export function percentile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil(q * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** a / b, or NaN when b is not a positive number (a figure that is missing, not infinitely good). */
export function ratio(a: number, b: number): number {
  return b > 0 && Number.isFinite(a) ? a / b : Number.NaN;
}

/**
 * The q-quantile of several runs taken together, each known only by points of its distribution ([quantile, value],
 * ascending, from [0, min] to [1, max]) and weighted by its number of samples: the value where the mixture of their
 * distribution functions (each linear between its points) reaches q. NaN without samples.
 */
export function mixtureQuantile(parts: readonly { weight: number; points: readonly [number, number][] }[], q: number) {
  const weighted = parts.filter((part) => part.weight > 0 && part.points.length > 1);
  const total = weighted.reduce((sum, part) => sum + part.weight, 0);
  if (total === 0) return Number.NaN;
  const share = (x: number) =>
    weighted.reduce((sum, part) => sum + part.weight * distributionAt(part.points, x), 0) / total;
  let low = Math.min(...weighted.map((part) => part.points[0][1]));
  let high = Math.max(...weighted.map((part) => part.points.at(-1)![1]));
  for (let i = 0; i < 60 && high - low > 1e-9; i++) {
    const middle = (low + high) / 2;
    if (share(middle) >= q) high = middle;
    else low = middle;
  }
  return high;
}

/** The share of samples at or below x, interpolated between the distribution's points. */
function distributionAt(points: readonly [number, number][], x: number): number {
  if (x < points[0][1]) return 0;
  for (let i = 1; i < points.length; i++) {
    const [q1, v1] = points[i];
    if (x < v1) {
      const [q0, v0] = points[i - 1];
      return q0 + ((q1 - q0) * (x - v0)) / (v1 - v0);
    }
  }
  return 1;
}
