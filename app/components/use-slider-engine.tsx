import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { lazyComponent } from "~/components/lazy-component";
import type { SliderApi, SliderOptions } from "~/components/slider-types";

const SliderEngine = lazyComponent(() => import("~/components/slider-engine").then((module) => module.SliderEngine));

/**
 * A slider's engine (embla), loaded when the shopper reaches for the slider — the pointer comes over it, a finger or
 * keyboard focus lands in it, or one of its controls is pressed — not with the page: until then the row scrolls and
 * snaps natively, as it does without JavaScript. Spread `wakeOn` on the slider's root, give `viewport` to the element
 * that scrolls and render `engine` anywhere inside; `run` performs a control's command now or once the engine is up.
 */
export function useSliderEngine(options: SliderOptions) {
  const viewport = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const [api, setApi] = useState<SliderApi>();
  const queued = useRef<((api: SliderApi) => void) | null>(null);
  const wake = useCallback(() => setWanted(true), []);

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
        <SliderEngine viewport={viewport.current} options={options} onReady={setApi} />
      </Suspense>
    ) : null;
  return {
    viewport,
    api,
    run,
    engine,
    awake: wanted,
    wakeOn: { onPointerEnter: wake, onFocus: wake, onTouchStart: wake },
  };
}
