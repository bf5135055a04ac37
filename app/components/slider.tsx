import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { Children, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { RESIZE_REFRESH_MS, SLIDER } from "~/domain/timing";

type Embla = NonNullable<UseEmblaCarouselType[1]>;

/** Spec §9 resize refresh: the slider measures itself again once the window has kept its size for 50 ms. */
function refreshAfterResize() {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (api: Embla) => {
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
  dots?: boolean;
  loop?: boolean;
};

/**
 * Spec §9 slider on embla (speed ≈ 300 ms, drag threshold 5 px). Without JavaScript the same markup is a
 * horizontally scrolling, snapping row; with it embla adds dragging, arrows and dots.
 */
export function Slider({ label, children, className = "", arrowsAbove = 1, dots = false, loop = false }: SliderProps) {
  const slides = Children.toArray(children);
  const options = useMemo(
    () => ({ loop, duration: Math.round(SLIDER.speed / 12), dragThreshold: SLIDER.threshold, align: "start" as const, watchResize: refreshAfterResize() }),
    [loop],
  );
  const [viewportRef, embla] = useEmblaCarousel(options);
  const [selected, setSelected] = useState(0);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(true);

  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setSelected(embla.selectedScrollSnap());
      setCanPrev(embla.canScrollPrev());
      setCanNext(embla.canScrollNext());
    };
    update();
    embla.on("select", update).on("reInit", update);
    return () => {
      embla.off("select", update).off("reInit", update);
    };
  }, [embla]);

  const scrollTo = useCallback((index: number) => embla?.scrollTo(index), [embla]);
  const snaps = embla?.scrollSnapList().length ?? 0;

  return (
    <div className={`slider ${className}`} role="group" aria-roledescription="карусель" aria-label={label}>
      <div className={embla ? "slider__viewport slider__viewport--js" : "slider__viewport"} ref={viewportRef}>
        <div className="slider__track">
          {slides.map((slide, index) => (
            <div className="slider__slide" key={index} role="group" aria-roledescription="слайд" aria-label={`${index + 1} из ${slides.length}`}>
              {slide}
            </div>
          ))}
        </div>
      </div>
      {embla && slides.length > arrowsAbove && (
        <>
          <button type="button" className="slider__arrow slider__arrow--prev" aria-label="Назад" disabled={!loop && !canPrev} onClick={() => embla.scrollPrev()}>‹</button>
          <button type="button" className="slider__arrow slider__arrow--next" aria-label="Вперёд" disabled={!loop && !canNext} onClick={() => embla.scrollNext()}>›</button>
        </>
      )}
      {embla && dots && snaps > 1 && (
        <div className="slider__dots">
          {Array.from({ length: snaps }, (_, index) => (
            <button key={index} type="button" className={index === selected ? "slider__dot slider__dot--on" : "slider__dot"} aria-label={`Слайд ${index + 1}`} aria-current={index === selected ? "true" : undefined} onClick={() => scrollTo(index)} />
          ))}
        </div>
      )}
    </div>
  );
}
