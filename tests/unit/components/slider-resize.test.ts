import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { refreshAfterResize, widthChanged } from "~/components/slider-resize";
import type { SliderApi } from "~/components/slider-types";

/** A slider as embla sees it: the widths it measured, the nodes' widths now, whether a drag is on. */
function fakeSlider(measured: { container: number; slides: number[] }) {
  const state = {
    connected: true,
    dragging: false,
    container: { offsetWidth: measured.container },
    slides: measured.slides.map((offsetWidth) => ({ offsetWidth })),
    measured: { container: measured.container, slides: [...measured.slides] },
    reInits: 0,
  };
  const api = {
    rootNode: () => ({ isConnected: state.connected }),
    containerNode: () => state.container,
    slideNodes: () => state.slides,
    internalEngine: () => ({
      containerRect: { width: state.measured.container },
      slideRects: state.measured.slides.map((width) => ({ width })),
      dragHandler: { pointerDown: () => state.dragging },
    }),
    // Embla measures again: what it sees now becomes what it measured.
    reInit: () => {
      state.reInits += 1;
      state.measured = {
        container: state.container.offsetWidth,
        slides: state.slides.map((slide) => slide.offsetWidth),
      };
    },
  } as unknown as SliderApi;
  return { api, state };
}

describe("widthChanged", () => {
  it("is false while the track and every slide are as wide as measured", () => {
    expect(widthChanged(fakeSlider({ container: 565, slides: [565, 565] }).api)).toBe(false);
  });

  it("sees the track or any one slide grown or shrunk, and a slide embla never measured", () => {
    const track = fakeSlider({ container: 565, slides: [565, 565] });
    track.state.container.offsetWidth = 390;
    expect(widthChanged(track.api)).toBe(true);
    const slide = fakeSlider({ container: 565, slides: [565, 565] });
    slide.state.slides[1].offsetWidth = 564;
    expect(widthChanged(slide.api)).toBe(true);
    const added = fakeSlider({ container: 565, slides: [565] });
    added.state.slides.push({ offsetWidth: 565 });
    expect(widthChanged(added.api)).toBe(true);
  });
});

describe("refreshAfterResize", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("leaves embla's own resize handling off", () => {
    const { api } = fakeSlider({ container: 565, slides: [565] });
    expect(refreshAfterResize(50)(api)).toBe(false);
  });

  it("does not re-measure when a report finds the widths unchanged (a new observer's first report)", () => {
    const { api, state } = fakeSlider({ container: 565, slides: [565, 565] });
    const report = refreshAfterResize(50);
    for (let i = 0; i < 20; i += 1) {
      report(api);
      vi.advanceTimersByTime(60);
    }
    expect(state.reInits).toBe(0);
  });

  it("re-measures once, 50 ms after the sizes keep still, when a width really changed — and then stops", () => {
    const { api, state } = fakeSlider({ container: 565, slides: [565, 565] });
    const report = refreshAfterResize(50);
    state.container.offsetWidth = 390;
    state.slides.forEach((slide) => (slide.offsetWidth = 390));
    for (let i = 0; i < 5; i += 1) {
      report(api);
      vi.advanceTimersByTime(30);
    }
    expect(state.reInits).toBe(0);
    vi.advanceTimersByTime(20);
    expect(state.reInits).toBe(1);
    // The re-measure's new observer reports at once: the widths are now as measured, so no loop.
    report(api);
    vi.advanceTimersByTime(500);
    expect(state.reInits).toBe(1);
  });

  it("never re-measures during a drag, and does once the drag is over", () => {
    const { api, state } = fakeSlider({ container: 565, slides: [565, 565] });
    const report = refreshAfterResize(50);
    state.dragging = true;
    state.container.offsetWidth = 390;
    report(api);
    vi.advanceTimersByTime(1000);
    expect(state.reInits).toBe(0);
    state.dragging = false;
    vi.advanceTimersByTime(50);
    expect(state.reInits).toBe(1);
  });

  it("does nothing for a slider no longer in the page", () => {
    const { api, state } = fakeSlider({ container: 565, slides: [565] });
    const report = refreshAfterResize(50);
    state.container.offsetWidth = 390;
    state.connected = false;
    report(api);
    vi.advanceTimersByTime(200);
    expect(state.reInits).toBe(0);
  });
});
