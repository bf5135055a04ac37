import useEmblaCarousel from "embla-carousel-react";
import { useEffect, useMemo, useState } from "react";
import { nearestSlide } from "~/components/slider-position";
import type { SliderApi, SliderOptions, SliderPlugin } from "~/components/slider-types";

/** A native scroll is over once no scroll event has come for this long (a snap or a fling still sends them)… */
const SCROLL_QUIET_MS = 100;
/** …or, where the browser reports the end of a scroll (`scrollend`), once it has — or nothing has moved for this long. */
const SCROLL_END_WAIT_MS = 1000;

/**
 * Calls `then` once no finger is on the screen and the row's native scroll has come to rest; returns the cancel.
 * Waits as long as the shopper keeps touching or scrolling, and no longer.
 */
function whenAtRest(viewport: HTMLElement, touching: () => boolean, then: () => void): () => void {
  const reportsEnd = "onscrollend" in window;
  let moving = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(check, ms);
  };
  const check = () => {
    if (touching()) return wait(SCROLL_QUIET_MS);
    if (moving && reportsEnd) {
      // Only this long without a scroll event: the browser's report is late or lost.
      moving = false;
      return wait(SCROLL_END_WAIT_MS);
    }
    then();
  };
  const onScroll = () => {
    moving = true;
    wait(SCROLL_QUIET_MS);
  };
  const onScrollEnd = () => {
    moving = false;
    wait(SCROLL_QUIET_MS);
  };
  wait(SCROLL_QUIET_MS);
  viewport.addEventListener("scroll", onScroll, { passive: true });
  viewport.addEventListener("scrollend", onScrollEnd, { passive: true });
  return () => {
    clearTimeout(timer);
    viewport.removeEventListener("scroll", onScroll);
    viewport.removeEventListener("scrollend", onScrollEnd);
  };
}

type EngineProps = {
  viewport: HTMLElement;
  options: SliderOptions;
  /** Whether a finger is on the slider now. */
  touching: () => boolean;
  onReady: (api: SliderApi | undefined) => void;
};

/**
 * Embla driving a slider's server-rendered markup (`useSliderEngine` loads this module when the shopper reaches for a
 * slider). The shopper's first swipe usually comes before the engine: the row scrolls natively then, so the engine
 * waits until no finger is on it and the scroll has settled, and goes on from the slide the shopper brought into view.
 */
export function SliderEngine({ viewport, touching, ...props }: EngineProps) {
  const [startIndex, setStartIndex] = useState<number>();
  useEffect(() => {
    if (startIndex !== undefined) return;
    return whenAtRest(viewport, touching, () => setStartIndex(nearestSlide(viewport)));
  }, [viewport, touching, startIndex]);
  return startIndex === undefined ? null : <RunningEngine viewport={viewport} startIndex={startIndex} {...props} />;
}

/**
 * Takes the native scroll over in one step: embla starts on the slide in view, and the same task (embla runs its
 * plugins as it starts) returns the native scroll to 0, so the picture does not move.
 */
const adoptNativeScroll: SliderPlugin = {
  name: "adoptNativeScroll",
  options: {},
  init: (api) => {
    api.rootNode().scrollLeft = 0;
  },
  destroy: () => undefined,
};
const PLUGINS = [adoptNativeScroll];

function RunningEngine({
  viewport,
  options,
  startIndex,
  onReady,
}: Omit<EngineProps, "touching"> & { startIndex: number }) {
  const startOptions = useMemo(() => ({ ...options, startIndex }), [options, startIndex]);
  const [attach, api] = useEmblaCarousel(startOptions, PLUGINS);
  useEffect(() => {
    // The row stops scrolling natively (CSS on the attribute) before embla measures it; the picture stays put.
    viewport.dataset.engine = "on";
    attach(viewport);
    return () => {
      delete viewport.dataset.engine;
    };
  }, [attach, viewport]);
  useEffect(() => onReady(api), [api, onReady]);
  return null;
}
