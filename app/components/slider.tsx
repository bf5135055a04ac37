import { Children, useEffect, useMemo, useState, type ReactNode } from "react";
import type { SliderApi } from "~/components/slider-types";
import { useSliderEngine } from "~/components/use-slider-engine";
import { RESIZE_REFRESH_MS, SLIDER } from "~/domain/timing";
import { useHydrated } from "~/hooks/use-hydrated";

/** Spec §9 resize refresh: the slider measures itself again once the window has kept its size for 50 ms. */
function refreshAfterResize() {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (api: SliderApi) => {
    clearTimeout(timer);
    timer = setTimeout(() => api.reInit(), RESIZE_REFRESH_MS);
    return false;
  };
}

type SliderProps = {
  label: string;
  children: ReactNode;
  className?: string;
  /** Arrows only when there are more slides than this (spec §9: related strip shows them above 4). */
  arrowsAbove?: number;
  /** Dots, one per slide (sliders with dots show one slide at a time). */
  dots?: boolean;
  loop?: boolean;
  /**
   * Only the first slide until the shopper reaches for the slider (a listing's card galleries: two dozen of them,
   * whose other pictures nobody sees before). The dots count them all from the start.
   */
  firstUntilAwake?: boolean;
};

/**
 * Spec §9 slider on embla (speed ≈ 300 ms, drag threshold 5 px). Without JavaScript the same markup is a
 * horizontally scrolling, snapping row; with it the arrows and dots come at once and embla, loaded when the shopper
 * reaches for the slider (`useSliderEngine`), adds dragging and moves the slides.
 */
export function Slider({
  label,
  children,
  className = "",
  arrowsAbove = 1,
  dots = false,
  loop = false,
  firstUntilAwake = false,
}: SliderProps) {
  const slides = Children.toArray(children);
  const hydrated = useHydrated();
  const options = useMemo(
    () => ({
      loop,
      duration: Math.round(SLIDER.speed / 12),
      dragThreshold: SLIDER.threshold,
      align: "start" as const,
      watchResize: refreshAfterResize(),
    }),
    [loop],
  );
  const { viewport, api, run, engine, awake, wakeOn } = useSliderEngine(options);
  const shown = firstUntilAwake && !awake ? slides.slice(0, 1) : slides;
  const [selected, setSelected] = useState(0);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(true);

  useEffect(() => {
    if (!api) return;
    const update = () => {
      setSelected(api.selectedScrollSnap());
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
    };
    update();
    api.on("select", update).on("reInit", update);
    return () => {
      api.off("select", update).off("reInit", update);
    };
  }, [api]);

  const snaps = api?.scrollSnapList().length ?? slides.length;

  return (
    <div className={`slider ${className}`} role="group" aria-roledescription="карусель" aria-label={label} {...wakeOn}>
      <div className={api ? "slider__viewport slider__viewport--js" : "slider__viewport"} ref={viewport}>
        <div className="slider__track">
          {shown.map((slide, index) => (
            <div
              className="slider__slide"
              key={index}
              role="group"
              aria-roledescription="слайд"
              aria-label={`${index + 1} из ${slides.length}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {hydrated && slides.length > arrowsAbove && (
        <>
          <button
            type="button"
            className="slider__arrow slider__arrow--prev"
            aria-label="Назад"
            disabled={!loop && !canPrev}
            onClick={() => run((embla) => embla.scrollPrev())}
          >
            ‹
          </button>
          <button
            type="button"
            className="slider__arrow slider__arrow--next"
            aria-label="Вперёд"
            disabled={!loop && !canNext}
            onClick={() => run((embla) => embla.scrollNext())}
          >
            ›
          </button>
        </>
      )}
      {hydrated && dots && snaps > 1 && (
        <div className="slider__dots">
          {Array.from({ length: snaps }, (_, index) => (
            <button
              key={index}
              type="button"
              className={index === selected ? "slider__dot slider__dot--on" : "slider__dot"}
              aria-label={`Слайд ${index + 1}`}
              aria-current={index === selected ? "true" : undefined}
              onClick={() => run((embla) => embla.scrollTo(index))}
            />
          ))}
        </div>
      )}
      {engine}
    </div>
  );
}
