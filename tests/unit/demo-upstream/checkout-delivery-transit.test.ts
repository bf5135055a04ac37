import { describe, expect, it } from "vitest";
import { distanceKm, transitDays } from "../../../server/demo-upstream/checkout/delivery/transit";

describe("days on the road from the warehouse", () => {
  const at = (lat: number, lon: number, hasShops = false) => transitDays({ lat, lon, hasShops });

  it("measures great-circle distances", () => {
    expect(Math.round(distanceKm([55.7558, 37.6173], [59.9386, 30.3141]))).toBeGreaterThan(620);
    expect(Math.round(distanceKm([55.7558, 37.6173], [59.9386, 30.3141]))).toBeLessThan(650);
  });

  it("are none in the shop cities and near the warehouse, more the farther a city is", () => {
    expect(at(55.0302, 82.9204, true)).toBe(0); // Новосибирск has shops
    expect(at(54.1931, 37.6173)).toBe(0); // Тула
    expect(at(54.7104, 20.4522)).toBe(1); // Калининград
    expect(at(54.9885, 73.3242)).toBe(2); // Омск
    expect(at(62.0281, 129.7326)).toBe(4); // Якутск
    expect(at(43.1155, 131.8855)).toBe(6); // Владивосток
    expect(at(64.7337, 177.5089)).toBe(6); // Анадырь
  });
});
