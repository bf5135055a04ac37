import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attributesOf, pageHtml, text, textsOf, titleOf } from "./support/html";
import { INFORMATION_PAGES as PAGES } from "./support/information-pages";
import { startStorefront, type RunningStorefront } from "./support/storefront";

/**
 * Every information page as the server sends it: 200, one heading, title, canonical URL, robots and description, and
 * the sidebar's current item; an unknown page of the section is a 404. What a browser adds (the links followed, the
 * folding sidebar on a phone) is tests/e2e/information.spec.ts's; axe-core checks each page in the layout test.
 */

let storefront: RunningStorefront;
beforeAll(async () => {
  storefront = await startStorefront();
});
afterAll(() => storefront.stop());

/** The sidebar's `<nav>` and the text of each element in it marked `aria-current="page"`. */
function currentItems(html: string): string[] {
  const start = html.search(/<nav\b[^>]*aria-label="Информация для покупателей"/);
  expect(start, "the sidebar").toBeGreaterThan(-1);
  const nav = html.slice(start, html.indexOf("</nav>", start));
  return [...nav.matchAll(/<(\w+)\b[^>]*aria-current="page"[^>]*>([\s\S]*?)<\/\1>/g)].map(([, , inner]) => text(inner));
}

describe("information pages", () => {
  it.each(PAGES)("$path: 200, one heading, title, canonical, robots, description, the current item", async (info) => {
    const html = await pageHtml(storefront.url, info.path);
    expect(textsOf(html, "h1")).toEqual([info.h1]);
    expect(titleOf(html)).toBe(`${info.h1} | LOVE STORE`);
    expect(attributesOf(html, "link", ["rel", "canonical"], "href")).toEqual([`${storefront.url}${info.path}`]);
    expect(attributesOf(html, "meta", ["name", "robots"], "content")).toEqual(["index, follow"]);
    expect(attributesOf(html, "meta", ["name", "description"], "content")).toEqual([
      expect.stringMatching(/[а-яё]{3}/i),
    ]);
    expect(currentItems(html)).toEqual([info.item]);
  });

  it.each(["/information/nope/", "/information/delivery/nope/"])("%s is a 404 with its heading", async (path) => {
    expect(textsOf(await pageHtml(storefront.url, path, 404), "h1")).toEqual(["404"]);
  });
});
