import type { Locator, Page } from "@playwright/test";

type TouchPoint = { x: number; y: number };
type TouchType = "touchStart" | "touchMove" | "touchEnd";

/** Sends touch events to the page through the Chrome DevTools Protocol, as a phone's screen would. */
async function withTouch(
  page: Page,
  act: (send: (type: TouchType, points: TouchPoint[]) => Promise<unknown>) => Promise<void>,
) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await act((type, touchPoints) => cdp.send("Input.dispatchTouchEvent", { type, touchPoints }));
  } finally {
    await cdp.detach();
  }
}

async function centreOf(target: Locator): Promise<TouchPoint> {
  const box = await target.boundingBox();
  if (!box) throw new Error("the element to touch is not on the page");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Two quick taps at the element's centre (a double tap). The four events are sent at once (the protocol keeps their
 * order): awaiting each answer put more than the 300 ms of a double tap between the taps on a loaded machine.
 */
export function doubleTap(page: Page, target: Locator) {
  return withTouch(page, async (send) => {
    const at = await centreOf(target);
    await Promise.all([send("touchStart", [at]), send("touchEnd", []), send("touchStart", [at]), send("touchEnd", [])]);
  });
}

/** Two fingers on the element's centre moving apart, from 40 px to 200 px between them (zoom in). */
export function pinchOut(page: Page, target: Locator, steps = 8) {
  return withTouch(page, async (send) => {
    const { x, y } = await centreOf(target);
    const fingers = (gap: number) => [
      { x: x - gap / 2, y },
      { x: x + gap / 2, y },
    ];
    await send("touchStart", fingers(40));
    for (let step = 1; step <= steps; step++) {
      await send("touchMove", fingers(40 + (160 * step) / steps));
      await page.waitForTimeout(30);
    }
    await send("touchEnd", []);
  });
}
