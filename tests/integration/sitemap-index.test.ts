import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { args, settle, startTestUpstream } from "./support/upstream";

/** Over 50,000 URLs the sitemap becomes an index of parts (the 50,000-product seed: about 10 s to build). */
const PRODUCTS = 50_000;

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let sitemapXml: typeof import("~/routes/sitemap[.]xml");
let xmlFile: typeof import("~/routes/$file[.]xml");

beforeAll(async () => {
  upstream = await startTestUpstream(PRODUCTS);
  [sitemapXml, xmlFile] = await Promise.all([import("~/routes/sitemap[.]xml"), import("~/routes/$file[.]xml")]);
}, 180_000);
afterAll(() => upstream?.dispose());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
const part = async (n: number) =>
  settle(() => xmlFile.loader({ ...args(`/sitemap-${n}.xml`), params: { file: `sitemap-${n}` } }));

describe(`/sitemap.xml with ${PRODUCTS.toLocaleString("en")} products`, () => {
  it("is an index of two parts of at most 50,000 URLs that together list every page once", async () => {
    const index = await (await settle(() => sitemapXml.loader(args("/sitemap.xml")))).text();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual(["http://shop.test/sitemap-1.xml", "http://shop.test/sitemap-2.xml"]);

    const first = await part(1);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const firstUrls = locs(await first.text());
    expect(firstUrls).toHaveLength(50_000);
    const secondUrls = locs(await (await part(2)).text());
    expect(secondUrls.length).toBeGreaterThan(0);
    expect(secondUrls.length).toBeLessThan(50_000);

    const all = [...firstUrls, ...secondUrls];
    expect(new Set(all).size).toBe(all.length);
    expect(all[0]).toBe("http://shop.test/");
    const products = all
      .filter((url) => /\/catalog\/.+\/\d+\/$/.test(url))
      .map((url) => Number(/(\d+)\/$/.exec(url)![1]));
    expect(products).toHaveLength(PRODUCTS);
    expect(products).toEqual(Array.from({ length: PRODUCTS }, (_, i) => i + 1));
    expect((await part(3)).status).toBe(404);
  }, 120_000);
});
