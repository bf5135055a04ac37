import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProductListSchema, type CatalogItem, type ProductList } from "../../../app/contract/catalog";
import { FiltersSchema } from "../../../app/contract/filters";
import { SuggestSchema } from "../../../app/contract/product";
import { offerState } from "../../../app/domain/offers";
import { call, startTestUpstream, type TestUpstream } from "./helpers";

let upstream: TestUpstream;
let catalogue: CatalogItem[];
beforeAll(async () => {
  upstream = await startTestUpstream();
  catalogue = await all("section=odezhda");
  catalogue.push(...(await all("section=obuv")), ...(await all("section=aksessuary")));
});
afterAll(() => upstream.stop());

const list = async (query: string): Promise<ProductList> =>
  (await call(upstream, `/v1/catalog/products?${query}`, { schema: ProductListSchema })).data;

/** Every product of a listing, page by page. */
async function all(query: string): Promise<CatalogItem[]> {
  const items: CatalogItem[] = [];
  for (let page = 1; ; page++) {
    const data = await list(`${query}&pageSize=100&page=${page}`);
    items.push(...data.items);
    if (page >= data.pagination.pages) return items;
  }
}

const q = (text: string) => `q=${encodeURIComponent(text)}`;
const ids = (items: CatalogItem[]) => items.map((item) => item.id).sort((a, b) => a - b);
/** A shopper in Moscow (the default city, where the warehouse delivers) can buy the item in the size (spec §3 canBuy). */
const buyableInMoscow = (item: CatalogItem, size: string) =>
  item.sku.some((offer) => offer.size === size && offerState(offer, { code: "moscow", delivery: true }).canBuy);

describe("GET /v1/catalog/products?q= (full-text search over 300 products)", () => {
  it("finds products by name, case-insensitively, with ё and е alike and Russian endings", async () => {
    const expected = ids(catalogue.filter((item) => /джинсы/i.test(item.name)));
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(await all(q("ДЖИНСЫ")))).toEqual(expect.arrayContaining(expected));
    const black = await all(q("чёрное"));
    expect(black.length).toBeGreaterThan(0);
    expect(ids(await all(q("черное")))).toEqual(ids(black));
    expect(black.every((item) => item.color.name === "Чёрный" || /чёрн/i.test(item.detailName))).toBe(true);
    // Two words: both must match (name and colour).
    const blackDresses = await all(q("платье чёрного"));
    expect(blackDresses.length).toBeGreaterThan(0);
    expect(
      blackDresses.every(
        (item) => item.color.name === "Чёрный" && (/плать/i.test(item.name) || item.link.includes("/platya/")),
      ),
    ).toBe(true);
    // A plural finds the singular.
    const skirts = ids(catalogue.filter((item) => item.name.startsWith("Юбка")));
    expect(ids(await all(q("юбки")))).toEqual(expect.arrayContaining(skirts));
  });

  it("finds a product by its article, whole or by model number", async () => {
    const product = catalogue[17];
    const found = await list(q(product.article));
    expect(found.items.map((item) => item.id)).toEqual([product.id]);
    expect((await list(q(product.article.toLowerCase()))).items.map((item) => item.id)).toEqual([product.id]);
    const model = product.article.slice(2, 8);
    const variants = await all(q(model));
    expect(variants.map((item) => item.name)).toEqual(variants.map(() => product.name));
    expect(variants.map((item) => item.id)).toContain(product.id);
  });

  it("finds products by section name", async () => {
    const shoes = await all(q("обувь"));
    expect(ids(shoes)).toEqual(ids(catalogue.filter((item) => item.link.startsWith("/catalog/obuv/"))));
    const coats = await all(q("верхняя одежда"));
    expect(ids(coats)).toEqual(
      ids(catalogue.filter((item) => item.link.startsWith("/catalog/odezhda/verkhnyaya-odezhda/"))),
    );
  });

  it("combines with sort, filters and paging", async () => {
    const dresses = await all(q("платье"));
    expect(dresses.length).toBeGreaterThan(20);
    const cheap = await all(`${q("платье")}&sort=price_asc`);
    expect(ids(cheap)).toEqual(ids(dresses));
    for (let i = 1; i < cheap.length; i++)
      expect(cheap[i - 1].price.discountValue).toBeLessThanOrEqual(cheap[i].price.discountValue);
    const popular = await list(`${q("платье")}&pageSize=5&page=2`);
    expect(popular.pagination).toEqual({
      page: 2,
      pageSize: 5,
      total: dresses.length,
      pages: Math.ceil(dresses.length / 5),
    });
    expect(popular.items.map((item) => item.id)).toEqual(dresses.slice(5, 10).map((item) => item.id));

    const discounted = await all(`${q("платье")}&discount=1`);
    expect(ids(discounted)).toEqual(ids(dresses.filter((item) => item.price.discountPercent > 0)));
    const sized = await all(`${q("платье")}&sizes=44&priceMax=6000`);
    expect(ids(sized)).toEqual(
      ids(dresses.filter((item) => buyableInMoscow(item, "44") && item.price.discountValue <= 6000)),
    );
    const colour = dresses[0].color.colorHex;
    const coloured = await all(`${q("платье")}&colors=${encodeURIComponent(colour)}`);
    expect(ids(coloured)).toEqual(ids(dresses.filter((item) => item.color.colorHex === colour)));
  });

  it("answers an empty list for no match or a query without letters", async () => {
    for (const text of ["абракадабра", "!!!", "LS999999-99"]) {
      expect(await list(q(text))).toEqual({ items: [], pagination: { page: 1, pageSize: 24, total: 0, pages: 0 } });
    }
  });

  it("answers 400 for a too short or too long query", async () => {
    for (const text of ["a", " я ", "x".repeat(101)]) {
      const result = await call(upstream, `/v1/catalog/products?${q(text)}`);
      expect(result.status).toBe(400);
      expect(result.errors[0].field).toBe("q");
      expect(result.errors[0].message).toMatch(/[а-яё]/i);
    }
  });
});

describe("GET /v1/catalog/products?ids=", () => {
  it("returns the products in the given order, skipping unknown ids and duplicates", async () => {
    const data = await list("ids=3,1,999999,2,3");
    expect(data.items.map((item) => item.id)).toEqual([3, 1, 2]);
    expect(data.pagination).toEqual({ page: 1, pageSize: 50, total: 3, pages: 1 });
    const paged = await list("ids=5,4,3,2,1&pageSize=2&page=2");
    expect(paged.items.map((item) => item.id)).toEqual([3, 2]);
    expect(paged.pagination).toEqual({ page: 2, pageSize: 2, total: 5, pages: 3 });
    expect((await list("ids=999998,999999")).items).toEqual([]);
    const discounted = catalogue
      .filter((item) => item.price.discountPercent > 0)
      .slice(0, 2)
      .map((item) => item.id);
    const full = catalogue
      .filter((item) => item.price.discountPercent === 0)
      .slice(0, 2)
      .map((item) => item.id);
    const mixed = [full[0], discounted[0], full[1], discounted[1]];
    expect((await list(`ids=${mixed.join(",")}&discount=1`)).items.map((item) => item.id)).toEqual(discounted);
  });

  it("allows at most 50 ids, each a positive integer", async () => {
    const many = Array.from({ length: 51 }, (_, i) => i + 1).join(",");
    const tooMany = await call(upstream, `/v1/catalog/products?ids=${many}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.errors[0]).toMatchObject({ field: "ids", message: "Нужно не больше 50 значений" });
    const bad = await call(upstream, "/v1/catalog/products?ids=1,x");
    expect(bad.status).toBe(400);
    expect(bad.errors[0].field).toBe("ids.1");
  });
});

describe("GET /v1/catalog/products scope", () => {
  it.each([
    ["nothing", "page=1", ["section"]],
    ["section and q", "section=odezhda&q=платье", ["q"]],
    ["ids and q", "ids=1&q=платье", ["q"]],
    ["all three", "section=odezhda&ids=1&q=платье", ["ids", "q"]],
  ])("answers 400 for %s", async (_case, query, fields) => {
    const result = await call(upstream, `/v1/catalog/products?${encodeURI(query)}`);
    expect(result.status).toBe(400);
    expect(result.errors.map((error) => error.field)).toEqual(fields);
    for (const error of result.errors) expect(error.message).toMatch(/^Укажите/);
  });

  it("filters a section listing by discount=1 and rejects other flag values", async () => {
    const discounted = await all("section=odezhda&discount=1");
    expect(discounted.length).toBeGreaterThan(0);
    expect(ids(discounted)).toEqual(
      ids(catalogue.filter((item) => item.link.startsWith("/catalog/odezhda/") && item.price.discountPercent > 0)),
    );
    const bad = await call(upstream, "/v1/catalog/products?section=odezhda&discount=yes");
    expect(bad.status).toBe(400);
    expect(bad.errors[0].field).toBe("discount");
  });
});

describe("GET /v1/catalog/filters with q and discount", () => {
  it("counts discounted products and narrows the facets to them", async () => {
    const clothes = catalogue.filter((item) => item.link.startsWith("/catalog/odezhda/"));
    const discounted = clothes.filter((item) => item.price.discountPercent > 0);
    const { data: everything } = await call(upstream, "/v1/catalog/filters?section=odezhda", { schema: FiltersSchema });
    expect(everything.discountCount).toBe(discounted.length);
    const { data: sale } = await call(upstream, "/v1/catalog/filters?section=odezhda&discount=1", {
      schema: FiltersSchema,
    });
    expect(sale.discountCount).toBe(discounted.length);
    expect(sale.colors.reduce((sum, colour) => sum + colour.count, 0)).toBe(discounted.length);
    expect(sale.price).toEqual({
      min: Math.min(...discounted.map((item) => item.price.discountValue)),
      max: Math.max(...discounted.map((item) => item.price.discountValue)),
    });
    for (const size of sale.sizes)
      expect(size.count).toBe(discounted.filter((item) => buyableInMoscow(item, size.value)).length);
  });

  it("aggregates the facets of a search like those of a section", async () => {
    const { data: bySection } = await call(upstream, "/v1/catalog/filters?section=obuv", { schema: FiltersSchema });
    const { data: bySearch } = await call(upstream, `/v1/catalog/filters?${q("обувь")}`, { schema: FiltersSchema });
    expect(bySearch).toEqual(bySection);
    const { data: saleSection } = await call(upstream, "/v1/catalog/filters?section=obuv&discount=1", {
      schema: FiltersSchema,
    });
    const { data: saleSearch } = await call(upstream, `/v1/catalog/filters?${q("обувь")}&discount=1`, {
      schema: FiltersSchema,
    });
    expect(saleSearch).toEqual(saleSection);
    const { data: none } = await call(upstream, `/v1/catalog/filters?${q("абракадабра")}`, { schema: FiltersSchema });
    expect(none).toEqual({ sizes: [], colors: [], price: { min: 0, max: 0 }, discountCount: 0 });
  });

  it("counts each facet with every other active filter applied, never its own", async () => {
    const clothes = catalogue.filter((item) => item.link.startsWith("/catalog/odezhda/"));
    const hasSize = (item: CatalogItem, size: string) => buyableInMoscow(item, size);
    const colourOf = (item: CatalogItem) => item.color.colorHex.toLowerCase();
    const xs = clothes.filter((item) => hasSize(item, "XS"));
    const { data } = await call(upstream, "/v1/catalog/filters?section=odezhda&sizes=XS", { schema: FiltersSchema });
    expect(data.colors.reduce((sum, colour) => sum + colour.count, 0)).toBe(xs.length);
    for (const colour of data.colors)
      expect(colour.count).toBe(xs.filter((item) => colourOf(item) === colour.hex.toLowerCase()).length);
    // Sizes ignore their own filter: every size of the section stays countable.
    const { data: plain } = await call(upstream, "/v1/catalog/filters?section=odezhda", { schema: FiltersSchema });
    expect(data.sizes).toEqual(plain.sizes);
    expect(data.discountCount).toBe(xs.filter((item) => item.price.discountPercent > 0).length);

    const hex = data.colors[0].hex.replace("#", "");
    const { data: both } = await call(
      upstream,
      `/v1/catalog/filters?section=odezhda&sizes=XS&colors=${hex}&priceMax=5000`,
      { schema: FiltersSchema },
    );
    const cheap = clothes.filter((item) => item.price.discountValue <= 5000);
    for (const size of both.sizes) {
      expect(size.count).toBe(cheap.filter((item) => colourOf(item) === `#${hex}` && hasSize(item, size.value)).length);
    }
    for (const colour of both.colors) {
      expect(colour.count).toBe(
        cheap.filter((item) => colourOf(item) === colour.hex.toLowerCase() && hasSize(item, "XS")).length,
      );
    }
    const priced = xs.filter((item) => colourOf(item) === `#${hex}`).map((item) => item.price.discountValue);
    expect(both.price).toEqual({ min: Math.min(...priced), max: Math.max(...priced) });
  });

  it("needs exactly one of section and q", async () => {
    expect((await call(upstream, "/v1/catalog/filters")).errors[0].field).toBe("section");
    const both = await call(upstream, `/v1/catalog/filters?section=obuv&${q("обувь")}`);
    expect(both.status).toBe(400);
    expect(both.errors[0].field).toBe("q");
  });
});

describe("GET /v1/catalog/search/suggest", () => {
  it("suggests up to 5 sections and 6 products with the list picture and the formatted selling price", async () => {
    const { data } = await call(upstream, `/v1/catalog/search/suggest?${q("плат")}`, { schema: SuggestSchema });
    expect(data.sections.slice(0, 4)).toEqual([
      { name: "Платья", link: "/catalog/odezhda/platya/" },
      { name: "Платья мини", link: "/catalog/odezhda/platya/platya-mini/" },
      { name: "Платья миди", link: "/catalog/odezhda/platya/platya-midi/" },
      { name: "Платья макси", link: "/catalog/odezhda/platya/platya-maksi/" },
    ]);
    expect(data.sections.length).toBeLessThanOrEqual(5);
    expect(data.products).toHaveLength(6);
    const byId = new Map(catalogue.map((item) => [item.id, item]));
    for (const product of data.products) {
      const item = byId.get(product.id)!;
      expect(product).toEqual({
        id: item.id,
        name: item.name,
        link: item.link,
        image: item.images.list[0],
        price: item.price.formatDiscountValue,
      });
      expect(product.price).toMatch(/^\d{1,3}(\u00A0\d{3})*\u00A0₽$/);
    }
    // The most popular matches, as the search listing's first page.
    expect(data.products.map((p) => p.id)).toEqual(
      (await list(`${q("плат")}&pageSize=6`)).items.map((item) => item.id),
    );
  });

  it("suggests sections by any word of their name and nothing for no match", async () => {
    const { data } = await call(upstream, `/v1/catalog/search/suggest?${q("кеды")}`, { schema: SuggestSchema });
    expect(data.sections).toEqual([{ name: "Кроссовки и кеды", link: "/catalog/obuv/krossovki-i-kedy/" }]);
    const none = await call(upstream, `/v1/catalog/search/suggest?${q("абракадабра")}`, { schema: SuggestSchema });
    expect(none.data).toEqual({ sections: [], products: [] });
  });

  it("answers 400 for a query under two characters", async () => {
    for (const query of ["", "?q=", "?q=a", `?${q(" б ")}`]) {
      const result = await call(upstream, `/v1/catalog/search/suggest${query}`);
      expect(result.status).toBe(400);
      expect(result.errors[0]).toMatchObject({ field: "q", message: "Введите не меньше 2 символов" });
    }
  });
});
