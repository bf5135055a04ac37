import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProductListSchema } from "../../../app/contract/catalog";
import { SitemapCountsSchema, SitemapLinksSchema } from "../../../app/contract/sitemap";
import { SuiteDetailSchema, SuiteListSchema, type SuiteSummary } from "../../../app/contract/suites";
import { call, startTestUpstream, type TestUpstream } from "./helpers";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterAll(() => upstream?.stop());

const list = (query: string) => call(upstream, `/api/catalog/suites${query}`, { schema: SuiteListSchema });
const detail = (code: string) => call(upstream, `/api/catalog/suites/${code}`, { schema: SuiteDetailSchema });

async function allSuites(): Promise<SuiteSummary[]> {
  return (await list("?pageSize=100")).data.items;
}

describe("GET /api/catalog/suites", () => {
  it("pages the looks newest first, 12 to a page by default", async () => {
    const first = await list("");
    expect(first.data.pagination).toEqual({ page: 1, pageSize: 12, total: 18, pages: 2 });
    expect(first.data.items).toHaveLength(12);
    const second = await list("?page=2");
    expect(second.data.items).toHaveLength(6);
    const items = [...first.data.items, ...second.data.items];
    expect(new Set(items.map((suite) => suite.code)).size).toBe(18);
    const dates = items.map((suite) => Date.parse(suite.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect((await list("?page=3")).data.items).toEqual([]);
  });

  it("gives each look a Russian name, its link, one cover picture and its number of products", async () => {
    const items = await allSuites();
    expect(new Set(items.map((suite) => suite.name)).size).toBe(items.length);
    for (const suite of items) {
      expect(suite.name).toMatch(/^[А-ЯЁ][а-яё -]+$/);
      expect(suite.code).toMatch(/^[a-z0-9-]+$/);
      expect(suite.link).toBe(`/suite/${suite.code}/`);
      expect(suite.itemCount).toBeGreaterThanOrEqual(2);
      expect(suite.itemCount).toBeLessThanOrEqual(5);
      for (const urls of Object.values(suite.images)) expect(urls).toHaveLength(1);
      expect(suite.images.list[0]).toMatch(new RegExp(`/images/suites/${suite.code}/list\\.svg$`));
    }
  });

  it("refuses a page size out of range and a page that is not a number", async () => {
    for (const query of ["?pageSize=0", "?pageSize=101", "?page=0", "?page=abc"]) {
      const result = await call(upstream, `/api/catalog/suites${query}`);
      expect(result.httpStatus, query).toBe(400);
      expect(result.errors[0].message).toMatch(/[а-я]/);
    }
  });
});

describe("GET /api/catalog/suites/{code}", () => {
  it("returns the look with its description, its products and their pictures in the look, cover first", async () => {
    const [summary] = await allSuites();
    const { data } = await detail(summary.code);
    expect(data).toMatchObject({
      id: summary.id,
      code: summary.code,
      name: summary.name,
      link: summary.link,
      itemCount: summary.itemCount,
    });
    expect(data.description.length).toBeGreaterThan(60);
    expect(data.items).toHaveLength(summary.itemCount);
    expect(data.images.list).toHaveLength(data.items.length + 1);
    expect(data.images.detail[0]).toBe(summary.images.detail[0]);
    data.items.forEach((item, index) => {
      expect(item.suite?.code).toBe(summary.code);
      expect(data.images.detail[index + 1]).toBe(item.suite!.detailPicture.src);
    });
  });

  it("holds each product in one look only, and the looks hold products of different kinds", async () => {
    const seen = new Set<number>();
    for (const summary of await allSuites()) {
      const { data } = await detail(summary.code);
      for (const item of data.items) {
        expect(seen.has(item.id)).toBe(false);
        seen.add(item.id);
      }
      expect(new Set(data.items.map((item) => item.sectionId)).size).toBe(data.items.length);
    }
  });

  it("answers 404 for an unknown or malformed code", async () => {
    for (const code of ["net-takogo", "OFISNYY-OBRAZ", "ofisnyy_obraz", "%D0%BB%D0%B5%D1%82%D0%BE"]) {
      const result = await call(upstream, `/api/catalog/suites/${code}`);
      expect(result.httpStatus, code).toBe(404);
    }
  });

  it("draws each look's cover as an SVG picture, cacheable for a year", async () => {
    const [summary] = await allSuites();
    const response = await fetch(summary.images.list[0].replace("localhost", "127.0.0.1"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("immutable");
    const svg = await response.text();
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg.match(/<g transform="translate/g)).toHaveLength(summary.itemCount);
    expect((await fetch(`${upstream.url}/images/suites/net-takogo/list.svg`)).status).toBe(404);
  });
});

describe("GET /api/sitemap and /api/sitemap/{kind}", () => {
  it("counts the products, looks and news items", async () => {
    const { data } = await call(upstream, "/api/sitemap", { schema: SitemapCountsSchema });
    expect(data).toEqual({ products: 300, suites: 18, news: expect.any(Number) });
    expect(data.news).toBeGreaterThan(0);
  });

  it("pages through the product links in id order, each the product's own link, with when it was added", async () => {
    const first = await call(upstream, "/api/sitemap/products?limit=5", { schema: SitemapLinksSchema });
    expect(first.data.total).toBe(300);
    expect(first.data.items).toHaveLength(5);
    const catalogue = await call(upstream, "/v1/catalog/products?ids=1,2,3,4,5", { schema: ProductListSchema });
    expect(first.data.items.map((entry) => entry.link)).toEqual(catalogue.data.items.map((item) => item.link));
    for (const entry of first.data.items) expect(new Date(entry.updatedAt).toISOString()).toBe(entry.updatedAt);

    const tail = await call(upstream, "/api/sitemap/products?offset=298&limit=10", { schema: SitemapLinksSchema });
    expect(tail.data.items.map((entry) => entry.link.split("/").at(-2))).toEqual(["299", "300"]);
    expect(
      (await call(upstream, "/api/sitemap/products?offset=300", { schema: SitemapLinksSchema })).data.items,
    ).toEqual([]);
  });

  it("lists the looks' and the news items' pages", async () => {
    const suites = await call(upstream, "/api/sitemap/suites?limit=100", { schema: SitemapLinksSchema });
    expect(suites.data.items.map((entry) => entry.link).sort()).toEqual(
      (await allSuites()).map((suite) => suite.link).sort(),
    );
    const news = await call(upstream, "/api/sitemap/news?limit=2", { schema: SitemapLinksSchema });
    expect(news.data.items.map((entry) => entry.link)).toEqual(["/about/news/1/", "/about/news/2/"]);
  });

  it("refuses a limit over 5000 or a negative offset, and knows no other kind", async () => {
    expect((await call(upstream, "/api/sitemap/products?limit=5001")).httpStatus).toBe(400);
    expect((await call(upstream, "/api/sitemap/products?offset=-1")).httpStatus).toBe(400);
    expect((await call(upstream, "/api/sitemap/sections")).httpStatus).toBe(404);
  });
});
