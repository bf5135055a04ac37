import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { args, settle, startTestUpstream } from "./support/upstream";

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let sitemapXml: typeof import("~/routes/sitemap[.]xml");
let xmlFile: typeof import("~/routes/$file[.]xml");
let robots: typeof import("~/routes/robots[.]txt");
let sitemapPage: typeof import("~/routes/sitemap");

beforeAll(async () => {
  upstream = await startTestUpstream();
  [sitemapXml, xmlFile, robots, sitemapPage] = await Promise.all([
    import("~/routes/sitemap[.]xml"),
    import("~/routes/$file[.]xml"),
    import("~/routes/robots[.]txt"),
    import("~/routes/sitemap"),
  ]);
});
afterAll(() => upstream.dispose());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe("/sitemap.xml with 300 products", () => {
  it("is one urlset of absolute URLs: home, every section, the content pages, the looks, the news and every product", async () => {
    const response = await settle(() => sitemapXml.loader(args("/sitemap.xml")));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    const xml = await response.text();
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
      ),
    ).toBe(true);
    expect(xml.endsWith("</urlset>\n")).toBe(true);
    expect(xml.match(/<url>/g)!.length).toBe(xml.match(/<\/url>/g)!.length);

    const urls = locs(xml);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url).toMatch(/^http:\/\/shop\.test\/(\S*\/)?$/);
    const paths = urls.map((url) => url.slice("http://shop.test".length));
    expect(paths[0]).toBe("/");
    expect(paths).toEqual(
      expect.arrayContaining([
        "/catalog/odezhda/",
        "/catalog/odezhda/platya/platya-midi/",
        "/catalog/sale/",
        "/outfits/",
        "/information/delivery/pickup/",
        "/about/news/",
        "/about/news/1/",
        "/suite/ofisnyy-obraz/",
        "/sitemap/",
        "/catalog/odezhda/platya/platya-midi/300/",
      ]),
    );
    expect(paths.filter((path) => /^\/catalog\/.+\/\d+\/$/.test(path))).toHaveLength(300);
    expect(paths.filter((path) => path.startsWith("/suite/"))).toHaveLength(18);
    for (const path of paths) expect(path).not.toMatch(/^\/(order|personal|login)\//);
    // Search results are never offered: only sections, products, looks, news and content pages.
    for (const path of paths) expect(path).not.toMatch(/^\/search\/|[?&]q=/);
  });

  it("dates the products, looks and news items", async () => {
    const xml = await (await settle(() => sitemapXml.loader(args("/sitemap.xml")))).text();
    const product =
      /<url><loc>http:\/\/shop\.test\/catalog\/odezhda\/platya\/platya-midi\/300\/<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/.exec(
        xml,
      );
    expect(product?.[1]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(xml).toMatch(/<loc>http:\/\/shop\.test\/about\/news\/1\/<\/loc><lastmod>/);
    expect(xml).toContain("<url><loc>http://shop.test/catalog/odezhda/</loc></url>");
  });

  it("has no parts and no other XML files", async () => {
    for (const file of ["sitemap-1", "sitemap-2", "feed", "sitemap-0"]) {
      const response = await settle(() => xmlFile.loader({ ...args(`/${file}.xml`), params: { file } }));
      expect(response.status, file).toBe(404);
    }
  });
});

describe("/robots.txt", () => {
  it("keeps the rules and adds the sitemap's absolute address, publicly cacheable", async () => {
    const response = await settle(async () => robots.loader(args("/robots.txt")));
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    const text = await response.text();
    expect(text).toContain("User-agent: *\nDisallow: /order/\nDisallow: /personal/\nDisallow: /login/\nAllow: /\n");
    expect(text.trimEnd().split("\n").at(-1)).toBe("Sitemap: http://shop.test/sitemap.xml");
    // Search pages stay crawlable so that their `noindex, follow` is read.
    expect(text).not.toMatch(/Disallow: \/search/);
  });
});

describe("/sitemap/ (the page)", () => {
  it("loads the catalogue tree at every level", async () => {
    const data = await (await settle(() => sitemapPage.loader(args("/sitemap/")))).json();
    const odezhda = data.sections.find((item: { name: string }) => item.name === "Одежда");
    const platya = odezhda.children.find((item: { name: string }) => item.name === "Платья");
    expect(platya.children.map((item: { link: string }) => item.link)).toEqual([
      "/catalog/odezhda/platya/platya-mini/",
      "/catalog/odezhda/platya/platya-midi/",
      "/catalog/odezhda/platya/platya-maksi/",
    ]);
  });
});
