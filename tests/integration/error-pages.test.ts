import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageHtml, text, textsOf, titleOf } from "./support/html";
import { startStorefront, type RunningStorefront } from "./support/storefront";

/**
 * The error pages as the server sends them: a 404 with the menu and the products viewed, `?debug` with the status and
 * message but never a stack, and the same for a storefront whose upstream is down. Their layout and axe-core check
 * are the layout test's; the fatal page's «Обновить страницу» is tests/e2e/errors.spec.ts's.
 */
let storefront: RunningStorefront;
let broken: RunningStorefront;
beforeAll(async () => {
  [storefront, broken] = await Promise.all([
    startStorefront(),
    startStorefront({ API_URL: "http://127.0.0.1:9", UPSTREAM_TIMEOUT_MS: "1000" }),
  ]);
});
afterAll(() => Promise.all([storefront?.stop(), broken?.stop()]));

/** A stack trace in any form: the page's stack block, or a frame of one. */
const STACK = /error-page__stack|at .+\.js:\d+/;

describe("error pages", () => {
  it("an unknown path: the 404 page with the menu, the products viewed and the path in the title", async () => {
    const html = await pageHtml(storefront.url, "/no/such/page/", 404);
    expect(textsOf(html, "h1")).toEqual(["404"]);
    expect(text(html)).toContain("Извините, страница не найдена");
    const nav = html.slice(html.search(/<nav\b[^>]*aria-label="Разделы магазина"/));
    expect(nav.length, "the store's menu").toBeLessThan(html.length);
    expect(text(nav.slice(0, nav.indexOf("</nav>")))).toContain("Новинки");
    expect(textsOf(html, "h2")).toContain("Вы ранее просматривали");
    expect(titleOf(html)).toBe("Page not found: /no/such/page/ | LOVE STORE");
  });

  it("the shops of an unknown city, of one without shops, or under a code not the city's: the 404 page", async () => {
    for (const path of [
      "/about/shops/atlantis/",
      "/about/shops/omsk/",
      "/about/shops/%D0%BC%D0%BE%D1%81%D0%BA%D0%B2%D0%B0/",
    ])
      expect(textsOf(await pageHtml(storefront.url, path, 404), "h1"), path).toEqual(["404"]);
  });

  it("?debug shows the status and the message, and no stack in production", async () => {
    const html = await pageHtml(storefront.url, "/missing/?debug", 404);
    expect(textsOf(html, "h1")).toEqual(["404"]);
    expect(text(html)).toContain("Page not found: /missing/");
    expect(html).not.toMatch(STACK);
  });

  it("with the upstream down, ?debug shows 503 and no stack either", async () => {
    const html = await pageHtml(broken.url, "/?debug", 503);
    expect(textsOf(html, "h1")).toEqual(["503"]);
    expect(html).not.toMatch(STACK);
  });
});
