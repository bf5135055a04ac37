import type { Page } from "@playwright/test";

/**
 * With JavaScript, waits until React has taken over the page (the masks and fetchers are on; a click before that is a
 * plain form post or link).
 */
export async function hydrated(page: Page, jsEnabled: boolean) {
  if (jsEnabled)
    await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith("__reactFiber")));
}
