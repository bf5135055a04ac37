import useEmblaCarousel from "embla-carousel-react";
import { useEffect, useMemo } from "react";
import type { SliderApi, SliderOptions } from "~/components/slider-types";

/** The slide nearest to where a natively scrolled row stands (0 when it was not scrolled). */
function nearestSlide(viewport: HTMLElement): number {
  const slides = Array.from(viewport.firstElementChild?.children ?? []).filter(
    (slide): slide is HTMLElement => slide instanceof HTMLElement,
  );
  if (slides.length === 0 || viewport.scrollLeft === 0) return 0;
  const origin = slides[0].offsetLeft;
  const distance = (slide: HTMLElement) => Math.abs(slide.offsetLeft - origin - viewport.scrollLeft);
  return slides.reduce((best, slide, index) => (distance(slide) < distance(slides[best]) ? index : best), 0);
}

/**
 * Embla driving a slider's server-rendered markup (`useSliderEngine` loads this module when the shopper reaches for a
 * slider). A row the shopper already scrolled natively goes on from the slide in view.
 */
export function SliderEngine({
  viewport,
  options,
  onReady,
}: {
  viewport: HTMLElement;
  options: SliderOptions;
  onReady: (api: SliderApi | undefined) => void;
}) {
  const startIndex = useMemo(() => nearestSlide(viewport), [viewport]);
  const [attach, api] = useEmblaCarousel({ ...options, startIndex });
  useEffect(() => {
    // Embla moves the track itself: the native scroll position goes back to the start.
    viewport.scrollLeft = 0;
    attach(viewport);
  }, [attach, viewport]);
  useEffect(() => onReady(api), [api, onReady]);
  return null;
}
