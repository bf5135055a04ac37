import { describe, expect, it } from "vitest";
import { mixtureQuantile, percentile, ratio } from "../../../bench/stats";

describe("percentile (nearest rank)", () => {
  it("takes the sample at the rank, whatever the order of the samples", () => {
    const samples = [5, 1, 4, 2, 3];
    expect(percentile(samples, 0.5)).toBe(3);
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

describe("mixtureQuantile (turns known by their percentiles, taken together)", () => {
  const uniform = (min: number, max: number): [number, number][] => [
    [0, min],
    [1, max],
  ];

  it("is the run's own quantile for one run", () => {
    expect(mixtureQuantile([{ weight: 10, points: uniform(0, 100) }], 0.99)).toBeCloseTo(99, 6);
  });

  it("weighs each turn by its responses: a slow turn with few responses moves p50 little and p99 much", () => {
    const parts = [
      { weight: 90, points: uniform(0, 10) },
      { weight: 10, points: uniform(100, 200) },
    ];
    expect(mixtureQuantile(parts, 0.5)).toBeCloseTo(50 / 9, 6);
    expect(mixtureQuantile(parts, 0.99)).toBeCloseTo(190, 6);
  });

  it("ignores turns without responses and is NaN when none had any", () => {
    expect(
      mixtureQuantile(
        [
          { weight: 0, points: uniform(500, 900) },
          { weight: 5, points: uniform(0, 10) },
        ],
        1,
      ),
    ).toBeCloseTo(10, 6);
    expect(mixtureQuantile([{ weight: 0, points: uniform(0, 10) }], 0.5)).toBeNaN();
  });
});
