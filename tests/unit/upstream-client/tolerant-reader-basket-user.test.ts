/**
 * The tolerant reader, the user's and the basket's answers: each spec §7 call read from the spec's
 * own fields, with a field nobody knows added — it parses, and what the spec does not name falls back. What the
 * storefront really cannot do without is still refused. The catalogue: tolerant-reader-catalog.test.ts.
 */
import { afterEach, describe, expect, it } from "vitest";
import { BasketChangeSchema, BasketSchema, LINE_QUANTITY_LIMIT, WishlistSchema } from "~/contract/basket";
import { CurrentUserSchema, GUEST, NoticeListSchema, UserSchema } from "~/contract/user";
import { getBasket, patchBasketLine, removeFromBasket } from "~/upstream-client/basket.server";
import { referenceCache } from "~/upstream-client/reference-cache.server";
import { getUser } from "~/upstream-client/user.server";
import { UNKNOWN, fakeUpstream } from "./support/tolerant-reader";

afterEach(() => referenceCache.clear());

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
