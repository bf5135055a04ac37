import { describe, expect, it } from "vitest";
import * as timing from "~/domain/timing";

describe("timing constants (spec §4, §9)", () => {
  it("toasts, search, debounce, observers", () => {
    expect(timing.TOAST_DELAY_MS).toBe(300);
    expect(timing.TOAST_TTL_MS).toBe(3000);
    expect(timing.CITY_SEARCH_DELAY_MS).toBe(500);
    expect(timing.CITY_SEARCH_MIN_CHARS).toBe(2);
    expect(timing.ADDRESS_DEBOUNCE_MS).toBe(100);
    expect(timing.RESIZE_REFRESH_MS).toBe(50);
    expect(timing.INTERSECTION_THRESHOLD).toBe(0.25);
    expect(timing.CHUNK_RELOAD_WINDOW_MS).toBe(10_000);
    expect(timing.STARTUP_REFRESH_DELAY_MS).toBe(3000);
  });

  it("cookies last 7 days", () => {
    expect(timing.COOKIE_MAX_AGE_S).toBe(604800);
    expect(timing.COOKIE_MAX_AGE_S).toBe(7 * 24 * 60 * 60);
  });

  it("slider and related strip", () => {
    expect(timing.SLIDER).toEqual({ speed: 300, threshold: 5, longSwipesRatio: 0.5, longSwipesMs: 300 });
    expect(timing.RELATED).toMatchObject({
      arrowsAbove: 4,
      slidesPerViewFrom1024: 4,
      spacingSmall: 4,
      spacingLarge: 2,
      largeFrom: 1024,
      autoWidthFrom: 320,
    });
  });
});
