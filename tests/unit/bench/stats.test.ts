import { describe, expect, it } from "vitest";
import { median, percentile, ratio } from "../../../bench/stats";

describe("percentile (nearest rank)", () => {
  it("takes the sample at the rank, whatever the order of the samples", () => {
    const samples = [5, 1, 4, 2, 3];
    expect(percentile(samples, 0.5)).toBe(3);
    expect(median(samples)).toBe(3);
    expect(percentile(samples, 0.99)).toBe(5);
    expect(percentile(samples, 0)).toBe(1);
  });

  it("is the slowest of 100 samples' worst one at p99, not the maximum of more", () => {
    const samples = Array.from({ length: 200 }, (_, i) => i + 1);
    expect(percentile(samples, 0.99)).toBe(198);
  });

  it("is NaN without samples rather than a made-up figure", () => {
    expect(percentile([], 0.5)).toBeNaN();
  });
});

describe("ratio", () => {
  it("divides, and is NaN when the divisor is missing or zero", () => {
    expect(ratio(50, 200)).toBe(0.25);
    expect(ratio(50, 0)).toBeNaN();
    expect(ratio(Number.NaN, 10)).toBeNaN();
  });
});
