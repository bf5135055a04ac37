/** The slide nearest to where a natively scrolled row stands (0 when it was not scrolled). */
export function nearestSlide(viewport: HTMLElement): number {
  const slides = Array.from(viewport.firstElementChild?.children ?? []).filter(
    (slide): slide is HTMLElement => slide instanceof HTMLElement,
  );
  if (slides.length === 0 || viewport.scrollLeft === 0) return 0;
  const origin = slides[0].offsetLeft;
  const distance = (slide: HTMLElement) => Math.abs(slide.offsetLeft - origin - viewport.scrollLeft);
  return slides.reduce((best, slide, index) => (distance(slide) < distance(slides[best]) ? index : best), 0);
}
