import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageHtml, text, textsOf } from "./support/html";
import { SHOPPER_UA, startStorefront, type RunningStorefront } from "./support/storefront";

/**
 * A guest crawl from the home page and the sitemap over every same-origin link finds no 4xx or 5xx. The crawl reads the
 * server's HTML (as a crawler gets it: complete, with every deferred part) over HTTP: what links lead to does not
 * depend on a browser. Before it, the top menu's links as a shopper and a crawler get them, and the catalogue menu's
 * icons. All run twice: on the demo upstream, and on one that answers only the fields spec §7 names
 * (UPSTREAM_SPEC_MINIMAL=1), so the menu and every page a guest reaches are shown to need nothing more.
 *
 * Links are followed by path; of their query only `page` is kept (filters, sorts and `?modal=` open the same page,
 * which the layout spec visits). Redirects are followed and must land on a 200.
 */

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
/** Far more than the demo store has (sections, 300 products, content pages); a runaway crawl fails instead of hanging. */
const MAX_PAGES = 2_000;
const PARALLEL = 4;

function linksOf(html: string, base: URL): URL[] {
  const found: URL[] = [];
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)) {
    const href = match[1].replace(/&amp;/g, "&");
    if (!href || href.startsWith("#") || /^(mailto|tel|javascript):/i.test(href)) continue;
    const url = new URL(href, base);
    if (url.origin !== base.origin) continue;
    found.push(url);
  }
  return found;
}

/** The key a link is visited under: its path and, if any, its page number. */
function crawlKey(url: URL): string {
  const page = url.searchParams.get("page");
  return page ? `${url.pathname}?page=${page}` : url.pathname;
}

describe.each<{ upstream: string; env: Record<string, string> }>([
  { upstream: "the demo upstream", env: {} },
  { upstream: "an upstream that answers only the spec's fields", env: { UPSTREAM_SPEC_MINIMAL: "1" } },
])("on $upstream", ({ env }) => {
  let storefront: RunningStorefront;
  beforeAll(async () => {
    storefront = await startStorefront(env);
  });
  afterAll(() => storefront.stop());

  it("the top menu: shoppers get its top level, crawlers two levels in the HTML", async () => {
    const topMenu = async (userAgent: string) => {
      const html = await pageHtml(storefront.url, "/", 200, userAgent);
      return textsOf(/<nav class="top-nav" aria-label="Разделы каталога">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "", "a");
    };
    const shopper = await topMenu(SHOPPER_UA);
    expect(shopper).toContain("Одежда");
    expect(shopper).not.toContain("Платья");
    const crawler = await topMenu(GOOGLEBOT);
    expect(crawler.filter((name) => name === "Платья")).toHaveLength(1);
    expect(crawler).not.toContain("Платья миди");
  });

  it("the catalogue menu's special sections carry their icons", async () => {
    const html = await pageHtml(storefront.url, "/?modal=menu");
    const links = [...html.matchAll(/<a class="menu__link[^"]*"[^>]*>([\s\S]*?)<\/a>/g)].map((match) => match[1]);
    for (const name of ["Подарочные сертификаты", "LOVE 2.0"]) {
      const named = links.filter((inner) => text(inner) === name);
      expect(named.length, name).toBeGreaterThan(0);
      for (const inner of named) expect(inner, name).toMatch(/^<svg\b[^>]*class="menu__icon"/);
    }
  });

  it("a guest crawl from the home page and the sitemap finds no broken link", { timeout: 300_000 }, async () => {
    const origin = new URL(storefront.url);
    const queue = ["/", "/sitemap/"];
    const seen = new Set(queue);
    const referrers = new Map<string, string>();
    const broken: string[] = [];
    let visited = 0;

    const visit = async (key: string) => {
      const response = await fetch(new URL(key, origin), { headers: { "User-Agent": GOOGLEBOT } });
      visited++;
      if (response.status !== 200) {
        broken.push(`${key} → ${response.status} (linked from ${referrers.get(key) ?? "the start"})`);
        await response.body?.cancel();
        return;
      }
      if (!(response.headers.get("content-type") ?? "").includes("text/html")) {
        await response.body?.cancel();
        return;
      }
      for (const link of linksOf(await response.text(), new URL(response.url))) {
        const next = crawlKey(link);
        if (seen.has(next)) continue;
        seen.add(next);
        referrers.set(next, key);
        queue.push(next);
      }
    };

    while (queue.length > 0) {
      expect(seen.size, "the crawl stays within the demo store's size").toBeLessThanOrEqual(MAX_PAGES);
      await Promise.all(queue.splice(0, PARALLEL).map(visit));
    }
    expect(broken, `${visited} pages crawled from ${origin.host}`).toEqual([]);
    // The crawl reached the catalogue's products and the content pages, not only the start.
    expect(visited).toBeGreaterThan(100);
  });
});
