import { describe, expect, it } from "vitest";
import { type CatalogItem, type Offer } from "../../../app/contract/catalog";
import { FiltersSchema } from "../../../app/contract/filters";
import { call } from "./helpers";
import { upstream, products, allProducts, withCatalogUpstream } from "../support/catalog-upstream";

withCatalogUpstream();

describe("GET /v1/catalog/products", () => {
  it("lists a parent section with the products of all its descendants", async () => {
    const dresses = await allProducts("odezhda/platya");
    const leafIds = new Set<number>();
    for (const leaf of ["platya-mini", "platya-midi", "platya-maksi"]) {
      for (const item of await allProducts(`odezhda/platya/${leaf}`)) leafIds.add(item.id);
    }
    expect(dresses.length).toBeGreaterThan(0);
    expect(new Set(dresses.map((item) => item.id))).toEqual(leafIds);
    for (const item of dresses)
      expect(item.link).toMatch(new RegExp(`^/catalog/odezhda/platya/platya-(mini|midi|maksi)/${item.id}/$`));
  });

  it("holds at least 300 products in the catalogue", async () => {
    const sections = ["odezhda", "obuv", "aksessuary"];
    const totals = await Promise.all(
      sections.map(async (s) => (await products(`section=${s}&pageSize=1`)).data.pagination.total),
    );
    expect(totals.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(300);
  });

  it("pages without overlap and reports the totals", async () => {
    const first = await products("section=odezhda&page=1&pageSize=24");
    const second = await products("section=odezhda&page=2&pageSize=24");
    expect(first.data.items).toHaveLength(24);
    expect(first.data.pagination).toMatchObject({
      page: 1,
      pageSize: 24,
      pages: Math.ceil(first.data.pagination.total / 24),
    });
    const firstIds = new Set(first.data.items.map((item) => item.id));
    expect(second.data.items.some((item) => firstIds.has(item.id))).toBe(false);
    const beyond = await products(`section=odezhda&page=${first.data.pagination.pages + 1}`);
    expect(beyond.status).toBe(200);
    expect(beyond.data.items).toEqual([]);
  });

  it.each([
    ["price_asc", (a: CatalogItem, b: CatalogItem) => a.price.discountValue <= b.price.discountValue],
    ["price_desc", (a: CatalogItem, b: CatalogItem) => a.price.discountValue >= b.price.discountValue],
    ["discount", (a: CatalogItem, b: CatalogItem) => a.price.discountPercent >= b.price.discountPercent],
  ])("sorts by %s", async (sort, inOrder) => {
    const items = await allProducts("odezhda", `&sort=${sort}`);
    for (let i = 1; i < items.length; i++) expect(inOrder(items[i - 1], items[i])).toBe(true);
  });

  it("sorts by newness: the flagged new products come first", async () => {
    const newIds = new Set((await allProducts("new")).map((item) => item.id));
    const { data } = await products("section=odezhda&sort=new&pageSize=10");
    expect(data.items.every((item) => newIds.has(item.id))).toBe(true);
  });

  it("lists only discounted products in Sale and at least 40 new ones in Новинки", async () => {
    const sale = await allProducts("sale");
    expect(sale.length).toBeGreaterThan(50);
    for (const item of sale) {
      expect(item.price.discountPercent).toBeGreaterThanOrEqual(10);
      expect(item.price.discountPercent).toBeLessThanOrEqual(50);
      expect(item.price.discountValue).toBeLessThan(item.price.value);
    }
    expect((await allProducts("new")).length).toBeGreaterThanOrEqual(40);
  });

  it("formats prices in roubles with non-breaking spaces", async () => {
    const items = await allProducts("odezhda");
    for (const { price } of items) {
      expect(price.currency).toBe("RUB");
      expect(price.value % 100).toBe(99);
      expect(price.formatValue).toBe(`${price.value.toLocaleString("ru-RU").replace(/\s/g, "\u00A0")}\u00A0₽`);
    }
    expect(items.some(({ price }) => /^\d{1,2}\u00A0\d{3}\u00A0₽$/.test(price.formatDiscountValue))).toBe(true);
  });

  it("seeds every offer state, colour variants, promo labels, videos, suites and products without photo", async () => {
    const items = [
      ...(await allProducts("odezhda")),
      ...(await allProducts("obuv")),
      ...(await allProducts("aksessuary")),
    ];
    const offers: Offer[] = items.flatMap((item) => item.sku);
    const storeTotal = (offer: Offer) => offer.stock.reduce((sum, entry) => sum + entry.quantity, 0);
    expect(offers.some((o) => o.quantity > 0 && storeTotal(o) > 0)).toBe(true); // canBuy, online and in stores
    expect(offers.some((o) => o.quantity + storeTotal(o) === 1)).toBe(true); // lastOne
    expect(offers.some((o) => o.quantity <= 0 && storeTotal(o) > 0)).toBe(true); // pickup only
    expect(offers.some((o) => o.quantity > 0 && storeTotal(o) === 0)).toBe(true); // online only
    expect(offers.some((o) => o.quantity + storeTotal(o) === 0)).toBe(true); // sold out
    expect(new Set(offers.map((o) => o.id)).size).toBe(offers.length);
    for (const offer of offers) expect(offer.ean).toMatch(/^\d{13}$/);

    expect(items.some((item) => item.properties.colors.split(",").length >= 2)).toBe(true);
    expect(items.some((item) => item.properties.colors.split(",").includes("#ffffff"))).toBe(true);
    for (const item of items) expect(item.properties.colors.split(",")).toContain(item.color.colorHex);
    const promos = new Set(items.map((item) => item.sectionPromoName));
    expect(promos.has(null) && promos.has("Хит") && promos.has("Новинка")).toBe(true);
    expect([...promos].some((promo) => promo !== null && /^-\d+%$/.test(promo))).toBe(true);

    const withVideo = items.filter((item) => item.videos.length > 0);
    expect(withVideo.length / items.length).toBeGreaterThan(0.05);
    expect(withVideo[0].videos[0].sm).toBe(
      `${upstream.url.replace("127.0.0.1", "localhost")}/videos/${withVideo[0].id}.webm`,
    );

    const inSuites = items.filter((item) => item.suite !== null);
    expect(inSuites.length).toBeGreaterThanOrEqual(12);
    for (const { suite, images } of inSuites)
      expect(suite!.detailPicture.src).toBe(images.detail[suite!.detailPicture.index]);

    const noPhoto = items.filter((item) => item.images.list.some((src) => src.includes("no-photo")));
    expect(noPhoto.length).toBeGreaterThan(0);
    for (const item of noPhoto) expect(Object.values(item.images).every((list) => list.length === 1)).toBe(true);
    for (const item of items) {
      const counts = Object.values(item.images).map((list) => list.length);
      expect(new Set(counts).size).toBe(1);
      expect(counts[0]).toBeGreaterThanOrEqual(1);
      expect(counts[0]).toBeLessThanOrEqual(5);
    }
  });

  it("answers 404 'Раздел не найден' for an unknown section", async () => {
    const result = await call(upstream, "/v1/catalog/products?section=odezhda/nosochki");
    expect(result.status).toBe(404);
    expect(result.errors[0].message).toBe("Раздел не найден");
  });

  it.each([
    ["section is missing", "page=1", "section"],
    ["page is not a number", "section=odezhda&page=abc", "page"],
    ["page is zero", "section=odezhda&page=0", "page"],
    ["pageSize is too big", "section=odezhda&pageSize=1000", "pageSize"],
    ["sort is unknown", "section=odezhda&sort=cheapest", "sort"],
    ["a colour is not hex", "section=odezhda&colors=red", "colors.0"],
    ["priceMin exceeds priceMax", "section=odezhda&priceMin=5000&priceMax=1000", "priceMin"],
    ["section has odd characters", "section=odezhda%3Bdrop", "section"],
    ["page is repeated", "section=odezhda&page=1&page=2", "page"],
  ])("answers 400 when %s", async (_case, query, field) => {
    const result = await call(upstream, `/v1/catalog/products?${query}`);
    expect(result.status).toBe(400);
    expect(result.errors.map((error) => error.field)).toContain(field);
    for (const error of result.errors) expect(error.message).toMatch(/[а-яё]/i);
  });

  it("filters by size, colour and price in SQL and counts the filtered total", async () => {
    const filters = await call(upstream, "/v1/catalog/filters?section=odezhda", { schema: FiltersSchema });
    const size = filters.data.sizes[0].value;
    const colour = filters.data.colors[0].hex;
    const bySize = await allProducts("odezhda", `&sizes=${size}`);
    expect(bySize.length).toBe(filters.data.sizes[0].count);
    for (const item of bySize) {
      expect(
        item.sku.some((o) => o.size === size && o.quantity + o.stock.reduce((s, e) => s + e.quantity, 0) > 0),
      ).toBe(true);
    }
    const byColour = await products(`section=odezhda&colors=${encodeURIComponent(colour)}&pageSize=100`);
    expect(byColour.data.pagination.total).toBe(filters.data.colors[0].count);
    expect(byColour.data.items.every((item) => item.color.colorHex === colour)).toBe(true);
    const byPrice = await allProducts("odezhda", "&priceMin=3000&priceMax=5000");
    expect(byPrice.length).toBeGreaterThan(0);
    expect(byPrice.every((item) => item.price.discountValue >= 3000 && item.price.discountValue <= 5000)).toBe(true);
  });

  it("answers view=card with items as cards show them: no originals, no barcodes or offer prices, the city's shops only", async () => {
    const full = await products("section=odezhda&pageSize=48");
    for (const city of ["moscow", "kazan", "pskov"]) {
      const card = await products(`section=odezhda&pageSize=48&view=card&city=${city}`);
      expect(card.data.pagination).toEqual(full.data.pagination);
      expect(card.data.items.map((item) => item.id)).toEqual(
        (await products(`section=odezhda&pageSize=48&city=${city}`)).data.items.map((item) => item.id),
      );
      for (const item of card.data.items) {
        const whole = (await products(`ids=${item.id}`)).data.items[0];
        expect(item.images).toEqual({ ...whole.images, original: [] });
        expect(item.sku.map(({ id, size, quantity }) => ({ id, size, quantity }))).toEqual(
          whole.sku.map(({ id, size, quantity }) => ({ id, size, quantity })),
        );
        item.sku.forEach((offer, index) => {
          expect(offer).not.toHaveProperty("ean");
          expect(offer).not.toHaveProperty("price");
          expect(offer.stock).toEqual(whole.sku[index].stock.filter((entry) => entry.cityCode === city));
        });
        expect({ ...item, images: whole.images, sku: whole.sku }).toEqual(whole);
      }
    }
    // An unknown city counts as Moscow, as in the sort.
    expect((await products("section=odezhda&view=card&city=atlantis")).data).toEqual(
      (await products("section=odezhda&view=card&city=moscow")).data,
    );
    expect((await call(upstream, "/v1/catalog/products?section=odezhda&view=cards")).errors[0]).toMatchObject({
      field: "view",
    });
  });
});
