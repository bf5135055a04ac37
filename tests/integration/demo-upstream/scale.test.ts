import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProductListSchema, type ProductList } from "../../../app/contract/catalog";
import { FiltersSchema } from "../../../app/contract/filters";
import { SuggestSchema } from "../../../app/contract/product";
import { createFacets } from "../../../server/demo-upstream/catalog/facets";
import {
  createProductQuery,
  PRODUCT_SORTS,
  type ProductFilters,
} from "../../../server/demo-upstream/catalog/product-query";
import { searchWords } from "../../../server/demo-upstream/catalog/search";
import { createSearchCorrection } from "../../../server/demo-upstream/catalog/search-correction";
import { loadSectionIndex, type SectionRecord } from "../../../server/demo-upstream/catalog/sections";
import { databaseFile } from "../../../server/demo-upstream/db/open";
import { call, startTestUpstream, type TestUpstream } from "./helpers";
import { FTS_MATCH, fullScans, queryPlan, recordingConnection, tempSorts } from "./query-plans";

/**
 * At 50,000 products the upstream's answers stay right, and the SQL behind a section page, a search page, suggestions
 * and filters reads through indexes (EXPLAIN QUERY PLAN), so its cost follows the page, not the catalogue. How fast
 * that is, against a small catalogue in the same run, is measured by `npm run bench` (docs/performance.md).
 */
const PRODUCTS = 50_000;
const PAGE_SIZE = 24;

let upstream: TestUpstream;
/** A second, read-only connection to the upstream's database, for the catalogue code's statements and their plans. */
let db: Database.Database;
beforeAll(async () => {
  upstream = await startTestUpstream({ seedProducts: PRODUCTS });
  db = new Database(databaseFile(upstream.dataDir, PRODUCTS), { readonly: true, fileMustExist: true });
}, 180_000);
afterAll(async () => {
  db?.close();
  await upstream?.stop();
});

const list = async (query: string): Promise<ProductList> =>
  (await call(upstream, `/v1/catalog/products?${query}`, { schema: ProductListSchema })).data;
const q = (text: string) => `q=${encodeURIComponent(text)}`;
const prices = (...pages: ProductList[]) => pages.flatMap((page) => page.items.map((item) => item.price.discountValue));
const ascending = (values: number[]) => [...values].sort((a, b) => a - b);

describe(`at ${PRODUCTS.toLocaleString("en")} products the upstream answers`, () => {
  it("a section's pages, deep ones and the last included, in the sort's order", async () => {
    const { total, pages } = (await list("section=odezhda")).pagination;
    expect(total).toBeGreaterThan(30_000);
    expect(pages).toBe(Math.ceil(total / PAGE_SIZE));
    // The default order reads what the city can buy, then the rest: the last page lies past that first part.
    const last = await list(`section=odezhda&page=${pages}`);
    expect(last.items).toHaveLength(total - (pages - 1) * PAGE_SIZE);
    expect(last.items.every((item) => item.link.startsWith("/catalog/odezhda/"))).toBe(true);

    const [page1000, page1001] = [
      await list("section=odezhda&sort=price_asc&page=1000"),
      await list("section=odezhda&sort=price_asc&page=1001"),
    ];
    expect(prices(page1000, page1001)).toHaveLength(2 * PAGE_SIZE);
    expect(prices(page1000, page1001)).toEqual(ascending(prices(page1000, page1001)));
    const cheapFirst = prices(await list("section=obuv&sort=price_desc&page=200"));
    expect(cheapFirst).toHaveLength(PAGE_SIZE);
    expect(cheapFirst).toEqual(ascending(cheapFirst).reverse());

    const sale = await list("section=sale&sort=discount&page=200");
    const discounts = sale.items.map((item) => item.price.discountPercent);
    expect(discounts).toHaveLength(PAGE_SIZE);
    expect(discounts.every((percent) => percent > 0)).toBe(true);
    expect(discounts).toEqual(ascending(discounts).reverse());
  });

  it("a search by words and by article, on deep pages too", async () => {
    const found = await list(q("платье миди"));
    expect(found.pagination.total).toBeGreaterThan(1000);
    expect(found.items.every((item) => /миди/i.test(item.detailName))).toBe(true);

    const deep = [
      await list(`${q("платье")}&sort=price_asc&page=50`),
      await list(`${q("платье")}&sort=price_asc&page=51`),
    ];
    expect(prices(...deep)).toHaveLength(2 * PAGE_SIZE);
    expect(prices(...deep)).toEqual(ascending(prices(...deep)));

    const product = (await list("section=aksessuary&sort=new&page=150")).items[7];
    const byArticle = await list(q(product.article));
    expect(byArticle.items[0].id).toBe(product.id);
  });

  it("suggestions: the search listing's first products and the sections by name", async () => {
    const suggest = (await call(upstream, `/v1/catalog/search/suggest?${q("пла")}`, { schema: SuggestSchema })).data;
    expect(suggest.sections.map((section) => section.name)).toContain("Платья");
    const first = await list(`${q("пла")}&pageSize=${suggest.products.length}`);
    expect(suggest.products.length).toBeGreaterThan(0);
    expect(suggest.products.map((product) => product.id)).toEqual(first.items.map((item) => item.id));
  });

  it("a misspelt search: the list, filters and suggestions of the corrected query", async () => {
    const meant = await list(q("платье"));
    for (const typo of ["плаье", "платте", "платьев"]) {
      const found = await list(q(typo));
      expect(found.correctedQuery).toBe("платье");
      expect(found.pagination).toEqual(meant.pagination);
      expect(found.items.map((item) => item.id)).toEqual(meant.items.map((item) => item.id));
    }
    const filters = async (text: string) =>
      (await call(upstream, `/v1/catalog/filters?${q(text)}`, { schema: FiltersSchema })).data;
    expect(await filters("плаье")).toEqual(await filters("платье"));
    const suggest = (await call(upstream, `/v1/catalog/search/suggest?${q("плаье")}`, { schema: SuggestSchema })).data;
    expect(suggest.correctedQuery).toBe("платье");
    expect(suggest.products.length).toBeGreaterThan(0);
  });

  it("search filters whose counts agree with the search's totals", async () => {
    const filters = (await call(upstream, `/v1/catalog/filters?${q("брюки")}`, { schema: FiltersSchema })).data;
    const total = (await list(q("брюки"))).pagination.total;
    expect(total).toBeGreaterThan(1000);
    expect(filters.colors.reduce((sum, color) => sum + color.count, 0)).toBe(total);
    expect(filters.discountCount).toBe((await list(`${q("брюки")}&discount=1`)).pagination.total);
    const size = filters.sizes[0];
    expect(size.count).toBe((await list(`${q("брюки")}&sizes=${encodeURIComponent(size.value)}`)).pagination.total);
  });

  it("a section's size facet for each city counts what the city's size filter lists", async () => {
    for (const city of ["moscow", "st_petersburg", "pskov"]) {
      const filters = (await call(upstream, `/v1/catalog/filters?section=obuv&city=${city}`, { schema: FiltersSchema }))
        .data;
      for (const size of filters.sizes.slice(0, 3))
        expect(size.count, `${city} ${size.value}`).toBe(
          (await list(`section=obuv&sizes=${encodeURIComponent(size.value)}&city=${city}`)).pagination.total,
        );
    }
  });
});

/** The catalogue code on a connection that records what it runs; `plans` explains the statements `action` ran. */
function recordedCatalogue() {
  const recorded = recordingConnection(db);
  const products = createProductQuery(recorded.db);
  const facets = createFacets(recorded.db);
  const correction = createSearchCorrection(recorded.db);
  const city = products.stockCity(undefined);
  const plans = (action: () => unknown): { sql: string; plan: string[] }[] => {
    recorded.runs.length = 0;
    action();
    expect(recorded.runs.length).toBeGreaterThan(0);
    return recorded.runs.map((run) => ({ sql: run.sql.replace(/\s+/g, " "), plan: queryPlan(db, run) }));
  };
  return { products, facets, correction, city, plans };
}

const NO_FILTERS: ProductFilters = { sizes: [], colors: [], discount: false };
const FILTER_SETS: ProductFilters[] = [
  NO_FILTERS,
  { ...NO_FILTERS, discount: true },
  { ...NO_FILTERS, sizes: ["M", "42"], colors: ["#000000", "#ffffff"] },
  { ...NO_FILTERS, priceMin: 1000, priceMax: 20_000, sizes: ["M"] },
];
/**
 * With a price range SQLite may read the section's price index over that range and sort what it finds (its choice by
 * the statistics: the range bounds the rows); without one a page must come in the order of the sort's own index.
 */
const hasPriceRange = (filters: ProductFilters) => filters.priceMin !== undefined || filters.priceMax !== undefined;

const section = (path: string): SectionRecord => loadSectionIndex(db).findByPath(path)!;

describe(`at ${PRODUCTS.toLocaleString("en")} products the catalogue's SQL reads through indexes`, () => {
  it("a section page: a range of one of its indexes in the sort's order, with any filter, the last page too", () => {
    const { products, city, plans } = recordedCatalogue();
    const odezhda = section("odezhda");
    const lastPage = Math.ceil(odezhda.productCount / PAGE_SIZE);
    for (const sort of PRODUCT_SORTS) {
      for (const filters of FILTER_SETS) {
        // Only the default order runs other statements on a later page: past what the city can buy it counts that
        // part and reads the rest. Deeper pages of the other orders run the same statements with a larger OFFSET.
        for (const page of sort === "popular" ? [1, lastPage] : [1]) {
          const query = { ...filters, sort, page, pageSize: PAGE_SIZE, city };
          for (const { sql, plan } of plans(() => products.inSection(odezhda, query))) {
            expect(fullScans(plan), `${sql}\n${plan.join("\n")}`).toEqual([]);
            if (!hasPriceRange(filters)) expect(tempSorts(plan), `${sql}\n${plan.join("\n")}`).toEqual([]);
          }
        }
      }
    }
  });

  it("a search page, its total and suggestions: through the full-text index, products by their key", () => {
    const { products, city, plans } = recordedCatalogue();
    for (const text of ["платье миди", "джинсы", "пла", "LS012345-01"]) {
      for (const sort of PRODUCT_SORTS) {
        for (const filters of FILTER_SETS) {
          // Suggestions run the listing's first page in the default sort (routes/catalog.ts): one of these.
          const query = { ...filters, sort, page: sort === "popular" ? 1 : 30, pageSize: PAGE_SIZE, city };
          for (const { sql, plan } of plans(() => products.search(searchWords(text), query))) {
            expect(fullScans(plan), `${sql}\n${plan.join("\n")}`).toEqual([]);
            expect(
              plan.some((step) => FTS_MATCH.test(step)),
              `${sql}\n${plan.join("\n")}`,
            ).toBe(true);
          }
        }
      }
    }
  });

  it("a misspelt search: the vocabulary read once per connection, then the full-text index only", () => {
    const { correction, products, city, plans } = recordedCatalogue();
    const vocabulary = plans(() => correction.plan("плаье")).filter(({ sql }) => sql.includes("product_search_terms"));
    // One read of the index's own vocabulary (fts5vocab: its terms, not its products), the first time only.
    expect(vocabulary).toHaveLength(1);
    const query = { sizes: [], colors: [], discount: false, sort: "popular" as const, page: 1, pageSize: PAGE_SIZE };
    const odd = ["плаье".repeat(20), "абракадабра", "плаье юбкп сумкк кросовкы пальтто", "ab".repeat(50)];
    for (const text of ["плаье", "платте", "платьев", "платье чорное", "кросовкы", ...odd]) {
      const ran = plans(() => products.search(correction.plan(text).words, { ...query, city }));
      for (const { sql, plan } of ran) {
        expect(sql).not.toContain("product_search_terms");
        expect(fullScans(plan), `${sql}\n${plan.join("\n")}`).toEqual([]);
        expect(
          plan.some((step) => FTS_MATCH.test(step)),
          `${sql}\n${plan.join("\n")}`,
        ).toBe(true);
      }
    }
  });

  it("a size filter and the size facet for a city: the city's sizes by key, never offers or stock", () => {
    const { products, facets, plans } = recordedCatalogue();
    const shopCity = db
      .prepare<[], string>(
        "SELECT c.code FROM cities c JOIN stores s ON s.city_id = c.id WHERE s.is_pickup = 1 AND c.code <> 'moscow' LIMIT 1",
      )
      .pluck()
      .get()!;
    for (const city of [products.stockCity(undefined), products.stockCity(shopCity)]) {
      for (const sizes of [["44"], ["M", "42", "38"]]) {
        for (const sort of ["popular", "price_asc"] as const) {
          const query = { ...NO_FILTERS, sizes, sort, page: 1, pageSize: PAGE_SIZE, city };
          for (const { sql, plan } of plans(() => products.inSection(section("odezhda"), query))) {
            expect(fullScans(plan), `${sql}\n${plan.join("\n")}`).toEqual([]);
            expect(tempSorts(plan), `${sql}\n${plan.join("\n")}`).toEqual([]);
            expect(sql).not.toMatch(/\b(offers|offer_stock)\b/);
          }
        }
        for (const { sql, plan } of plans(() => facets.ofSection(section("obuv"), city, { ...NO_FILTERS, sizes }))) {
          expect(fullScans(plan), `${sql}\n${plan.join("\n")}`).toEqual([]);
          expect(sql).not.toMatch(/\b(offers|offer_stock)\b/);
        }
      }
    }
  });

  it("the filters of a search and of a filtered section: counted over the matches, not the catalogue", () => {
    const { facets, city, plans } = recordedCatalogue();
    for (const filters of FILTER_SETS) {
      for (const { sql, plan } of plans(() => facets.ofSearch(searchWords("брюки"), city, filters))) {
        expect(fullScans(plan), `${sql}\n${plan.join("\n")}`).toEqual([]);
        expect(
          plan.some((step) => FTS_MATCH.test(step)),
          `${sql}\n${plan.join("\n")}`,
        ).toBe(true);
      }
      for (const { sql, plan } of plans(() => facets.ofSection(section("odezhda"), city, filters))) {
        expect(fullScans(plan), `${sql}\n${plan.join("\n")}`).toEqual([]);
      }
    }
  });
});
