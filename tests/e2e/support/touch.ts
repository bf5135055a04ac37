import type { Locator, Page } from "@playwright/test";

/**
 * A finger swiping across most of an element from right to left (the next photo), as real touch events through the Chrome
 * DevTools Protocol (`Input.dispatchTouchEvent`): the browser scrolls natively or the page's script drags, as on a
 * phone. `height` is where along the element's height the finger goes (0 top, 1 bottom); the moves are spread over
 * about a third of a second, a deliberate swipe rather than a flick.
 */
export async function swipeLeft(page: Page, target: Locator, { height = 0.4, steps = 10 } = {}) {
  const box = await target.boundingBox();
  if (!box) throw new Error("the element to swipe is not on the page");
  const y = box.y + box.height * height;
  // Clear of the arrows at the slider's edges: a swipe starts on the photo.
  const from = box.x + box.width * 0.7;
  const to = box.x + box.width * 0.1;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: "touchStart" | "touchMove", x: number) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: [{ x, y }] });
  try {
    await touch("touchStart", from);
    for (let step = 1; step <= steps; step++) {
      await touch("touchMove", from + ((to - from) * step) / steps);
      await page.waitForTimeout(30);
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}

/**
 * The number (from 1) of the slide whose left edge stands at the left edge of the slider's viewport — the one in
 * view — or 0 while the row stands between slides. Works for embla's moved track and for a natively scrolled row.
 */
export function slideInView(viewport: Locator): Promise<number> {
  return viewport.evaluate((element) => {
    const left = element.getBoundingClientRect().left;
    const slides = [...(element.firstElementChild?.children ?? [])];
    return slides.findIndex((slide) => Math.abs(slide.getBoundingClientRect().left - left) < 2) + 1;
  });
}
