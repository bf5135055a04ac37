import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProductListSchema, type ProductList } from "../../../app/contract/catalog";
import { FiltersSchema, type Filters } from "../../../app/contract/filters";
import { offerState } from "../../../app/domain/offers";
import { createFacets } from "../../../server/demo-upstream/catalog/facets";
import { createProductQuery } from "../../../server/demo-upstream/catalog/product-query";
import { loadSectionIndex } from "../../../server/demo-upstream/catalog/sections";
import { createStockReservation } from "../../../server/demo-upstream/checkout/saving/reservation";
import { databaseFile } from "../../../server/demo-upstream/db/open";
import type { BasketLine } from "../../../app/contract/basket";
import { call, startTestUpstream, type TestUpstream } from "./helpers";

/**
 * A size filter means "this size can be bought in the shopper's city" (spec §3 canBuy, app/domain/offers.ts): a size
 * held only by a pickup shop of city B, with no warehouse stock, is found by size in B and not in A; the size facet
 * counts what the listing lists; taking the shop's last units takes the product out of B's filter.
 */
const PRODUCTS = 300;
let upstream: TestUpstream;
let db: Database.Database;
beforeAll(async () => {
  upstream = await startTestUpstream({ seedProducts: PRODUCTS });
  db = new Database(databaseFile(upstream.dataDir, PRODUCTS), { fileMustExist: true });
});
afterAll(async () => {
  db?.close();
  await upstream?.stop();
});

type ShopOnlySize = {
  offerId: number;
  productId: number;
  size: string;
  storeId: number;
  quantity: number;
  section: string;
  article: string;
  cityA: string;
  cityB: string;
};

/** An offer with no warehouse stock held by exactly one pickup shop, of city B, and by no shop of Moscow (city A). */
const shopOnlySize = (): ShopOnlySize =>
  db
    .prepare<[], ShopOnlySize>(
      `SELECT o.id AS offerId, o.product_id AS productId, o.size, st.store_id AS storeId, st.quantity,
              sec.path AS section, p.article, 'moscow' AS cityA, c.code AS cityB
       FROM offers o JOIN offer_stock st ON st.offer_id = o.id JOIN stores s ON s.id = st.store_id
       JOIN cities c ON c.id = s.city_id JOIN products p ON p.id = o.product_id JOIN sections sec ON sec.id = p.section_id
       WHERE o.quantity <= 0 AND s.is_pickup = 1 AND st.quantity > 0 AND c.code <> 'moscow'
         AND NOT EXISTS (SELECT 1 FROM offer_stock st2 JOIN stores s2 ON s2.id = st2.store_id JOIN cities c2 ON c2.id = s2.city_id
                         WHERE st2.offer_id = o.id AND st2.quantity > 0 AND s2.is_pickup = 1
                           AND (c2.code = 'moscow' OR st2.store_id <> st.store_id))
       ORDER BY o.id LIMIT 1`,
    )
    .get()!;

const list = async (query: string): Promise<ProductList> =>
  (await call(upstream, `/v1/catalog/products?${query}`, { schema: ProductListSchema })).data;
const facets = async (query: string): Promise<Filters> =>
  (await call(upstream, `/v1/catalog/filters?${query}`, { schema: FiltersSchema })).data;
const sizeCount = (filters: Filters, size: string) => filters.sizes.find((entry) => entry.value === size)?.count ?? 0;
const delivers = (code: string) =>
  db
    .prepare<[string], number>(
      `SELECT has_courier = 1 OR EXISTS (SELECT 1 FROM pickup_points pp WHERE pp.city_id = c.id) FROM cities c WHERE code = ?`,
    )
    .pluck()
    .get(code) === 1;

describe("size filters by the shopper's city", () => {
  it("a size in a shop of city B only: found by size in B, not in A; the facets count what the listing lists", async () => {
    const found = shopOnlySize();
    expect(found).toBeDefined();
    const size = encodeURIComponent(found.size);
    for (const [city, listed] of [
      [found.cityA, false],
      [found.cityB, true],
    ] as const) {
      const byId = await list(`ids=${found.productId}&sizes=${size}&city=${city}`);
      expect(byId.pagination.total, city).toBe(listed ? 1 : 0);

      const filtered = await list(`section=${found.section}&sizes=${size}&city=${city}&pageSize=100&view=card`);
      expect(filtered.pagination.pages).toBeLessThanOrEqual(1);
      expect(filtered.items.some((item) => item.id === found.productId)).toBe(listed);
      // Every listed card can be bought in that size in the city, by the rule the cards and product pages use.
      for (const item of filtered.items) {
        const offer = item.sku.find((candidate) => candidate.size === found.size);
        expect(offer && offerState(offer, { code: city, delivery: delivers(city) }).canBuy, `${item.id}`).toBe(true);
      }
      const own = await facets(`section=${found.section}&city=${city}`);
      expect(sizeCount(own, found.size)).toBe(filtered.pagination.total);
      const section = await list(`section=${found.section}&city=${city}&pageSize=1`);
      for (const entry of own.sizes) {
        expect(entry.count).toBe(
          (await list(`section=${found.section}&sizes=${encodeURIComponent(entry.value)}&city=${city}`)).pagination
            .total,
        );
        expect(entry.count).toBeLessThanOrEqual(section.pagination.total);
      }
      // A search (here by the product's article) filters and counts sizes the same way.
      const article = `q=${encodeURIComponent(found.article)}`;
      expect(sizeCount(await facets(`${article}&city=${city}`), found.size)).toBe(listed ? 1 : 0);
      expect((await list(`${article}&sizes=${size}&city=${city}`)).pagination.total).toBe(listed ? 1 : 0);
    }
  });

  it("taking the shop's last units takes the product out of city B's size filter and its count", () => {
    const found = shopOnlySize();
    const sizes = [found.size];
    const cityB = () => createProductQuery(db).stockCity(found.cityB);
    const section = loadSectionIndex(db).findByPath(found.section)!;
    const query = { sizes, colors: [], discount: false, page: 1, pageSize: 100, sort: "popular" as const };
    const countBefore = sizeCount(createFacets(db).ofSection(section, cityB()), found.size);
    expect(createProductQuery(db).byIds([found.productId], { ...query, city: cityB() }).total).toBe(1);

    const line = { id: 0, offerId: found.offerId, productId: found.productId, quantity: found.quantity } as BasketLine;
    createStockReservation(db)([line], found.storeId);

    expect(createProductQuery(db).byIds([found.productId], { ...query, city: cityB() }).total).toBe(0);
    expect(createProductQuery(db).inSection(section, { ...query, city: cityB() }).ids).not.toContain(found.productId);
    expect(sizeCount(createFacets(db).ofSection(section, cityB()), found.size)).toBe(countBefore - 1);
  });
});
