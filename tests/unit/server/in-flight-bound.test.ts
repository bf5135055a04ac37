import { describe, expect, it } from "vitest";
import { BUSY_UTILIZATION, InFlightBound, percentile } from "../../../server/http/in-flight-bound";

const settings = { targetMs: 500, min: 4, max: 64 };
const serve = (bound: InFlightBound, ms: number, times = 20) => {
  for (let i = 0; i < times; i++) bound.served(ms);
};

describe("InFlightBound: requests at once, shrunk while pages are slow on a busy loop", () => {
  it("starts at the maximum and shrinks by a quarter per slow, busy interval, never below the minimum", () => {
    const bound = new InFlightBound(settings);
    expect(bound.current).toBe(64);
    serve(bound, 900);
    expect(bound.adjust(1)).toBe(48);
    const seen: number[] = [];
    for (let i = 0; i < 20; i++) {
      serve(bound, 900);
      seen.push(bound.adjust(0.97));
    }
    expect(seen.slice(0, 3)).toEqual([36, 27, 20]);
    expect(Math.min(...seen)).toBe(4);
    expect(bound.current).toBe(4);
  });

  it("keeps the bound when slow pages wait for a slow upstream on an idle loop", () => {
    const bound = new InFlightBound(settings);
    serve(bound, 1500);
    expect(bound.adjust(BUSY_UTILIZATION - 0.01)).toBe(64);
  });

  it("judges by the 90th percentile: a few slow answers among fast ones do not shrink it", () => {
    const bound = new InFlightBound(settings);
    serve(bound, 900, 9);
    serve(bound, 200, 91);
    expect(bound.adjust(1)).toBe(64);
  });

  it("holds between 70 % of the target and the target, and grows back by a tenth once pages are fast or none came", () => {
    const bound = new InFlightBound(settings);
    serve(bound, 900);
    bound.adjust(1);
    serve(bound, 900);
    expect(bound.adjust(1)).toBe(36);
    serve(bound, 450);
    expect(bound.adjust(1)).toBe(36);
    serve(bound, 300);
    expect(bound.adjust(1)).toBe(40);
    expect(bound.adjust(0)).toBe(44);
    for (let i = 0; i < 20; i++) bound.adjust(0);
    expect(bound.current).toBe(64);
  });
});

describe("percentile", () => {
  it("is the nearest-rank quantile, undefined for no values", () => {
    expect(percentile([], 0.9)).toBeUndefined();
    expect(percentile([5], 0.9)).toBe(5);
    expect(percentile([10, 1, 2, 3, 4, 5, 6, 7, 8, 9], 0.9)).toBe(9);
    expect(percentile([10, 1, 2, 3, 4, 5, 6, 7, 8, 9], 0.5)).toBe(5);
  });
});
