import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page } from "@playwright/test";

export { expect };

/**
 * Fails on any serious or critical axe-core violation of the page as it is now. axe runs inside the page,
 * which a JavaScript-off page cannot do; there it checks a script-free copy of the same DOM instead.
 */
export async function expectAccessible(page: Page, jsEnabled = true) {
  const target = jsEnabled ? page : await staticCopy(page);
  try {
    const results = await new AxeBuilder({ page: target }).analyze();
    const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`)).toEqual([]);
  } finally {
    if (target !== page) await target.context().close();
  }
}

async function staticCopy(page: Page): Promise<Page> {
  // A document still streaming (a form post just answered) would be copied half-parsed: wait for all of it.
  await page.waitForLoadState("load");
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<head>/i, `<head><base href="${page.url()}">`);
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() ?? undefined });
  const copy = await context.newPage();
  await copy.route("**/*", (route) => (route.request().resourceType() === "script" ? route.abort() : route.continue()));
  await copy.setContent(html, { waitUntil: "load" });
  return copy;
}

export const test = base.extend<{ jsEnabled: boolean; a11y: (page?: Page) => Promise<void> }>({
  jsEnabled: async ({ javaScriptEnabled }, use) => use(javaScriptEnabled !== false),
  a11y: async ({ page, javaScriptEnabled }, use, testInfo) => {
    // axe-core takes several seconds on a page full of product cards.
    testInfo.setTimeout(testInfo.timeout + 30_000);
    await use((target = page) => expectAccessible(target, javaScriptEnabled !== false));
  },
});
