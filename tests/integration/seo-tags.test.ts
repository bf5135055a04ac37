import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attributesOf, pageHtml, titleOf } from "./support/html";
import { startStorefront, type RunningStorefront } from "./support/storefront";

/**
 * The tags crawlers read in the server's HTML: the title, robots, canonical and prev links, the document's language;
 * a page's own (a product's, a section's) are in catalog-loaders.test.ts and listing-urls.test.ts.
 */
let storefront: RunningStorefront;
beforeAll(async () => {
  storefront = await startStorefront();
});
afterAll(() => storefront.stop());

async function page(path: string, status = 200) {
  const html = await pageHtml(storefront.url, path, status);
  return {
    html,
    title: titleOf(html),
    robots: attributesOf(html, "meta", ["name", "robots"], "content"),
    canonical: attributesOf(html, "link", ["rel", "canonical"], "href"),
    prev: attributesOf(html, "link", ["rel", "prev"], "href"),
  };
}

describe("SEO tags", () => {
  it("home: the title ends with the store's name; robots, canonical, no prev, Russian", async () => {
    const home = await page("/");
    expect(home.title).toMatch(/LOVE STORE$/);
    expect(home.robots).toEqual(["index, follow"]);
    expect(home.canonical).toEqual([`${storefront.url}/`]);
    expect(home.prev).toEqual([]);
    expect(home.html).toMatch(/^<!DOCTYPE html><html lang="ru"/);
  });

  it("page 2 adds the title's suffix, keeps the page in canonical and links the previous one", async () => {
    const second = await page("/?page=2");
    expect(second.title).toMatch(/ \| страница 2 \| LOVE STORE$/);
    expect(second.canonical).toEqual([`${storefront.url}/?page=2`]);
    expect(second.prev).toEqual([`${storefront.url}/`]);
  });

  it("canonical leaves out the modal parameter", async () => {
    expect((await page("/?modal=menu")).canonical).toEqual([`${storefront.url}/`]);
  });

  it("an error page carries robots and its message in the title", async () => {
    const missing = await page("/no-such-page/", 404);
    expect(missing.robots).toEqual(["index, follow"]);
    expect(missing.title).toBe("Page not found: /no-such-page/ | LOVE STORE");
  });
});
