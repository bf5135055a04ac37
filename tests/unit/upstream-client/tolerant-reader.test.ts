/**
 * The tolerant reader, so the storefront works with any upstream that follows the spec: each answer of a spec §7 call
 * read from the spec's own fields, with a field nobody knows added — it parses, and what the spec does not name falls
 * back. What the storefront really cannot do without is still refused.
 */
import { afterEach, describe, expect, it } from "vitest";
import { MAX_QUANTITY } from "~/basket/basket-form";
import { BasketChangeSchema, BasketSchema, LINE_QUANTITY_LIMIT, WishlistSchema } from "~/contract/basket";
import { SectionsResponseSchema, StockEntrySchema, type CatalogSection } from "~/contract/catalog";
import { DEFAULT_STORE, InitSchema, StoreInfoSchema } from "~/contract/content";
import { DEFAULT_LOCATION_CITY, LocationSchema, locationSchemaFor } from "~/contract/location";
import { RelatedSchema } from "~/contract/product";
import { CurrentUserSchema, GUEST, NoticeListSchema, UserSchema } from "~/contract/user";
import { DEFAULT_CITY } from "~/domain/location";
import { buildMenu, truncateMenu } from "~/domain/menu";
import { DEFAULT_STORE_NAME } from "~/seo/meta";
import { getBasket, patchBasketLine, removeFromBasket } from "~/upstream/basket.server";
import { Upstream } from "~/upstream/client.server";
import { getStoreInfo } from "~/upstream/content.server";
import { getLocation } from "~/upstream/location.server";
import { getRelated } from "~/upstream/product.server";
import { referenceCache } from "~/upstream/reference-cache.server";
import { UpstreamError } from "~/upstream/upstream-error.server";
import { getUser } from "~/upstream/user.server";

/** A field no storefront has ever seen, added to every object of an answer. */
const UNKNOWN = { somethingNew: { nested: [1, "two"] } };

const envelope = (data: unknown) => JSON.stringify({ status: 200, data, errors: [], messages: [] });

/** An upstream answering each path (without its query) from `answers`; records what was asked. */
function fakeUpstream(answers: Record<string, unknown>, token: string | null = "tok_1234567890abcdef") {
  const calls: string[] = [];
  const fetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input));
    calls.push(`${init.method ?? "GET"} ${url.pathname}`);
    const key = `${init.method ?? "GET"} ${url.pathname}`;
    if (!(key in answers)) return new Response(envelope(null), { status: 404 });
    return new Response(envelope(answers[key]), { headers: { "Content-Type": "application/json" } });
  }) as typeof globalThis.fetch;
  return { calls, api: new Upstream({ baseUrl: "http://upstream.test/", token, timeoutMs: 1000, fetch }) };
}

afterEach(() => referenceCache.clear());

describe("GET /v1/catalog/sections: the menu from whatever tree arrives", () => {
  const names = (sections: CatalogSection[]): unknown =>
    sections.map((s) => (s.children ? { [s.name]: names(s.children) } : s.name));

  it("builds the tree from parentId alone (a flat list, no depthLevel), in the order given", () => {
    const { sections } = SectionsResponseSchema.parse({
      ...UNKNOWN,
      sections: [
        { id: 1, parentId: null, name: "Одежда", code: "odezhda", link: "/catalog/odezhda/", isSelected: false },
        { id: 2, parentId: 1, name: "Платья", code: "platya", link: "/catalog/odezhda/platya/", isSelected: false },
        { id: 3, parentId: 2, name: "Мини", code: "mini", link: "/catalog/odezhda/platya/mini/", ...UNKNOWN },
        { id: 4, parentId: 3, name: "Ещё глубже", code: "deep", link: "/catalog/odezhda/platya/mini/deep/" },
        { id: 58, parentId: null, name: "Sale", code: "sale", link: "/catalog/sale/", isSelected: true },
      ],
    });
    expect(names(sections)).toEqual([{ Одежда: [{ Платья: [{ Мини: ["Ещё глубже"] }] }] }, "Sale"]);
    expect(sections[0]).toEqual({
      id: 1,
      parentId: null,
      name: "Одежда",
      code: "odezhda",
      link: "/catalog/odezhda/",
      isSelected: false,
      depthLevel: 1,
      children: [expect.objectContaining({ id: 2, parentId: 1, depthLevel: 2 })],
    });
    expect(sections[0]).not.toHaveProperty("somethingNew");
    // The menu and the crawlers' two levels are built from it.
    const menu = buildMenu(sections);
    expect(menu.map((item) => item.name)).toEqual(["Одежда", "Sale"]);
    expect(menu[1].meta).toEqual({ isSale: true });
    expect(truncateMenu(menu, 2)[0].children?.[0]).toEqual({
      name: "Платья",
      link: "/catalog/odezhda/platya/",
      type: "link",
    });
  });

  it("reads nested children without parentId or depthLevel, at any depth", () => {
    const { sections } = SectionsResponseSchema.parse({
      sections: [
        {
          id: 10,
          name: "Обувь",
          link: "/catalog/obuv/",
          children: [
            {
              id: 11,
              name: "Туфли",
              link: "/catalog/obuv/tufli/",
              children: [{ id: 12, name: "Лодочки", link: "/x/" }],
            },
          ],
        },
      ],
    });
    expect(names(sections)).toEqual([{ Обувь: [{ Туфли: ["Лодочки"] }] }]);
    expect(sections[0].children?.[0]).toMatchObject({ parentId: 10, code: "", isSelected: false, depthLevel: 2 });
  });

  it("takes both at once, once each; a parent that is not there (0, cut off) makes a top-level section", () => {
    const { sections } = SectionsResponseSchema.parse({
      sections: [
        { id: 1, parentId: 0, name: "А", link: "/a/", children: [{ id: 2, name: "Б", link: "/a/b/" }] },
        { id: 2, parentId: 1, name: "Б", link: "/a/b/" },
        { id: 3, parentId: 2, name: "В", link: "/a/b/c/" },
        { id: 4, parentId: 99, name: "Г", link: "/g/" },
        { id: 5, parentId: 6, name: "loop", link: "/l/" },
        { id: 6, parentId: 5, name: "loop", link: "/l/" },
      ],
    });
    expect(names(sections)).toEqual([{ А: [{ Б: ["В"] }] }, "Г"]);
  });

  it("keeps the upstream's own depthLevel when it sends one", () => {
    const { sections } = SectionsResponseSchema.parse({
      sections: [{ id: 1, parentId: null, name: "А", code: "a", link: "/a/", isSelected: false, depthLevel: 2 }],
    });
    expect(sections[0].depthLevel).toBe(2);
  });

  it("refuses a section without what the menu shows (its name or link)", () => {
    expect(SectionsResponseSchema.safeParse({ sections: [{ id: 1, link: "/a/" }] }).success).toBe(false);
    expect(SectionsResponseSchema.safeParse({ items: [] }).success).toBe(false);
  });
});

describe("the user", () => {
  it("PATCH /user with the spec's fields only: the name from the first and last name", () => {
    const user = UserSchema.parse({
      id: 7,
      firstName: "Анна",
      lastName: "Смирнова",
      email: "anna@example.ru",
      phone: "+79990000001",
      birthDay: "01.02.1990",
      ...UNKNOWN,
    });
    expect(user).toEqual({
      id: 7,
      name: "Анна Смирнова",
      firstName: "Анна",
      lastName: "Смирнова",
      email: "anna@example.ru",
      phone: "+79990000001",
      birthDay: "01.02.1990",
      agreement: true,
    });
  });

  it("fills what is missing or null, keeps a name that is sent", () => {
    expect(UserSchema.parse({ id: 3, name: "Маша", email: null })).toEqual({ ...GUEST, id: 3, name: "Маша" });
  });

  it("GET /api/user: no user at all is a guest; one without an id cannot be read", async () => {
    expect(CurrentUserSchema.parse(null)).toEqual(GUEST);
    expect(CurrentUserSchema.parse({ id: 0, ...UNKNOWN })).toEqual(GUEST);
    expect(UserSchema.safeParse({ firstName: "Анна" }).success).toBe(false);
    const { api } = fakeUpstream({ "GET /api/user": { id: 5, firstName: "Ольга", lastName: "" } });
    expect(await getUser(api)).toMatchObject({ id: 5, name: "Ольга" });
  });

  it("notices: a list, empty by default; an unknown type is a message; missing texts are none", () => {
    expect(NoticeListSchema.parse(null)).toEqual([]);
    expect(NoticeListSchema.parse(undefined)).toEqual([]);
    expect(NoticeListSchema.parse([{ id: 1, title: "Заказ собран", type: "delivery", ...UNKNOWN }])).toEqual([
      { id: 1, type: "info", title: "Заказ собран", text: "", link: null, createdAt: "" },
    ]);
  });
});

describe("offers' stock entries", () => {
  it("need only a quantity (storeId, cityCode and pickup are ours)", () => {
    expect(StockEntrySchema.parse({ quantity: 2, ...UNKNOWN })).toEqual({ quantity: 2 });
    expect(StockEntrySchema.safeParse({ storeId: 1 }).success).toBe(false);
  });
});

/** A basket line with the spec's fields only (spec §3), plus one nobody knows. */
const specLine = (productId: number, quantity = 1, discountValue = 1990) => ({
  productId,
  quantity,
  price: { discountValue, ...UNKNOWN },
  properties: [
    { code: "CML2_ARTICLE", value: `ART-${productId}` },
    { code: "CML2_BAR_CODE", value: 4600000000000 + productId },
  ],
  ...UNKNOWN,
});

describe("the basket", () => {
  it("reads lines with the spec's fields only: fallbacks for the rest", () => {
    const basket = BasketSchema.parse({
      products: [specLine(101, 2), specLine(102), specLine(103)],
      activeProducts: [specLine(101, 2)],
      delayedProducts: [specLine(102)],
      unavailableProducts: [specLine(103)],
      summary: { ...UNKNOWN },
      totalQuantity: 2,
      ...UNKNOWN,
    });
    expect(basket.products[0]).toEqual({
      id: 101,
      productId: 101,
      offerId: 101,
      name: "Артикул ART-101",
      link: "",
      image: "",
      size: "",
      colorName: "",
      quantity: 2,
      price: {
        value: 1990,
        discountValue: 1990,
        discountPercent: 0,
        formatValue: "",
        formatDiscountValue: "",
        currency: "RUB",
      },
      properties: [
        { code: "CML2_ARTICLE", value: "ART-101" },
        { code: "CML2_BAR_CODE", value: "4600000000101" },
      ],
      delay: false,
      available: true,
      maxQuantity: LINE_QUANTITY_LIMIT,
    });
    expect(basket.delayedProducts[0]).toMatchObject({ id: 102, delay: true, available: true });
    expect(basket.unavailableProducts[0]).toMatchObject({ id: 103, delay: false, available: false, maxQuantity: 0 });
    expect(basket.products.map((line) => line.delay)).toEqual([false, true, false]);
    expect(basket.summary).toEqual({
      value: 3980,
      discountValue: 3980,
      discount: 0,
      formatValue: "",
      formatDiscountValue: "",
      certificates: { quantity: 0, value: 0 },
    });
    expect(basket.totalQuantity).toBe(2);
    expect(basket.certificates).toEqual([]);
  });

  it("counts the summary and the total from the active lines when the upstream gives none", () => {
    const line = { ...specLine(5, 3, 900), price: { value: 1000, discountValue: 900 }, id: 77, offerId: 55 };
    const basket = BasketSchema.parse({
      products: [line],
      activeProducts: [line],
      delayedProducts: [],
      unavailableProducts: [],
    });
    expect(basket.summary).toMatchObject({ value: 3000, discountValue: 2700, discount: 300 });
    expect(basket.totalQuantity).toBe(3);
    expect(basket.products[0]).toMatchObject({ id: 77, offerId: 55, price: { discountPercent: 10 } });
  });

  it("refuses a basket without its lists, or a line without its product, quantity or price", () => {
    expect(BasketSchema.safeParse({ products: [] }).success).toBe(false);
    const lists = { activeProducts: [], delayedProducts: [], unavailableProducts: [] };
    expect(BasketSchema.safeParse({ ...lists, products: [{ productId: 1, quantity: 1 }] }).success).toBe(false);
  });

  it("a removal answered with `products` only is read again with GET /api/basket", async () => {
    const whole = {
      products: [specLine(2)],
      activeProducts: [specLine(2)],
      delayedProducts: [],
      unavailableProducts: [],
    };
    const { api, calls } = fakeUpstream({
      "DELETE /api/basket/1": { products: [specLine(2)], ...UNKNOWN },
      "PATCH /api/basket/2": null,
      "GET /api/basket": whole,
    });
    const afterRemoval = await removeFromBasket(api, 1);
    expect(afterRemoval.products.map((line) => line.id)).toEqual([2]);
    const afterDelay = await patchBasketLine(api, 2, { delay: true });
    expect(afterDelay.activeProducts).toHaveLength(1);
    expect(calls).toEqual(["DELETE /api/basket/1", "GET /api/basket", "PATCH /api/basket/2", "GET /api/basket"]);
    expect(BasketChangeSchema.parse(whole)).toMatchObject({ totalQuantity: 1 });
    expect(BasketChangeSchema.parse({ products: [] })).toBeNull();
  });

  it("a removal answered with the whole basket is not read again", async () => {
    const whole = { products: [], activeProducts: [], delayedProducts: [], unavailableProducts: [], summary: {} };
    const { api, calls } = fakeUpstream({ "DELETE /api/basket/1": whole, "GET /api/basket": whole });
    expect((await removeFromBasket(api, 1)).products).toEqual([]);
    expect(calls).toEqual(["DELETE /api/basket/1"]);
    expect(await getBasket(api)).toMatchObject({ totalQuantity: 0 });
  });

  it("the wishlist: its items, unknown fields ignored", () => {
    expect(WishlistSchema.parse({ items: [3, 1], ...UNKNOWN })).toEqual({ items: [3, 1] });
    expect(WishlistSchema.safeParse({ ...UNKNOWN }).success).toBe(false);
  });
});

/** A catalogue item with the spec's fields only (spec §3), plus one nobody knows. */
const specItem = (id: number) => ({
  id,
  name: "Платье",
  link: `/catalog/odezhda/platya/${id}/`,
  price: {
    value: 4990,
    discountValue: 3990,
    discountPercent: 20,
    formatValue: "4 990 ₽",
    formatDiscountValue: "3 990 ₽",
    currency: "RUB",
  },
  images: { original: ["/o.jpg"], detail: ["/d.jpg"], list375: ["/s.jpg"], list: ["/l.jpg"] },
  videos: [],
  sku: [{ id: id * 10, size: "M", quantity: 0, stock: [{ quantity: 1, ...UNKNOWN }], ...UNKNOWN }],
  color: { colorHex: "#000000" },
  properties: { colors: "#000000,#ffffff", material: { name: "хлопок" } },
  sectionId: 3,
  article: "A-1",
  detailName: "Платье миди",
  suite: { detailPicture: { index: 0, src: "/suite.jpg" } },
  ...UNKNOWN,
});

describe("related products: an object of arrays, flattened", () => {
  it("reads spec-shaped catalogue items (no colour name, no outfit code, no promo name)", async () => {
    const groups = RelatedSchema.parse({ similar: [specItem(1), specItem(2)], together: [specItem(2)], ...UNKNOWN });
    expect(Object.keys(groups)).toEqual(["similar", "together"]);
    expect(groups.similar[0]).toMatchObject({ color: { name: "", colorHex: "#000000" }, sectionPromoName: null });
    expect(groups.similar[0].suite).toEqual({ detailPicture: { index: 0, src: "/suite.jpg" } });
    const { api } = fakeUpstream({
      "GET /api/catalog/products/related": { similar: [specItem(1), specItem(2)], together: [specItem(2)] },
    });
    expect((await getRelated(api, 1, "moscow")).map((item) => item.id)).toEqual([1, 2]);
    const broken = RelatedSchema.safeParse({ similar: [{ ...specItem(3), price: undefined }] });
    expect(broken.success).toBe(false);
    expect(broken.error?.issues[0].path).toEqual(["similar", 0, "price"]);
  });
});

describe("GET /api/init: every field optional", () => {
  it("reads what it knows and falls back for the rest", () => {
    expect(StoreInfoSchema.parse({ gtmId: "GTM-ABC1", ...UNKNOWN })).toEqual({
      store: DEFAULT_STORE,
      terms: undefined,
      gtmId: "GTM-ABC1",
    });
    expect(InitSchema.parse({ store: { name: "Магазин" }, gtmId: null, terms: { country: "RU" } })).toEqual({
      store: { name: "Магазин", phone: "", email: "" },
      terms: undefined,
      gtmId: "",
      counters: { basket: 0, wishlist: 0 },
    });
  });

  it("an answer with none of its fields, or no object at all, cannot be read", () => {
    expect(StoreInfoSchema.safeParse({ ...UNKNOWN }).success).toBe(false);
    expect(StoreInfoSchema.safeParse([]).success).toBe(false);
    expect(StoreInfoSchema.safeParse(null).success).toBe(false);
  });

  it("an answer that cannot be read gives the defaults, not the error page, and is not kept; no answer still fails", async () => {
    const { api, calls } = fakeUpstream({ "GET /api/init": { ...UNKNOWN } });
    expect(await getStoreInfo(api)).toEqual({ store: DEFAULT_STORE, terms: undefined, gtmId: "" });
    expect(await getStoreInfo(api)).toEqual({ store: DEFAULT_STORE, terms: undefined, gtmId: "" });
    expect(calls).toHaveLength(2);
    expect(api.toasts.all).toEqual([]);
    const down = new Upstream({
      baseUrl: "http://upstream.test/",
      token: null,
      timeoutMs: 1000,
      fetch: (async () => new Response("", { status: 503 })) as typeof globalThis.fetch,
    });
    await expect(getStoreInfo(down)).rejects.toBeInstanceOf(UpstreamError);
  });
});

describe("GET /api/location: every field optional", () => {
  it("a city by its code alone is completed (Moscow: the default city's details); no list, no shops", () => {
    expect(LocationSchema.parse({ city: { code: "moscow" }, ...UNKNOWN })).toEqual({
      city: DEFAULT_LOCATION_CITY,
      cities: [],
      stores: [],
    });
    expect(LocationSchema.safeParse({ ...UNKNOWN }).success).toBe(false);
  });

  it("the city by its name alone, completed from the list; stores with fallbacks", () => {
    const location = locationSchemaFor("kazan").parse({
      city: "Казань",
      cities: [
        { code: "moscow", name: "Москва", ...UNKNOWN },
        { code: "kazan", name: "Казань", id: 16, coordinates: [55.79, 49.12], delivery: false },
        { name: "Без кода" },
      ],
      stores: [{ name: "ТЦ Кольцо", ...UNKNOWN }],
    });
    expect(location.city).toEqual({
      id: 16,
      code: "kazan",
      name: "Казань",
      region: "Казань",
      coordinates: [55.79, 49.12],
      delivery: false,
    });
    expect(location.cities.map((city) => city.code)).toEqual(["moscow", "kazan"]);
    expect(location.cities[0]).toEqual(DEFAULT_LOCATION_CITY);
    expect(location.stores).toEqual([
      {
        id: 0,
        cityId: 16,
        name: "ТЦ Кольцо",
        address: "",
        phone: "",
        schedule: "",
        coordinates: [55.79, 49.12],
        isPickup: true,
      },
    ]);
  });

  it("without a city: the listed city asked for, else Moscow", () => {
    const cities = [{ code: "perm", name: "Пермь" }];
    expect(locationSchemaFor("perm").parse({ cities }).city).toMatchObject({
      code: "perm",
      name: "Пермь",
      delivery: true,
    });
    expect(locationSchemaFor("tver").parse({ cities }).city).toEqual(DEFAULT_LOCATION_CITY);
  });

  it("always names the city asked (the default one when none), and degrades an unreadable answer to Moscow", async () => {
    const { api, calls } = fakeUpstream({ "GET /api/location": [1, 2, 3] });
    expect(await getLocation(api, "kazan")).toEqual({ city: DEFAULT_LOCATION_CITY, cities: [], stores: [] });
    expect(calls).toEqual(["GET /api/location"]);
    let asked = "";
    const spy = new Upstream({
      baseUrl: "http://upstream.test/",
      token: null,
      timeoutMs: 1000,
      fetch: (async (input: string | URL | Request) => {
        asked = String(input);
        return new Response(envelope({ city: { code: "moscow", name: "Москва" } }));
      }) as typeof globalThis.fetch,
    });
    await getLocation(spy, null);
    expect(new URL(asked).searchParams.get("city")).toBe("moscow");
  });
});

describe("the contract's defaults agree with the storefront's", () => {
  it("on the default city, the store's name and a line's limit", () => {
    expect({ code: DEFAULT_LOCATION_CITY.code, name: DEFAULT_LOCATION_CITY.name }).toEqual(DEFAULT_CITY);
    expect(DEFAULT_STORE.name).toBe(DEFAULT_STORE_NAME);
    expect(LINE_QUANTITY_LIMIT).toBe(MAX_QUANTITY);
  });
});
