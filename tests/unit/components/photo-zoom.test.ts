import { describe, expect, it } from "vitest";
import {
  clampZoom,
  DOUBLE_TAP_ZOOM,
  MAX_ZOOM,
  NO_ZOOM,
  panBy,
  toggleZoomAt,
  zoomAt,
} from "~/components/photo-viewer/photo-zoom";

const stage = { width: 400, height: 600 };

describe("photo viewer zoom", () => {
  it("stays within 1 and MAX_ZOOM, and never shows past the picture's edge", () => {
    expect(clampZoom({ scale: 0.5, x: 30, y: -30 }, stage)).toEqual(NO_ZOOM);
    expect(clampZoom({ scale: 9, x: 0, y: 0 }, stage).scale).toBe(MAX_ZOOM);
    // At 2× the picture overflows the stage by half its size each way: it moves at most that far.
    expect(clampZoom({ scale: 2, x: 1000, y: -1000 }, stage)).toEqual({ scale: 2, x: 200, y: -300 });
  });

  it("keeps a picture narrower than the stage centred until, zoomed, it is wider", () => {
    const narrow = { ...stage, picture: { width: 150, height: 200 } };
    expect(clampZoom({ scale: 2, x: 100, y: 0 }, narrow)).toEqual({ scale: 2, x: 0, y: 0 });
    expect(clampZoom({ scale: 4, x: 500, y: 0 }, narrow)).toEqual({ scale: 4, x: 100, y: 0 });
  });

  it("zooms about the point under the finger: that point of the picture stays where it was", () => {
    const at = { x: 100, y: -50 };
    const zoomed = zoomAt(NO_ZOOM, 2, at, stage);
    expect(zoomed).toEqual({ scale: 2, x: -100, y: 50 });
    // The picture's point under `at` before (at itself, unzoomed) shows at `at` after: x + scale · p.
    expect(zoomed.x + zoomed.scale * at.x).toBe(at.x);
    expect(zoomed.y + zoomed.scale * at.y).toBe(at.y);
  });

  it("a double tap zooms in at the point, a second one back out", () => {
    const zoomed = toggleZoomAt(NO_ZOOM, { x: 0, y: 0 }, stage);
    expect(zoomed.scale).toBe(DOUBLE_TAP_ZOOM);
    expect(toggleZoomAt(zoomed, { x: 50, y: 50 }, stage)).toEqual(NO_ZOOM);
  });

  it("moves a zoomed picture with the finger, and an unzoomed one not at all", () => {
    expect(panBy({ scale: 2, x: 0, y: 0 }, { x: 50, y: -20 }, stage)).toEqual({ scale: 2, x: 50, y: -20 });
    expect(panBy(NO_ZOOM, { x: 50, y: -20 }, stage)).toEqual(NO_ZOOM);
  });
});
