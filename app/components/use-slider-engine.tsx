import { Suspense, useCallback, useEffect, useRef, useState, type TouchEvent as ReactTouchEvent } from "react";
import { lazyComponent } from "~/components/lazy-component";
import { followFinger } from "~/components/slider-finger";
import type { SliderApi, SliderOptions } from "~/components/slider-types";

const SliderEngine = lazyComponent(() => import("~/components/slider-engine").then((module) => module.SliderEngine));

/**
 * Fingers on the screen, counted by the document from the first slider on: a touch that began before its part of the
 * page was hydrated, or that ends outside the slider, is still counted right.
 */
let fingers: number | undefined;
function countFingers() {
  if (fingers !== undefined) return;
  fingers = 0;
  const count = (event: TouchEvent) => {
    fingers = event.touches.length;
  };
  for (const type of ["touchstart", "touchend", "touchcancel"] as const) {
    document.addEventListener(type, count, { capture: true, passive: true });
  }
}
const touching = () => (fingers ?? 0) > 0;

/**
 * A slider's engine (embla), loaded when the shopper reaches for the slider — the pointer comes over it, a finger or
 * keyboard focus lands in it, or one of its controls is pressed — not with the page: until then the row scrolls and
 * snaps natively, as it does without JavaScript (a row that does not scroll natively follows the finger by script,
 * `followFinger`), and the engine takes over from where the shopper left it. Spread `wakeOn` on the slider's root,
 * give `viewport` to the element that scrolls and render `engine` anywhere inside; `run` performs a control's
 * command now or once the engine is up.
 */
export function useSliderEngine(options: SliderOptions) {
  const viewport = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const [api, setApi] = useState<SliderApi>();
  const queued = useRef<((api: SliderApi) => void) | null>(null);
  const wake = useCallback(() => setWanted(true), []);
  const onTouchStart = useCallback((event: ReactTouchEvent) => {
    const element = viewport.current;
    const here = element && event.target instanceof Node && element.contains(event.target);
    if (
      here &&
      event.touches.length === 1 &&
      !element.dataset.engine &&
      getComputedStyle(element).overflowX === "hidden"
    ) {
      followFinger(element, event.touches[0]);
    }
    setWanted(true);
  }, []);

  useEffect(countFingers, []);
  useEffect(() => {
    if (!api || !queued.current) return;
    queued.current(api);
    queued.current = null;
  }, [api]);

  const run = (command: (api: SliderApi) => void) => {
    if (api) return command(api);
    queued.current = command;
    wake();
  };

  const engine =
    wanted && viewport.current ? (
      <Suspense fallback={null}>
        <SliderEngine viewport={viewport.current} options={options} touching={touching} onReady={setApi} />
      </Suspense>
    ) : null;
  return {
    viewport,
    api,
    run,
    engine,
    awake: wanted,
    wakeOn: { onPointerEnter: wake, onFocus: wake, onTouchStart },
  };
}
