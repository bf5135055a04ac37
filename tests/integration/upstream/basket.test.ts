import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AcceptedSchema, BasketSchema, WishlistSchema, type Basket } from "../../../app/contract/basket";
import { ProductListSchema, type CatalogItem, type Offer } from "../../../app/contract/catalog";
import { InitSchema } from "../../../app/contract/content";
import { TokenSchema } from "../../../app/contract/user";
import { maxOrderable, type StockCity } from "../../../app/domain/offers";
import { databaseFile } from "../../../server/upstream/db/open";
import { call, login, startTestUpstream, type TestUpstream } from "./helpers";

let upstream: TestUpstream;
let catalogue: CatalogItem[];
beforeAll(async () => {
  upstream = await startTestUpstream();
  catalogue = [];
  for (let page = 1; page <= 3; page++) {
    catalogue.push(
      ...(
        await call(upstream, `/v1/catalog/products?section=odezhda&pageSize=100&page=${page}`, {
          schema: ProductListSchema,
        })
      ).data.items,
    );
  }
});
afterAll(() => upstream.stop());

const total = (offer: Offer) => offer.quantity + offer.stock.reduce((sum, entry) => sum + entry.quantity, 0);
const MOSCOW: StockCity = { code: "moscow", name: "Москва", delivery: true };
/** The most one line of the offer can hold for a Moscow shopper. */
const max = (offer: Offer) => maxOrderable(offer, MOSCOW);
/** Offers already handed to a test: tests change stock and baskets, so each gets offers of its own. */
const used = new Set<number>();
/** The first product with an unused offer matching `test`, and that offer. */
function findOffer(test: (offer: Offer) => boolean): { item: CatalogItem; offer: Offer } {
  for (const item of catalogue) {
    const offer = item.sku.find((candidate) => !used.has(candidate.id) && test(candidate));
    if (offer) {
      used.add(offer.id);
      return { item, offer };
    }
  }
  throw new Error("no such offer in the seed");
}
const guest = async () => (await call(upstream, "/api/auth/guest", { method: "POST", schema: TokenSchema })).data.token;
const basket = async (token: string) => (await call(upstream, "/api/basket", { token, schema: BasketSchema })).data;
const add = (token: string, productId: number, body: Record<string, unknown>) =>
  call(upstream, `/api/basket/${productId}`, { token, body });
const addOk = async (token: string, productId: number, body: Record<string, unknown>): Promise<Basket> => {
  const result = await call(upstream, `/api/basket/${productId}`, { token, body, schema: BasketSchema });
  expect(result.status).toBe(200);
  expect(result.messages).toEqual([{ message: "Товар добавлен в корзину" }]);
  return result.data;
};
const counters = async (token: string) =>
  (await call(upstream, "/api/init", { token, schema: InitSchema })).data.counters;

/** Changes the seed's stock of an offer directly in the database (there are no orders to sell it yet). */
function setStock(offerId: number, quantity: number): void {
  const db = new Database(databaseFile(upstream.dataDir, 300));
  try {
    db.prepare("DELETE FROM offer_stock WHERE offer_id = ?").run(offerId);
    db.prepare("UPDATE offers SET quantity = ?, total_quantity = ? WHERE id = ?").run(quantity, quantity, offerId);
  } finally {
    db.close();
  }
}

describe("the basket needs a token", () => {
  it.each([
    ["GET", "/api/basket", undefined],
    ["POST", "/api/basket/1", { offer: 1, city: "moscow" }],
    ["PATCH", "/api/basket/1", { delay: true }],
    ["DELETE", "/api/basket/1", undefined],
    ["GET", "/api/catalog/wishlist", undefined],
    ["POST", "/api/catalog/1/wishlist", undefined],
    ["DELETE", "/api/catalog/1/wishlist", undefined],
    ["POST", "/api/catalog/1/subscribe", { offer: 1, email: "a@b.ru" }],
    ["POST", "/api/catalog/1/preorder", { offer: 1, name: "Анна", phone: "+79990000000", email: "a@b.ru" }],
  ])("%s %s answers 401 without one", async (method, path, body) => {
    for (const token of [undefined, "unknown-token-0123456789abcdef0123456789"]) {
      const result = await call(upstream, path, { method, token, body });
      expect(result.status).toBe(401);
      expect(result.errors[0]).toMatchObject({ message: "Требуется авторизация", code: "unauthorized" });
    }
  });
});

describe("POST /api/basket/{productId}", () => {
  it("adds an offer, then more of it up to the stock, and keeps /api/init in step", async () => {
    const token = await guest();
    expect(await basket(token)).toEqual({
      products: [],
      activeProducts: [],
      delayedProducts: [],
      unavailableProducts: [],
      summary: {
        value: 0,
        discountValue: 0,
        discount: 0,
        formatValue: "0\u00A0₽",
        formatDiscountValue: "0\u00A0₽",
        certificates: { quantity: 0, value: 0 },
      },
      totalQuantity: 0,
      certificates: [],
    });
    const { item, offer } = findOffer((o) => max(o) >= 4 && max(o) <= 12);
    const first = await addOk(token, item.id, { offer: offer.id, city: "moscow" });
    expect(first.products).toHaveLength(1);
    const line = first.products[0];
    expect(line).toEqual({
      id: line.id,
      productId: item.id,
      offerId: offer.id,
      name: item.name,
      link: item.link,
      image: item.images.list[0],
      size: offer.size,
      colorName: item.color.name,
      quantity: 1,
      price: item.price,
      properties: [
        { code: "CML2_ARTICLE", value: item.article },
        { code: "CML2_BAR_CODE", value: offer.ean },
      ],
      delay: false,
      available: true,
      maxQuantity: max(offer),
    });
    const second = await addOk(token, item.id, { offer: offer.id, city: "moscow", quantity: max(offer) - 1 });
    expect(second.products).toHaveLength(1);
    expect(second.products[0]).toMatchObject({ id: line.id, quantity: max(offer) });
    expect(second.totalQuantity).toBe(max(offer));
    expect(second.summary.value).toBe(item.price.value * max(offer));
    expect(second.summary.discountValue).toBe(item.price.discountValue * max(offer));
    expect(second.summary.discount).toBe(second.summary.value - second.summary.discountValue);
    expect(await counters(token)).toEqual({ basket: max(offer), wishlist: 0 });

    const over = await add(token, item.id, { offer: offer.id, city: "moscow" });
    expect(over.status).toBe(409);
    expect(over.errors[0].message).toBe(`Больше нет в наличии: можно заказать не больше ${max(offer)} шт.`);
    expect((await basket(token)).products[0].quantity).toBe(max(offer));
  });

  it("refuses a sold-out offer, the last one twice, an offer of another product and unknown ids", async () => {
    const token = await guest();
    const soldOut = findOffer((o) => total(o) === 0);
    const result = await add(token, soldOut.item.id, { offer: soldOut.offer.id, city: "moscow" });
    expect(result.status).toBe(409);
    expect(result.errors[0].message).toBe("Этого размера нет в наличии в г. Москва");

    const lastOne = findOffer((o) => max(o) === 1);
    await addOk(token, lastOne.item.id, { offer: lastOne.offer.id, city: "moscow" });
    const again = await add(token, lastOne.item.id, { offer: lastOne.offer.id, city: "moscow" });
    expect(again.status).toBe(409);
    expect(again.errors[0].message).toBe("Больше нет в наличии: можно заказать не больше 1 шт.");
    const tooMany = findOffer((o) => max(o) >= 2 && max(o) < 10);
    expect(
      (await add(token, tooMany.item.id, { offer: tooMany.offer.id, city: "moscow", quantity: max(tooMany.offer) + 1 }))
        .status,
    ).toBe(409);

    const other = catalogue.find((item) => item.id !== lastOne.item.id)!;
    const wrong = await add(token, other.id, { offer: lastOne.offer.id, city: "moscow" });
    expect(wrong.status).toBe(404);
    expect(wrong.errors[0]).toMatchObject({ message: "Размер не найден", field: "offer" });
    expect((await add(token, lastOne.item.id, { offer: 99_999_999, city: "moscow" })).errors[0].message).toBe(
      "Размер не найден",
    );
    const unknown = await add(token, 999_999, { offer: lastOne.offer.id, city: "moscow" });
    expect(unknown.status).toBe(404);
    expect(unknown.errors[0].message).toBe("Товар не найден");
    expect((await basket(token)).products).toHaveLength(1);
  });

  it("counts only stock that can reach the shopper's city (stock-for-city rules)", async () => {
    const token = await guest();
    // The last unit on another city's shelf: not orderable from Moscow, orderable from that city.
    const elsewhere = findOffer(
      (o) =>
        o.quantity <= 0 && max(o) === 0 && o.stock.some((e) => e.quantity > 0 && e.pickup && e.cityCode !== "moscow"),
    );
    const shop = elsewhere.offer.stock.find((e) => e.quantity > 0 && e.pickup && e.cityCode !== "moscow")!;
    const refused = await add(token, elsewhere.item.id, { offer: elsewhere.offer.id, city: "moscow" });
    expect(refused.status).toBe(409);
    expect(refused.errors[0]).toMatchObject({ message: "Этого размера нет в наличии в г. Москва", field: "offer" });
    const there = await addOk(await guest(), elsewhere.item.id, { offer: elsewhere.offer.id, city: shop.cityCode });
    expect(there.products[0]).toMatchObject({
      available: true,
      maxQuantity: maxOrderable(elsewhere.offer, { code: shop.cityCode, delivery: true }),
    });

    // Warehouse stock below what the shops of every city hold together: a line holds what one way can ship.
    const spread = findOffer((o) => max(o) >= 1 && max(o) < total(o) && max(o) < 10);
    const [line] = (
      await addOk(token, spread.item.id, { offer: spread.offer.id, city: "moscow", quantity: max(spread.offer) })
    ).products;
    expect(line).toMatchObject({ quantity: max(spread.offer), maxQuantity: max(spread.offer) });
    const raise = await call(upstream, `/api/basket/${line.id}`, {
      method: "PATCH",
      token,
      body: { quantity: max(spread.offer) + 1 },
    });
    expect(raise.status).toBe(409);
    expect(raise.errors[0].message).toBe(`Больше нет в наличии: можно заказать не больше ${max(spread.offer)} шт.`);
  });

  it.each([
    ["an unknown city", { city: "atlantis" }, "city", "Неизвестный город"],
    ["no city", { city: undefined }, "city", "Укажите город"],
    ["no offer", { offer: undefined }, "offer", "Выберите размер"],
    ["an offer that is not a number", { offer: "12" }, "offer", "Выберите размер"],
    ["a quantity of 0", { quantity: 0 }, "quantity", "Количество — не меньше 1"],
    ["a quantity of 11", { quantity: 11 }, "quantity", "Количество — не больше 10"],
    ["a fractional quantity", { quantity: 1.5 }, "quantity", "Количество — целое число"],
  ])("answers 400 for %s", async (_case, change, field, message) => {
    const token = await guest();
    const { item, offer } = findOffer((o) => total(o) >= 3);
    const result = await add(token, item.id, { offer: offer.id, city: "moscow", ...change });
    expect(result.status).toBe(400);
    expect(result.errors[0]).toMatchObject({ field, message });
  });

  it("answers 400 for a malformed product id and for a body that is not JSON", async () => {
    const token = await guest();
    expect((await add(token, "abc" as unknown as number, { offer: 1, city: "moscow" })).errors[0].field).toBe("id");
    expect((await call(upstream, "/api/basket/1", { token, body: "{oops" })).status).toBe(400);
  });
});

describe("basket states", () => {
  it("splits lines into active, delayed and unavailable, and counts only the active ones", async () => {
    const token = await guest();
    const [a, b, c] = [0, 1, 2].map(() => findOffer((o) => max(o) >= 5));
    await addOk(token, a.item.id, { offer: a.offer.id, city: "moscow", quantity: 2 });
    await addOk(token, b.item.id, { offer: b.offer.id, city: "moscow", quantity: 3 });
    const full = await addOk(token, c.item.id, { offer: c.offer.id, city: "moscow", quantity: 4 });
    const [lineA, lineB, lineC] = full.products;
    expect(full.products.map((line) => line.offerId)).toEqual([a.offer.id, b.offer.id, c.offer.id]);
    expect(full.totalQuantity).toBe(9);

    const delayed = (
      await call(upstream, `/api/basket/${lineB.id}`, {
        method: "PATCH",
        token,
        body: { delay: true },
        schema: BasketSchema,
      })
    ).data;
    expect(delayed.delayedProducts.map((line) => line.id)).toEqual([lineB.id]);
    expect(delayed.delayedProducts[0].delay).toBe(true);
    expect(delayed.activeProducts.map((line) => line.id)).toEqual([lineA.id, lineC.id]);
    expect(delayed.totalQuantity).toBe(6);

    setStock(c.offer.id, 0);
    const now = await basket(token);
    expect(now.products.map((line) => line.id)).toEqual([lineA.id, lineB.id, lineC.id]);
    expect(now.activeProducts.map((line) => line.id)).toEqual([lineA.id]);
    expect(now.unavailableProducts.map((line) => line.id)).toEqual([lineC.id]);
    expect(now.unavailableProducts[0].available).toBe(false);
    expect(now.totalQuantity).toBe(2);
    expect(now.summary).toMatchObject({ value: a.item.price.value * 2, discountValue: a.item.price.discountValue * 2 });
    expect(now.summary.formatDiscountValue).toBe(
      `${(a.item.price.discountValue * 2).toLocaleString("ru-RU").replace(/\s/g, "\u00A0")}\u00A0₽`,
    );
    expect(await counters(token)).toEqual({ basket: 2, wishlist: 0 });

    // A delayed line stays delayed whatever its stock; restoring it makes it active again.
    setStock(b.offer.id, 0);
    expect((await basket(token)).delayedProducts.map((line) => line.id)).toEqual([lineB.id]);
    setStock(b.offer.id, 10);
    const restored = (
      await call(upstream, `/api/basket/${lineB.id}`, {
        method: "PATCH",
        token,
        body: { delay: false },
        schema: BasketSchema,
      })
    ).data;
    expect(restored.activeProducts.map((line) => line.id)).toEqual([lineA.id, lineB.id]);
    expect(restored.totalQuantity).toBe(5);
  });

  it("sets a quantity within the stock and removes lines", async () => {
    const token = await guest();
    const { item, offer } = findOffer((o) => max(o) >= 3 && max(o) <= 9);
    const [line] = (await addOk(token, item.id, { offer: offer.id, city: "moscow" })).products;
    const patch = (body: unknown) => call(upstream, `/api/basket/${line.id}`, { method: "PATCH", token, body });
    const set = await call(upstream, `/api/basket/${line.id}`, {
      method: "PATCH",
      token,
      body: { quantity: max(offer) },
      schema: BasketSchema,
    });
    expect(set.data.products[0].quantity).toBe(max(offer));
    const over = await patch({ quantity: max(offer) + 1 });
    expect(over.status).toBe(409);
    expect(over.errors[0].message).toBe(`Больше нет в наличии: можно заказать не больше ${max(offer)} шт.`);
    expect((await patch({})).errors[0]).toMatchObject({ field: "delay", message: "Укажите delay или quantity" });
    expect((await patch({ delay: "yes" })).status).toBe(400);
    expect((await patch({ quantity: 0 })).errors[0].field).toBe("quantity");

    const stranger = await guest();
    expect(
      (await call(upstream, `/api/basket/${line.id}`, { method: "PATCH", token: stranger, body: { delay: true } }))
        .status,
    ).toBe(404);
    const notMine = await call(upstream, `/api/basket/${line.id}`, { method: "DELETE", token: stranger });
    expect(notMine.status).toBe(404);
    expect(notMine.errors[0].message).toBe("Товар в корзине не найден");

    const removed = await call(upstream, `/api/basket/${line.id}`, { method: "DELETE", token, schema: BasketSchema });
    expect(removed.data.products).toEqual([]);
    expect(removed.data.totalQuantity).toBe(0);
    expect((await call(upstream, `/api/basket/${line.id}`, { method: "DELETE", token })).status).toBe(404);
    expect((await call(upstream, "/api/basket/abc", { method: "DELETE", token })).status).toBe(400);
  });
});

describe("wishlist", () => {
  it("adds and removes idempotently, most recent first, and counts in /api/init", async () => {
    const token = await guest();
    const wishlist = (method: string, id: number) =>
      call(upstream, `/api/catalog/${id}/wishlist`, { method, token, schema: WishlistSchema });
    expect((await call(upstream, "/api/catalog/wishlist", { token, schema: WishlistSchema })).data).toEqual({
      items: [],
    });
    const [a, b, c] = catalogue.slice(0, 3).map((item) => item.id);
    await wishlist("POST", a);
    await wishlist("POST", b);
    expect((await wishlist("POST", c)).data).toEqual({ items: [c, b, a] });
    expect((await wishlist("POST", a)).data).toEqual({ items: [c, b, a] });
    expect(await counters(token)).toEqual({ basket: 0, wishlist: 3 });
    expect((await wishlist("DELETE", b)).data).toEqual({ items: [c, a] });
    expect((await wishlist("DELETE", b)).data).toEqual({ items: [c, a] });
    expect((await call(upstream, "/api/catalog/wishlist", { token, schema: WishlistSchema })).data).toEqual({
      items: [c, a],
    });
    const unknown = await call(upstream, "/api/catalog/999999/wishlist", { method: "POST", token });
    expect(unknown.status).toBe(404);
    expect(unknown.errors[0].message).toBe("Товар не найден");
    expect((await call(upstream, "/api/catalog/999999/wishlist", { method: "DELETE", token })).status).toBe(404);
  });
});

describe("POST /api/catalog/{id}/subscribe and /preorder", () => {
  const rows = (sql: string, ...params: unknown[]) => {
    const db = new Database(databaseFile(upstream.dataDir, 300), { readonly: true });
    try {
      return db.prepare(sql).all(...params) as Record<string, unknown>[];
    } finally {
      db.close();
    }
  };

  it("stores a back-in-stock subscription once per offer and e-mail", async () => {
    const token = await guest();
    const { item, offer } = findOffer((o) => total(o) === 0);
    const body = { offer: offer.id, email: "  Olga@Example.RU " };
    const result = await call(upstream, `/api/catalog/${item.id}/subscribe`, { token, body, schema: AcceptedSchema });
    expect(result.data).toEqual({ ok: true, message: "Мы сообщим вам, когда размер появится в наличии" });
    await call(upstream, `/api/catalog/${item.id}/subscribe`, { token, body, schema: AcceptedSchema });
    const stored = rows("SELECT product_id, offer_id, email FROM stock_subscriptions WHERE offer_id = ?", offer.id);
    expect(stored).toEqual([{ product_id: item.id, offer_id: offer.id, email: "olga@example.ru" }]);
  });

  it("validates the subscription", async () => {
    const token = await guest();
    const { item, offer } = findOffer((o) => total(o) === 0);
    for (const email of ["olga", "", undefined, 42]) {
      const result = await call(upstream, `/api/catalog/${item.id}/subscribe`, {
        token,
        body: { offer: offer.id, email },
      });
      expect(result.status).toBe(400);
      expect(result.errors).toEqual([{ message: "Введите корректный email", code: "validation", field: "email" }]);
    }
    const other = catalogue.find((candidate) => candidate.id !== item.id)!;
    const wrong = await call(upstream, `/api/catalog/${other.id}/subscribe`, {
      token,
      body: { offer: offer.id, email: "a@b.ru" },
    });
    expect(wrong.status).toBe(404);
    expect(wrong.errors[0].message).toBe("Размер не найден");
    expect(
      (await call(upstream, `/api/catalog/999999/subscribe`, { token, body: { offer: offer.id, email: "a@b.ru" } }))
        .errors[0].message,
    ).toBe("Товар не найден");
  });

  it("stores a preorder and validates every field in Russian", async () => {
    const token = await guest();
    const { item, offer } = findOffer((o) => total(o) === 0);
    const body = { offer: offer.id, name: " Ольга ", phone: "8 (916) 555-44-33", email: "olga@example.ru" };
    const result = await call(upstream, `/api/catalog/${item.id}/preorder`, { token, body, schema: AcceptedSchema });
    expect(result.data).toEqual({ ok: true, message: "Заявка на предзаказ принята" });
    expect(rows("SELECT product_id, offer_id, name, phone, email FROM preorders WHERE offer_id = ?", offer.id)).toEqual(
      [{ product_id: item.id, offer_id: offer.id, name: "Ольга", phone: "+79165554433", email: "olga@example.ru" }],
    );
    const invalid = await call(upstream, `/api/catalog/${item.id}/preorder`, {
      token,
      body: { name: "", phone: "123", email: "x" },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.errors.map(({ field, message }) => ({ field, message }))).toEqual([
      { field: "offer", message: "Выберите размер" },
      { field: "name", message: "Укажите имя" },
      { field: "phone", message: "Введите номер телефона в формате +7XXXXXXXXXX" },
      { field: "email", message: "Введите корректный email" },
    ]);
  });
});

describe("login carry-over", () => {
  it("moves the guest's basket lines, wishlist and subscriptions to the user", async () => {
    const token = await guest();
    const phone = "+79005550101";
    const userToken = await login(upstream, phone);
    const shared = findOffer((o) => max(o) >= 6 && total(o) <= 9);
    const own = findOffer((o) => max(o) >= 3);
    // The user already has 5 of the shared offer; the guest adds 3 more: capped at the stock.
    await addOk(userToken, shared.item.id, { offer: shared.offer.id, city: "moscow", quantity: 5 });
    await addOk(token, shared.item.id, { offer: shared.offer.id, city: "moscow", quantity: 3 });
    await addOk(token, own.item.id, { offer: own.offer.id, city: "moscow", quantity: 2 });
    const wished = catalogue[10].id;
    await call(upstream, `/api/catalog/${wished}/wishlist`, { method: "POST", token, schema: WishlistSchema });
    const soldOut = findOffer((o) => total(o) === 0);
    await call(upstream, `/api/catalog/${soldOut.item.id}/subscribe`, {
      token,
      body: { offer: soldOut.offer.id, email: "guest@example.ru" },
      schema: AcceptedSchema,
    });

    const merged = await login(upstream, phone, token);
    const after = await basket(merged);
    expect(after.products.map((line) => [line.offerId, line.quantity])).toEqual([
      [shared.offer.id, Math.min(8, total(shared.offer))],
      [own.offer.id, 2],
    ]);
    expect(
      (await call(upstream, "/api/catalog/wishlist", { token: merged, schema: WishlistSchema })).data.items,
    ).toEqual([wished]);
    expect(await counters(merged)).toEqual({ basket: after.totalQuantity, wishlist: 1 });
    expect((await call(upstream, "/api/basket", { token })).status).toBe(401);

    const db = new Database(databaseFile(upstream.dataDir, 300), { readonly: true });
    try {
      const userId = db.prepare("SELECT user_id FROM tokens WHERE token = ?").pluck().get(merged);
      expect(
        db.prepare("SELECT user_id, guest_id, email FROM stock_subscriptions WHERE offer_id = ?").all(soldOut.offer.id),
      ).toEqual([{ user_id: userId, guest_id: null, email: "guest@example.ru" }]);
    } finally {
      db.close();
    }
  });
});
