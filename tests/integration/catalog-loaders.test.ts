import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { args, settle, startTestUpstream } from "./support/upstream";

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let section: typeof import("~/catalog/section-page.server");
let searchRoute: typeof import("~/routes/search");
let suggestRoute: typeof import("~/routes/search.suggest");

beforeAll(async () => {
  upstream = await startTestUpstream();
  // The app reads API_URL on first use, so it is imported only once the upstream is up.
  [section, searchRoute, suggestRoute] = await Promise.all([
    import("~/catalog/section-page.server"),
    import("~/routes/search"),
    import("~/routes/search.suggest"),
  ]);
});
afterAll(() => upstream.dispose());

const load = (url: string, codePath = new URL(url, "http://shop.test").pathname.replace(/^\/catalog\//, "")) =>
  settle(() => section.sectionLoader(args(url), codePath));

type Item = {
  id: number;
  name: string;
  price: { discountValue: number };
  sku: { size: string; quantity: number; stock: { quantity: number }[] }[];
  color: { colorHex: string };
};

describe("section loader", () => {
  it("loads the section, its trail, subsections, a page of 24 products and the filters", async () => {
    const response = await load("/catalog/odezhda/platya/");
    expect(response.status).toBe(200);
    const data = await response.json();
    expect(data.kind).toBe("section");
    expect(data.section).toMatchObject({ name: "Платья", link: "/catalog/odezhda/platya/" });
    expect(data.breadcrumbs).toEqual([{ name: "Одежда", link: "/catalog/odezhda/" }]);
    expect(data.children.map((c: { name: string }) => c.name)).toEqual(["Платья мини", "Платья миди", "Платья макси"]);
    expect(data.pagination).toMatchObject({ page: 1, pageSize: 24 });
    expect(data.pagination.total).toBe(data.children.reduce((sum: number, c: { count: number }) => sum + c.count, 0));
    expect(data.items.length).toBe(Math.min(24, data.pagination.total));
    expect(data.filters.sizes.length).toBeGreaterThan(0);
    expect(data.query).toEqual({ page: 1, sort: "popular", sizes: [], colors: [], discount: false });
    expect(data.toasts).toEqual([]);
  });

  it("pages: page 2 lists other products; past the last page is a 301 to the last one", async () => {
    const first = await (await load("/catalog/odezhda/")).json();
    expect(first.pagination.pages).toBeGreaterThan(2);
    const second = await (await load("/catalog/odezhda/?page=2")).json();
    expect(second.pagination.page).toBe(2);
    const ids = new Set(first.items.map((i: Item) => i.id));
    expect(second.items.some((i: Item) => ids.has(i.id))).toBe(false);
    const past = await load(`/catalog/odezhda/?sort=new&page=${first.pagination.pages + 1}&utm_source=mail`);
    expect(past.status).toBe(301);
    expect(past.headers.get("Location")).toBe(
      `/catalog/odezhda/?sort=new&page=${first.pagination.pages}&utm_source=mail`,
    );
    // The page count is data: cached like the page, and private for a shopper with cookies (the list is per city).
    expect(past.headers.get("Cache-Control")).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400",
    );
    const shopper = await settle(() =>
      section.sectionLoader(
        args(`/catalog/odezhda/?page=${first.pagination.pages + 5}`, { cookie: "city=x" }),
        "odezhda",
      ),
    );
    expect(shopper.status).toBe(301);
    expect(shopper.headers.get("Cache-Control")).toBe("private, no-store");
    // A filtered list with nothing in it has one (empty) page: its first.
    const empty = await load("/catalog/odezhda/?sizes=XXL5&page=2");
    expect(empty.status).toBe(301);
    expect(empty.headers.get("Location")).toBe("/catalog/odezhda/?sizes=XXL5");
  });

  it("answers 404 for an unknown section and for a malformed path", async () => {
    for (const path of ["/catalog/net-takogo/", "/catalog/odezhda/net-takogo/", "/catalog/odezhda/a.b/"]) {
      const response = await load(path);
      expect(response.status, path).toBe(404);
      expect((await response.json()).message).toBe(`Page not found: ${new URL(path, "http://shop.test").pathname}`);
    }
    // `/catalog/odezhda/../` is `/catalog/`, which the URL rules send to the catalogue's first section.
    const dots = await load("/catalog/odezhda/../", "odezhda/../");
    expect([dots.status, dots.headers.get("Location")]).toEqual([301, "/catalog/odezhda/"]);
  });

  it("passes sort and filters through to the upstream", async () => {
    const url = "/catalog/odezhda/?sort=price_asc&sizes=44&colors=1a1a1a,ffffff&priceMin=1000&priceMax=20000";
    const data = await (await load(url)).json();
    const all = await (await load("/catalog/odezhda/")).json();
    expect(data.pagination.total).toBeGreaterThan(0);
    expect(data.pagination.total).toBeLessThan(all.pagination.total);
    const prices = data.items.map((i: Item) => i.price.discountValue);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // The cards keep only the shopper's city's shops; the size filter counts every shop, so the full items are asked.
    const ids = (data.items as Item[]).map((item) => item.id).join(",");
    const full = (await (await fetch(`${upstream.url}/v1/catalog/products?ids=${ids}`)).json()).data.items as Item[];
    for (const item of data.items as Item[]) {
      expect(["#1a1a1a", "#ffffff"]).toContain(item.color.colorHex);
      expect(item.price.discountValue).toBeGreaterThanOrEqual(1000);
      expect(item.price.discountValue).toBeLessThanOrEqual(20000);
      const { sku } = full.find((other) => other.id === item.id)!;
      expect(sku.some((o) => o.size === "44" && o.quantity + o.stock.reduce((s, e) => s + e.quantity, 0) > 0)).toBe(
        true,
      );
    }
    expect(data.query).toMatchObject({
      sort: "price_asc",
      sizes: ["44"],
      colors: ["1a1a1a", "ffffff"],
      priceMin: 1000,
      priceMax: 20000,
    });
  });

  it("only discounted products with discount=1, and facets of those", async () => {
    const data = await (await load("/catalog/odezhda/?discount=1")).json();
    expect(data.pagination.total).toBe(data.filters.discountCount);
    for (const item of data.items as (Item & { price: { discountPercent: number } })[])
      expect(item.price.discountPercent).toBeGreaterThan(0);
  });

  it("301-redirects invalid or non-canonical listing parameters to the cleaned URL, never a 500", async () => {
    const cases: [string, string][] = [
      ["/catalog/odezhda/?page=abc&sort=xyz&priceMin=-5", "/catalog/odezhda/"],
      ["/catalog/odezhda/?sort=popular&sizes=42&sizes=44&priceMin=&priceMax=", "/catalog/odezhda/?sizes=42,44"],
      [
        "/catalog/odezhda/?priceMin=9000&priceMax=100&utm_source=mail",
        "/catalog/odezhda/?priceMin=100&priceMax=9000&utm_source=mail",
      ],
      ["/catalog/odezhda/?zz=1&sizes=44,42&zz=2", "/catalog/odezhda/?sizes=42,44"],
      ["/catalog/odezhda/?colors=%23FFFFFF&discount=yes", "/catalog/odezhda/?colors=ffffff"],
    ];
    for (const [from, to] of cases) {
      const response = await load(from);
      expect(response.status, from).toBe(301);
      expect(response.headers.get("Location"), from).toBe(to);
    }
  });

  it("an empty filtered result is a 200 with no items", async () => {
    const response = await load("/catalog/odezhda/?sizes=XXL5");
    expect(response.status).toBe(200);
    const data = await response.json();
    expect(data.items).toEqual([]);
    expect(data.pagination.total).toBe(0);
  });

  it("fetches the section, products and filters in parallel", async () => {
    const started: number[] = [];
    const finished: number[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (...params: Parameters<typeof fetch>) => {
      started.push(performance.now());
      try {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return await realFetch(...params);
      } finally {
        finished.push(performance.now());
      }
    }) as typeof fetch;
    try {
      expect((await load("/catalog/obuv/")).status).toBe(200);
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(started).toHaveLength(3);
    // Every call started before the first one finished: no waterfall.
    expect(Math.max(...started)).toBeLessThan(Math.min(...finished));
  });
});

describe("search loader", () => {
  const search = (url: string) => settle(() => searchRoute.loader(args(url)));

  it("finds products by name, with filters and pagination", async () => {
    const data = await (await search("/search/?q=%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D0%B5")).json();
    expect(data.q).toBe("платье");
    expect(data.pagination.total).toBeGreaterThan(0);
    for (const item of data.items as Item[]) expect(item.name.toLowerCase()).toContain("плат");
    expect(data.filters.sizes.length).toBeGreaterThan(0);
  });

  it("an empty or one-letter query asks for a query without calling the upstream search", async () => {
    for (const url of ["/search/", "/search/?q=a"]) {
      const response = await search(url);
      expect(response.status, url).toBe(200);
      const data = await response.json();
      expect(data.items).toEqual([]);
      expect(data.toasts).toEqual([]);
    }
  });

  it("an empty query is left out of the URL", async () => {
    for (const url of ["/search/?q=", "/search/?q=%20%20"]) {
      const response = await search(url);
      expect(response.status, url).toBe(301);
      expect(response.headers.get("Location"), url).toBe("/search/");
    }
  });

  it("past the last page of results is a 301 to the last one; a query too short to search has one page", async () => {
    const first = await (await search("/search/?q=%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D0%B5")).json();
    const past = await search(`/search/?q=%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D0%B5&page=${first.pagination.pages + 3}`);
    expect(past.status).toBe(301);
    expect(past.headers.get("Location")).toBe(
      `/search/?q=%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D0%B5${first.pagination.pages > 1 ? `&page=${first.pagination.pages}` : ""}`,
    );
    const short = await search("/search/?q=a&page=4");
    expect(short.status).toBe(301);
    expect(short.headers.get("Location")).toBe("/search/?q=a");
  });

  it("no results is a 200; invalid parameters are cleaned", async () => {
    const none = await search("/search/?q=qwertyuiop");
    expect(none.status).toBe(200);
    expect((await none.json()).pagination.total).toBe(0);
    const dirty = await search("/search/?q=%D1%8E%D0%B1%D0%BA%D0%B0&sort=bad&page=0");
    expect(dirty.status).toBe(301);
    expect(dirty.headers.get("Location")).toBe("/search/?q=%D1%8E%D0%B1%D0%BA%D0%B0");
  });
});

describe("suggestions", () => {
  const suggest = (url: string) => settle(() => suggestRoute.loader(args(url)));

  it("suggests sections and products from 2 characters, briefly cacheable", async () => {
    const response = await suggest("/search/suggest/?q=%D0%BF%D0%BB%D0%B0%D1%82");
    expect(response.headers.get("Cache-Control")).toMatch(/^public, max-age=60/);
    const data = await response.json();
    expect(data.q).toBe("плат");
    expect(data.sections.map((s: { name: string }) => s.name)).toContain("Платья");
    expect(data.products.length).toBeGreaterThan(0);
  });

  it("nothing below 2 characters", async () => {
    const data = await (await suggest("/search/suggest/?q=%D0%BF")).json();
    expect(data).toMatchObject({ sections: [], products: [] });
  });
});
