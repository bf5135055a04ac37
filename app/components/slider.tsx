import { Children, useEffect, useMemo, useState, type ReactNode } from "react";
import { nearestSlide } from "~/components/slider-position";
import { refreshAfterResize } from "~/components/slider-resize";
import type { SliderApi } from "~/components/slider-types";
import { useSliderEngine } from "~/components/use-slider-engine";
import { SLIDER } from "~/domain/timing";
import { useHydrated } from "~/hooks/use-hydrated";
import { useNearScreen } from "~/hooks/use-near-screen";

/**
 * A drag that starts in a nested slider with more than one slide (a card's photos in the related strip) moves that
 * slider, not this one.
 */
function ownDrag(api: SliderApi, event: MouseEvent | TouchEvent): boolean {
  const inner = event.target instanceof Element ? event.target.closest(".slider__viewport") : null;
  return !inner || inner === api.rootNode() || (inner.firstElementChild?.childElementCount ?? 0) < 2;
}

/**
 * Embla's `duration` is no time but a spring's stiffness (its friction fixed, 60 steps a second). Speed / 15 = 20 covers
 * 90 % of a slide in the spec's 300 ms and comes to rest, without overshooting, 0.75 s after the start; embla's default
 * 25 (speed / 12) covered it in 380 ms and crawled over its last pixel until 1.5 s.
 */
const DURATION = Math.round(SLIDER.speed / 15);

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
   * Only the first slide until the slider comes near the screen or the shopper reaches for it (a listing's card
   * galleries: two dozen of them, and without JavaScript a card shows its first picture only). The dots count them
   * all from the start.
   */
  firstUntilAwake?: boolean;
};

/**
 * Spec §9 slider on embla (speed ≈ 300 ms, drag threshold 5 px). Without JavaScript the same markup is a
 * horizontally scrolling, snapping row; with it the arrows and dots come at once, the row still scrolls natively
 * under a finger (the dots follow), and embla, loaded when the shopper reaches for the slider (`useSliderEngine`),
 * takes over from the slide in view, adding dragging and moving the slides.
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
      duration: DURATION,
      dragThreshold: SLIDER.threshold,
      align: "start" as const,
      watchResize: refreshAfterResize(),
      watchDrag: ownDrag,
    }),
    [loop],
  );
  const { viewport, api, run, engine, awake, wakeOn } = useSliderEngine(options);
  const near = useNearScreen(viewport, firstUntilAwake && !awake);
  const shown = firstUntilAwake && !awake && !near ? slides.slice(0, 1) : slides;
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
      <div
        className="slider__viewport"
        ref={viewport}
        onScroll={api ? undefined : (event) => setSelected(nearestSlide(event.currentTarget))}
      >
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
