import type { Page } from "@playwright/test";

/**
 * Waits until React has taken over every control of the page: the body and every form, link, button and field carry
 * React's fiber. The body alone is not enough: a page kind's code (the product page, a section) hydrates in a Suspense
 * boundary of its own once its chunk has arrived, and a click inside it before then is a plain form post or link (the
 * JavaScript-off flow). A page without the app passes at once. `within` narrows it to one element and its controls.
 */
export async function waitForHydration(page: Page, within = "body") {
  await page.waitForFunction((selector) => {
    if (!document.querySelector("script[type=module]")) return true;
    const root = document.querySelector(selector);
    if (!root) return false;
    const claimed = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber"));
    const controls = root.querySelectorAll("form, a[href], button, input, select, textarea, summary");
    return claimed(root) && Array.prototype.every.call(controls, claimed);
  }, within);
}

/** With JavaScript, waits as waitForHydration does (masks and fetchers on); without, passes at once. */
export async function hydrated(page: Page, jsEnabled: boolean) {
  if (jsEnabled) await waitForHydration(page);
}
