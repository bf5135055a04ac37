import { describe, expect, it } from "vitest";
import { robotsTxt } from "~/seo/robots";
import {
  partSlices,
  sitemapIndex,
  sitemapParts,
  urlElement,
  URLSET_CLOSE,
  URLSET_OPEN,
  w3cDatetime,
  xmlEscape,
  type SitemapRun,
} from "~/seo/sitemap";

describe("sitemapParts", () => {
  it("is one plain urlset up to 50,000 URLs, then one part per 50,000", () => {
    expect([0, 1, 49_999, 50_000].map((total) => sitemapParts(total))).toEqual([1, 1, 1, 1]);
    expect([50_001, 100_000, 100_001, 1_000_000].map((total) => sitemapParts(total))).toEqual([2, 2, 3, 20]);
  });
});

describe("partSlices", () => {
  const runs: SitemapRun<"pages" | "suites" | "news" | "products">[] = [
    { kind: "pages", count: 80 },
    { kind: "suites", count: 1000 },
    { kind: "news", count: 20 },
    { kind: "products", count: 1_000_000 },
  ];
  const total = 1_001_100;

  it("lays the runs end to end and cuts them into parts of 50,000, in slices an upstream call may read", () => {
    expect(partSlices(runs, 1, 50_000, 5000)).toEqual([
      { kind: "pages", offset: 0, limit: 80 },
      { kind: "suites", offset: 0, limit: 1000 },
      { kind: "news", offset: 0, limit: 20 },
      ...Array.from({ length: 9 }, (_, i) => ({ kind: "products", offset: i * 5000, limit: 5000 })),
      { kind: "products", offset: 45_000, limit: 3900 },
    ]);
    expect(partSlices(runs, 2, 50_000, 5000)[0]).toEqual({ kind: "products", offset: 48_900, limit: 5000 });
  });

  it("covers every URL exactly once, in order, over all the parts, each part at most 50,000", () => {
    const parts = sitemapParts(total);
    expect(parts).toBe(21);
    const next = new Map(runs.map((run) => [run.kind, 0]));
    let seen = 0;
    for (let part = 1; part <= parts; part++) {
      const slices = partSlices(runs, part, 50_000, 5000);
      const size = slices.reduce((sum, slice) => sum + slice.limit, 0);
      expect(size).toBe(part < parts ? 50_000 : total - 20 * 50_000);
      for (const slice of slices) {
        expect(slice.limit).toBeGreaterThan(0);
        expect(slice.limit).toBeLessThanOrEqual(5000);
        expect(slice.offset).toBe(next.get(slice.kind));
        next.set(slice.kind, slice.offset + slice.limit);
      }
      seen += size;
    }
    expect(seen).toBe(total);
    expect(Object.fromEntries(next)).toEqual({ pages: 80, suites: 1000, news: 20, products: 1_000_000 });
  });

  it("has nothing past the last part, and skips empty runs", () => {
    expect(partSlices(runs, 22)).toEqual([]);
    expect(
      partSlices(
        [
          { kind: "a", count: 0 },
          { kind: "b", count: 3 },
        ],
        1,
      ),
    ).toEqual([{ kind: "b", offset: 0, limit: 3 }]);
  });
});

describe("XML", () => {
  it("escapes the five XML characters in addresses", () => {
    expect(xmlEscape(`/a?b=1&c='2'<"3">`)).toBe("/a?b=1&amp;c=&apos;2&apos;&lt;&quot;3&quot;&gt;");
    expect(urlElement({ loc: "https://shop.ru/x/?a=1&b=2" })).toBe(
      "<url><loc>https://shop.ru/x/?a=1&amp;b=2</loc></url>\n",
    );
  });

  it("writes lastmod as a W3C datetime when it is known", () => {
    expect(urlElement({ loc: "https://shop.ru/", lastmod: "2025-08-30T12:34:56.789Z" })).toBe(
      "<url><loc>https://shop.ru/</loc><lastmod>2025-08-30T12:34:56Z</lastmod></url>\n",
    );
    expect(w3cDatetime("not a date")).toBeUndefined();
    expect(w3cDatetime(undefined)).toBeUndefined();
  });

  it("frames a urlset and an index in the sitemaps.org namespace", () => {
    expect(URLSET_OPEN).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
    );
    expect(URLSET_CLOSE).toBe("</urlset>\n");
    expect(sitemapIndex(["https://shop.ru/sitemap-1.xml", "https://shop.ru/sitemap-2.xml"])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        "<sitemap><loc>https://shop.ru/sitemap-1.xml</loc></sitemap>\n<sitemap><loc>https://shop.ru/sitemap-2.xml</loc></sitemap>\n</sitemapindex>\n",
    );
  });
});

describe("robotsTxt", () => {
  it("keeps the shopper's own pages out and names the sitemap by its absolute address", () => {
    expect(robotsTxt("https://shop.ru")).toBe(
      "User-agent: *\nDisallow: /order/\nDisallow: /personal/\nDisallow: /login/\nAllow: /\n\nSitemap: https://shop.ru/sitemap.xml\n",
    );
  });
});
