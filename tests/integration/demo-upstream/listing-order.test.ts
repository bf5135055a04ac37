import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offerState } from "../../../app/domain/offers";
import { ProductListSchema, type CatalogItem } from "../../../app/contract/catalog";
import { SuggestSchema } from "../../../app/contract/product";
import { databaseFile } from "../../../server/demo-upstream/db/open";
import { call, startTestUpstream, type TestUpstream } from "./helpers";

/**
 * The default sort ("popular") lists the products the shopper's city can buy first and the rest after them, each part
 * by popularity; the other sorts ignore stock. Checked against the offers' own stock (app/domain/offers.ts) and the
 * seed's popularity, over every page of small page sizes, so that pages cross from one part into the other.
 */
let upstream: TestUpstream;
let popularity: Map<number, number>;
beforeAll(async () => {
  upstream = await startTestUpstream();
  const db = new Database(databaseFile(upstream.dataDir, 300), { readonly: true });
  popularity = new Map(
    db
      .prepare<[], { id: number; popularity: number }>("SELECT id, popularity FROM products")
      .all()
      .map((row) => [row.id, row.popularity]),
  );
  db.close();
});
afterAll(() => upstream?.stop());

const CITIES = { moscow: { code: "moscow", delivery: true }, pskov: { code: "pskov", delivery: true } } as const;
type CityCode = keyof typeof CITIES;

const canBuy = (item: CatalogItem, city: CityCode) => item.sku.some((offer) => offerState(offer, CITIES[city]).canBuy);

async function everyPage(query: string, pageSize: number): Promise<CatalogItem[]> {
  const items: CatalogItem[] = [];
  for (let page = 1; ; page++) {
    const { data } = await call(upstream, `/v1/catalog/products?${query}&pageSize=${pageSize}&page=${page}`, {
      schema: ProductListSchema,
    });
    items.push(...data.items);
    if (page >= data.pagination.pages) {
      expect(items).toHaveLength(data.pagination.total);
      return items;
    }
  }
}

/** The buyable products, then the rest, each by popularity (ties by id): the order the listing must have. */
function expectBuyableFirst(items: CatalogItem[], city: CityCode) {
  const byPopularity = (a: CatalogItem, b: CatalogItem) => popularity.get(b.id)! - popularity.get(a.id)! || a.id - b.id;
  const buyable = items.filter((item) => canBuy(item, city)).sort(byPopularity);
  const rest = items.filter((item) => !canBuy(item, city)).sort(byPopularity);
  expect(buyable.length, "some products can be bought").toBeGreaterThan(0);
  expect(rest.length, "some products cannot").toBeGreaterThan(0);
  expect(items.map((item) => item.id)).toEqual([...buyable, ...rest].map((item) => item.id));
}

describe("default sort: what the shopper's city can buy comes first", () => {
  it("in a section, over pages that cross from the buyable products to the rest (Moscow, by default)", async () => {
    for (const pageSize of [7, 24]) {
      const items = await everyPage("section=odezhda", pageSize);
      expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
      expectBuyableFirst(items, "moscow");
      expect((await everyPage("section=odezhda&city=moscow", pageSize)).map((item) => item.id)).toEqual(
        items.map((item) => item.id),
      );
    }
  });

  it("for the shopper's city: a product only in Moscow's shops is not first in Pskov", async () => {
    const pskov = await everyPage("section=aksessuary&city=pskov", 10);
    expectBuyableFirst(pskov, "pskov");
    const moscow = await everyPage("section=aksessuary&city=moscow", 10);
    expectBuyableFirst(moscow, "moscow");
    const onlyInMoscow = moscow.filter((item) => canBuy(item, "moscow") && !canBuy(item, "pskov"));
    expect(onlyInMoscow.length).toBeGreaterThan(0);
    const lastBuyableInPskov = pskov.findLastIndex((item) => canBuy(item, "pskov"));
    for (const item of onlyInMoscow)
      expect(pskov.findIndex((other) => other.id === item.id)).toBeGreaterThan(lastBuyableInPskov);
  });

  it("with filters, and an unknown city counts as the default one", async () => {
    const filtered = await everyPage("section=odezhda&priceMax=12000&colors=1a1a1a,ffffff,f3eee3,9a9a9a,1f2a44", 5);
    expectBuyableFirst(filtered, "moscow");
    expect(
      (
        await everyPage("section=odezhda&priceMax=12000&colors=1a1a1a,ffffff,f3eee3,9a9a9a,1f2a44&city=atlantis", 5)
      ).map((item) => item.id),
    ).toEqual(filtered.map((item) => item.id));
  });

  it("in search results", async () => {
    const query = `q=${encodeURIComponent("платье")}`;
    const items = await everyPage(query, 6);
    expectBuyableFirst(items, "moscow");
    expectBuyableFirst(await everyPage(`${query}&city=pskov`, 6), "pskov");
    // The suggestions show the results page's first products.
    const { data } = await call(upstream, `/v1/catalog/search/suggest?${query}&city=pskov`, { schema: SuggestSchema });
    expect(data.products.map((product) => product.id)).toEqual(
      (await everyPage(`${query}&city=pskov`, 6)).slice(0, 6).map((item) => item.id),
    );
  });
});

describe("the other sorts ignore stock", () => {
  it("lists by price, newness or discount alone", async () => {
    const cheapest = await everyPage("section=odezhda&sort=price_asc", 24);
    const prices = cheapest.map((item) => item.price.discountValue);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const firstRest = cheapest.findIndex((item) => !canBuy(item, "moscow"));
    expect(
      cheapest.slice(firstRest).some((item) => canBuy(item, "moscow")),
      "sold-out products mixed in by price",
    ).toBe(true);

    const discounts = (await everyPage("section=sale&sort=discount", 24)).map((item) => item.price.discountPercent);
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
  });
});
