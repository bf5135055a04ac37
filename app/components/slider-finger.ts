import { SLIDER } from "~/domain/timing";

/** A swipe this far (px) goes on to the neighbouring slide; a shorter one goes back. */
const SWIPE_PX = 40;

const slidesOf = (viewport: HTMLElement) =>
  Array.from(viewport.firstElementChild?.children ?? []).filter(
    (slide): slide is HTMLElement => slide instanceof HTMLElement,
  );

/**
 * Before its engine is up, a finger moves a row that does not scroll natively — a card's photos: a scrolling row with
 * nothing in it to focus would be a scroll area keyboard users cannot reach (axe `scrollable-region-focusable`).
 * The row follows a sideways finger by its scroll position, then glides to the next or previous slide; the engine
 * takes over from there. An upward or downward finger is left to the page.
 */
export function followFinger(viewport: HTMLElement, start: { clientX: number; clientY: number }) {
  const slides = slidesOf(viewport);
  if (slides.length < 2) return;
  const offsets = slides.map((slide) => slide.offsetLeft - slides[0].offsetLeft);
  const from = viewport.scrollLeft;
  const current = offsets.reduce(
    (best, offset, index) => (Math.abs(offset - from) < Math.abs(offsets[best] - from) ? index : best),
    0,
  );
  let sideways: boolean | undefined;
  let moved = 0;

  const move = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (!touch || event.touches.length > 1) return end();
    const dx = touch.clientX - start.clientX;
    const dy = touch.clientY - start.clientY;
    if (sideways === undefined && Math.max(Math.abs(dx), Math.abs(dy)) > SLIDER.threshold) {
      sideways = Math.abs(dx) > Math.abs(dy);
    }
    if (!sideways) return;
    moved = dx;
    viewport.scrollLeft = from - dx;
  };
  const end = () => {
    viewport.removeEventListener("touchmove", move);
    viewport.removeEventListener("touchend", end);
    viewport.removeEventListener("touchcancel", end);
    if (!sideways) return;
    const step = Math.abs(moved) < SWIPE_PX ? 0 : moved < 0 ? 1 : -1;
    const target = Math.max(0, Math.min(offsets.length - 1, current + step));
    viewport.scrollTo({ left: offsets[target], behavior: "smooth" });
  };
  viewport.addEventListener("touchmove", move, { passive: true });
  viewport.addEventListener("touchend", end, { passive: true });
  viewport.addEventListener("touchcancel", end, { passive: true });
}
